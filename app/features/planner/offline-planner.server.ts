import type { CatalogueActivity } from "~/features/activities";
import type { Hotel } from "~/features/hotels";
import type { TravelPackage } from "~/features/packages";
import { formatDayLong } from "~/lib/format";
import { formatMoney, rupees, sumMoney, timesMoney, type Money } from "~/lib/money";
import {
  MONTH_NAMES,
  parseTrip,
  type ChatTurn,
  type TravelStyle,
  type TripRequest,
} from "~/lib/trip-request";
import {
  allPlaces,
  dailyPlanOf,
  GOA,
  goaHotels,
  nearestPlaces,
  placeBySlug,
  placeWords,
  rankPlaces,
  weatherIn,
  type Place,
} from "./plan-content.server";

/**
 * The built-in planner: a travel designer's first draft composed from the site's own content —
 * every destination's itineraries, day plans, stays, add-ons, weather, visa facts and flights, the
 * packages, deals and catalogue experiences that belong to it, and the Goa hotels — without any AI
 * model. Each turn re-reads the whole conversation (what is known grows, corrections replace), asks
 * one short question while something it needs is missing, answers questions about the plan it gave
 * from the same content, and never says the same thing twice in a row. It is deterministic: the same
 * conversation gets the same answer, so it cannot be talked out of its job.
 */

const STYLE_LABEL: Record<TravelStyle, string> = {
  relaxed: "relaxed luxury",
  adventure: "adventure",
  cultural: "cultural immersion",
  mix: "a mix of everything",
};

/** Words of an add-on that suit a style, for choosing the experiences in the estimate. */
const STYLE_WORDS: Record<TravelStyle, RegExp> = {
  relaxed: /spa|massage|cruise|dinner|sunset|yacht|picnic|photo/i,
  adventure: /safari|raft|trek|hike|dive|snorkel|jeep|balloon|kayak|quad|ski|zip|husky|snowmobile|speedboat/i,
  cultural: /temple|heritage|museum|cook|tea|walk|tour|market|village|palace|food/i,
  mix: /./,
};

/** Where a plan's estimate begins, for a reply that is a plan. */
export const ESTIMATE_HEADING = "### Your estimate";

const INTRO =
  "I'm the built-in planner of Luxe Voyages: I draft from our travel designers' own notes (our destination guides, packages, hotels and experiences), not an AI model, and one of our experts finalises every plan with you.";

const HANDOFF = "Tap **Send this plan to an expert** and a travel designer will call you to finalise it.";

