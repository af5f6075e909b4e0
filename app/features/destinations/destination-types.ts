import type { Money } from "~/lib/money";
import type { Destination, Itinerary, VisaStatus } from "./destination-schema";

/** What a card and the home picker need (client-safe). */
export type DestinationSummary = Pick<
  Destination,
  "slug" | "name" | "image" | "description" | "rating" | "tags"
> & {
  visaStatus: VisaStatus;
  /** The lowest per-person price on sale for it (itineraries, packages, deals), worked out, never typed. */
  startingPriceInr: number;
};

/**
 * A customiser add-on with its price per person: the agency's rupees, or a catalogue experience's
 * own price in its currency (then `activitySlug` names its page).
 */
export type CustomiserActivity = {
  name: string;
  type: "SIC" | "Private";
  price: Money;
  activitySlug: string | null;
};

/** An itinerary as the page sees it: everything but the locked day-by-day plan, plus its day count. */
export type ItinerarySummary = Omit<Itinerary, "dailyPlan" | "customiser"> & {
  days: number;
  customiser: { hotels: Itinerary["customiser"]["hotels"]; activities: CustomiserActivity[] };
};

/** The destination page's loader data: the full content with every dailyPlan removed. */
export type DestinationPageData = Omit<Destination, "itineraries"> & {
  itineraries: ItinerarySummary[];
  startingPriceInr: number;
};
