import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeViator, VIATOR_RATE_LIMIT_BODY, type FakeViator } from "../../../tests/fakes/viator";
import { ActivityProviderError } from "./activities-port.server";
import {
  activityTypeFor,
  durationText,
  mapViatorProduct,
  mapViatorProducts,
  VIATOR_DEFAULTS,
  type ViatorTaxonomy,
} from "./viator-mapping";
import { createViatorSearch, retryAfterMs } from "./viator-search.server";
import { TAXONOMY_REFRESH_MS, TAXONOMY_RETRY_MS } from "./viator-taxonomy.server";

describe("Viator product mapping", () => {
  it("reads the v2 fields", () => {
    expect(
      mapViatorProduct({
        productCode: "P1",
        title: "Harbour Cruise",
        description: "<p>Sail past the <b>Opera House</b>.</p>",
        images: [
          {
            variants: [
              { url: "https://x/s.jpg", width: 200 },
              { url: "https://x/l.jpg", width: 720 },
            ],
          },
        ],
        reviews: { totalReviews: 2140, combinedAverageRating: 4.7 },
        duration: { fixedDurationInMinutes: 120 },
        pricing: { summary: { fromPrice: 79.5 }, currency: "USD" },
        destinations: [{ name: "Sydney" }],
      }),
    ).toEqual({
      productCode: "P1",
      title: "Harbour Cruise",
      description: "Sail past the Opera House .",
      imageUrl: "https://x/l.jpg",
      price: { amount: 79.5, currency: "USD" },
      rating: 4.7,
      reviewCount: 2140,
      duration: "2 hours",
      location: "Sydney",
      // No tags to go by: the title says what it is.
      category: "Cruises",
      source: "viator",
      slug: null,
      durationHours: 2,
    });
  });

  it("falls back between the older field names", () => {
    const mapped = mapViatorProduct({
      code: "OLD1",
      name: "Old Shape Tour",
      shortDescription: "Short text wins",
      description: "Long text loses",
      amountUnitPrice: 33,
      pricing: { summary: { fromPrice: 99 } },
      itinerary: { duration: "3 hours" },
      destination: { name: "Lisbon" },
      segmentName: "Walking Tours",
      categories: [{ categoryName: "Ignored" }],
      imageUrl: "https://x/old.jpg",
    })!;
    expect(mapped).toMatchObject({
      productCode: "OLD1",
      title: "Old Shape Tour",
      description: "Short text wins",
      price: { amount: 33 },
      duration: "3 hours",
      durationHours: 3,
      location: "Lisbon",
      // The older answers' own category names are read as the site's types too.
      category: "Cultural Tours",
      imageUrl: "https://x/old.jpg",
    });
    expect(
      mapViatorProduct({ productCode: "C", title: "T", categories: [{ categoryName: "Food" }] })!.category,
    ).toBe("Food & Wine");
    expect(mapViatorProduct({ productCode: "C", title: "T", location: "Goa" })!.location).toBe("Goa");
  });

  it("uses the defaults for what is missing or unusable", () => {
    expect(
      mapViatorProduct({
        productCode: "M",
        title: "Minimal",
        amountUnitPrice: -3,
        reviews: { combinedAverageRating: "x" },
      }),
    ).toMatchObject({
      description: VIATOR_DEFAULTS.description,
      price: { amount: 50, currency: "USD" },
      rating: 4.5,
      reviewCount: 100,
      duration: "2-3 hours",
      location: "Various Locations",
      category: "Sightseeing",
      imageUrl: "",
    });
    expect(
      mapViatorProduct({ productCode: "R", title: "Rated", reviews: { combinedAverageRating: 7 } })!.rating,
    ).toBe(5);
    expect(
      mapViatorProduct({ productCode: "J", title: "Js", imageUrl: "javascript:alert(1)" })!.imageUrl,
    ).toBe("");
  });

  it("drops entries with no code or no name, and anything that is not a product", () => {
    expect(
      mapViatorProducts([
        { title: "No code" },
        { productCode: "X" },
        null,
        "text",
        3,
        { code: "OK", name: "Fine" },
      ]).map((a) => a.productCode),
    ).toEqual(["OK"]);
    expect(mapViatorProducts("not a list")).toEqual([]);
  });

  it("writes durations as people say them", () => {
    expect(durationText(45)).toBe("45 minutes");
    expect(durationText(60)).toBe("1 hour");
    expect(durationText(150)).toBe("2.5 hours");
    expect(durationText(120, 180)).toBe("2-3 hours");
    expect(durationText(30, 45)).toBe("30-45 minutes");
    expect(durationText(9 * 60)).toBe("Full day");
    expect(durationText(3 * 24 * 60)).toBe("3 days");
  });

  it("reads Retry-After as seconds or a date, capped at a quarter of an hour", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs("3600")).toBe(15 * 60_000);
    expect(retryAfterMs(new Date(Date.now() + 4000).toUTCString())).toBeGreaterThan(2000);
  });
});