const link = (label: string, path: string) => `[${label}](${path})`;
const destinationLink = (p: Place) => link(p.name, `/destination/${p.slug}`);
const inr = (amount: Money) => formatMoney(amount);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const people = (adults: number, children: number) =>
  `${plural(adults, "adult", "adults")}${children ? ` and ${plural(children, "child", "children")}` : ""}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const roundTo100 = (n: number) => Math.round(n / 100) * 100;

const INJECTION =
  /\b(ignore|forget|disregard)\b.{0,40}\b(instructions?|rules|prompt|above)\b|\bsystem prompt\b|\b(pretend|act) (to be|as|like)\b|\bjailbreak\b|\bwrite (me )?(a |some )?(code|program|script|poem|essay|story)\b/i;

const AGREE =
  /^\s*(yes|yeah|yep|ok|okay|sure|please|go ahead|sounds good|do it|haan|han|ha|ji|haan ji|theek hai|thik hai|chalo|chalega|done|perfect|great)\b/i;

/** The number of a month in "March 2027", or the month of a day. */
function monthNumber(trip: TripRequest): number | null {
  if (trip.dates?.from) return Number(trip.dates.from.slice(5, 7));
  if (trip.month) {
    const index = MONTH_NAMES.findIndex((m) => trip.month!.toLowerCase().startsWith(m.toLowerCase()));
    return index >= 0 ? index + 1 : null;
  }
  return null;
}

function whenText(trip: TripRequest): string | null {
  if (trip.dates?.from) return `from ${formatDayLong(trip.dates.from)}`;
  return trip.month ? `in ${trip.month}` : null;
}

// ——— What the visitor named beyond a destination: a package, a Goa hotel, an experience ———

const mentions = (text: string, name: string) => text.toLowerCase().includes(name.toLowerCase());

function lastMentioned<T>(
  turns: readonly ChatTurn[],
  items: readonly T[],
  names: (item: T) => string[],
): T | null {
  let found: T | null = null;
  for (const turn of turns) {
    if (turn.role !== "user") continue;
    for (const item of items)
      if (names(item).some((n) => n.length >= 5 && mentions(turn.content, n))) found = item;
  }
  return found;
}

const packageNames = (p: TravelPackage) => [p.name, p.id.replace(/-/g, " "), p.name.split(/[:&]/)[0]!.trim()];

// ——— The plan itself ———

type Day = { title: string; description: string; stay: string | null };

type Composition = {
  place: Place;
  itineraryTitle: string;
  itineraryPath: string;
  nights: number;
  days: Day[];
  /** Nights beyond what the content has a day for, at the last stay. */
  freeNights: { count: number; stay: string } | null;
  hotels: { name: string; stars: number; location: string }[];
};

/** What names the town of a stay: the stay's words and its hotel's location from the itinerary. */
function stayWords(stay: string, hotels: Composition["hotels"]): string {
  const hotel = hotels.find((h) => stay.toLowerCase().includes(h.name.toLowerCase()));
  return `${stay} ${hotel?.location ?? ""}`.toLowerCase();
}

/**
 * The itinerary's days fitted to the nights: a shorter trip gives up days from the longest stays
 * (never a stay's first day, which is its travel day), a longer one adds days of experiences that
 * happen where the traveller sleeps; nights beyond those are said as nights, not dressed as days.
 */
function composeDays(place: Place, itineraryId: string, nights: number, hotels: Composition["hotels"]) {
  const plan = dailyPlanOf(place.slug, itineraryId);
  const last = plan.at(-1)!;
  const middle: Day[] = plan
    .slice(0, -1)
    .map((d) => ({ title: d.title, description: d.description, stay: d.accommodation }));
  while (middle.length > nights && middle.length > 1) {
    // The longest run of nights in one place gives up its last day.
    let best = -1;
    let bestRun = 1;
    for (let i = 0; i < middle.length;) {
      let j = i;
      while (j + 1 < middle.length && middle[j + 1]!.stay === middle[i]!.stay) j++;
      if (j - i + 1 > bestRun) {
        bestRun = j - i + 1;
        best = j;
      }
      i = j + 1;
    }
    middle.splice(best === -1 ? middle.length - 1 : best, 1);
  }
  const usedText = plan
    .map((d) => `${d.title} ${d.description}`)
    .join(" ")
    .toLowerCase();
  const candidates = [
    ...place.experiences.map((a) => ({
      name: a.title,
      where: a.location.split(",")[0]!.trim(),
      text: `${a.title} ${a.location}`,
      path: `/activity/${a.slug}`,
    })),
  ];
  let freeNights: Composition["freeNights"] = null;
  const added: Day[] = [];
  const stays = [...new Set(middle.map((d) => d.stay))];
  for (const stay of stays.reverse()) {
    if (middle.length + added.length >= nights) break;
    if (!stay) continue;
    const here = stayWords(stay, hotels);
    for (const c of candidates) {
      if (middle.length + added.length >= nights) break;
      // Only what happens where the traveller sleeps that night.
      if (!here.includes(c.where.toLowerCase())) continue;
      const town = c.where;
      // Not a day the itinerary already has ("tea ceremony" in Kyoto, "rice terraces" in Ubud).
      const words = c.name
        .toLowerCase()
        .replace(town.toLowerCase(), "")
        .split(/\W+/)
        .filter((w) => w.length > 2);
      const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
      if (pairs.some((pair) => usedText.includes(pair)) || added.some((d) => d.title === c.name)) continue;
      added.push({
        title: c.name,
        description: `A day in ${town} built around our ${link(c.name, c.path)} experience, with the rest of the day at your hotel.`,
        stay,
      });
    }
  }
  // The added days go after the last day at their stay.
  const days = [...middle];
  for (const day of added) {
    const at = days.map((d) => d.stay).lastIndexOf(day.stay);
    days.splice(at + 1, 0, day);
  }
  if (days.length < nights) {
    const stay = days.at(-1)?.stay ?? hotels[0]?.name ?? "your hotel";
    freeNights = { count: nights - days.length, stay };
  }
  days.push({ title: last.title, description: last.description, stay: null });
  return { days, freeNights };
}

function chooseItinerary(place: Place, trip: TripRequest) {
  const wantNights = trip.nights ?? null;
  const family = (trip.children ?? 0) > 0 || trip.occasion === "family";
  const romance = trip.occasion === "honeymoon" || trip.occasion === "anniversary";
  const nightsOf = (duration: string) => Number(/(\d+)\s+Nights/.exec(duration)?.[1] ?? 0);
  const score = (i: Place["page"]["itineraries"][number]) => {
    const words = `${i.id} ${i.title}`.toLowerCase();
    let s = wantNights === null ? 0 : -Math.abs(nightsOf(i.duration) - wantNights);
    if (family && /family|kids/.test(words)) s += 8;
    if (romance && /honeymoon|romance|couple/.test(words)) s += 8;
    if (!family && /family|kids/.test(words)) s -= 2;
    if (trip.style === "adventure" && /adventure|safari|trek|active/.test(words)) s += 3;
    if (trip.style === "cultural" && /cultur|heritage|classic|temple/.test(words)) s += 3;
    return s;
  };
  const itinerary = [...place.page.itineraries].sort((a, b) => score(b) - score(a))[0]!;
  return { itinerary, nights: nightsOf(itinerary.duration) };
}

// ——— The estimate: every figure from the content, so it can be recomputed ———

export type EstimateLine = { label: string; amount: Money };
export type Estimate = { lines: EstimateLine[]; total: Money; includes: string[]; excludes: string[] };

/** The fare we publish from the visitor's city, or the nearest city we publish, or the lower fare. */
export function fareFor(place: Place, city: string | null) {
  const flights = place.page.flights;
  if (!flights.length) return null;
  const exact = flights.find((f) => f.city === city);
  if (exact) return { flight: exact, note: null };
  const westSouth = ["Pune", "Ahmedabad", "Goa", "Bengaluru", "Chennai", "Hyderabad", "Kochi"];
  const near = city ? flights.find((f) => f.city === (westSouth.includes(city) ? "Mumbai" : "Delhi")) : null;
  if (near) return { flight: near, note: `the nearest fare we publish to ${city}` };
  const cheapest = [...flights].sort((a, b) => a.avgCostInr - b.avgCostInr)[0]!;
  return { flight: cheapest, note: "tell me your city and I'll use its fare" };
}

/** The add-ons priced in rupees that suit the style, up to two, from the itinerary's customiser. */
export function chosenAddOns(place: Place, itineraryId: string, style: TravelStyle) {
  const itinerary = place.page.itineraries.find((i) => i.id === itineraryId)!;
  const inRupees = itinerary.customiser.activities.filter((a) => a.price.currency === "INR");
  const suited = inRupees.filter((a) => STYLE_WORDS[style].test(a.name));
  return [...suited, ...inRupees.filter((a) => !suited.includes(a))].slice(0, 2);
}

export function destinationEstimate(
  place: Place,
  input: {
    itineraryId: string;
    nights: number;
    adults: number;
    children: number;
    style: TravelStyle;
    city: string | null;
    value?: boolean;
  },
): Estimate {
  const itinerary = place.page.itineraries.find((i) => i.id === input.itineraryId)!;
  const baseNights = Number(/(\d+)\s+Nights/.exec(itinerary.duration)![1]);
  const travellers = input.adults + input.children;
  const band = input.value ? itinerary.costMinInr : (itinerary.costMinInr + itinerary.costMaxInr) / 2;
  const perPerson = rupees(roundTo100((band * input.nights) / baseNights));
  const lines: EstimateLine[] = [
    {
      label: `Stays, transfers and the meals shown, ${plural(input.nights, "night", "nights")}: ${inr(perPerson)} per person × ${travellers}`,
      amount: timesMoney(perPerson, travellers),
    },
  ];
  for (const addOn of chosenAddOns(place, input.itineraryId, input.style))
    lines.push({
      label: `${addOn.name}: ${inr(addOn.price)} per person × ${travellers}`,
      amount: timesMoney(addOn.price, travellers),
    });
  const fare = fareFor(place, input.city);
  if (fare)
    lines.push({
      label: `Return flights from ${fare.flight.city}${fare.note ? ` (${fare.note})` : ""}: ${inr(rupees(fare.flight.avgCostInr))} per person × ${travellers}`,
      amount: timesMoney(rupees(fare.flight.avgCostInr), travellers),
    });
  return {
    lines,
    total: sumMoney(
      lines.map((l) => l.amount),
      "INR",
    ),
    includes: [
      `${input.value ? "the lower end" : "the middle"} of our ${itinerary.title} price band (${inr(rupees(itinerary.costMinInr))} – ${inr(rupees(itinerary.costMaxInr))} per person on twin sharing for ${plural(baseNights, "night", "nights")}), scaled to your nights`,
      "the two experiences listed",
      fare ? "economy return flights at our average fare" : "no flights (we publish none for this route)",
    ],
    excludes: [
      `the visa (${place.page.visa.cost})`,
      "travel insurance",
      "GST and TCS as applicable",
      "meals not listed, tips and personal expenses",
      "child rates (children are priced as adults until your designer confirms theirs)",
    ],
  };
}

export function packageEstimate(
  place: Place,
  pkg: TravelPackage,
  adults: number,
  children: number,
  city: string | null,
): Estimate {
  const travellers = adults + children;
  const price = rupees(pkg.currentPrice);
  const lines: EstimateLine[] = [
    { label: `${pkg.name}: ${inr(price)} per person × ${travellers}`, amount: timesMoney(price, travellers) },
  ];
  const fare = fareFor(place, city);
  if (fare && !pkg.inclusions.some((i) => /\b(international|return) (flights?|airfare)\b/i.test(i)))
    lines.push({
      label: `Return flights from ${fare.flight.city}${fare.note ? ` (${fare.note})` : ""}: ${inr(rupees(fare.flight.avgCostInr))} per person × ${travellers}`,
      amount: timesMoney(rupees(fare.flight.avgCostInr), travellers),
    });
  return {
    lines,
    total: sumMoney(
      lines.map((l) => l.amount),
      "INR",
    ),
    includes: pkg.inclusions.slice(0, 4),
    excludes: pkg.exclusions.slice(0, 4),
  };
}

export function hotelEstimate(hotel: Hotel, nights: number, rooms: number): Estimate {
  const rate = rupees(hotel.pricePerNight);
  const lines = [
    {
      label: `${hotel.name}: ${inr(rate)} per room per night × ${plural(nights, "night", "nights")} × ${plural(rooms, "room", "rooms")}`,
      amount: timesMoney(rate, nights * rooms),
    },
  ];
  return {
    lines,
    total: lines[0]!.amount,
    includes: [`the room rate we publish for ${hotel.name}, before taxes`],
    excludes: ["taxes", "flights or trains to Goa", "meals beyond the room rate", "transfers"],
  };
}

function estimateBlock(estimate: Estimate, trip: TripRequest): string {
  const lines = estimate.lines.map((l) => `- ${l.label} = ${inr(l.amount)}`);
  let budget = "";
  if (trip.budgetInr) {
    const budgetMoney = rupees(trip.budgetInr);
    budget =
      budgetMoney.minor >= estimate.total.minor
        ? `\n\nThat sits within your budget of ${inr(budgetMoney)}.`
        : `\n\nThat is above your budget of ${inr(budgetMoney)}: ask me for a cheaper hotel or fewer nights and I'll bring it closer.`;
  }
  return `${ESTIMATE_HEADING}\n\n${lines.join("\n")}\n- **Total: about ${inr(estimate.total)}**${budget}\n\n**Includes:** ${estimate.includes.join("; ")}.\n\n**Not included:** ${estimate.excludes.join("; ")}.\n\nAn estimate in rupees from our published prices; your designer confirms the exact price with live rates.`;
}

