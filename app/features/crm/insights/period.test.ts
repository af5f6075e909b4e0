import { describe, expect, it } from "vitest";
import { periodLabel } from "./period";

describe("a report's period in words", () => {
  it("leaves the year out within the current year", () => {
    expect(periodLabel("2026-10-29", "2026-11-27", "2026-11-27")).toBe("29 Oct to 27 Nov");
    expect(periodLabel("2026-09-01", "2026-09-30", "2026-11-27")).toBe("1 Sept to 30 Sept");
  });

  it("names the years when the period crosses a new year, so a year never reads as a day", () => {
    expect(periodLabel("2025-11-28", "2026-11-27", "2026-11-27")).toBe("28 Nov 2025 to 27 Nov 2026");
    expect(periodLabel("2025-12-20", "2026-01-10", "2026-01-10")).toBe("20 Dec 2025 to 10 Jan 2026");
  });

  it("names the year of a period in another year", () => {
    expect(periodLabel("2025-03-01", "2025-03-31", "2026-11-27")).toBe("1 Mar 2025 to 31 Mar 2025");
  });
});
