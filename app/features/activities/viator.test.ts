import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeViator, type FakeViator } from "../../../tests/fakes/viator";
import { ActivityProviderError } from "./activities-port.server";
import { durationText, mapViatorProduct, mapViatorProducts, VIATOR_DEFAULTS } from "./viator-mapping";
import { createViatorSearch, retryAfterMs } from "./viator-search.server";

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
      price: { minor: 7950, currency: "USD" },
      rating: 4.7,
      reviewCount: 2140,
      duration: "2 hours",
      location: "Sydney",
      category: "Sightseeing",
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
      price: { minor: 3300 },
      duration: "3 hours",
      durationHours: 3,
      location: "Lisbon",
      category: "Walking Tours",
      imageUrl: "https://x/old.jpg",
    });
    expect(
      mapViatorProduct({ productCode: "C", title: "T", categories: [{ categoryName: "Food" }] })!.category,
    ).toBe("Food");
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
      price: { minor: 5000, currency: "USD" },
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

  it("reads Retry-After as seconds or a date, capped", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs("3600")).toBe(10_000);
    expect(retryAfterMs(new Date(Date.now() + 4000).toUTCString())).toBeGreaterThan(2000);
  });
});

describe("Viator search against the fake", () => {
  let fake: FakeViator;
  const waits: number[] = [];
  const query = { term: "kyoto", startDate: "2030-03-01", endDate: "2030-03-31", page: 1, pageSize: 2 };
  const viator = (over: Partial<Parameters<typeof createViatorSearch>[0]> = {}) =>
    createViatorSearch({
      apiKey: "viator-key",
      baseUrl: fake.url,
      language: "en-IN",
      timeoutMs: 2000,
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
      ...over,
    });
  beforeAll(async () => {
    fake = await startFakeViator({ apiKey: "viator-key" });
  });
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.setBehaviour({ mode: "ok" });
    waits.length = 0;
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

  it("waits out a 429's Retry-After once, then answers", async () => {
    fake.rateLimitNext(1, 2);
    const before = fake.requests.length;
    const found = await viator().search(query);
    expect(found.length).toBe(2);
    expect(waits).toEqual([2000]);
    expect(fake.requests.length - before).toBe(2);
  });

  it("gives up on a second 429, a 500, garbage, a wrong key and a hang", async () => {
    fake.rateLimitNext(2, 1);
    await expect(viator().search(query)).rejects.toBeInstanceOf(ActivityProviderError);
    fake.rateLimitNext(2, 1);
    await expect(viator().search(query)).rejects.toThrow("Viator answered 429");
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
