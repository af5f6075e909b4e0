import crypto from "node:crypto";
import {
  getDailyPlan,
  getDestinationPageData,
  getDestinationSummaries,
} from "~/features/destinations/index.server";
import { LEAD_PURPOSES } from "~/features/leads";
import { packages } from "~/features/packages/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { tripOf } from "~/lib/lead-trip";
import { HttpRefusal } from "~/server/http.server";
import type { QuoteDay, QuoteDocument, QuoteLine } from "./quote-document";
import { defaultTemplate, type QuoteSettings } from "./quote-settings";

/**
 * A new quote's first draft: the lead's trip details (dates, group, rooms, style, the contact's city
 * as the departure city) and the settings' terms and markups, with the days and lines of what the
 * agent started from — nothing, one of a destination's itineraries, a package, or the plan the AI
 * planner made with the visitor before handing the lead over.
 */

export type QuoteStart =
  | { kind: "blank" }
  | { kind: "itinerary"; destination: string; itineraryId: string }
  | { kind: "package"; slug: string }
  | { kind: "planner" };

type LeadForQuote = {
  name: string;
  type: string;
  trip: Record<string, unknown> | null;
  sourceData: Record<string, unknown>;
};

const newId = () => crypto.randomUUID();

type PlanDay = { title: string; text: string; meals: string[]; accommodation: string | null };

/** Hotel lines for the nights of a day plan (consecutive nights at one place are one stay). */
function daysAndStays(
  plan: PlanDay[],
  city: string,
  settings: QuoteSettings,
  rooms: number,
  sourceRef: { kind: "itinerary" | "package" | "planner"; ref: string },
): { days: QuoteDay[]; lines: QuoteLine[] } {
  const lines: QuoteLine[] = [];
  const days = plan.map((d, i): QuoteDay => {
    const last = i === plan.length - 1;
    const place = !last && d.accommodation ? d.accommodation.trim() : null;
    let stayLineId: string | null = null;
    if (place) {
      const previous = lines.at(-1);
      if (previous && previous.hotel?.name === place && plan[i - 1]?.accommodation?.trim() === place) {
        previous.hotel.nights += 1;
        stayLineId = previous.id;
      } else {
        const meals = new Set(d.meals.map((m) => m.toLowerCase()));
        const mealPlan =
          meals.has("breakfast") && meals.has("lunch") && meals.has("dinner")
            ? "FB"
            : meals.has("breakfast") && meals.has("dinner")
              ? "HB"
              : meals.has("breakfast")
                ? "BB"
                : "RO";
        const line: QuoteLine = {
          id: newId(),
          kind: "hotel",
          optionId: null,
          title: place.slice(0, 160),
          description: "",
          supplier: null,
          hotel: { name: place.slice(0, 120), roomType: "Deluxe room", rooms, nights: 1, mealPlan, city },
          source: sourceRef,
          // The supplier's rate is the agent's to fill in: nothing is guessed.
          cost: { minor: 0, currency: "INR" },
          markup: settings.markups.hotel,
          included: true,
        };
        lines.push(line);
        stayLineId = line.id;
      }
    }
    const meals = new Set(d.meals.map((m) => m.toLowerCase()));
    return {
      id: newId(),
      title: d.title.slice(0, 120),
      text: d.text.slice(0, 4000),
      city: city.slice(0, 80),
      meals: { breakfast: meals.has("breakfast"), lunch: meals.has("lunch"), dinner: meals.has("dinner") },
      stayLineId,
    };
  });
  return { days, lines };
}

const nothingThere = (what: string) =>
  new HttpRefusal(404, "Not found", `${what} does not exist: choose another to start from, or start blank.`);

/** The destination whose name the lead or planner gave ("Bali"), if it is one of ours. */
function destinationByName(name: string | null) {
  if (!name) return null;
  const wanted = name.trim().toLowerCase();
  return getDestinationSummaries().find((d) => d.name.toLowerCase() === wanted || d.slug === wanted) ?? null;
}