// ——— Answers built from a place's content ———

function visaAnswer(place: Place): string {
  const v = place.page.visa;
  const status =
    v.status.kind === "visa-free"
      ? `no visa to arrange in advance for stays up to ${v.status.stayDays} days`
      : `usually processed in about ${v.status.processingDays} working days`;
  return `**Visa for ${place.name}:** ${v.type}, ${status} (${v.cost}). ${v.notes}\n\nWhat to keep ready:\n\n${v.documents.map((d) => `- ${d}`).join("\n")}\n\nChecked on ${formatDayLong(v.checkedOn)}; visas are always the embassy's decision, and our visa desk can help. More on ${link(`the ${place.name} page`, `/destination/${place.slug}`)}.`;
}

function flightsAnswer(place: Place, trip: TripRequest, travellers: number): string {
  if (!place.page.flights.length)
    return `We publish no flights to ${place.name}; your designer books them with the plan.`;
  const rows = place.page.flights.map(
    (f) =>
      `- **From ${f.city}:** ${f.airlines.join(", ")}; ${f.duration}, ${f.frequency.toLowerCase()}; about ${inr(rupees(f.avgCostInr))} return per person (${inr(timesMoney(rupees(f.avgCostInr), travellers))} for ${travellers})`,
  );
  const fare = fareFor(place, trip.departureCity);
  const note =
    trip.departureCity && fare?.note
      ? `\n\nFrom ${trip.departureCity} your designer prices the connection; I use the ${fare.flight.city} fare meanwhile.`
      : !trip.departureCity
        ? "\n\nWhich city will you fly from?"
        : "";
  return `**Flights to ${place.name}** (economy, our average return fares):\n\n${rows.join("\n")}${note}`;
}

