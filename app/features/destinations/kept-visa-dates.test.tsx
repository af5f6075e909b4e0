// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { DestinationSummary } from "./destination-types";
import { fillKeptVisaDates } from "./kept-visa-dates";
import { VisaLine } from "./visa-line";
import type { VisaStatus } from "./destination-schema";

afterEach(cleanup);

const required: VisaStatus = { kind: "visa-required", processingDays: 5 };
const free: VisaStatus = { kind: "visa-free", entry: "on-arrival", stayDays: 30 };

function card(slug: string, status: VisaStatus) {
  return (
    <article data-slug={slug} key={slug}>
      <VisaLine status={status} />
    </article>
  );
}

describe("fillKeptVisaDates", () => {
  it("writes into server markup the date VisaLine writes once hydrated", () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(
      <>
        {card("kenya", required)}
        {card("maldives", free)}
      </>,
    );
    const destinations = [
      { slug: "kenya", visaStatus: required },
      { slug: "maldives", visaStatus: free },
    ] as DestinationSummary[];
    fillKeptVisaDates(root, destinations);

    render(<VisaLine status={required} />);
    const live = screen.getByTestId("visa-date").textContent;
    expect(live).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
    expect(root.querySelector('[data-slug="kenya"] [data-testid="visa-date"]')?.textContent).toBe(live);
    expect(root.querySelector('[data-slug="maldives"]')?.textContent).toBe("Visa on Arrival ✓");
  });
});
