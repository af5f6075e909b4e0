import { describe, expect, it } from "vitest";
import { formatDepartureDate, nextDepartureDate } from "./package-format";
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

describe("next departures", () => {
  const isoDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const daysBetween = (from: Date, iso: string) =>
    Math.round(
      (isoDay(iso).getTime() - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000,
    );

  it("are the next ones from today, not a year away (Phuket seen on 23 November 2026)", () => {
    const today = new Date(2026, 10, 23, 18, 0);
    const phuket = packages.find((p) => p.id === "phuket-krabi-island-hopper")!;
    expect(nextDepartureDate(phuket.departures, today)).toBe("2026-12-12");
    for (const p of packages) {
      const days = daysBetween(today, nextDepartureDate(p.departures, today));
      expect(days, p.id).toBeGreaterThanOrEqual(p.departures.leadDays);
      expect(days, p.id).toBeLessThanOrEqual(p.departures.leadDays + 7);
    }
  });

  it("for any today over two years: the first date after the lead on the weekday and in season, within ~a season", () => {
    for (const p of packages) {
      for (let offset = 0; offset < 731; offset++) {
        const today = new Date(2026, 0, 1 + offset);
        const iso = nextDepartureDate(p.departures, today);
        const date = isoDay(iso);
        const days = daysBetween(today, iso);
        expect(date.getUTCDay()).toBe(p.departures.weekday);
        expect(p.departures.months).toContain(date.getUTCMonth() + 1);
        expect(days).toBeGreaterThanOrEqual(p.departures.leadDays);
        // Never more than about a season (four months and a week) past the booking lead, even from the
        // off-season.
        expect(days, `${p.id} from ${today.toDateString()}`).toBeLessThanOrEqual(p.departures.leadDays + 130);
        // No earlier valid date was skipped.
        for (let d = p.departures.leadDays; d < days; d++) {
          const earlier = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + d));
          const valid =
            earlier.getUTCDay() === p.departures.weekday &&
            p.departures.months.includes(earlier.getUTCMonth() + 1);
          expect(valid).toBe(false);
        }
      }
    }
  });

  it("reads today as the visitor's calendar day, whatever the hour", () => {
    const rule = { weekday: 6, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], leadDays: 0 };
    expect(nextDepartureDate(rule, new Date(2026, 10, 28, 0, 0))).toBe("2026-11-28");
    expect(nextDepartureDate(rule, new Date(2026, 10, 28, 23, 59))).toBe("2026-11-28");
    expect(nextDepartureDate(rule, new Date(2026, 10, 29, 0, 0))).toBe("2026-12-05");
  });
});