function foodAnswer(place: Place, trip: TripRequest): string {
  const sentences = [place.page.overview, ...place.packages.map((p) => p.description)]
    .join(" ")
    .split(/(?<=\.)\s+/)
    .filter((s) => /vegetarian|jain|indian (food|restaurant|meal|kitchen)|veg\b/i.test(s));
  const diet = trip.diet === "jain" ? "Jain" : "vegetarian";
  const said = sentences.length
    ? sentences.slice(0, 2).join(" ")
    : `Our hotels in ${place.name} prepare Indian ${diet} meals on request.`;
  return `**${diet === "Jain" ? "Jain" : "Vegetarian"} food in ${place.name}:** ${said}\n\nWe tell every hotel and guide in the plan that you eat ${diet === "Jain" ? "Jain (no onion, garlic or root vegetables)" : "vegetarian"}, and your designer books restaurants that cook it well.`;
}

function weatherAnswer(place: Place, trip: TripRequest): string {
  const month = monthNumber(trip);
  const w = month ? weatherIn(place, month) : null;
  return `**Weather in ${place.name}:** ${w ? `${MONTH_LONG(month!)} is ${lowerFirst(w.text)}. ` : ""}The best time to visit is ${place.page.bestTime}.`;
}

const MONTH_LONG = (m: number) => MONTH_NAMES[m - 1]!;

function cheaperAnswer(
  place: Place,
  trip: TripRequest,
  composition: Composition | null,
  adults: number,
  children: number,
): string {
  const lines: string[] = [];
  const hotels = composition?.hotels ?? [];
  const lower = [...hotels]
    .sort((a, b) => a.stars - b.stars)
    .filter((h, i, all) => h.stars < (all.at(-1)?.stars ?? 5) || i === 0);
  if (lower.length)
    lines.push(
      `**Lighter stays on the same route:** ${lower
        .slice(0, 2)
        .map((h) => `${h.name}, ${h.location} (${h.stars}-star)`)
        .join("; ")}.`,
    );
  const cheapest = [...place.page.itineraries].sort((a, b) => a.costMinInr - b.costMinInr)[0]!;
  lines.push(
    `**Our lowest-priced itinerary there:** ${cheapest.title}, from ${inr(rupees(cheapest.costMinInr))} per person on twin sharing (${cheapest.duration}).`,
  );
  for (const p of place.packages)
    lines.push(
      `**Package:** ${link(p.name, `/packages/${p.id}`)}, ${inr(rupees(p.currentPrice))} per person (${p.duration}).`,
    );
  for (const d of place.deals)
    lines.push(
      `**Deal:** ${link(d.title, "/deals")}, ${inr(rupees(d.priceInr))} per person (${d.inclusions.join(", ")}).`,
    );
  if (composition) {
    const estimate = destinationEstimate(place, {
      itineraryId: place.page.itineraries.find((i) => i.title === composition.itineraryTitle)!.id,
      nights: composition.nights,
      adults,
      children,
      style: trip.style ?? "mix",
      city: trip.departureCity,
      value: true,
    });
    lines.push(
      `At the lower end of the price band your plan comes to about **${inr(estimate.total)}** for ${people(adults, children)}.`,
    );
  }
  return `## A lighter way to do ${place.name}\n\n${lines.join("\n\n")}\n\nTell me which you prefer and I'll redo the plan around it.`;
}

