import { describe, expect, it } from "vitest";
import { formatWhen } from "./console-table";

describe("formatWhen", () => {
  // The server runs in UTC and renders the console first; the browser in India hydrates it. Both
  // must write 00:36 India time the same way, or React discards the server's HTML.
  it("writes the half hour after midnight in India as 00:36, not 24:36", () => {
    expect(formatWhen("2026-11-26T19:06:00.000Z")).toBe("27 Nov 2026, 00:36");
  });

  it("writes the India date, with or without the time", () => {
    expect(formatWhen("2026-11-27T18:29:00.000Z")).toBe("27 Nov 2026, 23:59");
    expect(formatWhen("2026-11-26T19:06:00.000Z", false)).toBe("27 Nov 2026");
    expect(formatWhen(null)).toBe("—");
  });
});
