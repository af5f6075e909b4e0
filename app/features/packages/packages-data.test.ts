import { describe, expect, it } from "vitest";
import { formatDepartureDate } from "./package-format";
import { PACKAGE_CATEGORIES, packages } from "./packages-data";
import { packageListSchema } from "./packages-schema";

describe("the six sample packages", () => {
  it("pass the schema and its cross-field rules (savings, one itinerary day per day, unique ids)", () => {
    expect(() => packageListSchema.parse(packages)).not.toThrow();
    expect(packages).toHaveLength(6);
  });

  it("carry the agency's current and original prices", () => {
    expect(packages.map((p) => [p.currentPrice, p.originalPrice])).toEqual([
      [89_999, 1_29_999],
      [45_999, 65_999],
      [35_999, 55_999],
      [1_24_999, 1_65_999],
      [32_999, 48_999],
      [1_15_999, 1_55_999],
    ]);
  });

  it("cover every category, with images that exist as files", async () => {
    expect(new Set(packages.map((p) => p.category))).toEqual(new Set(PACKAGE_CATEGORIES));
    const fs = await import("node:fs");
    for (const p of packages) expect(fs.existsSync(`public${p.image}`), p.image).toBe(true);
  });
});

describe("formatDepartureDate", () => {
  it("writes the date the Indian way, with the month in full", () => {
    expect(formatDepartureDate("2027-09-04")).toBe("4 September 2027");
    expect(formatDepartureDate("2027-02-12")).toBe("12 February 2027");
  });

  it("never shifts the calendar day, whatever the server's time zone", () => {
    expect(formatDepartureDate("2027-01-01")).toBe("1 January 2027");
    expect(formatDepartureDate("2027-12-31")).toBe("31 December 2027");
  });
});
