import { ActivityProviderError, type ActivitySearchProvider } from "./activities-port.server";
import type { Activity, ActivitySearchQuery } from "./activity-types";

/**
 * A live search provider behind a cache, so a slow or rate-limited partner never holds the page:
 * - a search is answered from memory for a few minutes (keyed by the normalised query), and the
 *   same search asked by many visitors at once is one call;
 * - a 429 (for its Retry-After), a 5xx, a timeout or an unusable answer rests the provider: until
 *   the rest is over no visitor's search calls it; each is answered at once with the last results
 *   for that search (up to a few hours old) or, with none, fails fast so the page shows the
 *   built-in catalogue;
 * - the searches asked during a rest are refreshed in the background when it ends, one at a time,
 *   each once, stopping at the first failure (which rests the provider again).
 * One instance per process (activities.server.ts keeps it): memory, not the database, because a
 * cached page of results is worth minutes and a second process merely asks once more.
 */
export type CachedSearchOptions = {
  /** How long results are served without asking again. */
  freshMs?: number;
  /** How long results are still served when the provider cannot answer. */
  keepMs?: number;
  now?: () => number;
  /** Runs `task` after `ms` (tests run it by hand). */
  schedule?: (task: () => void, ms: number) => void;
  /** Every failure, foreground or background: for the log and the admins' alert. */
  onFailure?: (err: ActivityProviderError) => void;
};

export type CachedSearchResult = { activities: Activity[]; cached: boolean };

export type CachedSearch = {
  readonly name: ActivitySearchProvider["name"];
  /** Throws an ActivityProviderError, at once, when there is nothing to serve. */
  search(query: ActivitySearchQuery, signal?: AbortSignal): Promise<CachedSearchResult>;
  /** Background refreshes waiting for the rest to end, or running (tests). */
  readonly pendingRefreshes: number;
};

export const SEARCH_FRESH_MS = 10 * 60_000;
export const SEARCH_KEEP_MS = 6 * 3600_000;
/** The rest after a 429 without a Retry-After, a 5xx or a timeout. */
export const DEFAULT_REST_MS = 30_000;
/** After a refusal that will not mend itself (a wrong key, a bad request): staff must look. */
const REFUSED_REST_MS = 5 * 60_000;
const MAX_ENTRIES = 500;
/** Searches remembered for refreshing after a rest; older ones are simply asked again by visitors. */
const MAX_PENDING = 20;

/** The search as a cache key: the words in lower case, single-spaced, with the window and the page. */
export function searchKey(query: ActivitySearchQuery): string {
  const term = query.term.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return JSON.stringify([term, query.startDate, query.endDate, query.page, query.pageSize]);
}

function restFor(err: ActivityProviderError): number {
  if (err.status === 429) return err.details.retryAfterMs ?? DEFAULT_REST_MS;
  if (err.status !== null && err.status >= 400 && err.status < 500) return REFUSED_REST_MS;
  return DEFAULT_REST_MS;
}

const asProviderError = (err: unknown, provider: string) =>
  err instanceof ActivityProviderError ? err : new ActivityProviderError(String(err), provider);

export function createCachedSearch(
  provider: ActivitySearchProvider,
  options: CachedSearchOptions = {},
): CachedSearch {
  const freshMs = options.freshMs ?? SEARCH_FRESH_MS;
  const keepMs = options.keepMs ?? SEARCH_KEEP_MS;
  const now = options.now ?? Date.now;
  const schedule =
    options.schedule ??
    ((task: () => void, ms: number) => {
      setTimeout(task, ms).unref();
    });
  const entries = new Map<string, { activities: Activity[]; at: number }>();
  const inflight = new Map<string, Promise<Activity[]>>();
  const pending = new Map<string, ActivitySearchQuery>();
  let restUntil = 0;
  let drainScheduled = false;
  let draining = false;

  function remember(key: string, activities: Activity[]) {
    entries.delete(key);
    entries.set(key, { activities, at: now() });
    // Oldest first in a Map: drop from the front.
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  function failed(err: unknown): ActivityProviderError {
    const failure = asProviderError(err, provider.name);
    restUntil = Math.max(restUntil, now() + restFor(failure));
    options.onFailure?.(failure);
    return failure;
  }

  /** One call per search however many ask: the first caller's wait is everyone's. */
  function fetchOnce(key: string, query: ActivitySearchQuery): Promise<Activity[]> {
    let call = inflight.get(key);
    if (!call) {
      call = provider
        .search(query)
        .then(
          (found) => {
            remember(key, found);
            return found;
          },
          (err: unknown) => {
            throw failed(err);
          },
        )
        .finally(() => inflight.delete(key));
      inflight.set(key, call);
    }
    return call;
  }

  /** One drain of the queued refreshes, once Viator's rest is over. */
  function scheduleDrain() {
    drainScheduled = true;
    schedule(
      () => {
        drainScheduled = false;
        void drain();
      },
      Math.max(0, restUntil - now()),
    );
  }

  function queueRefresh(key: string, query: ActivitySearchQuery) {
    if (pending.has(key)) return;
    if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
    pending.set(key, query);
    if (drainScheduled || draining) return;
    scheduleDrain();
  }

  async function drain() {
    draining = true;
    try {
      while (pending.size) {
        if (restUntil > now()) break;
        const [key, query] = pending.entries().next().value!;
        try {
          await fetchOnce(key, query);
          pending.delete(key);
        } catch {
          // Rested again: the rest of the queue waits for the next rest to end.
          break;
        }
      }
    } finally {
      draining = false;
    }
    if (pending.size) scheduleDrain();
  }

  /** What to answer now the provider cannot: the last results for this search, or a fast failure. */
  function fallback(key: string, query: ActivitySearchQuery, err: ActivityProviderError) {
    queueRefresh(key, query);
    const entry = entries.get(key);
    if (entry && now() - entry.at < keepMs) return { activities: entry.activities, cached: true };
    throw err;
  }

  function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
    if (!signal) return promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () =>
        reject(new ActivityProviderError("The visitor left before the search answered", provider.name));
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
    });
  }

  return {
    name: provider.name,
    get pendingRefreshes() {
      return pending.size;
    },
    async search(query, signal) {
      const key = searchKey(query);
      const entry = entries.get(key);
      if (entry && now() - entry.at < freshMs) return { activities: entry.activities, cached: true };
      if (restUntil > now()) {
        return fallback(
          key,
          query,
          new ActivityProviderError(`${provider.name} is resting after a failure`, provider.name),
        );
      }
      try {
        return { activities: await abortable(fetchOnce(key, query), signal), cached: false };
      } catch (err) {
        // A visitor who left needs no answer; the call itself goes on and fills the cache.
        if (signal?.aborted) throw asProviderError(err, provider.name);
        return fallback(key, query, asProviderError(err, provider.name));
      }
    },
  };
}
