import { addMoney, fromMajor, money, timesMoney, type Money } from "~/lib/money";
import { CHILD_PRICE_FACTOR, type Activity, type ActivityType } from "./activity-types";

/**
 * One experience of our own catalogue: everything its card, its experience page and its booking need.
 * Every image is a field so the agency can point it at its own photographs.
 */
export type CatalogueActivity = {
  /** The experience page's path segment: /activity/{slug}. Lower-case words joined by hyphens. */
  slug: string;
  /** Our product code, "LV-" + country code + "-" + three digits (e.g. "LV-KE-001"). */
  productCode: string;
  title: string;
  /** One or two sentences for the card and the page's meta description (at most 200 characters). */
  summary: string;
  /** Two or three paragraphs for the experience page. */
  description: string[];
  /** Where it happens as a visitor searches it: "Maasai Mara, Kenya". */
  location: string;
  country: string;
  /** One of our 18 destination slugs when it is in one of them (links to the destination page), else null. */
  destinationSlug: string | null;
  category: ActivityType;
  /**
   * USD per adult, 29-89: the one price of this experience wherever it is offered (its card, its
   * page, its booking, and as an add-on to a destination's itinerary). Read it through cataloguePrice.
   */
  priceUsd: number;
  /** 4.0-5.0, one decimal. */
  rating: number;
  reviewCount: number;
  /** As people read it: "3 hours", "Full day (9 hours)". */
  duration: string;
  durationHours: number;
  /** "Up to 8 guests". */
  groupSize: string;
  difficulty: "Easy" | "Moderate" | "Challenging";
  /** "October to March, early morning". */
  bestTime: string;
  /** 4-6 short lines. */
  highlights: string[];
  /** When it starts, or the pick-up, "HH:MM" on a 24-hour clock: the schedule's first step. */
  start: string;
  /**
   * The day as its operator runs it, 3-6 steps written for this experience: round times on a
   * 24-hour clock, in order from the start (past midnight for a night out).
   */
  schedule: { time: string; title: string; detail: string }[];
  /** What a guest must bring or meet (age, fitness, documents), 2-5 lines. */
  requirements: string[];
  /** 4-7 lines. */
  included: string[];
  /** One or two sentences on the weather to expect. */
  weather: string;
  /** 2-4 lines. */
  safety: string[];
  meetingPoint: { name: string; address: string; note: string };
  /** What cancelling costs, as the voucher states it; CATALOGUE_CANCELLATION_TERMS when not given. */
  cancellationTerms?: string;
  image: { src: string; alt: string };
  /** When it runs: weekdays (0 Sunday … 6 Saturday) and months (1-12) it does not run, if any. */
  availability: { weekdays: number[]; closedMonths: number[] };
};

/** The catalogue's cancellation terms, for an entry that states none of its own. */
export const CATALOGUE_CANCELLATION_TERMS =
  "Free cancellation until the day before the activity. On the day, the operator may charge the full price.";

/** A catalogue entry as a search result: what its card and the booking dialog show. */
export function catalogueToActivity(entry: CatalogueActivity): Activity {
  return {
    productCode: entry.productCode,
    title: entry.title,
    description: entry.summary,
    imageUrl: entry.image.src,
    price: cataloguePrice(entry),
    rating: entry.rating,
    reviewCount: entry.reviewCount,
    duration: entry.duration,
    location: entry.location,
    category: entry.category,
    source: "catalogue",
    slug: entry.slug,
    durationHours: entry.durationHours,
  };
}

/** The experience's price per adult. */
export function cataloguePrice(entry: Pick<CatalogueActivity, "priceUsd">): Money {
  return fromMajor(entry.priceUsd, "USD");
}

/** What the built-in catalogue charges: per adult, per child (70 % of the adult's), and the total. */
export function catalogueQuote(
  adult: Money,
  adults: number,
  children: number,
): { adult: Money; child: Money; total: Money } {
  const child = money(Math.round(adult.minor * CHILD_PRICE_FACTOR), adult.currency);
  return { adult, child, total: addMoney(timesMoney(adult, adults), timesMoney(child, children)) };
}
