// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VisaLine } from "./visa-line";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("VisaLine", () => {
  it("renders a placeholder, not a date, on the server (prerendered HTML must not freeze the build day)", () => {
    const html = renderToString(<VisaLine status={{ kind: "visa-required", processingDays: 5 }} />);
    expect(html).toContain("Get Visa by:");
    expect(html).not.toMatch(/\d{1,2} [A-Z][a-z]{2}/);
  });

  it("shows the visitor's today + business days in the browser", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 11, 12, 9, 0)); // Friday 12 Dec 2025
    render(<VisaLine status={{ kind: "visa-required", processingDays: 1 }} />);
    expect(screen.getByTestId("visa-line")).toHaveProperty("textContent", "Get Visa by:15 Dec");
  });

  it("says 'Visa on Arrival ✓' or 'Visa-free ✓', with no date, on server and client alike", () => {
    const maldives = { kind: "visa-free", entry: "on-arrival", stayDays: 30 } as const;
    expect(renderToString(<VisaLine status={maldives} />)).toContain("Visa on Arrival ✓");
    render(<VisaLine status={{ kind: "visa-free", entry: "exemption", stayDays: 60 }} />);
    expect(screen.getByTestId("visa-line").textContent).toBe("Visa-free ✓");
    expect(screen.queryByTestId("visa-date")).toBeNull();
  });
});
