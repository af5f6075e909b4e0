import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeViator, type FakeViator } from "../../../tests/fakes/viator";
import { ActivityProviderError } from "./activities-port.server";
import {
  createCachedSearch,
  DEFAULT_REST_MS,
  SEARCH_FRESH_MS,
  SEARCH_KEEP_MS,
  searchKey,
} from "./live-search-cache.server";
import { createViatorSearch } from "./viator-search.server";

/**
 * The live search behind its cache, against the fake Viator: a rate limit or an outage never holds
 * the page — the last results (or, with none, a fast failure: the page shows the catalogue) at
 * once, and one refresh in the background when the rest is over.
 */
let fake: FakeViator;
beforeAll(async () => {
  fake = await startFakeViator({ apiKey: "viator-key" });
});
afterAll(() => fake.stop());

let clock: number;
let tasks: { run: () => void; ms: number }[];
let failures: ActivityProviderError[];
beforeEach(() => {
  clock = Date.parse("2030-02-01T00:00:00Z");
  tasks = [];
  failures = [];
  fake.setBehaviour({ mode: "ok" });
});

const query = { term: "kyoto", startDate: "2030-03-01", endDate: "2030-03-31", page: 1, pageSize: 10 };
const cached = (timeoutMs = 2000) =>
  createCachedSearch(
    createViatorSearch({
      apiKey: "viator-key",
      baseUrl: fake.url,
      language: "en-US",
      timeoutMs,
      now: () => clock,
    }),
    {
      now: () => clock,
      schedule: (run, ms) => tasks.push({ run, ms }),
      onFailure: (err) => failures.push(err),
    },
  );
const searches = () => fake.requests.filter((r) => r.url.pathname === "/search/freetext").length;
/** Runs what the cache scheduled, as the timer would once its wait is over, and waits for it. */
async function runScheduled(expectedCalls: number, before: number) {
  const due = tasks.splice(0);
  for (const task of due) {
    clock += task.ms;
    task.run();
  }
  await expect.poll(() => searches() - before).toBe(expectedCalls);
}

describe("the live search's cache", () => {
  it("keys a search by its words however they were typed", () => {
    expect(searchKey({ ...query, term: "  Kyoto   Gion " })).toBe(
      searchKey({ ...query, term: "kyoto gion" }),
    );
    expect(searchKey({ ...query, page: 2 })).not.toBe(searchKey(query));
    expect(searchKey({ ...query, startDate: "2030-03-02" })).not.toBe(searchKey(query));
  });

  it("asks once for the same search, however many visitors ask, for a few minutes", async () => {
    const search = cached();
    const before = searches();
    const answers = await Promise.all(Array.from({ length: 6 }, () => search.search(query)));
    expect(answers.every((a) => a.activities.length === 2)).toBe(true);
    expect(searches() - before).toBe(1);
    expect((await search.search({ ...query, term: "KYOTO " })).cached).toBe(true);
    clock += SEARCH_FRESH_MS + 1;
    expect((await search.search(query)).cached).toBe(false);
    expect(searches() - before).toBe(2);
  });

  it("serves the cached results at once on a 429 and refreshes them once, after its Retry-After", async () => {
    const search = cached();
    const first = await search.search(query);
    clock += SEARCH_FRESH_MS + 1;
    fake.rateLimitNext(1, 40);
    const before = searches();
    const limited = await search.search(query);
    expect(limited).toEqual({ activities: first.activities, cached: true });
    expect(failures.map((f) => f.status)).toEqual([429]);
    // The provider rests: more visitors are answered from memory without asking it.
    for (let i = 0; i < 5; i++) expect((await search.search(query)).cached).toBe(true);
    expect(searches() - before).toBe(1);
    // One refresh, when the Retry-After is over.
    expect(tasks.map((t) => t.ms)).toEqual([40_000]);
    await runScheduled(2, before);
    expect(search.pendingRefreshes).toBe(0);
    expect(tasks).toEqual([]);
    // The refreshed results are fresh again: no call for the next visitor.
    expect((await search.search(query)).cached).toBe(true);
    expect(searches() - before).toBe(2);
  });

  it("without cached results a 429 fails at once (the page shows the catalogue) and refreshes once", async () => {
    const search = cached();
    fake.rateLimitNext(1, 5);
    const before = searches();
    const fresh = { ...query, term: "sydney" };
    await expect(search.search(fresh)).rejects.toBeInstanceOf(ActivityProviderError);
    await expect(search.search(fresh)).rejects.toThrow("resting");
    await expect(search.search({ ...query, term: "dunes" })).rejects.toThrow("resting");
    expect(searches() - before).toBe(1);
    // Both searches asked during the rest, one after the other, each once.
    expect(tasks.map((t) => t.ms)).toEqual([5000]);
    await runScheduled(3, before);
    expect((await search.search(fresh)).activities[0]!.location).toBe("Sydney, Australia");
    expect(searches() - before).toBe(3);
  });

  it("rests after a 5xx or a timeout too, and a refresh that fails waits for the next rest", async () => {
    const search = cached(300);
    await search.search(query);
    clock += SEARCH_FRESH_MS + 1;
    fake.setBehaviour({ mode: "error", status: 503 });
    const before = searches();
    expect((await search.search(query)).cached).toBe(true);
    expect(tasks.map((t) => t.ms)).toEqual([DEFAULT_REST_MS]);
    fake.setBehaviour({ mode: "hang" });
    await runScheduled(1 + 1, before);
    await expect.poll(() => failures.length).toBe(2);
    expect(failures.map((f) => f.message)).toEqual(["Viator answered 503", "Viator timed out"]);
    // Still served from memory while it rests again, and one more refresh waits.
    expect((await search.search(query)).cached).toBe(true);
    expect(tasks.map((t) => t.ms)).toEqual([DEFAULT_REST_MS]);
    fake.setBehaviour({ mode: "ok" });
    await runScheduled(3, before);
  });

  it("stops serving results older than a few hours", async () => {
    const search = cached();
    await search.search(query);
    clock += SEARCH_KEEP_MS + 1;
    fake.setBehaviour({ mode: "error", status: 500 });
    await expect(search.search(query)).rejects.toThrow("Viator answered 500");
  });
});
