// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useWishlist, WISHLIST_STORAGE_KEY } from "./use-wishlist";

function Heart({ id }: { id: string }) {
  const { has, toggle } = useWishlist();
  return (
    <button type="button" aria-pressed={has(id)} onClick={() => toggle(id)}>
      {id}
    </button>
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("useWishlist", () => {
  it("renders the empty server snapshot on the server, whatever the device stored", () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["maldives"]));
    expect(renderToString(<Heart id="maldives" />)).toContain('aria-pressed="false"');
  });

  it("reads the device's list in the browser and remembers a toggle", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["kenya"]));
    render(
      <>
        <Heart id="kenya" />
        <Heart id="bali" />
      </>,
    );
    expect(screen.getByRole("button", { name: "kenya" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "bali" }));
    expect(screen.getByRole("button", { name: "bali" }).getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(["kenya", "bali"]);
    await userEvent.click(screen.getByRole("button", { name: "kenya" }));
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(["bali"]);
  });

  it("follows a change made in another tab", () => {
    render(<Heart id="oman" />);
    act(() => {
      window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["oman"]));
      window.dispatchEvent(new StorageEvent("storage", { key: WISHLIST_STORAGE_KEY }));
    });
    expect(screen.getByRole("button", { name: "oman" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("ignores a corrupted entry instead of crashing", () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, "{not json");
    render(<Heart id="japan" />);
    expect(screen.getByRole("button", { name: "japan" }).getAttribute("aria-pressed")).toBe("false");
  });
});