describe("Viator tags as the site's activity types", () => {
  const tags: Record<number, { own: string; parents: string[] }> = {
    1: { own: "Tours, Sightseeing & Cruises", parents: [] },
    2: { own: "Sunset Cruises", parents: ["Tours, Sightseeing & Cruises"] },
    3: { own: "Desert Safaris", parents: ["Outdoor Activities"] },
    4: { own: "Dinner Cruises", parents: [] },
    5: { own: "Excellent Quality", parents: [] },
    6: { own: "Hot Air Balloon Rides", parents: [] },
    7: { own: "Wine Tastings", parents: ["Food & Drink"] },
    8: { own: "Spas", parents: [] },
    9: { own: "Theme Parks", parents: [] },
    10: { own: "Snorkeling", parents: ["Water Sports"] },
    11: { own: "Pub Crawls", parents: ["Nightlife"] },
    12: { own: "Zipline Tours", parents: [] },
    13: { own: "Historical Tours", parents: [] },
    14: { own: "Wildlife Watching", parents: [] },
    15: { own: "Likely to Sell Out", parents: ["Wildlife"] },
  };
  const taxonomy: ViatorTaxonomy = { destinationName: () => null, tagNames: (id) => tags[id] ?? null };
  const type = (ids: number[], title = "A day out") => activityTypeFor(ids, title, taxonomy);

  it("takes the most particular of a product's tags, never the umbrella's words", () => {
    expect(type([1])).toBe("Sightseeing");
    expect(type([1, 2, 5])).toBe("Cruises");
    expect(type([3])).toBe("Desert Experiences");
    expect(type([4])).toBe("Cruises");
    expect(type([6, 1])).toBe("Hot Air Balloon");
    expect(type([7])).toBe("Food & Wine");
    expect(type([8])).toBe("Wellness & Spa");
    expect(type([9])).toBe("Theme Parks");
    expect(type([10])).toBe("Water Sports");
    expect(type([11])).toBe("Nightlife");
    expect(type([12])).toBe("Adventure");
    expect(type([13])).toBe("Cultural Tours");
    expect(type([14])).toBe("Wildlife Safari");
  });

  it("falls back on the tags' parents, then the title, then Sightseeing", () => {
    expect(type([15])).toBe("Wildlife Safari");
    expect(type([5, 999], "Gondola Serenade")).toBe("Cruises");
    expect(type([], "Something else entirely")).toBe("Sightseeing");
    expect(activityTypeFor([2], "Untitled", null)).toBe("Sightseeing");
  });
});

