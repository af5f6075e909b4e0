import { describe, expect, it } from "vitest";
import { rangeFilters } from "./range-filters";

/** The query after a control changes some filters, as the panel writes it. */
const write = (query: string, changes: Parameters<typeof rangeFilters.change>[1]) => {
  const current = new URLSearchParams(query);
  return rangeFilters
    .serialize(rangeFilters.change(rangeFilters.parse(current), changes), current)
    .toString();
};

describe("the report range in the URL", () => {
  it("reads a preset, dates, and drops what does not parse", () => {
    expect(rangeFilters.parse(new URLSearchParams("range=7d"))).toEqual({ range: "7d" });
    expect(rangeFilters.parse(new URLSearchParams("from=2030-01-05&to=2030-02-01"))).toEqual({
      from: "2030-01-05",
      to: "2030-02-01",
    });
    expect(rangeFilters.parse(new URLSearchParams("range=1y&from=2030-02-30"))).toEqual({});
  });

  it("a preset replaces chosen dates; a date replaces the preset; the rest of the query stays", () => {
    expect(write("from=2030-01-05&to=2030-02-01&x=1", { range: "90d", from: null, to: null })).toBe(
      "x=1&range=90d",
    );
    expect(write("range=7d&page=2", { range: null, from: "2030-01-05", to: "2030-01-11" })).toBe(
      "page=2&from=2030-01-05&to=2030-01-11",
    );
  });
});
