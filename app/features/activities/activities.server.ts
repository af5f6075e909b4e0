import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { getConfig, type Config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import type { ActivityBookingProvider, ActivitySearchProvider } from "./activities-port.server";
import { applyActivityFilters, searchTermOf, type ActivityFilters } from "./activity-filters";
import type { Activity } from "./activity-types";
import { catalogueBooking, catalogueSearch, findCatalogueActivity, runsOn } from "./catalogue.server";
import { createHotelbedsBooking } from "./hotelbeds-booking.server";
import { createViatorProductLookup, type ViatorProduct } from "./viator-product.server";
import { createViatorSearch } from "./viator-search.server";

/**
 * Which providers answer (the configuration's choice, or a test's), and the search as the page runs
 * it: the catalogue's results first; a live provider's results replace them when it found any; a
 * live provider that fails leaves the catalogue's on screen.
 */

let searchOverride: ActivitySearchProvider | undefined;
let bookingOverride: ActivityBookingProvider | undefined;

export function setActivityProvidersForTests(providers: {
  search?: ActivitySearchProvider;
  booking?: ActivityBookingProvider;
}) {
  searchOverride = providers.search;
  bookingOverride = providers.booking;
}

export function getActivitySearch(config: Config = getConfig()): ActivitySearchProvider {
  if (searchOverride) return searchOverride;
  if (config.ACTIVITIES_SEARCH === "viator") {
    return createViatorSearch({
      apiKey: config.VIATOR_API_KEY!,
      baseUrl: config.VIATOR_BASE_URL,
      language: config.VIATOR_LANGUAGE,
      timeoutMs: config.ACTIVITIES_TIMEOUT_MS,
    });
  }
  return catalogueSearch;
}

export function getActivityBooking(config: Config = getConfig()): ActivityBookingProvider {
  if (bookingOverride) return bookingOverride;
  if (config.ACTIVITIES_BOOKING === "hotelbeds") {
    return createHotelbedsBooking({
      apiKey: config.HOTELBEDS_API_KEY!,
      secret: config.HOTELBEDS_SECRET!,
      baseUrl: config.HOTELBEDS_BASE_URL,
      timeoutMs: config.ACTIVITIES_TIMEOUT_MS,
    });
  }
  return catalogueBooking;
}

/** Viator's product by code when Viator search is on (its products are offered), else null. */
export function getViatorProductLookup(
  config: Config = getConfig(),
): ((code: string) => Promise<ViatorProduct | null>) | null {
  if (config.ACTIVITIES_SEARCH !== "viator" || !config.VIATOR_API_KEY) return null;
  return createViatorProductLookup({
    apiKey: config.VIATOR_API_KEY,
    baseUrl: config.VIATOR_BASE_URL,
    language: config.VIATOR_LANGUAGE,
    timeoutMs: config.ACTIVITIES_TIMEOUT_MS,
  });
}

/** Live results per request: one page, as the grid shows them. */
export const LIVE_PAGE_SIZE = 30;
/** With no date, the search looks this many days ahead from today. */
const WINDOW_DAYS = 30;

export type ActivitySearchResult = {
  activities: Activity[];
  /** Before the filters: what the search itself found. */
  found: number;
  /** The live provider's part: null with the catalogue alone. */
  live: { provider: string; ok: boolean; count: number } | null;
  term: string;
  window: { from: string; to: string };
};

export async function searchActivities(
  filters: ActivityFilters,
  options: { page?: number; now?: Date; signal?: AbortSignal } = {},
): Promise<ActivitySearchResult> {
  const today = indiaDay(options.now ?? new Date());
  const from = filters.date ?? today;
  const to = filters.date ?? addIndiaDays(today, WINDOW_DAYS);
  const term = searchTermOf(filters);
  const query = { term, startDate: from, endDate: to, page: options.page ?? 1, pageSize: LIVE_PAGE_SIZE };

  let results = await catalogueSearch.search(query);
  // On a chosen day, only what runs that day.
  if (filters.date) {
    results = results.filter((a) => {
      const entry = a.slug ? findCatalogueActivity(a.slug) : null;
      return !entry || runsOn(entry, filters.date!);
    });
  }
  let live: ActivitySearchResult["live"] = null;
  const provider = getActivitySearch();
  if (provider.name !== "catalogue") {
    try {
      const found = await provider.search(query, options.signal);
      live = { provider: provider.name, ok: true, count: found.length };
      if (found.length > 0) results = found;
    } catch (err) {
      live = { provider: provider.name, ok: false, count: 0 };
      logger.warn(
        { err, provider: provider.name, term },
        "activities: live search failed; the catalogue stays",
      );
    }
  }
  return {
    activities: applyActivityFilters(results, filters),
    found: results.length,
    live,
    term,
    window: { from, to },
  };
}