// ——— Composition of a whole plan ———

function planReply(
  place: Place,
  trip: TripRequest,
  anchor: { pkg: TravelPackage | null; activity: CatalogueActivity | null },
  header: string,
): { text: string; composition: Composition | null } {
  const adults = Math.max(1, trip.adults ?? 2);
  const children = trip.children ?? 0;
  const style = trip.style ?? (trip.occasion === "honeymoon" ? "relaxed" : "mix");
  const when = whenText(trip);
  const month = monthNumber(trip);
  const weather = month ? weatherIn(place, month) : null;
  const out: string[] = [];

  if (anchor.pkg) {
    const pkg = anchor.pkg;
    const nights = Number(/(\d+)\s+Nights/.exec(pkg.duration)![1]);
    out.push(`${header}## ${pkg.name}: ${plural(nights, "night", "nights")} in ${place.name}`);
    out.push(
      `Our ${link(pkg.name, `/packages/${pkg.id}`)} package for ${people(adults, children)}${when ? `, ${when}` : ""}. ${pkg.highlights.slice(0, 2).join("; ")}.`,
    );
    if (trip.nights && trip.nights !== nights)
      out.push(
        `The package runs ${plural(nights, "night", "nights")}; your designer can change it to ${trip.nights}.`,
      );
    if (weather) out.push(`**Weather then:** ${weather.text}. Best time to visit: ${place.page.bestTime}.`);
    for (const d of pkg.itinerarySummary) out.push(`### Day ${d.day} — ${d.title}\n\n${d.description}`);
    out.push(estimateBlock(packageEstimate(place, pkg, adults, children, trip.departureCity), trip));
    out.push(goodToKnow(place, trip));
    out.push(
      `Drawn from ${link(pkg.name, `/packages/${pkg.id}`)} and our ${destinationLink(place)} guide. ${HANDOFF}`,
    );
    return { text: out.join("\n\n"), composition: null };
  }

  const { itinerary, nights: baseNights } = chooseItinerary(place, trip);
  const nights = Math.min(21, Math.max(2, trip.nights ?? baseNights));
  const hotels = [...itinerary.customiser.hotels];
  const { days, freeNights } = composeDays(place, itinerary.id, nights, hotels);
  const composition: Composition = {
    place,
    itineraryTitle: itinerary.title,
    itineraryPath: `/destination/${place.slug}`,
    nights,
    days,
    freeNights,
    hotels,
  };
  const occasion =
    trip.occasion && trip.occasion !== "family" && trip.occasion !== "festival" ? ` ${trip.occasion}` : "";
  out.push(
    `${header}## ${plural(nights, "night", "nights")} in ${place.name}${occasion ? ` —${occasion}` : ""}, ${STYLE_LABEL[style]}`,
  );
  out.push(
    `For ${people(adults, children)}${trip.childAges.length ? ` (children aged ${trip.childAges.join(" and ")})` : ""}${when ? `, ${when}` : ""}, following our **${itinerary.title}** from the ${destinationLink(place)} guide and fitted to your nights.`,
  );
  if (weather)
    out.push(
      `**Weather then:** ${weather.text}.${weather.wet ? " It is a wet month there." : ""} Best time to visit: ${place.page.bestTime}.`,
    );
  else out.push(`**Best time to visit:** ${place.page.bestTime}.`);
  if (anchor.activity)
    out.push(
      `You asked about ${link(anchor.activity.title, `/activity/${anchor.activity.slug}`)}: it is in ${anchor.activity.location}, ${anchor.activity.duration.toLowerCase()}, US$${anchor.activity.priceUsd} per adult, and your designer books it on the day you are there.`,
    );
  days.forEach((day, i) => {
    out.push(
      `### Day ${i + 1} — ${day.title}\n\n${day.description}${day.stay ? `\n\n*Stay:* ${day.stay}` : ""}`,
    );
  });
  if (freeNights)
    out.push(
      `*And ${plural(freeNights.count, "more night", "more nights")} at ${freeNights.stay}, kept free — or ask me to add a second place to the trip.*`,
    );
  out.push(
    `### Where you'll stay\n\n${[...hotels]
      .sort((a, b) => b.stars - a.stars)
      .slice(0, 4)
      .map((h) => `- **${h.name}**, ${h.location} (${h.stars}-star)`)
      .join("\n")}`,
  );
  const experiences = place.experiences.slice(0, 3);
  if (experiences.length)
    out.push(
      `### Experiences you can add\n\n${experiences
        .map((a) => `- ${link(a.title, `/activity/${a.slug}`)} — ${a.location}, US$${a.priceUsd} per adult`)
        .join("\n")}`,
    );
  const estimate = destinationEstimate(place, {
    itineraryId: itinerary.id,
    nights,
    adults,
    children,
    style,
    city: trip.departureCity,
  });
  out.push(estimateBlock(estimate, trip));
  const alternatives = [
    ...place.packages.map(
      (p) =>
        `- Package: ${link(p.name, `/packages/${p.id}`)}, ${inr(rupees(p.currentPrice))} per person (${p.duration})`,
    ),
    ...place.deals.map((d) => `- Deal: ${link(d.title, "/deals")}, ${inr(rupees(d.priceInr))} per person`),
  ];
  if (alternatives.length) out.push(`### Ready-made alternatives\n\n${alternatives.join("\n")}`);
  out.push(goodToKnow(place, trip));
  out.push(
    `Ask me about flights, the visa, vegetarian food, an extra day or a cheaper hotel — or change anything. ${HANDOFF}`,
  );
  return { text: out.join("\n\n"), composition };
}

