// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { indiaDay } from "~/lib/india-time";
import { getAllDestinations } from "./destinations.server";
import { TravelInfo } from "./travel-info";

afterEach(cleanup);

describe("visa facts", () => {
  it.each(getAllDestinations().map((d) => [d.slug, d] as const))(
    "%s names its official sources and the day it was checked",
    (_slug, d) => {
      expect(d.visa.sources.length).toBeGreaterThan(0);
      for (const source of d.visa.sources) expect(source.url).toMatch(/^https:\/\//);
      expect(d.visa.checkedOn <= indiaDay()).toBe(true);
    },
  );

  it("shows 'checked on' and the sources with the visa block", async () => {
    const thailand = getAllDestinations().find((d) => d.slug === "thailand")!;
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <TravelInfo flights={thailand.flights} visa={thailand.visa} destinationName="Thailand" />
        ),
      },
    ]);
    render(<Stub />);
    const line = await screen.findByTestId("visa-checked");
    expect(line.textContent).toContain("Checked on 23 November 2026");
    const links = [...line.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(thailand.visa.sources.map((s) => s.url));
  });
});
