import { z } from "zod";
import { describe, expect, it } from "vitest";
import { defineUrlFilters } from "./url-filters";

const filters = defineUrlFilters(
  {
    q: z.string().max(20).optional().catch(undefined),
    status: z.enum(["open", "done"]).catch("open"),
    sort: z.enum(["name", "activity"]).catch("activity"),
  },
  { resets: (changed) => (changed.every((k) => k === "sort") ? ["page"] : ["page", "contact"]) },
);

describe("defineUrlFilters", () => {
  it("reads only its keys, and a value that does not parse falls back instead of failing", () => {
    expect(filters.parse(new URLSearchParams("q=goa&status=lost&other=1"))).toEqual({
      q: "goa",
      status: "open",
      sort: "activity",
    });
    expect(filters.keys).toEqual(["q", "status", "sort"]);
  });

  it("writes the changed filter onto the query as it stands and drops what the change makes stale", () => {
    const current = new URLSearchParams("tab=contacts&status=done&page=3&contact=c1");
    const next = filters.serialize({ ...filters.parse(current), q: " goa " }, current);
    expect(next.toString()).toBe("tab=contacts&status=done&q=goa");
  });

  it("removes an emptied filter, and leaves the query alone when nothing changed", () => {
    const current = new URLSearchParams("tab=contacts&q=goa&page=2");
    expect(filters.serialize({ ...filters.parse(current), q: "  " }, current).toString()).toBe(
      "tab=contacts",
    );
    expect(filters.serialize(filters.parse(current), current).toString()).toBe("tab=contacts&q=goa&page=2");
  });

  it("lets a change keep what it does not make stale (sorting keeps the open record)", () => {
    const current = new URLSearchParams("contact=c1&page=2");
    expect(filters.serialize({ ...filters.parse(current), sort: "name" }, current).toString()).toBe(
      "contact=c1&sort=name",
    );
  });
});

describe("change", () => {
  it("reads a control's text back through the schema: none clears, a wrong value falls back", () => {
    const current = filters.parse(new URLSearchParams("q=goa&status=done"));
    expect(filters.change(current, { q: null, status: "lost", sort: "name" })).toEqual({
      q: undefined,
      status: "open",
      sort: "name",
    });
  });
});