describe("Viator search against the fake", () => {
  let fake: FakeViator;
  let clock = Date.parse("2030-02-01T00:00:00Z");
  const failures: ActivityProviderError[] = [];
  const query = { term: "kyoto", startDate: "2030-03-01", endDate: "2030-03-31", page: 1, pageSize: 2 };
  const viator = (over: Partial<Parameters<typeof createViatorSearch>[0]> = {}) =>
    createViatorSearch({
      apiKey: "viator-key",
      baseUrl: fake.url,
      language: "en-IN",
      timeoutMs: 2000,
      now: () => clock,
      onFailure: (err) => failures.push(err),
      ...over,
    });
  beforeAll(async () => {
    fake = await startFakeViator({ apiKey: "viator-key" });
  });
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.setBehaviour({ mode: "ok" });
    fake.failTaxonomy(null);
    failures.length = 0;
  });

  it("sends the headers and body the API requires and maps the page it gets", async () => {
    const found = await viator().search(query);
    expect(found.map((a) => a.productCode)).toEqual(["2280KYOTO", "9999MINIMAL"]);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers["exp-api-key"]).toBe("viator-key");
    expect(sent.headers.accept).toBe("application/json;version=2.0");
    expect(sent.headers["accept-language"]).toBe("en-IN");
    expect(JSON.parse(sent.body)).toEqual({
      searchTerm: "kyoto",
      currency: "USD",
      searchTypes: [{ searchType: "PRODUCTS", pagination: { start: 1, count: 2 } }],
      productFiltering: { dateRange: { from: "2030-03-01", to: "2030-03-31" } },
    });
    const second = await viator().search({ ...query, page: 2 });
    expect(JSON.parse(fake.requests.at(-1)!.body).searchTypes[0].pagination).toEqual({ start: 3, count: 2 });
    // The fourth product has no code: there is nothing on the second page to show.
    expect(second).toEqual([]);
  });

  it("names each card's place and type from Viator's destinations and tags", async () => {
    const search = viator();
    const [kyoto, minimal] = await search.search(query);
    // The primary destination, not the first listed (the country), with its country.
    expect(kyoto).toMatchObject({ location: "Kyoto, Japan", category: "Cultural Tours" });
    expect(minimal).toMatchObject({ location: "Various Locations", category: "Sightseeing" });
    const [sydney] = await search.search({ ...query, term: "sydney" });
    expect(sydney).toMatchObject({ location: "Sydney, Australia", category: "Cruises" });
    const [dunes] = await search.search({ ...query, term: "dunes" });
    expect(dunes).toMatchObject({ location: "Dubai, United Arab Emirates", category: "Desert Experiences" });
    const sent = fake.requests.length;
    expect(sent).toBeGreaterThan(0);
  });

  it("fetches the taxonomies once for many searches, and again after a day", async () => {
    const before = { ...fake.taxonomyHits };
    const search = viator();
    const hits = () => ({
      destinations: fake.taxonomyHits.destinations - before.destinations,
      tags: fake.taxonomyHits.tags - before.tags,
    });
    // Visitors arriving together wait for the one fetch.
    await Promise.all(Array.from({ length: 5 }, () => search.search(query)));
    for (let i = 0; i < 5; i++) await search.search({ ...query, term: i % 2 ? "sydney" : "dunes" });
    expect(hits()).toEqual({ destinations: 1, tags: 1 });
    clock += TAXONOMY_REFRESH_MS - 60_000;
    await search.search(query);
    expect(hits()).toEqual({ destinations: 1, tags: 1 });
    clock += 2 * 60_000;
    // A day on, the search answers with the names it has while one fetch renews them.
    const [kyoto] = await search.search(query);
    expect(kyoto!.location).toBe("Kyoto, Japan");
    await Promise.all([search.search(query), search.search(query)]);
    await expect.poll(hits).toEqual({ destinations: 2, tags: 2 });
    await search.search(query);
    expect(hits()).toEqual({ destinations: 2, tags: 2 });
  });

  it("searches without names when the taxonomies fail, and leaves them alone for a while", async () => {
    fake.failTaxonomy(500);
    const before = fake.taxonomyHits.destinations;
    const search = viator();
    const [kyoto] = await search.search(query);
    expect(kyoto).toMatchObject({ productCode: "2280KYOTO", location: "Various Locations" });
    await search.search(query);
    expect(fake.taxonomyHits.destinations - before).toBe(1);
    expect(failures.map((f) => f.status)).toContain(500);
    fake.failTaxonomy(null);
    clock += TAXONOMY_RETRY_MS;
    const [named] = await search.search(query);
    expect(named!.location).toBe("Kyoto, Japan");
  });

  it("reports a 429 at once, with its Retry-After, and keeps Viator's words for staff", async () => {
    fake.rateLimitNext(1, 30);
    const before = fake.requests.length;
    const err = await viator()
      .search(query)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(ActivityProviderError);
    const failure = err as ActivityProviderError;
    expect(failure).toMatchObject({ status: 429, message: "Viator answered 429" });
    expect(failure.details.retryAfterMs).toBe(30_000);
    expect(failure.details.excerpt).toContain(VIATOR_RATE_LIMIT_BODY.message);
    // Asked once: the visitor is not kept waiting for a second try.
    expect(fake.requests.length - before).toBe(1);
  });

  it("gives up on a 500, garbage, a wrong key and a hang", async () => {
    fake.setBehaviour({ mode: "error", status: 500 });
    await expect(viator().search(query)).rejects.toThrow("Viator answered 500");
    fake.setBehaviour({ mode: "ok" });
    fake.garbageNext();
    await expect(viator().search(query)).rejects.toThrow("Viator sent an unreadable answer");
    await expect(viator({ apiKey: "wrong" }).search(query)).rejects.toThrow("Viator answered 401");
    fake.setBehaviour({ mode: "hang" });
    await expect(viator({ timeoutMs: 200 }).search(query)).rejects.toThrow("Viator timed out");
  });
});
