/**
 * The deals, shared by the header's story viewer and the /deals page. Likes and views are not
 * stored: they are drawn in the browser from the deal and the visitor's local date (dealStats).
 */
export type Deal = {
  id: string;
  image: string;
  title: string;
  description: string;
  destination: string;
  /** Destination page slug, when the deal is for one of our destinations. */
  destinationSlug?: string;
  days: number;
  priceInr: number;
  originalPriceInr: number;
  discountPercent: number;
  inclusions: string[];
};

export const deals: Deal[] = [
  {
    id: "bali-7-days",
    image: "/images/deals/bali.svg",
    title: "Bali Bliss — 7 Days",
    description: "7-day Bali package from ₹45,000 including flights, accommodation and breakfast.",
    destination: "Bali, Indonesia",
    destinationSlug: "bali",
    days: 7,
    priceInr: 45000,
    originalPriceInr: 64300,
    discountPercent: 30,
    inclusions: ["Return flights", "6 nights' accommodation", "Daily breakfast"],
  },
  {
    id: "dubai-5-days",
    image: "/images/deals/dubai.svg",
    title: "Dubai Luxury — 5 Days",
    description: "5-day luxury Dubai experience from ₹65,000 with premium hotels and a desert safari.",
    destination: "Dubai, UAE",
    destinationSlug: "dubai",
    days: 5,
    priceInr: 65000,
    originalPriceInr: 86700,
    discountPercent: 25,
    inclusions: ["Premium hotels", "Desert safari", "Airport transfers"],
  },
];

export const DEAL_LIKES_MIN = 500;
export const DEAL_LIKES_MAX = 3499;
export const DEAL_VIEWS_MIN = 1000;
export const DEAL_VIEWS_MAX = 8999;

/** 32-bit FNV-1a of a string: a seed for the generator below. */
function hashSeed(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny PRNG, so the same seed always gives the same sequence in [0, 1). */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The visitor's local calendar day, e.g. "2025-12-12". */
export function localDayKey(date: Date) {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Likes and views for one deal on one day: views 1,000–8,999, likes 500–3,499 and never more than
 * half the views, so a deal never has more likes than views (even after the visitor's own like).
 * Seeded by the deal and the visitor's local date, so reopening the viewer or reloading the page the
 * same day shows the same numbers, and they move on the next day.
 */
export function dealStats(dealId: string, today: Date) {
  const random = seededRandom(hashSeed(`${dealId}|${localDayKey(today)}`));
  const views = DEAL_VIEWS_MIN + Math.floor(random() * (DEAL_VIEWS_MAX - DEAL_VIEWS_MIN + 1));
  const likesCap = Math.min(DEAL_LIKES_MAX, Math.floor(views / 2));
  const likes = DEAL_LIKES_MIN + Math.floor(random() * (likesCap - DEAL_LIKES_MIN + 1));
  return { likes, views };
}