export function startDocument(
  lead: LeadForQuote,
  contactCity: string | null,
  from: QuoteStart,
  settings: QuoteSettings,
  today = indiaDay(),
): QuoteDocument {
  const trip = tripOf(lead);
  const adults = trip.adults ?? 2;
  const rooms = trip.rooms ?? Math.max(1, Math.ceil(adults / 2));
  let destination = trip.destination;
  let title = "";
  let intro = "";
  let days: QuoteDay[] = [];
  let lines: QuoteLine[] = [];
  const template = defaultTemplate(settings);
  let inclusions = template.terms.inclusions;
  let exclusions = template.terms.exclusions;

  if (from.kind === "itinerary") {
    const page = getDestinationPageData(from.destination);
    const itinerary = page?.itineraries.find((i) => i.id === from.itineraryId);
    const plan = getDailyPlan(from.destination, from.itineraryId);
    if (!page || !itinerary || !plan) throw nothingThere("That itinerary");
    destination = page.name;
    title = `${itinerary.title}`;
    ({ days, lines } = daysAndStays(
      plan.map((d) => ({
        title: d.title,
        text: d.description,
        meals: d.meals,
        accommodation: d.accommodation,
      })),
      page.name,
      settings,
      rooms,
      { kind: "itinerary", ref: `${from.destination}/${from.itineraryId}` },
    ));
  } else if (from.kind === "package") {
    const pkg = packages.find((p) => p.id === from.slug);
    if (!pkg) throw nothingThere("That package");
    destination = pkg.destination;
    title = pkg.name;
    intro = pkg.description.slice(0, 4000);
    inclusions = pkg.inclusions.slice(0, 40);
    exclusions = pkg.exclusions.slice(0, 40);
    days = pkg.itinerarySummary.map((d) => ({
      id: newId(),
      title: d.title.slice(0, 120),
      text: d.description.slice(0, 4000),
      city: pkg.destination.slice(0, 80),
      meals: { breakfast: false, lunch: false, dinner: false },
      stayLineId: null,
    }));
    // The package's own price (per person, twin sharing) is already the agency's selling price.
    lines = [
      {
        id: newId(),
        kind: "other",
        optionId: null,
        title: `${pkg.name} (package, per person twin sharing × ${adults})`.slice(0, 160),
        description: "",
        supplier: null,
        hotel: null,
        source: { kind: "package", ref: pkg.id },
        cost: { minor: pkg.currentPrice * 100 * adults, currency: "INR" },
        markup: { kind: "amount", minor: 0 },
        included: true,
      },
    ];
  } else if (from.kind === "planner") {
    if (lead.type !== LEAD_PURPOSES.planner_handoff.leadType)
      throw new HttpRefusal(
        409,
        "No planner plan",
        "Only a lead handed over from the AI planner has a plan to start from: start blank or from an itinerary.",
      );
    const transcript = Array.isArray(lead.sourceData.transcript)
      ? lead.sourceData.transcript.filter((l): l is string => typeof l === "string")
      : [];
    const plan = [...transcript].reverse().find((l) => l.startsWith("Planner: "));
    intro = (plan ? plan.slice("Planner: ".length) : "").slice(0, 4000);
    const known = destinationByName(destination);
    const nights = typeof lead.sourceData.nights === "number" ? lead.sourceData.nights : null;
    const page = known ? getDestinationPageData(known.slug) : null;
    if (page && known) {
      destination = page.name;
      // The destination's itinerary nearest the planned length carries the day-by-day plan.
      const nearest = [...page.itineraries].sort(
        (a, b) => Math.abs(a.days - (nights ?? a.days) - 1) - Math.abs(b.days - (nights ?? b.days) - 1),
      )[0];
      const plan = nearest ? getDailyPlan(known.slug, nearest.id) : null;
      if (nearest && plan) {
        title = nearest.title;
        ({ days, lines } = daysAndStays(
          plan.map((d) => ({
            title: d.title,
            text: d.description,
            meals: d.meals,
            accommodation: d.accommodation,
          })),
          page.name,
          settings,
          rooms,
          { kind: "planner", ref: `${known.slug}/${nearest.id}` },
        ));
      }
    }
  }

  return {
    title: (title || `${destination ?? "Your trip"} for ${lead.name}`).slice(0, 120),
    destination: destination?.slice(0, 80) ?? null,
    startDate: trip.startDate,
    departureCity: contactCity?.trim().slice(0, 80) || null,
    travellers: { adults, childrenAges: trip.childrenAges, rooms },
    style: trip.travelStyle,
    intro,
    days,
    options: [{ id: "option-a", name: "Option A" }],
    lines,
    // Every destination the agency sells is overseas: TCS applies unless the agent says otherwise.
    tax: { gst: "package", serviceFee: null, tcs: true, pan: null, tcsPriorMinor: 0 },
    terms: {
      ...template.terms,
      inclusions: [...inclusions],
      exclusions: [...exclusions],
      validUntil: addIndiaDays(today, template.validityDays),
    },
  };
}

export type QuoteStartChoices = {
  itineraries: {
    destination: string;
    destinationName: string;
    itineraryId: string;
    title: string;
    days: number;
  }[];
  packages: { slug: string; title: string; destination: string }[];
};

/** What a new quote can start from: every destination's itineraries and every package (content, not the database). */
export function quoteStartChoices(_db?: unknown): QuoteStartChoices {
  const itineraries = getDestinationSummaries().flatMap((d) => {
    const page = getDestinationPageData(d.slug);
    return (page?.itineraries ?? []).map((i) => ({
      destination: d.slug,
      destinationName: d.name,
      itineraryId: i.id,
      title: i.title,
      days: i.days,
    }));
  });
  return {
    itineraries,
    packages: packages.map((p) => ({ slug: p.id, title: p.name, destination: p.destination })),
  };
}
