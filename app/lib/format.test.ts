import { describe, expect, it } from "vitest";
import { countOf, formatIndianNumber, formatInr, formatInrRange, MONTHS_SHORT } from "./format";

describe("formatIndianNumber", () => {
  it("groups like en-IN: thousands, then pairs of digits", () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, 1000000000]) {
      expect(formatIndianNumber(n)).toBe(n.toLocaleString("en-IN"));
    }
    expect(formatIndianNumber(1234567)).toBe("12,34,567");
  });

  it("rounds to whole numbers and keeps the sign", () => {
    expect(formatIndianNumber(124999.6)).toBe("1,25,000");
    expect(formatIndianNumber(-125000)).toBe("-1,25,000");
    expect(formatIndianNumber(-0.2)).toBe("0");
  });
});

describe("formatInr", () => {
  it("writes rupees with Indian grouping", () => {
    expect(formatInr(125000)).toBe("₹1,25,000");
    expect(formatInrRange(125000, 185000)).toBe("₹1,25,000 – ₹1,85,000");
  });
});

describe("MONTHS_SHORT", () => {
  it("matches en-IN's short months", () => {
    MONTHS_SHORT.forEach((m, i) => {
      expect(
        new Date(Date.UTC(2026, i, 3)).toLocaleDateString("en-IN", { month: "short", timeZone: "UTC" }),
      ).toBe(m);
    });
  });
});

describe("countOf", () => {
  it("says one thing in the singular and every other count in the plural, as English plural rules do", () => {
    const rules = new Intl.PluralRules("en-IN");
    for (const n of [0, 1, 2, 11, 21, 101, 1200]) {
      expect(countOf(n, "answer")).toBe(
        `${n.toLocaleString("en-IN")} ${rules.select(n) === "one" ? "answer" : "answers"}`,
      );
    }
    expect(countOf(1, "answer")).toBe("1 answer");
    expect(countOf(1, "match", "matches")).toBe("1 match");
    expect(countOf(125000, "deal")).toBe("1,25,000 deals");
  });
});
