import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { outbox } from "~/server/db/schema.server";
import { startFakeViator, VIATOR_RATE_LIMIT_BODY, type FakeViator } from "../../../tests/fakes/viator";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { searchActivities, setActivityProvidersForTests } from "./activities.server";
import { readActivityFilters } from "./activity-filters";
import * as activitiesRoute from "../../routes/activities";

/**
 * The search as the page runs it: the catalogue alone by default; with Viator configured, its results
 * replace the catalogue's when it finds any, and the catalogue's stay when it fails or finds none;
 * filters from the URL narrow either.
 */
const testDb = setUpTestDatabase();
let fake: FakeViator;
beforeAll(async () => {
  fake = await startFakeViator({ apiKey: "viator-key" });
});
afterAll(async () => {
  await fake.stop();
  setConfigForTests(undefined);
});
afterEach(() => {
  fake.setBehaviour({ mode: "ok" });
  // Each test starts with an empty cache and a rested provider.
  setActivityProvidersForTests({});
});

const filters = (query: string) => readActivityFilters(new URLSearchParams(query));
const useViator = () =>
  useTestConfig({
    ACTIVITIES_SEARCH: "viator",
    VIATOR_API_KEY: "viator-key",
    VIATOR_BASE_URL: fake.url,
    ACTIVITIES_TIMEOUT_MS: "500",
  });

describe("activity search", () => {
  it("searches the catalogue alone by default, with the generic term and a 30-day window", async () => {
    useTestConfig();
    const now = new Date("2030-01-10T06:00:00Z");
    const all = await searchActivities(filters(""), { now });
    expect(all.term).toBe("travel activities");
    expect(all.window).toEqual({ from: "2030-01-10", to: "2030-02-09" });
    expect(all.live).toBeNull();
    expect(all.activities.length).toBeGreaterThanOrEqual(40);
    const kenya = await searchActivities(filters("q=balloon&dest=Kenya"), { now });
    expect(kenya.activities.map((a) => a.slug)).toEqual(["maasai-mara-sunrise-balloon-safari"]);
  });

  it("keeps only what runs on a chosen day", async () => {
    useTestConfig();
    const july = await searchActivities(filters("q=northern lights&date=2030-07-10"));
    expect(july.activities.map((a) => a.slug)).not.toContain("tromso-northern-lights-chase");
    const january = await searchActivities(filters("q=northern lights&date=2030-01-10"));
    expect(january.activities.map((a) => a.slug)).toContain("tromso-northern-lights-chase");
  });

  it("narrows by price, duration, rating and category from the URL", async () => {
    useTestConfig();
    const result = await searchActivities(filters("min=60&max=80&len=full&rating=4.5&cat=Cruises"));
    expect(result.activities.length).toBeGreaterThan(0);
    for (const a of result.activities) {
      expect(a.price.minor).toBeGreaterThanOrEqual(6000);
      expect(a.price.minor).toBeLessThanOrEqual(8000);
      expect(a.durationHours).toBeGreaterThan(6);
      expect(a.rating).toBeGreaterThanOrEqual(4.5);
      expect(a.category).toBe("Cruises");
    }
    // Nonsense in the URL is ignored, never an error.
    const junk = await searchActivities(
      filters("min=abc&len=forever&rating=9&cat=<script>&date=2030-02-31x"),
    );
    expect(junk.activities.length).toBe(junk.found);
  });

  it("shows Viator's results when it finds some, sending the dates of the window", async () => {
    useViator();
    const result = await searchActivities(filters("q=kyoto&date=2030-03-05"));
    expect(result.live).toEqual({ provider: "viator", ok: true, count: 2 });
    expect(result.activities.map((a) => a.productCode)).toEqual(["2280KYOTO", "9999MINIMAL"]);
    expect(result.activities.every((a) => a.source === "viator")).toBe(true);
    expect(JSON.parse(fake.requests.at(-1)!.body).productFiltering.dateRange).toEqual({
      from: "2030-03-05",
      to: "2030-03-05",
    });
  });

  it("keeps the catalogue's results when Viator fails or finds nothing", async () => {
    useViator();
    fake.setBehaviour({ mode: "error", status: 503 });
    const failed = await searchActivities(filters("q=balloon"));
    expect(failed.live).toEqual({ provider: "viator", ok: false, count: 0 });
    expect(failed.activities.every((a) => a.source === "catalogue")).toBe(true);
    expect(failed.activities.length).toBeGreaterThan(0);
    setActivityProvidersForTests({});
    fake.setBehaviour({ mode: "hang" });
    const hung = await searchActivities(filters("q=balloon"));
    expect(hung.live?.ok).toBe(false);
    setActivityProvidersForTests({});
    fake.setBehaviour({ mode: "ok" });
    const none = await searchActivities(filters("q=balloon"));
    expect(none.live).toEqual({ provider: "viator", ok: true, count: 0 });
    expect(none.activities.every((a) => a.source === "catalogue")).toBe(true);
  });

  it("shows each Viator card's own place and the site's type for it", async () => {
    useViator();
    const answer = await activitiesRoute.loader({
      request: new Request("http://127.0.0.1:3000/activities?q=dunes"),
      params: {},
      context: {},
    } as never);
    // Live results: a page any cache may keep for its short while.
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBeNull();
    expect(answer.data.activities).toEqual([
      expect.objectContaining({
        productCode: "7720DUBAI",
        location: "Dubai, United Arab Emirates",
        category: "Desert Experiences",
      }),
    ]);
  });

  it("never lets Viator's 429 reach the visitor: the catalogue at once, the details to the admins", async () => {
    useViator();
    const alerts = async () =>
      (await testDb.db.select().from(outbox)).filter(
        (job) =>
          job.kind === "mail.send" && String(job.payload.subject).startsWith("viator is rate limiting"),
      );
    fake.rateLimitNext(1, 120);
    const load = (q: string) =>
      activitiesRoute.loader({
        request: new Request(`http://127.0.0.1:3000/activities?q=${q}`),
        params: {},
        context: {},
      } as never);
    const before = fake.requests.length;
    for (const q of ["balloon", "balloon", "kyoto"]) {
      const answer = await load(q);
      // The catalogue in the partners' place: no cache may keep this page.
      expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("no-store");
      const data = answer.data;
      const json = JSON.stringify(data);
      expect(data.live).toEqual({ provider: "viator", ok: false, count: 0 });
      expect(data.activities.every((a) => a.source === "catalogue")).toBe(true);
      for (const leak of [VIATOR_RATE_LIMIT_BODY.message, VIATOR_RATE_LIMIT_BODY.code, "429", "Retry"])
        expect(json).not.toContain(leak);
    }
    // Asked once; the provider rests for its Retry-After and the visitors are not held.
    expect(fake.requests.length - before).toBe(1);
    await expect.poll(async () => (await alerts()).length).toBe(1);
    expect(String((await alerts())[0]!.payload.text)).toContain(VIATOR_RATE_LIMIT_BODY.message);
  });

  it("answers the page's loader with the dated rates for rupee figures", async () => {
    useTestConfig({ USD_INR_RATE: "83.25" });
    const { data } = await activitiesRoute.loader({
      request: new Request("http://127.0.0.1:3000/activities?q=safari"),
      params: {},
      context: {},
    } as never);
    // Seeded once, by the first page that asked, from the USD_INR_RATE of that moment.
    expect(data.rates).toContainEqual({
      currency: "USD",
      inrPerUnitMicros: expect.any(Number),
      asOf: indiaDay(),
    });
    expect(data.filters.q).toBe("safari");
    expect(data.activities.length).toBeGreaterThan(0);
  });
});