function goodToKnow(place: Place, trip: TripRequest): string {
  const v = place.page.visa;
  const visa =
    v.status.kind === "visa-free"
      ? `${v.type}: no visa to arrange in advance for stays up to ${v.status.stayDays} days`
      : `${v.type}, usually processed in about ${v.status.processingDays} working days (${v.cost})`;
  const fare = fareFor(place, trip.departureCity);
  const food =
    trip.diet === "jain"
      ? "Jain meals (no onion, garlic or root vegetables) arranged with every hotel"
      : trip.diet === "vegetarian"
        ? "vegetarian meals arranged with every hotel and restaurant"
        : "vegetarian and Jain meals arranged on request";
  return `### Good to know\n\n- **Visa:** ${visa}. Always the embassy's decision; our visa desk helps.\n${fare ? `- **Flights:** ${fare.flight.airlines.join(", ")} from ${fare.flight.city}, ${fare.flight.duration}.\n` : ""}- **Food:** ${food}.${(trip.children ?? 0) > 0 ? "\n- **Children:** tell your designer their ages for beds, child rates and the pace of each day." : ""}`;
}

function goaReply(trip: TripRequest, hotel: Hotel | null, header: string, cheaperAsks: number): string {
  const all = goaHotels();
  const adults = Math.max(1, trip.adults ?? 2);
  const rooms = trip.rooms ?? Math.max(1, Math.ceil(adults / 2));
  const nights = Math.min(14, Math.max(1, trip.nights ?? 3));
  const budgetPerNight = trip.budgetInr ? trip.budgetInr / (nights * rooms) : null;
  let chosen =
    hotel ??
    [...all]
      .filter((h) => budgetPerNight === null || h.pricePerNight <= budgetPerNight)
      .sort((a, b) => b.rating - a.rating)[0] ??
    [...all].sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;
  // Each "cheaper" since: the best-rated hotel below the last one's rate.
  let lowest = false;
  for (let i = 0; i < cheaperAsks; i++) {
    const below = all
      .filter((h) => h.pricePerNight < chosen.pricePerNight)
      .sort((a, b) => b.rating - a.rating || a.pricePerNight - b.pricePerNight)[0];
    if (below) chosen = below;
    else lowest = true;
  }
  const when = whenText(trip);
  const estimate = hotelEstimate(chosen, nights, rooms);
  const others = all
    .filter((h) => h.id !== chosen.id)
    .slice(0, 3)
    .map(
      (h) => `- ${link(h.name, `/hotel/${h.id}`)}, ${h.location}: ${inr(rupees(h.pricePerNight))} a night`,
    );
  return [
    `${header}## ${plural(nights, "night", "nights")} in Goa at ${chosen.name}`,
    `${lowest ? `${chosen.name} is already our lowest rate in Goa. ` : ""}For ${people(adults, trip.children ?? 0)} in ${plural(rooms, "room", "rooms")}${when ? `, ${when}` : ""}: ${link(chosen.name, `/hotel/${chosen.id}`)}, ${chosen.location} (${chosen.stars}-star, rated ${chosen.rating}). ${chosen.description}`,
    estimateBlock(estimate, trip),
    `### Other Goa stays\n\n${others.join("\n")}\n\nSee them all on ${link("our Goa hotels page", "/hotels")}.`,
    `Ask for a cheaper hotel, more nights or another room. ${HANDOFF}`,
  ].join("\n\n");
}

// ——— The conversation ———

type Topic = "flights" | "visa" | "food" | "cheaper" | "weather" | "hotels" | null;

function topicOf(text: string): Topic {
  if (
    /\b(cheaper|cheap|sasta|saste|less expensive|lower (price|cost)|affordable|kam (budget|kharch))\b/i.test(
      text,
    )
  )
    return "cheaper";
  if (/\bvisa\b/i.test(text)) return "visa";
  if (/\b(flights?|fly|flying|airlines?|air ?fare|udaan|plane)\b/i.test(text)) return "flights";
  if (/\b(veg|vegetarian|jain|food|khana|meals?|eat)\b/i.test(text)) return "food";
  if (/\b(weather|mausam|rain|temperature|climate|best time)\b/i.test(text)) return "weather";
  if (/\b(which hotels?|what hotels?|where (will|do) we stay|stays?)\b/i.test(text)) return "hotels";
  return null;
}

