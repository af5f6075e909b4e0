// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DestinationPage } from "./destination-page";
import { getDestinationPageData } from "./destinations.server";
import { recallTab, rememberTab } from "./tab-memory";

// The page asks the server for this browser's proof; no server here, and none is needed.
beforeEach(() => vi.stubGlobal("fetch", async () => Response.json({ verified: false }, { status: 403 })));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const TABS = ["overview", "itineraries", "weather", "travel-info"] as const;

describe("the destination tab per history entry", () => {
  it("is kept per location key, and an unknown value is ignored", () => {
    rememberTab("a1", "weather");
    expect(recallTab("a1", TABS)).toBe("weather");
    expect(recallTab("b2", TABS)).toBeNull();
    rememberTab("c3", "<script>");
    expect(recallTab("c3", TABS)).toBeNull();
  });

  it("Back from one destination to another reopens the tab it was left on", async () => {
    const Page = () => <DestinationPage destination={useLoaderData()} />;
    const router = createMemoryRouter(
      [
        {
          path: "/destination/:slug",
          loader: ({ params }) => getDestinationPageData(params.slug!),
          Component: Page,
        },
      ],
      { initialEntries: ["/destination/kenya"] },
    );
    render(<RouterProvider router={router} />);
    const selected = (name: string) =>
      waitFor(() => expect(screen.getByRole("tab", { name }).getAttribute("aria-selected")).toBe("true"));
    await userEvent.click(await screen.findByRole("tab", { name: "Weather" }, { timeout: 5000 }));
    await selected("Weather");

    await router.navigate("/destination/norway");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Norway"));
    await selected("Overview");

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Kenya"));
    await selected("Weather");
  });
});
