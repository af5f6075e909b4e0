import { ActivityProviderError } from "./activities-port.server";
import { fromMajor, isCurrencyCode, type Money } from "~/lib/money";
import { viatorCall } from "./viator-http.server";
import type { ViatorOptions } from "./viator-search.server";
import type { ViatorTaxonomySource } from "./viator-taxonomy.server";

/**
 * One Viator product by its code, as the server knows it (never as the browser says it): its title
 * and partner link from the product content (`GET /products/{code}`), and its from-price with the
 * currency from its schedules (`GET /availability/schedules/{code}`). A booking request for a Viator
 * product is made from this. Null when Viator knows no such product; anything else unusable is an
 * ActivityProviderError.
 */
export type ViatorProduct = {
  productCode: string;
  title: string;
  location: string;
  /** Per adult, as Viator quotes the product's lowest price. */
  price: Money;
  productUrl: string | null;
};

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

export function createViatorProductLookup(
  options: Pick<ViatorOptions, "apiKey" | "baseUrl" | "language" | "timeoutMs" | "fetch"> & {
    /** Names the product's primary destination (its content carries only the ref). */
    taxonomy?: ViatorTaxonomySource;
  },
): (code: string) => Promise<ViatorProduct | null> {
  async function get(path: string): Promise<Json | null> {
    const response = await viatorCall(options, path);
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ActivityProviderError(`Viator answered ${response.status}`, "viator", response.status);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!isRecord(body)) throw new ActivityProviderError("Viator sent an unreadable answer", "viator");
    return body;
  }

  return async (code) => {
    const path = encodeURIComponent(code);
    const [content, schedules] = await Promise.all([
      get(`/products/${path}`),
      get(`/availability/schedules/${path}`),
    ]);
    const title = str(content?.title);
    if (!content || !schedules || !title || str(content.status) === "INACTIVE") return null;
    const summary = isRecord(schedules.summary) ? schedules.summary : {};
    const fromPrice = typeof summary.fromPrice === "number" ? summary.fromPrice : null;
    if (fromPrice === null) return null;
    const destinations = Array.isArray(content.destinations) ? content.destinations.filter(isRecord) : [];
    const primary = destinations.find((d) => d.primary === true) ?? destinations[0];
    const ref = primary
      ? (str(primary.ref) ?? (typeof primary.ref === "number" ? String(primary.ref) : null))
      : null;
    const taxonomy = ref && options.taxonomy ? await options.taxonomy.get().catch(() => null) : null;
    return {
      productCode: str(content.productCode) ?? code,
      title,
      location: (ref && taxonomy?.destinationName(ref)) ?? str(primary?.name) ?? "Viator partner experience",
      price: fromMajor(fromPrice, isCurrencyCode(str(schedules.currency)) ? str(schedules.currency)! : "USD"),
      productUrl: str(content.productUrl),
    };
  };
}
