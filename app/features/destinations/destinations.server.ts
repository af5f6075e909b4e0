import { abuDhabi } from "./content/abu-dhabi.server";
import { azerbaijan } from "./content/azerbaijan.server";
import { bali } from "./content/bali.server";
import { dubai } from "./content/dubai.server";
import { hongKong } from "./content/hong-kong.server";
import { japan } from "./content/japan.server";
import { kenya } from "./content/kenya.server";
import { malaysia } from "./content/malaysia.server";
import { maldives } from "./content/maldives.server";
import { mauritius } from "./content/mauritius.server";
import { norway } from "./content/norway.server";
import { oman } from "./content/oman.server";
import { saudiArabia } from "./content/saudi-arabia.server";
import { singapore } from "./content/singapore.server";
import { sriLanka } from "./content/sri-lanka.server";
import { switzerland } from "./content/switzerland.server";
import { thailand } from "./content/thailand.server";
import { vietnam } from "./content/vietnam.server";
import { cataloguePrice, findCatalogueActivity } from "~/features/activities/index.server";
import { deals } from "~/features/deals";
import { packages } from "~/features/packages/index.server";
import { destinationIndex } from "~/lib/destination-index";
import { rupees } from "~/lib/money";
import type { DailyPlanItem, Destination, Itinerary } from "./destination-schema";
import type { CustomiserActivity, DestinationPageData, DestinationSummary } from "./destination-types";

/**
 * The one door to destination content. The content modules are server-only so that daily plans
 * (gated behind phone verification) never reach a client bundle; pages get summaries or page data
 * with every dailyPlan stripped, and the plan itself comes only from getDailyPlan (a guarded endpoint).
 */
const bySlug = new Map<string, Destination>(
  [
    kenya,
    norway,
    bali,
    vietnam,
    japan,
    dubai,
    switzerland,
    thailand,
    singapore,
    malaysia,
    mauritius,
    maldives,
    sriLanka,
    hongKong,
    saudiArabia,
    abuDhabi,
    oman,
    azerbaijan,
  ].map((d) => [d.slug, d]),
);

/** All 18 destinations in menu order (~/lib/destination-index), full content. Server only. */
export function getAllDestinations(): Destination[] {
  return destinationIndex.map((entry) => {
    const destination = bySlug.get(entry.slug);
    if (!destination) throw new Error(`No content for destination "${entry.slug}"`);
    return destination;
  });
}

/**
 * Everything on sale for a destination, per person in rupees: its itineraries' lowest costs, the
 * packages to it and the deals for it. A "from" price is the least of these, so no page can quote a
 * starting price below (or above) something a visitor can actually book.
 */
export function pricesOnSale(d: Destination): number[] {
  return [
    ...d.itineraries.map((i) => i.costMinInr),
    ...packages.filter((p) => p.destination === d.name).map((p) => p.currentPrice),
    ...deals.filter((deal) => deal.destinationSlug === d.slug).map((deal) => deal.priceInr),
  ];
}

export function startingPriceOf(d: Destination): number {
  return Math.min(...pricesOnSale(d));
}

export function toSummary(d: Destination): DestinationSummary {
  return {
    slug: d.slug,
    name: d.name,
    image: d.image,
    description: d.description,
    rating: d.rating,
    tags: d.tags,
    startingPriceInr: startingPriceOf(d),
    visaStatus: d.visa.status,
  };
}

/** Card and picker data for every destination, in menu order. */
export function getDestinationSummaries(): DestinationSummary[] {
  return getAllDestinations().map(toSummary);
}

/**
 * An add-on's price per person: a catalogue experience's one price (so it is never one figure on its
 * page and another here), else the agency's rupees.
 */
function priceAddOn(addOn: Itinerary["customiser"]["activities"][number]): CustomiserActivity {
  if (addOn.activity) {
    const entry = findCatalogueActivity(addOn.activity);
    if (!entry) throw new Error(`The add-on "${addOn.name}" names no catalogue activity "${addOn.activity}"`);
    return { name: addOn.name, type: addOn.type, price: cataloguePrice(entry), activitySlug: entry.slug };
  }
  return { name: addOn.name, type: addOn.type, price: rupees(addOn.priceInr!), activitySlug: null };
}

/** Everything the destination page shows, without any daily plan; null for an unknown slug. */
export function getDestinationPageData(slug: string): DestinationPageData | null {
  const d = bySlug.get(slug);
  if (!d) return null;
  return {
    ...d,
    startingPriceInr: startingPriceOf(d),
    itineraries: d.itineraries.map(({ dailyPlan, ...itinerary }) => ({
      ...itinerary,
      days: dailyPlan.length,
      customiser: {
        hotels: itinerary.customiser.hotels,
        activities: itinerary.customiser.activities.map(priceAddOn),
      },
    })),
  };
}

/** The day-by-day plan of one itinerary; null when the slug or itinerary is unknown. */
export function getDailyPlan(slug: string, itineraryId: string): DailyPlanItem[] | null {
  const itinerary = bySlug.get(slug)?.itineraries.find((i) => i.id === itineraryId);
  return itinerary ? itinerary.dailyPlan : null;
}
