import { describe, expect, it } from "vitest";
import { slugForName } from "~/lib/destination-index";
import {
  addBusinessDays,
  cardVisaRule,
  cardVisaText,
  formatShortDate,
  VISA_FREE_TEXT,
  VISA_ON_ARRIVAL_TEXT,
} from "./visa-date";

// December 2025: Mon 8, Tue 9, Wed 10, Thu 11, Fri 12, Sat 13, Sun 14, Mon 15 ...
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

describe("addBusinessDays", () => {
  it.each([
    ["Friday + 1 is Monday", day(2025, 12, 12), 1, "2025-12-15"],
    ["Saturday + 1 is Monday", day(2025, 12, 13), 1, "2025-12-15"],
    ["Sunday + 1 is Monday", day(2025, 12, 14), 1, "2025-12-15"],
    ["Monday + 1 is Tuesday", day(2025, 12, 8), 1, "2025-12-09"],
    ["Thursday + 1 is Friday", day(2025, 12, 11), 1, "2025-12-12"],
    ["Thursday + 2 skips the weekend", day(2025, 12, 11), 2, "2025-12-15"],
    ["Monday + 5 is the next Monday", day(2025, 12, 8), 5, "2025-12-15"],
    ["Friday + 5 is the next Friday", day(2025, 12, 12), 5, "2025-12-19"],
    ["Saturday + 5 is the next Friday", day(2025, 12, 13), 5, "2025-12-19"],
    ["Sunday + 5 is the next Friday", day(2025, 12, 14), 5, "2025-12-19"],
    ["Monday + 15 is three weeks on", day(2025, 12, 1), 15, "2025-12-22"],
    ["Wednesday + 12 crosses two weekends", day(2025, 12, 10), 12, "2025-12-26"],
    ["it crosses the year end", day(2025, 12, 31), 3, "2026-01-05"],
    ["0 days is the same day", day(2025, 12, 10), 0, "2025-12-10"],
  ])("%s", (_name, from, n, expected) => {
    expect(iso(addBusinessDays(from, n))).toBe(expected);
  });

  it("never lands on a weekend and ignores the time of day", () => {
    for (let start = 1; start <= 14; start++) {
      for (let n = 1; n <= 15; n++) {
        const result = addBusinessDays(new Date(2025, 11, start, 23, 59), n);
        expect([0, 6]).not.toContain(result.getDay());
        expect(result.getHours()).toBe(0);
      }
    }
  });

  it("does not change the date it was given", () => {
    const from = day(2025, 12, 12);
    addBusinessDays(from, 3);
    expect(iso(from)).toBe("2025-12-12");
  });
});

describe("formatShortDate", () => {
  it("is the en-IN day and short month", () => {
    expect(formatShortDate(day(2025, 12, 12))).toBe("12 Dec");
    expect(formatShortDate(day(2026, 1, 5))).toBe("5 Jan");
  });
});

describe("card visa line", () => {
  const required = (processingDays: number) => ({ kind: "visa-required", processingDays }) as const;

  it("shows a tick, never a date, for a visa-free destination", () => {
    const mauritius = { kind: "visa-free", entry: "on-arrival", stayDays: 90 } as const;
    const thailand = { kind: "visa-free", entry: "exemption", stayDays: 60 } as const;
    expect(cardVisaText(mauritius, day(2025, 12, 12))).toBe(VISA_ON_ARRIVAL_TEXT);
    expect(cardVisaText(thailand, day(2025, 12, 12))).toBe(VISA_FREE_TEXT);
    expect(cardVisaRule(thailand)).toEqual({ kind: "visa-free", text: "Visa-free ✓" });
  });

  it("adds the processing days to today as business days", () => {
    // Friday 12 Dec: 5 -> Fri 19 Dec; 1 -> Mon 15 Dec; 15 -> Fri 2 Jan.
    expect(cardVisaText(required(5), day(2025, 12, 12))).toBe("Get Visa by: 19 Dec");
    expect(cardVisaText(required(1), day(2025, 12, 12))).toBe("Get Visa by: 15 Dec");
    expect(cardVisaText(required(15), day(2025, 12, 12))).toBe("Get Visa by: 2 Jan");
  });
});

describe("slugForName", () => {
  it("lower-cases the name and turns the first space into a hyphen", () => {
    expect(slugForName("Kenya")).toBe("kenya");
    expect(slugForName("Sri Lanka")).toBe("sri-lanka");
    expect(slugForName("Hong Kong")).toBe("hong-kong");
    expect(slugForName("Abu Dhabi")).toBe("abu-dhabi");
    expect(slugForName("Saudi Arabia")).toBe("saudi-arabia");
    // Only the first space, not every one.
    expect(slugForName("Papua New Guinea")).toBe("papua-new guinea");
  });
});