/** The trip as far as it shapes the plan: when this changes, the plan is written again. */
const planKey = (t: TripRequest) =>
  JSON.stringify([
    t.destination,
    t.dates,
    t.month,
    t.nights,
    t.adults,
    t.children,
    t.style,
    t.occasion,
    t.budgetInr,
    t.rooms,
    t.departureCity,
  ]);

/** "Shall I plan **Norway** for you?": a yes to it is a yes to that place. */
const OFFER = /Shall I plan \*\*([^*]+)\*\* for you\?/;

function withAgreements(turns: readonly ChatTurn[]): ChatTurn[] {
  return turns.map((turn, i) => {
    const before = turns[i - 1];
    if (turn.role !== "user" || before?.role !== "assistant" || !AGREE.test(turn.content)) return turn;
    const offered = OFFER.exec(before.content)?.[1];
    return offered ? { role: "user", content: `${turn.content} ${offered}` } : turn;
  });
}

const WHEN_QUESTION = "When would you like to go — a month, or dates?";
const WHO_QUESTION = "How many of you are travelling — adults, and any children with their ages?";

export function offlinePlannerReply(
  turns: readonly ChatTurn[],
  context: { fromPath?: string | null },
  now: Date,
): string {
  const reply = compose(turns, context, now);
  // Never the same words twice in a row: a repeated answer says so and moves the visitor on.
  const previous = [...turns].reverse().find((t) => t.role === "assistant")?.content;
  if (previous && previous.trim() === reply.trim())
    return `${reply}\n\n*(That is where we are so far — tell me one thing to change, or tap **Send this plan to an expert**.)*`;
  return reply;
}

function compose(turns: readonly ChatTurn[], context: { fromPath?: string | null }, now: Date): string {
  const agreed = withAgreements(turns);
  const options = { places: placeWords() };
  const trip = parseTrip(agreed, now, options);
  const replies = turns.filter((t) => t.role === "assistant");
  const lastUser = [...turns].reverse().find((t) => t.role === "user")?.content ?? "";
  const opening = replies.length === 0 ? `${INTRO}\n\n` : "";

  if (
    INJECTION.test(lastUser) &&
    !/\b(trip|travel|holiday|itinerary|hotel|nights?|days?)\b/i.test(lastUser.replace(INJECTION, ""))
  ) {
    return `${opening}I can only help plan journeys — tell me where you would like to go, and when, and I'll shape a plan around you.`;
  }

  // Where the visitor came from on our site: its destination, package, hotel or experience.
  const from = context.fromPath ?? "";
  const fromDestination = /^\/destination\/([a-z-]+)/.exec(from)?.[1];
  const fromPackage = /^\/packages\/([a-z0-9-]+)/.exec(from)?.[1];
  const fromHotel = /^\/hotel\/([a-z0-9-]+)/.exec(from)?.[1];
  const fromActivity = /^\/activity\/([a-z0-9-]+)/.exec(from)?.[1];
  const places = allPlaces();
  const pkgs = places.flatMap((p) => p.packages);
  const experiences = places.flatMap((p) => p.experiences);
  let pkg = lastMentioned(agreed, pkgs, packageNames) ?? pkgs.find((p) => p.id === fromPackage) ?? null;
  let activity =
    lastMentioned(agreed, experiences, (a) => [a.title]) ??
    experiences.find((a) => a.slug === fromActivity) ??
    null;
  const hotel =
    lastMentioned(agreed, goaHotels(), (h) => [h.name]) ??
    goaHotels().find((h) => h.id === fromHotel) ??
    null;
  if (!trip.destination && !trip.unsupportedDestination) {
    const slug =
      (fromDestination && placeBySlug(fromDestination)?.slug) ||
      (pkg && places.find((p) => p.packages.includes(pkg!))?.slug) ||
      (activity?.destinationSlug ?? null) ||
      (hotel ? GOA : null);
    if (slug) trip.destination = slug;
  }

  if (!trip.destination && trip.unsupportedDestination) return unsold(trip, opening, replies.length);
  if (!trip.destination) return whereTo(trip, opening, replies.length, lastUser);

  if (trip.destination === GOA) {
    if (trip.adults === null && !replies.some((r) => r.content.includes(WHO_QUESTION)))
      return `${opening}Goa it is — we have ${goaHotels().length} hand-picked hotels there. ${WHO_QUESTION}`;
    // "Cheaper" asked after a Goa plan: counted from the plan on, so each ask steps down once more.
    const firstPlan = turns.findIndex((t) => t.role === "assistant" && t.content.includes(ESTIMATE_HEADING));
    const cheaperAsks =
      firstPlan < 0
        ? 0
        : turns.slice(firstPlan).filter((t) => t.role === "user" && topicOf(t.content) === "cheaper").length;
    return goaReply(trip, hotel, opening, cheaperAsks);
  }

  const place = placeBySlug(trip.destination);
  if (!place) return whereTo(trip, opening, replies.length, lastUser);
  if (pkg && pkg.destination !== place.name) pkg = null;
  if (activity && activity.destinationSlug !== place.slug) activity = null;

  const planGiven = replies.some((r) => r.content.includes(ESTIMATE_HEADING));
  const before = parseTrip(
    withAgreements(turns.slice(0, turns.map((t) => t.role).lastIndexOf("user"))),
    now,
    options,
  );
  const changed = planKey(before) !== planKey(trip);

  // A question about the plan already given is answered from the content, not with a new plan.
  if (planGiven && !changed) {
    const adults = Math.max(1, trip.adults ?? 2);
    const children = trip.children ?? 0;
    switch (topicOf(lastUser)) {
      case "visa":
        return visaAnswer(place);
      case "flights":
        return flightsAnswer(place, trip, adults + children);
      case "food":
        return foodAnswer(place, trip);
      case "weather":
        return weatherAnswer(place, trip);
      case "cheaper":
        return cheaperAnswer(
          place,
          trip,
          planReply(place, trip, { pkg, activity }, "").composition,
          adults,
          children,
        );
      case "hotels": {
        const { itinerary } = chooseItinerary(place, trip);
        return `**Where you'd stay in ${place.name}** (our ${itinerary.title}):\n\n${itinerary.customiser.hotels.map((h) => `- ${h.name}, ${h.location} (${h.stars}-star)`).join("\n")}\n\nAsk for a cheaper hotel and I'll show lighter options.`;
      }
      default:
        if (trip.diet && before.diet !== trip.diet) return foodAnswer(place, trip);
        return `Your ${place.name} plan above stands. Tell me what to change — the month, the nights, who is coming, the style or the budget — or ask about flights, the visa or the food. ${HANDOFF}`;
    }
  }
  if (
    planGiven &&
    changed &&
    planKey({ ...before, departureCity: trip.departureCity }) === planKey(trip) &&
    topicOf(lastUser) === "flights"
  ) {
    const adults = Math.max(1, trip.adults ?? 2);
    return flightsAnswer(place, trip, adults + (trip.children ?? 0));
  }

  // What is still missing, one short question at a time, each asked once.
  const asked = (q: string) => replies.some((r) => r.content.includes(q));
  if (!planGiven && !trip.dates && !trip.month && !asked(WHEN_QUESTION)) {
    return `${opening}${destinationLink(place)} — lovely choice; the best time to go is ${place.page.bestTime}. ${WHEN_QUESTION}`;
  }
  if (!planGiven && trip.adults === null && !asked(WHO_QUESTION)) {
    const month = monthNumber(trip);
    const w = month ? weatherIn(place, month) : null;
    return `${opening}${w ? `${place.name} ${whenText(trip)}: ${lowerFirst(w.text)}. ` : "Noted. "}${WHO_QUESTION}`;
  }

  const header = planGiven ? `${opening}*Updated with your changes.*\n\n` : opening;
  const assumed = trip.adults === null ? "*I've assumed two adults — tell me if that's wrong.*\n\n" : "";
  return planReply(place, trip, { pkg, activity }, `${header}${assumed}`).text;
}

