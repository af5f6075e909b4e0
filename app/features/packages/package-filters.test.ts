import { describe, expect, it } from "vitest";
import {
  filterPackages,
  isInPriceBand,
  packageFiltersToSearchParams,
  parsePackageFilters,
  PRICE_BANDS,
  type PackageFilters,
} from "./package-filters";
import { packages } from "./packages-data";

const ids = (filters: PackageFilters) => filterPackages(packages, filters).map((p) => p.id);

describe("price bands", () => {
  it.each([
    [0, ["under-50k"]],
    [49_999, ["under-50k"]],
    [50_000, ["under-50k", "50k-1l"]],
    [50_001, ["50k-1l"]],
    [99_999, ["50k-1l"]],
    [100_000, ["50k-1l", "above-1l"]],
    [100_001, ["above-1l"]],
  ] as const)("₹%i falls in %j and in no other band (inclusive bounds)", (price, bands) => {
    for (const band of PRICE_BANDS) {
      expect(isInPriceBand(price, band.id), band.id).toBe((bands as readonly string[]).includes(band.id));
    }
  });

  it("'all' accepts any price", () => {
    expect(isInPriceBand(1, "all")).toBe(true);
    expect(isInPriceBand(10_00_000, "all")).toBe(true);
  });
});

describe("filterPackages on the six sample packages", () => {
  it("shows all six with the default filters", () => {
    expect(ids({ category: "all", price: "all" })).toHaveLength(6);
  });

  it("filters by category alone", () => {
    expect(ids({ category: "luxury", price: "all" })).toEqual([
      "maldives-overwater-escape",
      "swiss-alps-panorama-journey",
    ]);
    expect(ids({ category: "beach", price: "all" })).toEqual(["phuket-krabi-island-hopper"]);
  });

  it("filters by price band alone, on the current (not the original) price", () => {
    // 45,999 / 35,999 / 32,999 are under 50,000 although their original prices are above it.
    expect(ids({ category: "all", price: "under-50k" })).toEqual([
      "vietnam-heritage-trail",
      "sri-lanka-hill-country-safari",
      "phuket-krabi-island-hopper",
    ]);
    expect(ids({ category: "all", price: "50k-1l" })).toEqual(["maldives-overwater-escape"]);
    expect(ids({ category: "all", price: "above-1l" })).toEqual([
      "kenya-big-five-safari",
      "swiss-alps-panorama-journey",
    ]);
  });

  it("combines category and band with AND", () => {
    expect(ids({ category: "luxury", price: "above-1l" })).toEqual(["swiss-alps-panorama-journey"]);
    expect(ids({ category: "adventure", price: "under-50k" })).toEqual([]);
  });

  it("applies the boundaries to exact prices", () => {
    const list = [
      { id: "a", category: "beach" as const, currentPrice: 50_000 },
      { id: "b", category: "beach" as const, currentPrice: 100_000 },
      { id: "c", category: "beach" as const, currentPrice: 100_001 },
    ];
    expect(filterPackages(list, { category: "all", price: "50k-1l" }).map((p) => p.id)).toEqual(["a", "b"]);
    expect(filterPackages(list, { category: "all", price: "above-1l" }).map((p) => p.id)).toEqual(["b", "c"]);
    expect(filterPackages(list, { category: "all", price: "under-50k" }).map((p) => p.id)).toEqual(["a"]);
  });
});

describe("URL query", () => {
  it("reads valid values, case-insensitively", () => {
    expect(parsePackageFilters(new URLSearchParams("category=Luxury&price=above-1l"))).toEqual({
      category: "luxury",
      price: "above-1l",
    });
  });

  it("falls back to 'all' field by field for unknown values", () => {
    expect(parsePackageFilters(new URLSearchParams("category=cruise&price=50k-1l"))).toEqual({
      category: "all",
      price: "50k-1l",
    });
    expect(parsePackageFilters(new URLSearchParams("category=nature&price=cheap"))).toEqual({
      category: "nature",
      price: "all",
    });
    expect(parsePackageFilters(new URLSearchParams(""))).toEqual({ category: "all", price: "all" });
  });

  it("round-trips, leaving defaults out of the URL", () => {
    const filters: PackageFilters = { category: "cultural", price: "under-50k" };
    const params = packageFiltersToSearchParams(filters);
    expect(params.toString()).toBe("category=cultural&price=under-50k");
    expect(parsePackageFilters(params)).toEqual(filters);
    expect(packageFiltersToSearchParams({ category: "all", price: "all" }).toString()).toBe("");
  });
});
