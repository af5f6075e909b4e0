import { describe, expect, it } from "vitest";
import {
  countActiveHotelFilters,
  DEFAULT_HOTEL_FILTERS,
  filterHotels,
  hasAmenity,
  hotelFiltersToSearchParams,
  parseHotelFilters,
  type HotelFilters,
} from "./hotel-filters";
import { hotels, type Hotel } from "./hotels-data";

const run = (overrides: Partial<HotelFilters>) =>
  filterHotels(hotels, { ...DEFAULT_HOTEL_FILTERS, ...overrides });
const names = (overrides: Partial<HotelFilters>) => run(overrides).map((h) => h.name);

function hotel(partial: Partial<Hotel> & Pick<Hotel, "id" | "name" | "pricePerNight" | "rating">): Hotel {
  return { ...hotels[0]!, amenities: [], features: [], ...partial };
}

describe("defaults", () => {
  it("show all ten hotels, highest rating first", () => {
    const result = run({});
    expect(result).toHaveLength(10);
    const ratings = result.map((h) => h.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(result[0]!.rating).toBe(4.9);
  });
});

describe("price range", () => {
  it("is inclusive at both ends", () => {
    const list = [
      hotel({ id: "a", name: "A", pricePerNight: 15000, rating: 4.5 }),
      hotel({ id: "b", name: "B", pricePerNight: 20000, rating: 4.4 }),
      hotel({ id: "c", name: "C", pricePerNight: 20001, rating: 4.3 }),
      hotel({ id: "d", name: "D", pricePerNight: 14999, rating: 4.2 }),
    ];
    const result = filterHotels(list, { ...DEFAULT_HOTEL_FILTERS, minPrice: 15000, maxPrice: 20000 });
    expect(result.map((h) => h.id)).toEqual(["a", "b"]);
  });

  it("keeps the ₹10,000 hotel at the slider's lower end", () => {
    expect(names({ maxPrice: 10000 })).toEqual(["Palolem Palm Grove"]);
  });
});

describe("amenities", () => {
  it("matches a case-insensitive substring of an amenity", () => {
    const h = { amenities: ["Infinity Pool", "Beach Shack Restaurant"] };
    expect(hasAmenity(h, "pool")).toBe(true);
    expect(hasAmenity(h, "Restaurant")).toBe(true);
    expect(hasAmenity(h, "Spa")).toBe(false);
  });

  it("requires every selected amenity (AND, not OR)", () => {
    const golf = run({ amenities: ["Golf Course"] }).map((h) => h.id);
    expect(golf.sort()).toEqual(["mobor-lagoon-retreat", "varca-greens-beach-resort"]);
    const both = run({ amenities: ["Private Beach", "Golf Course"] });
    expect(both.every((h) => hasAmenity(h, "Private Beach") && hasAmenity(h, "Golf Course"))).toBe(true);
    const privateBeach = run({ amenities: ["Private Beach"] });
    // Adding a second amenity can only narrow the result.
    expect(both.length).toBeLessThan(privateBeach.length);
    expect(
      run({ amenities: ["Private Beach", "Golf Course", "Fitness Center", "Spa", "Pool", "Restaurant"] })
        .map((h) => h.id)
        .sort(),
    ).toEqual(["mobor-lagoon-retreat", "varca-greens-beach-resort"]);
  });
});

describe("text and category", () => {
  it("matches name, location or description words, ignoring case", () => {
    expect(names({ q: "fontainhas" })).toEqual(["Casa Fontainhas"]);
    expect(
      run({ q: "SOUTH GOA" }).every(
        (h) => h.location.includes("South Goa") || h.description.includes("South Goa"),
      ),
    ).toBe(true);
    expect(run({ q: "  " })).toHaveLength(10);
    expect(run({ q: "zzz-no-such-hotel" })).toEqual([]);
  });

  it("filters by category and combines with the other filters", () => {
    expect(run({ category: "heritage" }).every((h) => h.category === "heritage")).toBe(true);
    expect(run({ category: "heritage" })).toHaveLength(3);
    expect(names({ category: "heritage", amenities: ["Pool"], maxPrice: 13000 })).toEqual([
      "Solar de Loutolim",
    ]);
  });
});

describe("sorts", () => {
  it("price low and high are mirror orders", () => {
    const low = run({ sort: "price-low" }).map((h) => h.pricePerNight);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(low[0]).toBe(10000);
    const high = run({ sort: "price-high" }).map((h) => h.pricePerNight);
    expect(high).toEqual([...low].reverse());
  });

  it("name sorts alphabetically", () => {
    const byName = names({ sort: "name" });
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en")));
    expect(byName[0]).toBe("Azure Sands Candolim");
    expect(byName.at(-1)).toBe("Varca Greens Beach & Golf Resort");
  });

  it("breaks ties by name so the order is stable", () => {
    const list = [
      hotel({ id: "z", name: "Zeta", pricePerNight: 12000, rating: 4.5 }),
      hotel({ id: "a", name: "Alpha", pricePerNight: 12000, rating: 4.5 }),
    ];
    expect(filterHotels(list, DEFAULT_HOTEL_FILTERS).map((h) => h.id)).toEqual(["a", "z"]);
    expect(filterHotels(list, { ...DEFAULT_HOTEL_FILTERS, sort: "price-high" }).map((h) => h.id)).toEqual([
      "a",
      "z",
    ]);
  });

  it("does not reorder the data module", () => {
    const before = hotels.map((h) => h.id);
    run({ sort: "name" });
    expect(hotels.map((h) => h.id)).toEqual(before);
  });
});

describe("URL query", () => {
  it("parses every field", () => {
    const f = parseHotelFilters(
      new URLSearchParams("q=palm&category=Boutique&min=12000&max=25000&sort=price-low&amenities=pool,spa"),
    );
    // Amenities come back in the quick-filter order, whatever order the URL had.
    expect(f).toEqual({
      q: "palm",
      category: "boutique",
      minPrice: 12000,
      maxPrice: 25000,
      sort: "price-low",
      amenities: ["Spa", "Pool"],
    });
  });

  it("falls back to defaults for invalid values, field by field", () => {
    expect(parseHotelFilters(new URLSearchParams("category=castle&sort=cheapest&amenities=helipad"))).toEqual(
      DEFAULT_HOTEL_FILTERS,
    );
    // Off-step, out of range, or not a number.
    expect(parseHotelFilters(new URLSearchParams("min=12500&max=31000")).minPrice).toBe(10000);
    expect(parseHotelFilters(new URLSearchParams("min=12500&max=31000")).maxPrice).toBe(30000);
    expect(parseHotelFilters(new URLSearchParams("min=abc&max=-5")).maxPrice).toBe(30000);
    // A reversed range is dropped as a whole.
    const reversed = parseHotelFilters(new URLSearchParams("min=25000&max=15000"));
    expect([reversed.minPrice, reversed.maxPrice]).toEqual([10000, 30000]);
  });

  it("caps the search text length", () => {
    expect(parseHotelFilters(new URLSearchParams({ q: "a".repeat(500) })).q).toHaveLength(100);
  });

  it("round-trips and leaves defaults out", () => {
    const f: HotelFilters = {
      q: "goa",
      category: "resort",
      minPrice: 15000,
      maxPrice: 28000,
      sort: "name",
      amenities: ["Private Beach", "Golf Course"],
    };
    const params = hotelFiltersToSearchParams(f);
    expect(params.get("amenities")).toBe("private-beach,golf-course");
    expect(parseHotelFilters(new URLSearchParams(params.toString()))).toEqual(f);
    expect(hotelFiltersToSearchParams(DEFAULT_HOTEL_FILTERS).toString()).toBe("");
  });

  it("counts active filters, not the sort", () => {
    expect(countActiveHotelFilters(DEFAULT_HOTEL_FILTERS)).toBe(0);
    expect(countActiveHotelFilters({ ...DEFAULT_HOTEL_FILTERS, sort: "name" })).toBe(0);
    expect(
      countActiveHotelFilters({
        ...DEFAULT_HOTEL_FILTERS,
        q: "x",
        maxPrice: 20000,
        amenities: ["Spa", "Pool"],
      }),
    ).toBe(4);
  });
});
