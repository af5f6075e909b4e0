import { PACKAGE_CATEGORIES, type PackageCategory, type TravelPackage } from "./packages-data";

/**
 * Filters of /packages: category and price band. Pure functions, so the server
 * render of a shared URL and the browser agree on the result.
 *
 * Price bands apply to the current price. Every band's bounds are inclusive, so a price exactly on a
 * boundary is in both bands that meet there (a ₹50,000 package is shown for "Under ₹50,000" and for
 * "₹50,000 – ₹1,00,000"; a ₹1,00,000 one for the middle band and "Above ₹1,00,000"):
 *   under-50k  price ≤ ₹50,000
 *   50k-1l     ₹50,000 ≤ price ≤ ₹1,00,000
 *   above-1l   price ≥ ₹1,00,000
 */
export const PRICE_BANDS = [
  { id: "under-50k", label: "Under ₹50,000", test: (price: number) => price <= 50_000 },
  {
    id: "50k-1l",
    label: "₹50,000 – ₹1,00,000",
    test: (price: number) => price >= 50_000 && price <= 100_000,
  },
  { id: "above-1l", label: "Above ₹1,00,000", test: (price: number) => price >= 100_000 },
] as const;

export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];
export type PackageCategoryFilter = PackageCategory | "all";
export type PriceBandFilter = PriceBandId | "all";

export type PackageFilters = { category: PackageCategoryFilter; price: PriceBandFilter };

export const DEFAULT_PACKAGE_FILTERS: PackageFilters = { category: "all", price: "all" };

export const CATEGORY_LABELS: Record<PackageCategory, string> = {
  luxury: "Luxury",
  adventure: "Adventure",
  cultural: "Cultural",
  nature: "Nature",
  beach: "Beach",
};

export function isInPriceBand(price: number, band: PriceBandFilter): boolean {
  if (band === "all") return true;
  return PRICE_BANDS.find((b) => b.id === band)?.test(price) ?? false;
}

/** Category equals the chosen one (or 'all') AND the current price is in the chosen band (or 'all'). */
export function filterPackages<T extends Pick<TravelPackage, "category" | "currentPrice">>(
  list: readonly T[],
  filters: PackageFilters,
): T[] {
  return list.filter(
    (p) =>
      (filters.category === "all" || p.category === filters.category) &&
      isInPriceBand(p.currentPrice, filters.price),
  );
}

function isCategory(value: string): value is PackageCategory {
  return (PACKAGE_CATEGORIES as readonly string[]).includes(value);
}

function isPriceBand(value: string): value is PriceBandId {
  return PRICE_BANDS.some((b) => b.id === value);
}

/** Reads `?category=…&price=…`; an unknown or missing value falls back to 'all', field by field. */
export function parsePackageFilters(params: URLSearchParams): PackageFilters {
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  const price = params.get("price")?.trim().toLowerCase() ?? "";
  return {
    category: isCategory(category) ? category : "all",
    price: isPriceBand(price) ? price : "all",
  };
}

/** The query for a set of filters; defaults are left out so the plain listing keeps its plain URL. */
export function packageFiltersToSearchParams(filters: PackageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== "all") params.set("category", filters.category);
  if (filters.price !== "all") params.set("price", filters.price);
  return params;
}
