// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LuxeMatchPage } from "./luxe-match-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the planner's welcome", () => {
  it("carries a time stamp, as every other message does", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <LuxeMatchPage fromPath={null} /> }]);
    render(<Stub />);
    const welcome = (await screen.findAllByTestId("chat-assistant"))[0]!;
    expect(welcome.textContent).toContain("Namaste!");
    const stamp = await screen.findByText(/^\d{1,2}:\d{2}\s?(am|pm)$/i, { selector: "time" });
    expect(welcome.contains(stamp)).toBe(true);
    expect(Math.abs(Date.parse(stamp.getAttribute("datetime")!) - Date.now())).toBeLessThan(60_000);
  });
});
