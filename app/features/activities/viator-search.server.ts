import { logger } from "~/server/logger.server";
import { ActivityProviderError, type ActivitySearchProvider } from "./activities-port.server";
import type { ActivitySearchQuery } from "./activity-types";
import { mapViatorProducts } from "./viator-mapping";

/**
 * Viator Partner API v2 free-text search: POST {base}/search/freetext with the API key and version
 * headers, products only, one page, a date range and US dollars. A 429 is tried once more after its
 * Retry-After (at most 10 s); anything else unusable is an ActivityProviderError, and the page keeps
 * the catalogue's results.
 */
export type ViatorOptions = {
  apiKey: string;
  baseUrl: string;
  language: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const MAX_RETRY_WAIT_MS = 10_000;

/** Retry-After as seconds or an HTTP date, in ms; 1 s when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(0, Number.isFinite(ms) ? ms : 1000));
}

export function createViatorSearch(options: ViatorOptions): ActivitySearchProvider {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const url = `${options.baseUrl.replace(/\/+$/, "")}/search/freetext`;

  async function call(query: ActivitySearchQuery, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      return await doFetch(url, {
        method: "POST",
        headers: {
          "exp-api-key": options.apiKey,
          Accept: "application/json;version=2.0",
          "Accept-Language": options.language,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          searchTerm: query.term,
          currency: "USD",
          searchTypes: [
            {
              searchType: "PRODUCTS",
              pagination: { start: (query.page - 1) * query.pageSize + 1, count: query.pageSize },
            },
          ],
          productFiltering: { dateRange: { from: query.startDate, to: query.endDate } },
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      throw new ActivityProviderError(
        timeout.aborted ? "Viator timed out" : "Viator could not be reached",
        "viator",
      );
    }
  }

  return {
    name: "viator",
    async search(query, signal) {
      let response = await call(query, signal);
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get("retry-after"));
        logger.warn({ waitMs: wait }, "viator: rate limited; trying once more");
        await response.body?.cancel().catch(() => undefined);
        await sleep(wait);
        response = await call(query, signal);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ActivityProviderError(`Viator answered ${response.status}`, "viator", response.status);
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
      return mapViatorProducts(list);
    },
  };
}
