import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { getConfig, type Config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { reportProviderFailure } from "~/server/provider-alerts.server";
import type {
  ActivityBookingProvider,
  ActivityProviderError,
  ActivitySearchProvider,
} from "./activities-port.server";
import { applyActivityFilters, searchTermOf, type ActivityFilters } from "./activity-filters";
import type { Activity } from "./activity-types";
import { catalogueBooking, catalogueSearch, findCatalogueActivity, runsOn } from "./catalogue.server";
import { createHotelbedsBooking } from "./hotelbeds-booking.server";
import { createCachedSearch, type CachedSearch, type CachedSearchOptions } from "./live-search-cache.server";
import { createViatorProductLookup, type ViatorProduct } from "./viator-product.server";
import { createViatorSearch } from "./viator-search.server";
import { createViatorTaxonomy } from "./viator-taxonomy.server";

/**
 * Which providers answer (the configuration's choice, or a test's), and the search as the page runs
 * it: the catalogue's results first; a live provider's results replace them when it found any; a
 * live provider that fails leaves the catalogue's on screen. The live provider sits behind this
 * process's cache (live-search-cache.server.ts), so it is asked at most once per search every few
 * minutes and a rate limit or an outage is answered at once.
 */

let searchOverride: ActivitySearchProvider | undefined;
let bookingOverride: ActivityBookingProvider | undefined;
let cacheOptionsOverride: CachedSearchOptions | undefined;
/** The live search and its cache, kept for the process while the configuration stays the same. */
let live: { signature: string; search: CachedSearch } | undefined;

export function setActivityProvidersForTests(providers: {
  search?: ActivitySearchProvider;
  booking?: ActivityBookingProvider;
  /** The cache's clock and scheduler (the live search is made afresh with them). */
  cache?: CachedSearchOptions;
}) {
  searchOverride = providers.search;
  bookingOverride = providers.booking;
  cacheOptionsOverride = providers.cache;
  live = undefined;
}

const reportSearchFailure = (operation: string) => (err: ActivityProviderError) =>
  void reportProviderFailure({
    provider: err.provider,
    operation,
    status: err.status,
    message: err.message,
    excerpt: err.details.excerpt,
    retryAfterMs: err.details.retryAfterMs,
  });

function liveSearch(config: Config): CachedSearch | null {
  if (searchOverride) {
    if (searchOverride.name === "catalogue") return null;
  } else if (config.ACTIVITIES_SEARCH !== "viator") return null;
  const signature = searchOverride
    ? "override"
    : JSON.stringify([config.VIATOR_API_KEY, config.VIATOR_BASE_URL, config.VIATOR_LANGUAGE]);
  if (live?.signature !== signature) {
    const provider =
      searchOverride ??
      createViatorSearch({
        apiKey: config.VIATOR_API_KEY!,
        baseUrl: config.VIATOR_BASE_URL,
        language: config.VIATOR_LANGUAGE,
        timeoutMs: config.ACTIVITIES_TIMEOUT_MS,
        now: cacheOptionsOverride?.now,
        onFailure: reportSearchFailure("taxonomy"),
      });
    live = {
      signature,
      search: createCachedSearch(provider, {
        ...cacheOptionsOverride,
        onFailure: reportSearchFailure("search"),
      }),
    };
  }
  return live.search;
}

export function getActivityBooking(config: Config = getConfig()): ActivityBookingProvider {
  if (bookingOverride) return bookingOverride;
  if (config.ACTIVITIES_BOOKING === "hotelbeds") {
    return createHotelbedsBooking({
      apiKey: config.HOTELBEDS_API_KEY!,
      secret: config.HOTELBEDS_SECRET!,
      baseUrl: config.HOTELBEDS_BASE_URL,
      timeoutMs: config.ACTIVITIES_TIMEOUT_MS,
      bookingTimeoutMs: config.ACTIVITIES_BOOKING_TIMEOUT_MS,
    });
  }
  return catalogueBooking;
}

/** Viator's product by code when Viator search is on (its products are offered), else null. */
export function getViatorProductLookup(
  config: Config = getConfig(),
): ((code: string) => Promise<ViatorProduct | null>) | null {
  if (config.ACTIVITIES_SEARCH !== "viator" || !config.VIATOR_API_KEY) return null;
  const options = {
    apiKey: config.VIATOR_API_KEY,
    baseUrl: config.VIATOR_BASE_URL,
    language: config.VIATOR_LANGUAGE,
    timeoutMs: config.ACTIVITIES_TIMEOUT_MS,
  };
  return createViatorProductLookup({ ...options, taxonomy: createViatorTaxonomy(options) });
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
  let liveResult: ActivitySearchResult["live"] = null;
  const provider = liveSearch(getConfig());
  if (provider) {
    try {
      const { activities: found } = await provider.search(query, options.signal);
      liveResult = { provider: provider.name, ok: true, count: found.length };
      if (found.length > 0) results = found;
    } catch (err) {
      liveResult = { provider: provider.name, ok: false, count: 0 };
      // The provider's details were reported where they happened; this says what the visitor got.
      logger.info(
        { provider: provider.name, term, reason: err instanceof Error ? err.message : String(err) },
        "activities: live search unavailable; the catalogue stays",
      );
    }
  }
  return {
    activities: applyActivityFilters(results, filters),
    found: results.length,
    live: liveResult,
    term,
    window: { from, to },
  };
}
