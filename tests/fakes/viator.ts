import { startFakeHttpServer, type FakeServer } from "./fake-http-server";

/**
 * A fake Viator Partner API v2 on 127.0.0.1:
 *   POST /search/freetext   headers exp-api-key, Accept: application/json;version=2.0, Accept-Language
 *   body { searchTerm, currency, searchTypes: [{ searchType: "PRODUCTS", pagination: { start, count } }],
 *          productFiltering: { dateRange: { from, to } } }
 *   → { products: { totalCount, results: [product, …] } }   (a product names its destinations by
 *     ref and its tags by number only: { destinations: [{ ref, primary }], tags: [21911, …] })
 *   GET /destinations       → { destinations: [{ destinationId, name, type, parentDestinationId, … }], totalCount }
 *   GET /products/tags      → { tags: [{ tagId, parentTagIds, allNamesByLocale: { en, … } }] }
 * Errors come in Viator's shape ({ code, message, timestamp, trackingId }). It can answer the next
 * searches with 429 and a Retry-After, and (through the shared behaviours) fail, answer late or hang;
 * the taxonomy calls are counted (GETs are not in `requests`) and can be made to fail.
 */
export type FakeViator = FakeServer & {
  /** The next `count` searches answer 429 with this Retry-After (seconds). */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /** The next search answers 200 with a body that is not JSON. */
  garbageNext(): void;
  /** How many times each taxonomy was fetched. */
  taxonomyHits: { destinations: number; tags: number };
  /** Taxonomy calls answer with this status (500, 429…) until set back to null. */
  failTaxonomy(status: number | null): void;
};

/** The 429 body Viator sends: what a visitor must never read. */
export const VIATOR_RATE_LIMIT_BODY = {
  code: "TOO_MANY_REQUESTS",
  message: "Rate limit exceeded for partner key; retry after the interval in Retry-After",
};

/** A corner of v2's destination taxonomy: regions, countries and cities linked by parent. */
export const VIATOR_DESTINATIONS = [
  { destinationId: 2, name: "Asia", type: "REGION", lookupId: "2" },
  { destinationId: 16, name: "Japan", type: "COUNTRY", parentDestinationId: 2, lookupId: "2.16" },
  { destinationId: 332, name: "Kyoto", type: "CITY", parentDestinationId: 16, lookupId: "2.16.332" },
  { destinationId: 22, name: "Australia & the Pacific", type: "REGION", lookupId: "22" },
  { destinationId: 357, name: "Sydney", type: "CITY", parentDestinationId: 9, lookupId: "22.9.357" },
  { destinationId: 9, name: "Australia", type: "COUNTRY", parentDestinationId: 22, lookupId: "22.9" },
  { destinationId: 1, name: "Middle East", type: "REGION", lookupId: "1" },
  {
    destinationId: 743,
    name: "United Arab Emirates",
    type: "COUNTRY",
    parentDestinationId: 1,
    lookupId: "1.743",
  },
  { destinationId: 828, name: "Dubai", type: "CITY", parentDestinationId: 743, lookupId: "1.743.828" },
].map((d) => ({ ...d, defaultCurrencyCode: "USD", timeZone: "UTC", iataCodes: [] }));

