import { describe, expect, it } from "vitest";
import { tripFromWords } from "./trip-from-words";

const WROTE_AT = new Date("2026-11-24T10:00:00Z");

describe("a trip read from a visitor's own words", () => {
  it("reads the place, the month, the group and the budget", () => {
    expect(tripFromWords("Maldives honeymoon in February, 2 adults, budget around 4 lakh", WROTE_AT)).toEqual(
      {
        destination: "Maldives",
        month: "2027-02",
        startDate: null,
        endDate: null,
        adults: 2,
        childrenAges: [],
        budgetInr: 400_000,
      },
    );
  });

  it.each([
    ["budget 3L for the two of us", 300_000],
    ["we can spend ₹2,50,000 in all", 250_000],
    ["around 5 lakhs", 500_000],
    ["budget around 250000", 250_000],
    ["Rs 1.5 crore", 15_000_000],
  ])("reads rupees from %s", (text, budgetInr) => {
    expect(tripFromWords(text, WROTE_AT)?.budgetInr).toBe(budgetInr);
  });

  it("keeps children's ages only when every child's age is given", () => {
    expect(tripFromWords("2 adults and a child aged 6, Japan", WROTE_AT)).toMatchObject({
      adults: 2,
      childrenAges: [6],
      destination: "Japan",
    });
    expect(tripFromWords("2 adults and 2 kids, Japan", WROTE_AT)?.childrenAges).toEqual([]);
  });

  it("is nothing for words that say nothing about a trip", () => {
    expect(tripFromWords("Please call me after six", WROTE_AT)).toBeNull();
    expect(tripFromWords("   ", WROTE_AT)).toBeNull();
  });
});
