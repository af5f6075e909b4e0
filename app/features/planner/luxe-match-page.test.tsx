// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LuxeMatchPage } from "./luxe-match-page";
import { PlannerMarkdown } from "./planner-markdown";

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

describe("links into the planner", () => {
  it("puts the place a link asked for in the input, ready to send", async () => {
    const Stub = createRoutesStub([
      { path: "/luxe-match", Component: () => <LuxeMatchPage fromPath={null} /> },
    ]);
    render(<Stub initialEntries={["/luxe-match?plan=Tanzania"]} />);
    await waitFor(() =>
      expect(screen.getByTestId("chat-input")).toHaveProperty("value", "I'd like to plan a trip to Tanzania"),
    );
  });

  it("ignores a query that is not a place name", async () => {
    const Stub = createRoutesStub([
      { path: "/luxe-match", Component: () => <LuxeMatchPage fromPath={null} /> },
    ]);
    render(<Stub initialEntries={["/luxe-match?plan=%3Cscript%3E"]} />);
    await screen.findAllByTestId("chat-assistant");
    expect(screen.getByTestId("chat-input")).toHaveProperty("value", "");
  });
});

describe("the planner's formatted replies", () => {
  it("links to our own pages, and shows any other link as the text it is", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <PlannerMarkdown text="See [Bali](/destination/bali) or [this](https://evil.example) and [that](//evil.example)." />
        ),
      },
    ]);
    render(<Stub />);
    return screen.findByRole("link", { name: "Bali" }).then((bali) => {
      expect(bali.getAttribute("href")).toBe("/destination/bali");
      expect(screen.queryAllByRole("link")).toHaveLength(1);
      expect(document.body.textContent).toContain("[this](https://evil.example)");
    });
  });
});
