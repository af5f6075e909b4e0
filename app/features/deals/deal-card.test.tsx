// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DealCard } from "./deal-card";
import { deals } from "./deals-data";

afterEach(cleanup);

const bali = deals[0]!;

function parseCount(text: string) {
  return text.endsWith("K") ? Number(text.slice(0, -1)) * 1000 : Number(text.replaceAll(",", ""));
}

describe("DealCard", () => {
  it("renders no likes or views on the server (they are rolled in the browser)", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <DealCard deal={bali} /> }]);
    const html = renderToString(<Stub />);
    expect(html).toContain("₹45,000");
    expect(html).toMatch(/data-testid="deal-likes"[^>]*>—</);
  });

  it("rolls likes (500-3,499) and views (1,000-8,999) after mount, and the heart moves likes by exactly one", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <DealCard deal={bali} /> }]);
    render(<Stub />);
    const like = await screen.findByRole("button", { name: `Like ${bali.title}` });
    const likes = screen.getByTestId("deal-likes");
    const views = parseCount(screen.getByTestId("deal-views").textContent!);
    expect(views).toBeGreaterThanOrEqual(1000);
    expect(views).toBeLessThan(9000);
    const before = likes.textContent!;
    expect(parseCount(before)).toBeGreaterThanOrEqual(500);
    expect(parseCount(before)).toBeLessThan(3500);
    // The exact count, so the tap visibly moves it (a rounded "1.5K" stayed the same).
    expect(before).toMatch(/^\d{1},?\d{3}$|^\d{3}$/);
    await userEvent.click(like);
    expect(screen.getByRole("button", { name: `Unlike ${bali.title}` }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(parseCount(screen.getByTestId("deal-likes").textContent!)).toBe(parseCount(before) + 1);
    await userEvent.click(screen.getByRole("button", { name: `Unlike ${bali.title}` }));
    expect(screen.getByTestId("deal-likes").textContent).toBe(before);
  });

  it("shows the same likes and views when the page is shown again the same day, with views above likes", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <DealCard deal={bali} /> }]);
    const first = render(<Stub />);
    await screen.findByRole("button", { name: `Like ${bali.title}` });
    const likes = screen.getByTestId("deal-likes").textContent!;
    const views = screen.getByTestId("deal-views").textContent!;
    expect(parseCount(views)).toBeGreaterThan(parseCount(likes));
    first.unmount();
    render(<Stub />);
    await screen.findByRole("button", { name: `Like ${bali.title}` });
    expect(screen.getByTestId("deal-likes").textContent).toBe(likes);
    expect(screen.getByTestId("deal-views").textContent).toBe(views);
  });
});
