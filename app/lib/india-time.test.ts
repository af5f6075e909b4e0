import { describe, expect, it } from "vitest";
import {
  addIndiaDays,
  fromIndiaLocal,
  indiaDay,
  indiaDaysBetween,
  indiaMidnightOf,
  indiaTimeOn,
  indiaWallClock,
  indiaWallIso,
} from "./india-time";

describe("India's calendar", () => {
  it("turns over at midnight in India, not in UTC", () => {
    expect(indiaDay(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaDay(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
    expect(indiaMidnightOf("2026-11-24").toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });
  it("counts days across months and years", () => {
    expect(addIndiaDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addIndiaDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(indiaDaysBetween("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(indiaDaysBetween("2026-03-02", "2026-03-01")).toEqual([]);
  });
  it("reads and writes India's wall clock on both sides of a UTC midnight", () => {
    // 18:30 UTC is the next day's midnight in India; 00:10 in India is the day before in UTC.
    expect(indiaWallClock("2026-11-23T18:30:05Z")).toEqual({
      year: 2026,
      month: 10,
      day: 24,
      weekday: 2,
      hour: 0,
      minute: 0,
      second: 5,
    });
    expect(indiaWallIso("2026-11-23T18:40:00Z")).toBe("2026-11-24T00:10:00.000");
    expect(indiaTimeOn("2026-11-24", 0, 10).toISOString()).toBe("2026-11-23T18:40:00.000Z");
    expect(indiaTimeOn("2026-11-24", 9, 30).toISOString()).toBe("2026-11-24T04:00:00.000Z");
  });
  it("reads a datetime-local value as India time and leaves anything else to the schema", () => {
    expect(fromIndiaLocal("2030-01-05T10:00")).toBe("2030-01-05T10:00:00+05:30");
    expect(new Date(fromIndiaLocal("2030-01-05T00:10") as string).toISOString()).toBe(
      "2030-01-04T18:40:00.000Z",
    );
    expect(fromIndiaLocal("2030-01-05T10:00:00Z")).toBe("2030-01-05T10:00:00Z");
    expect(fromIndiaLocal("2030-01-05")).toBe("2030-01-05");
    expect(fromIndiaLocal(42)).toBe(42);
  });
});
