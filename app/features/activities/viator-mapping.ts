import { fromMajor, isCurrencyCode } from "~/lib/money";
import type { Activity } from "./activity-types";

/**
 * A Viator product (Partner API v2 search result, or the older shapes some endpoints still answer)
 * as our `Activity`, with the fallbacks between field names and the defaults for what is missing.
 */
export const VIATOR_DEFAULTS = {
  price: 50,
  rating: 4.5,
  reviewCount: 100,
  duration: "2-3 hours",
  location: "Various Locations",
  category: "Sightseeing",
  description: "Amazing travel experience",
} as const;

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const positive = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null);

/** Markup some descriptions carry, and long text cut at a word. */
function plain(value: string, max = 300): string {
  const stripped = value
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (stripped.length <= max) return stripped;
  return `${stripped.slice(0, max).replace(/\s+\S*$/, "")}…`;
}

/** "45 minutes", "3 hours", "2-3 hours", "Full day" from minutes. */
export function durationText(fromMinutes: number, toMinutes?: number | null): string {
  const hours = (m: number) => Math.round((m / 60) * 2) / 2;
  if (toMinutes && toMinutes > fromMinutes) {
    if (toMinutes < 60) return `${fromMinutes}-${toMinutes} minutes`;
    return `${hours(fromMinutes)}-${hours(toMinutes)} hours`;
  }
  if (fromMinutes < 60) return `${fromMinutes} minutes`;
  if (fromMinutes >= 8 * 60 && fromMinutes < 24 * 60) return "Full day";
  if (fromMinutes >= 24 * 60) {
    const days = Math.round(fromMinutes / (24 * 60));
    return `${days} ${days === 1 ? "day" : "days"}`;
  }
  const h = hours(fromMinutes);
  return `${h} ${h === 1 ? "hour" : "hours"}`;
}

function duration(raw: Raw): { text: string; hours: number | null } {
  const source = (isRecord(raw.itinerary) ? raw.itinerary.duration : undefined) ?? raw.duration;
  if (typeof source === "string" && source.trim()) {
    const match = /(\d+(?:\.\d+)?)/.exec(source);
    const n = match ? Number(match[1]) : null;
    const hours = n === null ? null : /min/i.test(source) ? n / 60 : /day/i.test(source) ? n * 8 : n;
    return { text: source.trim(), hours };
  }
  if (isRecord(source)) {
    const fixed = positive(source.fixedDurationInMinutes);
    const from = positive(source.variableDurationFromMinutes);
    const to = positive(source.variableDurationToMinutes);
    if (fixed) return { text: durationText(fixed), hours: fixed / 60 };
    if (from) return { text: durationText(from, to), hours: (to ?? from) / 60 };
  }
  return { text: VIATOR_DEFAULTS.duration, hours: 2.5 };
}

function largestImage(raw: Raw): string {
  const images = Array.isArray(raw.images) ? raw.images : [];
  const first = images.find(isRecord);
  const variants = first && Array.isArray(first.variants) ? first.variants.filter(isRecord) : [];
  const best = variants
    .filter((v) => text(v.url))
    .sort((a, b) => (positive(b.width) ?? 0) - (positive(a.width) ?? 0))[0];
  const url = text(best?.url) ?? text(raw.imageUrl) ?? "";
  // Only web addresses: a javascript: or data: URL must never reach an <img>.
  return /^https:\/\//i.test(url) ? url : "";
}

export function mapViatorProduct(raw: unknown): Activity | null {
  if (!isRecord(raw)) return null;
  const code = text(raw.code) ?? text(raw.productCode);
  const title = text(raw.name) ?? text(raw.title);
  if (!code || !title) return null;
  const pricing = isRecord(raw.pricing) ? raw.pricing : {};
  const summary = isRecord(pricing.summary) ? pricing.summary : {};
  const reviews = isRecord(raw.reviews) ? raw.reviews : {};
  const rating = positive(reviews.combinedAverageRating);
  const destinations = Array.isArray(raw.destinations) ? raw.destinations.filter(isRecord) : [];
  const categories = Array.isArray(raw.categories) ? raw.categories.filter(isRecord) : [];
  const { text: durationLabel, hours } = duration(raw);
  return {
    productCode: code,
    title: plain(title, 140),
    description: plain(text(raw.shortDescription) ?? text(raw.description) ?? VIATOR_DEFAULTS.description),
    imageUrl: largestImage(raw),
    price: fromMajor(
      positive(raw.amountUnitPrice) ?? positive(summary.fromPrice) ?? VIATOR_DEFAULTS.price,
      isCurrencyCode(text(pricing.currency)) ? text(pricing.currency)! : "USD",
    ),
    rating: rating === null ? VIATOR_DEFAULTS.rating : Math.min(5, rating),
    reviewCount: Math.round(positive(reviews.totalReviews) ?? VIATOR_DEFAULTS.reviewCount),
    duration: durationLabel,
    location:
      (isRecord(raw.destination) ? text(raw.destination.name) : null) ??
      text(destinations[0]?.name) ??
      text(raw.location) ??
      VIATOR_DEFAULTS.location,
    category:
      text(raw.segmentName) ??
      text(categories[0]?.categoryName) ??
      text(raw.category) ??
      VIATOR_DEFAULTS.category,
    source: "viator",
    slug: null,
    durationHours: hours,
  };
}

/** A list of products as activities; entries without a code or a name are left out. */
export function mapViatorProducts(list: unknown): Activity[] {
  if (!Array.isArray(list)) return [];
  return list.map(mapViatorProduct).filter((a): a is Activity => a !== null);
}
