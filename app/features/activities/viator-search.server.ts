import { viatorCall, type ViatorConnection } from "./viator-http.server";
import { ActivityProviderError, type ActivitySearchProvider } from "./activities-port.server";
import type { ActivitySearchQuery } from "./activity-types";
import { mapViatorProducts } from "./viator-mapping";
import { createViatorTaxonomy, type ViatorTaxonomySource } from "./viator-taxonomy.server";

/**
 * Viator Partner API v2 free-text search: POST {base}/search/freetext with the API key and version
 * headers, products only, one page, a date range and US dollars. Each product's destination and tags
 * are named from Viator's taxonomies (fetched once and kept a day). Anything unusable — a 429 with
 * its Retry-After, a 5xx, a timeout, garbage — is an ActivityProviderError at once: waiting out a
 * Retry-After is the cache's business (live-search-cache.server.ts), never the visitor's.
 */
export type ViatorOptions = ViatorConnection & {
  /** The clock the taxonomies are dated by. */
  now?: () => number;
  taxonomy?: ViatorTaxonomySource;
  /** A taxonomy fetch that failed, for the log and the admins' alert (searches carry on without it). */
  onFailure?: (err: ActivityProviderError) => void;
};

/** The longest Retry-After we honour: past it the next visitor's search tries again. */
const MAX_RETRY_AFTER_MS = 15 * 60_000;

/** Retry-After as seconds or an HTTP date, in ms (at most 15 minutes); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : null;
}

export function createViatorSearch(options: ViatorOptions): ActivitySearchProvider {
  const taxonomy = options.taxonomy ?? createViatorTaxonomy(options);

  function call(query: ActivitySearchQuery, signal?: AbortSignal): Promise<Response> {
    return viatorCall(options, "/search/freetext", {
      method: "POST",
      signal,
      body: {
        searchTerm: query.term,
        currency: "USD",
        searchTypes: [
          {
            searchType: "PRODUCTS",
            pagination: { start: (query.page - 1) * query.pageSize + 1, count: query.pageSize },
          },
        ],
        productFiltering: { dateRange: { from: query.startDate, to: query.endDate } },
      },
    });
  }

  return {
    name: "viator",
    async search(query, signal) {
      // The names are fetched alongside the first search, not after it.
      const names = taxonomy.get();
      const response = await call(query, signal);
      if (!response.ok) {
        const excerpt = await response.text().catch(() => "");
        throw new ActivityProviderError(`Viator answered ${response.status}`, "viator", response.status, {
          excerpt,
          retryAfterMs: retryAfterMs(response.headers.get("retry-after")) ?? undefined,
        });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ActivityProviderError("Viator sent an unreadable answer", "viator", response.status);
      }
      const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      const products = record.products;
      const list =
        (typeof products === "object" && products !== null && !Array.isArray(products)
          ? (products as { results?: unknown }).results
          : products) ?? record.activities;
      if (!Array.isArray(list))
        throw new ActivityProviderError("Viator's answer had no product list", "viator");
      return mapViatorProducts(list, await names);
    },
  };
}
