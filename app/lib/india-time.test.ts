import { describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay, indiaDaysBetween, indiaMidnightOf } from "./india-time";

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
});
