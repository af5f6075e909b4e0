import {
  HOTEL_CATEGORIES,
  HOTEL_PRICE_MAX,
  HOTEL_PRICE_MIN,
  HOTEL_PRICE_STEP,
  QUICK_AMENITY_FILTERS,
} from "./hotel-options";
import type { HotelCategory, HotelSummary } from "./hotels-data";

/**
 * Filters of the Goa hotel search: the filters, the price slider and the sorts.
 * Pure functions: the server render of a shared URL and the live browser filtering agree.
 */

export const HOTEL_SORTS = [
  { id: "rating", label: "Highest rated" },
  { id: "price-low", label: "Price: low to high" },
  { id: "price-high", label: "Price: high to low" },
  { id: "name", label: "Name (A–Z)" },
] as const;

export type HotelSort = (typeof HOTEL_SORTS)[number]["id"];
export type QuickAmenity = (typeof QUICK_AMENITY_FILTERS)[number];
export type HotelCategoryFilter = HotelCategory | "all";

export type HotelFilters = {
  /** Free text, matched case-insensitively against name, location, description, category and features. */
  q: string;
  category: HotelCategoryFilter;
  /** Inclusive price range per night, within 10,000-30,000 on steps of 1,000. */
  minPrice: number;
  maxPrice: number;
  sort: HotelSort;
  /** Every selected amenity is required. */
  amenities: QuickAmenity[];
};

export const DEFAULT_HOTEL_FILTERS: HotelFilters = {
  q: "",
  category: "all",
  minPrice: HOTEL_PRICE_MIN,
  maxPrice: HOTEL_PRICE_MAX,
  sort: "rating",
  amenities: [],
};

export const HOTEL_CATEGORY_LABELS: Record<HotelCategory, string> = {
  beachfront: "Beachfront",
  resort: "Resort",
  heritage: "Heritage",
  boutique: "Boutique",
};

const MAX_QUERY_LENGTH = 100;

/** URL-friendly id of a quick amenity: "Private Beach" -> "private-beach". */
export function amenitySlug(amenity: QuickAmenity): string {
  return amenity.toLowerCase().replace(/\s+/g, "-");
}

/** A hotel offers an amenity when one of its amenities contains the text, ignoring case ("Pool" ⊂ "Infinity Pool"). */
export function hasAmenity(hotel: Pick<HotelSummary, "amenities">, amenity: string): boolean {
  const needle = amenity.toLowerCase();
  return hotel.amenities.some((a) => a.toLowerCase().includes(needle));
}

function matchesText(hotel: HotelSummary, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [hotel.name, hotel.location, hotel.description, hotel.category, ...hotel.features]
    .join(" ")
    .toLowerCase();
  // Every word must appear somewhere, so "south goa beach" finds beachfront hotels in South Goa.
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

const byName = (a: HotelSummary, b: HotelSummary) => a.name.localeCompare(b.name, "en");

const comparators: Record<HotelSort, (a: HotelSummary, b: HotelSummary) => number> = {
  rating: (a, b) => b.rating - a.rating || byName(a, b),
  "price-low": (a, b) => a.pricePerNight - b.pricePerNight || byName(a, b),
  "price-high": (a, b) => b.pricePerNight - a.pricePerNight || byName(a, b),
  name: byName,
};

/** Applies text, category, inclusive price range and every selected amenity, then sorts. Never mutates the input. */
export function filterHotels<H extends HotelSummary>(list: readonly H[], filters: HotelFilters): H[] {
  return list
    .filter(
      (h) =>
        matchesText(h, filters.q) &&
        (filters.category === "all" || h.category === filters.category) &&
        h.pricePerNight >= filters.minPrice &&
        h.pricePerNight <= filters.maxPrice &&
        filters.amenities.every((a) => hasAmenity(h, a)),
    )
    .sort(comparators[filters.sort]);
}

function parsePrice(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  if (value < HOTEL_PRICE_MIN || value > HOTEL_PRICE_MAX || value % HOTEL_PRICE_STEP !== 0) return null;
  return value;
}

/**
 * Reads `?q=&category=&min=&max=&sort=&amenities=spa,pool`. Each invalid field falls back to its default;
 * a price range whose minimum exceeds its maximum falls back to the full range.
 */
export function parseHotelFilters(params: URLSearchParams): HotelFilters {
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  const sort = params.get("sort")?.trim().toLowerCase() ?? "";
  let minPrice = parsePrice(params.get("min")) ?? HOTEL_PRICE_MIN;
  let maxPrice = parsePrice(params.get("max")) ?? HOTEL_PRICE_MAX;
  if (minPrice > maxPrice) {
    minPrice = HOTEL_PRICE_MIN;
    maxPrice = HOTEL_PRICE_MAX;
  }
  const wanted = new Set(
    (params.get("amenities") ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  return {
    q,
    category: (HOTEL_CATEGORIES as readonly string[]).includes(category)
      ? (category as HotelCategory)
      : "all",
    minPrice,
    maxPrice,
    sort: HOTEL_SORTS.some((s) => s.id === sort) ? (sort as HotelSort) : "rating",
    // Kept in the fixed order of the quick filters, so one selection has one URL.
    amenities: QUICK_AMENITY_FILTERS.filter((a) => wanted.has(amenitySlug(a))),
  };
}

/** The query for a set of filters; defaults are left out. */
export function hotelFiltersToSearchParams(filters: HotelFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.category !== "all") params.set("category", filters.category);
  if (filters.minPrice !== HOTEL_PRICE_MIN) params.set("min", String(filters.minPrice));
  if (filters.maxPrice !== HOTEL_PRICE_MAX) params.set("max", String(filters.maxPrice));
  if (filters.sort !== "rating") params.set("sort", filters.sort);
  const amenities = QUICK_AMENITY_FILTERS.filter((a) => filters.amenities.includes(a));
  if (amenities.length) params.set("amenities", amenities.map(amenitySlug).join(","));
  return params;
}

/** How many filters differ from the defaults (sort excluded): drives the 'Clear all' control. */
export function countActiveHotelFilters(filters: HotelFilters): number {
  return (
    (filters.q.trim() ? 1 : 0) +
    (filters.category !== "all" ? 1 : 0) +
    (filters.minPrice !== HOTEL_PRICE_MIN || filters.maxPrice !== HOTEL_PRICE_MAX ? 1 : 0) +
    filters.amenities.length
  );
}
