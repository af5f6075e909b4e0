import type { Activity, ActivityType } from "./activity-types";

/**
 * A Viator product (Partner API v2 search result, or the older shapes some endpoints still answer)
 * as our `Activity`, with the fallbacks between field names and the defaults for what is missing.
 * A v2 summary names neither its place nor its kind: `destinations: [{ ref, primary }]` and numeric
 * `tags` are looked up in Viator's taxonomies (viator-taxonomy.server.ts), and the tags' names
 * become one of the site's twelve activity types.
 */

/** Viator's destinations and tags by number, as the search resolves them. */
export type ViatorTaxonomy = {
  /** "Kyoto, Japan" for a destination's ref; null when Viator has no such destination. */
  destinationName(ref: string): string | null;
  /** A tag's English name and its parents' names; null for a tag Viator does not list. */
  tagNames(tagId: number): { own: string; parents: string[] } | null;
};

/**
 * Viator tag names (and, failing those, the product's title) to the site's activity types, the
 * most particular first: a "Desert Safari" is a desert experience before it is a safari, a
 * "Dinner Cruise" a cruise before it is food. Viator's umbrella tags are read as a whole, so
 * "Tours, Sightseeing & Cruises" does not make every city tour a cruise.
 */
const UMBRELLA_TAGS: Record<string, ActivityType | null> = {
  "tours, sightseeing & cruises": "Sightseeing",
  "outdoor activities": "Adventure",
  "food & drink": "Food & Wine",
  "food, wine & nightlife": "Food & Wine",
  "attractions & museums": "Cultural Tours",
  "art & culture": "Cultural Tours",
  "classes & workshops": "Cultural Tours",
  "shows & performances": "Nightlife",
  "nature & adventure": "Adventure",
  "travel & transportation services": null,
  "excellent quality": null,
  "likely to sell out": null,
  "best conversion": null,
  "special offers": null,
  "new on viator": null,
  "private tours": null,
  "skip the line": null,
};

export const ACTIVITY_TYPE_RULES: readonly (readonly [ActivityType, RegExp])[] = [
  ["Hot Air Balloon", /balloon/i],
  ["Desert Experiences", /desert|dune|camel|sandboard/i],
  ["Wildlife Safari", /safari|wildlife|animal|bird ?watching|whale|dolphin|zoo|aquarium|national park/i],
  ["Theme Parks", /theme park|water park|amusement park|disney|universal studios|legoland/i],
  [
    "Water Sports",
    /water sport|snorkel|scuba|diving|surf|kayak|canoe|paddle|jet ?ski|parasail|rafting|flyboard/i,
  ],
  ["Cruises", /cruise|boat|yacht|sailing|catamaran|gondola|dhow|houseboat/i],
  ["Nightlife", /nightlife|night ?club|bar crawl|pub crawl|bar, club|pub tour|cabaret|night tour|show/i],
  ["Wellness & Spa", /\bspa\b|spas\b|wellness|massage|yoga|hammam|thermal|hot spring|onsen|meditation/i],
  [
    "Food & Wine",
    /food|wine|winery|cooking|culinary|dining|dinner|lunch|tasting|brewery|beer|whisk(e)?y|coffee|tea ceremony|market/i,
  ],
  [
    "Adventure",
    /adventure|outdoor|hiking|trek|climb|zip ?line|zipline|bungee|skydiv|paraglid|atv|quad|4wd|off-road|canyon|caving|cycling|bike|ski/i,
  ],
  [
    "Cultural Tours",
    /cultur|histor|heritage|museum|\bart\b|temple|shrine|religious|archaeolog|walking tour|architecture|geisha/i,
  ],
  ["Sightseeing", /sightseeing|city tour|hop-on|landmark|day trip|tour/i],
];

function typeOf(name: string): ActivityType | null | undefined {
  const umbrella = UMBRELLA_TAGS[name.trim().toLowerCase()];
  if (umbrella !== undefined) return umbrella;
  return ACTIVITY_TYPE_RULES.find(([, pattern]) => pattern.test(name))?.[0];
}

/** The most particular type any of the names gives, or null. */
function bestType(names: string[]): ActivityType | null {
  let best: number | null = null;
  for (const name of names) {
    const type = typeOf(name);
    if (!type) continue;
    const rank = ACTIVITY_TYPE_RULES.findIndex(([t]) => t === type);
    if (best === null || rank < best) best = rank;
  }
  return best === null ? null : ACTIVITY_TYPE_RULES[best]![0];
}

/**
 * The site's type for a product's tags: their own names first, then their parents' (a bare
 * "Sunset Cruises" and a bare child of "Wildlife" alike), then the title; Sightseeing when nothing
 * says otherwise.
 */
export function activityTypeFor(
  tagIds: number[],
  title: string,
  taxonomy: ViatorTaxonomy | null,
  /** Names older answers carry themselves (segmentName, categoryName). */
  named: string[] = [],
): ActivityType {
  const tags = taxonomy ? tagIds.map((t) => taxonomy.tagNames(t)).filter((t) => t !== null) : [];
  return (
    bestType([...named, ...tags.map((t) => t.own)]) ??
    bestType(tags.flatMap((t) => t.parents)) ??
    bestType([title]) ??
    "Sightseeing"
  );
}
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

/** The primary destination's name (or the first one Viator's list knows). */
function locationOf(destinations: Raw[], taxonomy: ViatorTaxonomy | null): string | null {
  if (!taxonomy) return null;
  const ordered = [...destinations.filter((d) => d.primary === true), ...destinations];
  for (const d of ordered) {
    const ref = text(d.ref) ?? (typeof d.ref === "number" ? String(d.ref) : null);
    const name = ref ? taxonomy.destinationName(ref) : null;
    if (name) return name;
  }
  return null;
}

export function mapViatorProduct(raw: unknown, taxonomy: ViatorTaxonomy | null = null): Activity | null {
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
  const tagIds = Array.isArray(raw.tags) ? raw.tags.filter((t): t is number => typeof t === "number") : [];
  const { text: durationLabel, hours } = duration(raw);
  return {
    productCode: code,
    title: plain(title, 140),
    description: plain(text(raw.shortDescription) ?? text(raw.description) ?? VIATOR_DEFAULTS.description),
    imageUrl: largestImage(raw),
    price: {
      amount: positive(raw.amountUnitPrice) ?? positive(summary.fromPrice) ?? VIATOR_DEFAULTS.price,
      currency: text(pricing.currency) ?? "USD",
    },
    rating: rating === null ? VIATOR_DEFAULTS.rating : Math.min(5, rating),
    reviewCount: Math.round(positive(reviews.totalReviews) ?? VIATOR_DEFAULTS.reviewCount),
    duration: durationLabel,
    location:
      locationOf(destinations, taxonomy) ??
      (isRecord(raw.destination) ? text(raw.destination.name) : null) ??
      text(destinations[0]?.name) ??
      text(raw.location) ??
      VIATOR_DEFAULTS.location,
    category: activityTypeFor(
      tagIds,
      title,
      taxonomy,
      [text(raw.segmentName), text(categories[0]?.categoryName), text(raw.category)].filter(
        (n): n is string => n !== null,
      ),
    ),
    source: "viator",
    slug: null,
    durationHours: hours,
  };
}

/** A list of products as activities; entries without a code or a name are left out. */
export function mapViatorProducts(list: unknown, taxonomy: ViatorTaxonomy | null = null): Activity[] {
  if (!Array.isArray(list)) return [];
  return list.map((raw) => mapViatorProduct(raw, taxonomy)).filter((a): a is Activity => a !== null);
}
