import { describe, expect, it } from "vitest";
import { dealStats, deals, localDayKey } from "./deals-data";

const ids = [...deals.map((d) => d.id), "any-other-deal"];

describe("dealStats", () => {
  it("keeps views 1,000–8,999 and likes 500–3,499, with views always above likes (even after one more like)", () => {
    for (const id of ids) {
      for (let offset = 0; offset < 2000; offset++) {
        const { likes, views } = dealStats(id, new Date(2025, 0, 1 + offset));
        expect(views).toBeGreaterThanOrEqual(1000);
        expect(views).toBeLessThanOrEqual(8999);
        expect(likes).toBeGreaterThanOrEqual(500);
        expect(likes).toBeLessThanOrEqual(3499);
        expect(views).toBeGreaterThan(likes + 1);
        expect(Number.isInteger(likes) && Number.isInteger(views)).toBe(true);
      }
    }
  });

  it("gives the same numbers all day long for a deal", () => {
    const morning = dealStats("bali-7-days", new Date(2025, 11, 12, 0, 1));
    expect(dealStats("bali-7-days", new Date(2025, 11, 12, 13, 30))).toEqual(morning);
    expect(dealStats("bali-7-days", new Date(2025, 11, 12, 23, 59))).toEqual(morning);
  });

  it("moves from day to day and differs between deals", () => {
    const days = Array.from({ length: 30 }, (_, i) => dealStats("bali-7-days", new Date(2025, 11, 1 + i)));
    expect(new Set(days.map((s) => `${s.likes}/${s.views}`)).size).toBeGreaterThan(25);
    const bali = dealStats("bali-7-days", new Date(2025, 11, 12));
    const dubai = dealStats("dubai-5-days", new Date(2025, 11, 12));
    expect(bali).not.toEqual(dubai);
  });

  it("spreads over the whole ranges rather than clustering", () => {
    const all = Array.from({ length: 3000 }, (_, i) => dealStats("dubai-5-days", new Date(2020, 0, 1 + i)));
    const views = all.map((s) => s.views);
    const likes = all.map((s) => s.likes);
    expect(Math.min(...views)).toBeLessThan(1500);
    expect(Math.max(...views)).toBeGreaterThan(8500);
    expect(Math.min(...likes)).toBeLessThan(600);
    expect(Math.max(...likes)).toBeGreaterThan(3300);
  });

  it("keys the day on the visitor's local date", () => {
    expect(localDayKey(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
    expect(localDayKey(new Date(2025, 11, 31))).toBe("2025-12-31");
  });
});