function unsold(trip: TripRequest, opening: string, replyCount: number): string {
  const place = trip.unsupportedDestination!;
  const month = monthNumber(trip);
  const [first, second] = nearestPlaces(place, {
    month,
    words: `${trip.style ?? ""} ${trip.occasion ?? ""}`,
  });
  const offered = replyCount % 2 === 1 && second ? second : first!;
  const other = offered === first ? second : first;
  const w = month ? weatherIn(offered, month) : null;
  return `${opening}${place} isn't one of the places we sell yet, so I can't draft it from our own notes — one of our experts can plan it with you by hand (tap **Send this plan to an expert**).\n\nThe nearest we do sell: **${offered.name}** (${offered.region}: ${offered.page.tags.join(", ")}; best ${offered.page.bestTime}${w ? `; ${MONTH_LONG(month!)}: ${lowerFirst(w.text)}` : ""}) — see ${destinationLink(offered)}${other ? `, or ${destinationLink(other)}` : ""}.\n\nShall I plan **${offered.name}** for you?`;
}

function whereTo(trip: TripRequest, opening: string, replyCount: number, lastUser: string): string {
  const places = allPlaces();
  const month = monthNumber(trip);
  if (replyCount > 0) {
    // Asked already: suggest from what is known, never the same list again.
    const picks = rankPlaces(places, {
      month,
      words: `${lastUser} ${trip.style ?? ""} ${trip.occasion ?? ""}`,
    }).slice(((replyCount - 1) % 3) * 2, ((replyCount - 1) % 3) * 2 + 3);
    return `${opening}I didn't catch a place there. From what you've told me${month ? ` (${MONTH_LONG(month)})` : ""}, these would suit: ${picks
      .map((p) => `**${p.name}** (${p.page.tags.join(", ")})`)
      .join(", ")}. Which one shall I plan — or name any other place?`;
  }
  const byRegion = new Map<string, Place[]>();
  for (const p of places) byRegion.set(p.region, [...(byRegion.get(p.region) ?? []), p]);
  const list = [...byRegion.entries()]
    .map(([region, ps]) => `- **${region}:** ${ps.map((p) => p.name).join(", ")}`)
    .join("\n");
  return `${opening}## Where shall we go?\n\nI plan all ${places.length} of our destinations, and our Goa hotels:\n\n${list}\n\nTell me where, when, and how many of you are travelling.`;
}
