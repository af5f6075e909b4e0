// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextDepartureDate } from "./next-departure";

const rule = { weekday: 6, months: [10, 11, 12, 1, 2, 3, 4, 5], leadDays: 14 };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("NextDepartureDate", () => {
  it("renders a placeholder, not a date, on the server (prerendered HTML must not freeze the build day)", () => {
    const html = renderToString(<NextDepartureDate rule={rule} />);
    expect(html).toContain('data-testid="next-departure"');
    expect(html).not.toMatch(/\d{4}/);
  });

  it("shows the next departure from the visitor's today in the browser", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 0));
    render(<NextDepartureDate rule={rule} />);
    const time = screen.getByTestId("next-departure");
    expect(time.textContent).toBe("12 December 2026");
    expect(time.getAttribute("datetime")).toBe("2026-12-12");
  });
});
