import type { Destination, Itinerary, VisaStatus } from "./destination-schema";

/** What a card and the home picker need (client-safe). */
export type DestinationSummary = Pick<
  Destination,
  "slug" | "name" | "image" | "description" | "rating" | "tags" | "startingPriceInr"
> & { visaStatus: VisaStatus };

/** An itinerary as the page sees it: everything but the locked day-by-day plan, plus its day count. */
export type ItinerarySummary = Omit<Itinerary, "dailyPlan"> & { days: number };

/** The destination page's loader data: the full content with every dailyPlan removed. */
export type DestinationPageData = Omit<Destination, "itineraries"> & { itineraries: ItinerarySummary[] };