const names = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)` });
/** A corner of v2's tag taxonomy, an umbrella tag and some under it, and a merchandising one. */
export const VIATOR_TAGS = [
  { tagId: 21911, parentTagIds: [], allNamesByLocale: names("Tours, Sightseeing & Cruises") },
  { tagId: 12029, parentTagIds: [21911], allNamesByLocale: names("Sunset Cruises") },
  { tagId: 12046, parentTagIds: [21911], allNamesByLocale: names("Walking Tours") },
  { tagId: 21909, parentTagIds: [], allNamesByLocale: names("Outdoor Activities") },
  { tagId: 11903, parentTagIds: [21909], allNamesByLocale: names("Desert Safaris") },
  { tagId: 21972, parentTagIds: [], allNamesByLocale: names("Excellent Quality") },
];

/** Realistic v2 products; some leave fields out, as real ones do. */
export const VIATOR_PRODUCTS = [
  {
    productCode: "5010SYDNEY",
    title: "Sydney Harbour Sunset Cruise",
    description: "<p>Sail past the <b>Opera House</b> at sunset.</p>",
    images: [
      {
        variants: [
          { url: "https://media.example.com/sydney-200.jpg", width: 200, height: 150 },
          { url: "https://media.example.com/sydney-720.jpg", width: 720, height: 480 },
        ],
      },
    ],
    reviews: { totalReviews: 2140, combinedAverageRating: 4.7 },
    duration: { fixedDurationInMinutes: 120 },
    pricing: { summary: { fromPrice: 79.5 }, currency: "USD" },
    destinations: [{ ref: "357", primary: true }],
    tags: [21911, 12029, 21972],
  },
  {
    productCode: "2280KYOTO",
    title: "Kyoto Gion Evening Walk",
    description: "Lantern-lit lanes of the geisha district.",
    reviews: { totalReviews: 860, combinedAverageRating: 4.9 },
    duration: { variableDurationFromMinutes: 120, variableDurationToMinutes: 180 },
    pricing: { summary: { fromPrice: 45 }, currency: "USD" },
    destinations: [
      { ref: "16", primary: false },
      { ref: "332", primary: true },
    ],
    tags: [21911, 12046],
  },
  // Little more than a code and a name: every default applies.
  { productCode: "9999MINIMAL", title: "Kyoto Minimal Tour" },
  // No code: a search result nobody could book; it is left out.
  { title: "Kyoto Nameless Tour" },
  {
    productCode: "7720DUBAI",
    title: "Red Dunes Evening with BBQ Dinner",
    description: "Dune bashing, camel rides and a barbecue under the stars.",
    duration: { fixedDurationInMinutes: 360 },
    pricing: { summary: { fromPrice: 65 }, currency: "USD" },
    destinations: [{ ref: "828", primary: true }],
    tags: [21909, 11903],
  },
];

/** The search term a request body asks for, in lower case; "" when it is not JSON or has none. */
function askedTerm(raw: string): string {
  try {
    const term = (JSON.parse(raw) as { searchTerm?: unknown }).searchTerm;
    return typeof term === "string" ? term.toLowerCase() : "";
  } catch {
    return "";
  }
}

export async function startFakeViator(options: {
  apiKey: string;
  products?: unknown[];
  port?: number;
  /**
   * Whether the site's catch-all term ("travel activities") finds every product. The browser tests
   * turn it off so the pages they know keep the built-in catalogue; a search for a product's own
   * words still finds it.
   */
  matchAll?: boolean;
}): Promise<FakeViator> {
  const products = (options.products ?? VIATOR_PRODUCTS) as Record<string, unknown>[];
  const plan = {
    rateLimited: 0,
    retryAfter: 1,
    // Only searches whose term holds this (lower case) are refused: browser tests in parallel
    // workers search the same fake, and another test's search must not take this one's 429.
    rateLimitedTerm: "",
    garbage: false,
    taxonomyStatus: null as number | null,
  };
  const taxonomyHits = { destinations: 0, tags: 0 };
  const error = (code: string, message: string) => ({
    code,
    message,
    timestamp: new Date().toISOString(),
    trackingId: Math.random().toString(16).slice(2, 10).toUpperCase(),
  });
  const server = await startFakeHttpServer((req, behaviour) => {
    // For a browser test, over HTTP: POST /__rate-limit-next?count=1&retryAfter=2[&term=kyoto].
    if (req.method === "POST" && req.url.pathname === "/__rate-limit-next") {
      plan.rateLimited = Number(req.url.searchParams.get("count") ?? 1);
      plan.retryAfter = Number(req.url.searchParams.get("retryAfter") ?? 1);
      plan.rateLimitedTerm = (req.url.searchParams.get("term") ?? "").toLowerCase();
      return { status: 204, body: "" };
    }
    // A product's content (GET /products/{code}) and its schedules with the from-price
    // (GET /availability/schedules/{code}), as a booking request looks the product up.
    const byCode = /^\/(products|availability\/schedules)\/([^/]+)$/.exec(req.url.pathname);
    if (req.method === "GET" && byCode && byCode[2] !== "tags") {
      if (req.headers["exp-api-key"] !== options.apiKey)
        return { status: 401, body: { code: "UNAUTHORIZED", message: "Invalid API key" } };
      const code = decodeURIComponent(byCode[2]!);
      const product = products.find((p) => p.productCode === code);
      if (!product) return { status: 404, body: { code: "NOT_FOUND", message: "Product not found" } };
      if (byCode[1] === "products")
        return {
          status: 200,
          body: {
            status: "ACTIVE",
            productCode: code,
            title: product.title,
            description: product.description,
            destinations: product.destinations ?? [],
            productUrl: `https://www.viator.com/tours/${code}?pid=P00012345&mcid=42383`,
          },
        };
      const pricing = (product.pricing ?? {}) as { summary?: { fromPrice?: number }; currency?: string };
      return {
        status: 200,
        body: {
          productCode: code,
          currency: pricing.currency ?? "USD",
          summary: { fromPrice: pricing.summary?.fromPrice ?? 0 },
          bookableItems: [],
        },
      };
    }
    const taxonomy =
      req.method === "GET" && req.url.pathname === "/destinations"
        ? "destinations"
        : req.method === "GET" && req.url.pathname === "/products/tags"
          ? "tags"
          : null;
    if (!taxonomy && (req.method !== "POST" || req.url.pathname !== "/search/freetext"))
      return { status: 404, body: error("NOT_FOUND", "Not found") };
    if (req.headers["exp-api-key"] !== options.apiKey)
      return { status: 401, body: error("UNAUTHORIZED", "Invalid API key") };
    if (!String(req.headers.accept ?? "").includes("version=2.0"))
      return { status: 400, body: error("BAD_REQUEST", "Accept header must ask for version 2.0") };
    if (taxonomy) {
      taxonomyHits[taxonomy] += 1;
      if (plan.taxonomyStatus)
        return { status: plan.taxonomyStatus, body: error("INTERNAL_SERVER_ERROR", "Taxonomy unavailable") };
      return taxonomy === "destinations"
        ? { status: 200, body: { destinations: VIATOR_DESTINATIONS, totalCount: VIATOR_DESTINATIONS.length } }
        : { status: 200, body: { tags: VIATOR_TAGS } };
    }
    // A rate limit answers before the body is looked at, as Viator's does; a limit for one term
    // reads only that much of it.
    if (
      plan.rateLimited > 0 &&
      (plan.rateLimitedTerm === "" || askedTerm(req.body).includes(plan.rateLimitedTerm))
    ) {
      plan.rateLimited -= 1;
      return {
        status: 429,
        body: { ...error("", ""), ...VIATOR_RATE_LIMIT_BODY },
        headers: { "retry-after": String(plan.retryAfter) },
      };
    }
    if (behaviour.mode === "error")
      return {
        status: behaviour.status ?? 500,
        body:
          behaviour.status === 429
            ? { ...error("", ""), ...VIATOR_RATE_LIMIT_BODY }
            : error("INTERNAL_SERVER_ERROR", "Something went wrong"),
      };
    if (plan.garbage) {
      plan.garbage = false;
      return { status: 200, body: "<html>maintenance</html>" };
    }
    let body: {
      searchTerm?: unknown;
      searchTypes?: { searchType?: string; pagination?: { start?: number; count?: number } }[];
    };
    try {
      body = JSON.parse(req.body) as typeof body;
    } catch {
      return { status: 400, body: { code: "BAD_REQUEST", message: "Body is not JSON" } };
    }
    const type = body.searchTypes?.find((t) => t.searchType === "PRODUCTS");
    if (typeof body.searchTerm !== "string" || !type)
      return {
        status: 400,
        body: { code: "BAD_REQUEST", message: "searchTerm and a PRODUCTS searchType are required" },
      };
    const term = body.searchTerm.toLowerCase();
    const words = term.split(/\s+/).filter(Boolean);
    const matching = products.filter((p) => {
      const hay = `${String(p.title ?? "")} ${String(p.description ?? "")}`.toLowerCase();
      return (
        (options.matchAll !== false && term === "travel activities") ||
        words.some((w) => w.length > 2 && hay.includes(w))
      );
    });
    const start = Math.max(1, type.pagination?.start ?? 1);
    const count = Math.max(1, type.pagination?.count ?? 10);
    return {
      status: 200,
      body: {
        products: { totalCount: matching.length, results: matching.slice(start - 1, start - 1 + count) },
      },
    };
  }, options);
  return Object.assign(server, {
    taxonomyHits,
    failTaxonomy(status: number | null) {
      plan.taxonomyStatus = status;
    },
    rateLimitNext(count: number, retryAfterSeconds: number) {
      plan.rateLimited = count;
      plan.retryAfter = retryAfterSeconds;
      plan.rateLimitedTerm = "";
    },
    garbageNext() {
      plan.garbage = true;
    },
  });
}
