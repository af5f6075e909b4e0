import type { Money } from "~/lib/money";

/**
 * What the activities feature passes around, browser-safe. An `Activity` is a search result as every
 * provider's answer is mapped to it (the built-in catalogue and Viator alike), so the grid, the
 * filters and the booking dialog have one shape whatever answered.
 */

/** The twelve activity types the search suggests (and the catalogue's categories). */
export const ACTIVITY_TYPES = [
  "Sightseeing",
  "Wildlife Safari",
  "Adventure",
  "Water Sports",
  "Food & Wine",
  "Cultural Tours",
  "Wellness & Spa",
  "Desert Experiences",
  "Cruises",
  "Hot Air Balloon",
  "Theme Parks",
  "Nightlife",
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export type Activity = {
  /** The provider's code for the product (a catalogue id such as "LV-KE-001", a Viator product code). */
  productCode: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Per adult, in the currency the provider quotes it in. */
  price: Money;
  rating: number;
  reviewCount: number;
  /** As people read it: "3 hours", "2-3 hours", "Full day". */
  duration: string;
  location: string;
  category: string;
  /** Where it came from: our own catalogue has experience pages; live results link out only through booking. */
  source: "catalogue" | "viator";
  /** Our own experience page's id, when we have one (catalogue activities). */
  slug: string | null;
  /** Hours as a number for the duration filter, when the duration says it; null when it does not. */
  durationHours: number | null;
};

/** A search as every search provider receives it. Dates are ISO days (YYYY-MM-DD). */
export type ActivitySearchQuery = {
  /** Never empty: the caller substitutes "travel activities". */
  term: string;
  startDate: string;
  endDate: string;
  /** 1-based. */
  page: number;
  pageSize: number;
};

/**
 * The built-in catalogue's own rule: a child pays 70 % of the adult price. Only for the catalogue; a
 * supplier's child price is whatever the supplier quotes.
 */
export const CHILD_PRICE_FACTOR = 0.7;
