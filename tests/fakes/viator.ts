import { startFakeHttpServer, type FakeServer } from "./fake-http-server";

/**
 * A fake Viator Partner API v2 on 127.0.0.1:
 *   POST /search/freetext   headers exp-api-key, Accept: application/json;version=2.0, Accept-Language
 *   body { searchTerm, currency, searchTypes: [{ searchType: "PRODUCTS", pagination: { start, count } }],
 *          productFiltering: { dateRange: { from, to } } }
 *   → { products: { totalCount, results: [product, …] } }
 * Errors come in Viator's shape ({ code, message }). It can answer the next calls with 429 and a
 * Retry-After, and (through the shared behaviours) fail, answer late or hang.
 */
export type FakeViator = FakeServer & {
  /** The next `count` searches answer 429 with this Retry-After (seconds). */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /** The next search answers 200 with a body that is not JSON. */
  garbageNext(): void;
};

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
    destinations: [{ ref: "357", name: "Sydney", primary: true }],
  },
  {
    productCode: "2280KYOTO",
    title: "Kyoto Gion Evening Walk",
    description: "Lantern-lit lanes of the geisha district.",
    reviews: { totalReviews: 860, combinedAverageRating: 4.9 },
    duration: { variableDurationFromMinutes: 120, variableDurationToMinutes: 180 },
    pricing: { summary: { fromPrice: 45 }, currency: "USD" },
    destinations: [{ ref: "332", name: "Kyoto", primary: true }],
  },
  // Little more than a code and a name: every default applies.
  { productCode: "9999MINIMAL", title: "Kyoto Minimal Tour" },
  // No code: a search result nobody could book; it is left out.
  { title: "Kyoto Nameless Tour" },
];

export async function startFakeViator(options: {
  apiKey: string;
  products?: unknown[];
  port?: number;
}): Promise<FakeViator> {
  const products = (options.products ?? VIATOR_PRODUCTS) as Record<string, unknown>[];
  const plan = { rateLimited: 0, retryAfter: 1, garbage: false };
  const server = await startFakeHttpServer((req, behaviour) => {
    // A product's content (GET /products/{code}) and its schedules with the from-price
    // (GET /availability/schedules/{code}), as a booking request looks the product up.
    const byCode = /^\/(products|availability\/schedules)\/([^/]+)$/.exec(req.url.pathname);
    if (req.method === "GET" && byCode) {
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
    if (req.method !== "POST" || req.url.pathname !== "/search/freetext")
      return { status: 404, body: { code: "NOT_FOUND", message: "Not found" } };
    if (req.headers["exp-api-key"] !== options.apiKey)
      return { status: 401, body: { code: "UNAUTHORIZED", message: "Invalid API key" } };
    if (!String(req.headers.accept ?? "").includes("version=2.0"))
      return {
        status: 400,
        body: { code: "BAD_REQUEST", message: "Accept header must ask for version 2.0" },
      };
    if (plan.rateLimited > 0) {
      plan.rateLimited -= 1;
      return {
        status: 429,
        body: { code: "TOO_MANY_REQUESTS", message: "Rate limit exceeded" },
        headers: { "retry-after": String(plan.retryAfter) },
      };
    }
    if (behaviour.mode === "error")
      return {
        status: behaviour.status ?? 500,
        body: { code: "INTERNAL_SERVER_ERROR", message: "Something went wrong" },
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
      return term === "travel activities" || words.some((w) => hay.includes(w));
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
    rateLimitNext(count: number, retryAfterSeconds: number) {
      plan.rateLimited = count;
      plan.retryAfter = retryAfterSeconds;
    },
    garbageNext() {
      plan.garbage = true;
    },
  });
}
