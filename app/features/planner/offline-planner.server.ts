import { getDailyPlan, getDestinationPageData } from "~/features/destinations/index.server";
import { formatDayLong, formatInr, MONTH_KEYS } from "~/lib/format";
import { formatMoney, rupees, type Money } from "~/lib/money";
import {
  DESTINATION_NAMES,
  MONTH_NAMES,
  parseTrip,
  type ChatTurn,
  type PlannerDestination,
  type TravelStyle,
  type TripRequest,
} from "~/lib/trip-request";

/**
 * The built-in planner: a luxury travel designer's answer composed from our own destination content,
 * without any AI model. It reads the trip from the conversation, asks in one message for what is
 * still missing, and then writes a day-by-day plan with hotels and a rupee estimate. It is
 * deterministic (the same conversation, the same answer), so it cannot be talked out of its job.
 */

const NAMES = DESTINATION_NAMES;

const STYLE_LINES: Record<TravelStyle, { label: string; intro: string }> = {
  relaxed: {
    label: "relaxed luxury",
    intro: "unhurried mornings, the finest suites and time simply to be there",
  },
  adventure: { label: "adventure", intro: "early starts, wild places and a thrill or two each day" },
  cultural: {
    label: "cultural immersion",
    intro: "private guides, living traditions and the stories behind each place",
  },
  mix: {
    label: "a mix of everything",
    intro: "a little adventure, a little culture and plenty of time to unwind",
  },
};

type Day = { title: string; description: string; stay: string };
type PlanSource = {
  title: string;
  nights: number;
  costMinInr: number;
  costMaxInr: number;
  days: Day[];
  hotels: { name: string; stars: number; location: string }[];
  extras: { name: string; price: Money }[];
  highlights: string[];
  flightFromInr: number | null;
  flightNote: string | null;
  bestTime: string;
  weather: (month: number) => string | null;
  visa: string;
};

/** Sweden and Denmark, which our destination pages do not cover: a compact plan of our own. */
const NORDIC: Record<"sweden" | "denmark", PlanSource> = {
  sweden: {
    title: "Stockholm, the Archipelago and Swedish Lapland",
    nights: 6,
    costMinInr: 320_000,
    costMaxInr: 420_000,
    days: [
      {
        title: "Arrive in Stockholm",
        description:
          "A private transfer to Gamla Stan and an evening walk through the old town's lanes to a waterside dinner.",
        stay: "Grand Hôtel Stockholm",
      },
      {
        title: "Royal Stockholm",
        description:
          "The Vasa Museum and the Royal Palace with a private guide, then fika in Södermalm's cafés.",
        stay: "Grand Hôtel Stockholm",
      },
      {
        title: "The Archipelago by private boat",
        description:
          "A skippered boat among granite islands to Sandhamn for a seafood or vegetarian lunch and a sauna by the sea.",
        stay: "Grand Hôtel Stockholm",
      },
      {
        title: "North to Lapland",
        description:
          "A short flight to Kiruna and on to the Icehotel at Jukkasjärvi, rebuilt from the river's ice each winter.",
        stay: "Icehotel Jukkasjärvi (a warm suite, with one night in an art suite of ice)",
      },
      {
        title: "Huskies and the Sámi way of life",
        description:
          "A morning with a husky team across the frozen river, then an afternoon with a Sámi family and their reindeer.",
        stay: "Icehotel Jukkasjärvi",
      },
      {
        title: "Abisko and the aurora",
        description:
          "The Aurora Sky Station in Abisko, where clear skies make it one of the best places on earth to see the northern lights.",
        stay: "Abisko Mountain Lodge",
      },
      { title: "Home", description: "A slow breakfast, then the flight south to connect home.", stay: "—" },
    ],
    hotels: [
      { name: "Grand Hôtel Stockholm", stars: 5, location: "Stockholm" },
      { name: "Icehotel Jukkasjärvi", stars: 4, location: "Swedish Lapland" },
      { name: "Abisko Mountain Lodge", stars: 4, location: "Abisko" },
    ],
    extras: [
      { name: "A private Stockholm food walk", price: rupees(14_000) },
      { name: "Snowmobiling across the Torne valley", price: rupees(19_000) },
    ],
    highlights: [
      "Stockholm's old town",
      "The archipelago by private boat",
      "The Icehotel",
      "The northern lights at Abisko",
    ],
    flightFromInr: 65_000,
    flightNote: "One stop via Helsinki, Istanbul or the Gulf from Delhi or Mumbai",
    bestTime: "June to August for the archipelago; December to March for Lapland and the aurora",
    weather: (m) =>
      [12, 1, 2, 3].includes(m)
        ? "Cold and snowy, −5 to −20 °C in Lapland"
        : [6, 7, 8].includes(m)
          ? "Mild and bright, 18 to 24 °C, with very long days"
          : "Cool, 5 to 15 °C",
    visa: "Sweden is in the Schengen area: a Schengen short-stay visa, usually decided in about 15 days",
  },
  denmark: {
    title: "Copenhagen, Louisiana and the Skagen coast",
    nights: 5,
    costMinInr: 280_000,
    costMaxInr: 380_000,
    days: [
      {
        title: "Arrive in Copenhagen",
        description:
          "A private transfer to your hotel on Kongens Nytorv and a canal cruise past Nyhavn's painted houses at dusk.",
        stay: "Hotel d'Angleterre",
      },
      {
        title: "Design and palaces",
        description:
          "Rosenborg Castle and the crown jewels, then a design walk through the city's studios with a local guide.",
        stay: "Hotel d'Angleterre",
      },
      {
        title: "Louisiana and the Riviera",
        description:
          "The Louisiana Museum of Modern Art above the Øresund, then Kronborg, Hamlet's castle, at Helsingør.",
        stay: "Hotel d'Angleterre",
      },
      {
        title: "Tivoli and the table",
        description:
          "A free morning, then Tivoli Gardens and a tasting menu in the city that changed how the world eats, vegetarian on request.",
        stay: "Nimb Hotel, Tivoli",
      },
      {
        title: "The light of Skagen",
        description: "North to Skagen, where two seas meet, the painters' town and its white sand dunes.",
        stay: "Ruths Hotel, Skagen",
      },
      { title: "Home", description: "Back to Copenhagen for the flight home.", stay: "—" },
    ],
    hotels: [
      { name: "Hotel d'Angleterre", stars: 5, location: "Copenhagen" },
      { name: "Nimb Hotel", stars: 5, location: "Tivoli, Copenhagen" },
      { name: "Ruths Hotel", stars: 5, location: "Skagen" },
    ],
    extras: [
      { name: "A private cycling tour of Copenhagen", price: rupees(9_000) },
      { name: "A smørrebrød and design morning", price: rupees(11_000) },
    ],
    highlights: ["Nyhavn and the canals", "The Louisiana museum", "Kronborg castle", "Skagen's dunes"],
    flightFromInr: 60_000,
    flightNote: "One stop via the Gulf, Istanbul or a European hub from Delhi or Mumbai",
    bestTime: "May to September",
    weather: (m) =>
      [6, 7, 8].includes(m)
        ? "Mild, 17 to 23 °C, with long light evenings"
        : [12, 1, 2].includes(m)
          ? "Cold and grey, 0 to 4 °C"
          : "Cool, 8 to 15 °C",
    visa: "Denmark is in the Schengen area: a Schengen short-stay visa, usually decided in about 15 days",
  },
};

const MONTHS = MONTH_KEYS.map((m) => m.toLowerCase());

/** Our destination content as a plan source, choosing the itinerary nearest the nights asked for. */
function sourceFor(destination: PlannerDestination, nights: number | null): PlanSource | null {
  if (destination === "sweden" || destination === "denmark") return NORDIC[destination];
  const slug = destination;
  const page = getDestinationPageData(slug);
  if (!page) return null;
  const nightsOf = (duration: string) => Number(/(\d+)\s+Nights/.exec(duration)?.[1] ?? 0);
  const itinerary = [...page.itineraries].sort(
    (a, b) => Math.abs(nightsOf(a.duration) - (nights ?? 7)) - Math.abs(nightsOf(b.duration) - (nights ?? 7)),
  )[0]!;
  const plan = getDailyPlan(slug, itinerary.id) ?? [];
  const flight = page.flights[0] ?? null;
  const visa =
    page.visa.status.kind === "visa-free"
      ? `${page.visa.type}: no visa to arrange in advance for stays up to ${page.visa.status.stayDays} days`
      : `${page.visa.type}, usually processed in about ${page.visa.status.processingDays} working days (${page.visa.cost})`;
  return {
    title: itinerary.title,
    nights: nightsOf(itinerary.duration),
    costMinInr: itinerary.costMinInr,
    costMaxInr: itinerary.costMaxInr,
    days: plan.map((d) => ({ title: d.title, description: d.description, stay: d.accommodation })),
    hotels: [...itinerary.customiser.hotels].sort((a, b) => b.stars - a.stars),
    extras: itinerary.customiser.activities.map((a) => ({ name: a.name, price: a.price })),
    highlights: itinerary.highlights,
    flightFromInr: flight?.avgCostInr ?? null,
    flightNote: flight ? `${flight.airlines.join(", ")} from ${flight.city}, ${flight.duration}` : null,
    bestTime: page.bestTime,
    weather: (month) => {
      const w = page.weather.find((x) => x.month.toLowerCase().startsWith(MONTHS[month - 1]!));
      return w ? `${w.condition}, ${w.tempMinC} to ${w.tempMaxC} °C` : null;
    },
    visa,
  };
}

/** The plan's days, fitted to the nights: extra days are built from the experiences on offer. */
function fitDays(source: PlanSource, nights: number, style: TravelStyle): Day[] {
  const wanted = nights + 1;
  const base = source.days.length
    ? source.days
    : [
        {
          title: "Arrive",
          description: "A private transfer to your hotel.",
          stay: source.hotels[0]?.name ?? "Your hotel",
        },
      ];
  if (base.length >= wanted) {
    // Keep the arrival, the best of the middle, and the departure.
    if (wanted <= 2) return [base[0]!, base.at(-1)!].slice(0, wanted);
    return [...base.slice(0, wanted - 1), base.at(-1)!];
  }
  const last = base.at(-1)!;
  const middle = base.slice(0, -1);
  const extras = style === "relaxed" ? source.extras.slice().reverse() : source.extras;
  const stay = middle.at(-1)?.stay ?? source.hotels[0]?.name ?? "Your hotel";
  const added: Day[] = [];
  for (let i = 0; middle.length + added.length < wanted - 1; i++) {
    const extra = extras[i % Math.max(1, extras.length)];
    added.push(
      extra && i < extras.length
        ? {
            title: extra.name,
            description: `A day built around ${extra.name.toLowerCase()}, with the afternoon free to enjoy your hotel.`,
            stay,
          }
        : {
            title: "At leisure",
            description:
              "A free day: the spa, a long lunch, or a private excursion your travel designer arranges on the spot.",
            stay,
          },
    );
  }
  return [...middle, ...added, last];
}

const people = (adults: number, children: number) =>
  `${adults} ${adults === 1 ? "adult" : "adults"}${children ? ` and ${children} ${children === 1 ? "child" : "children"}` : ""}`;

const round = (n: number) => Math.round(n / 1000) * 1000;

function travelMonth(trip: TripRequest): { month: number; text: string } | null {
  if (trip.dates?.from) {
    const d = new Date(`${trip.dates.from}T00:00:00Z`);
    return {
      month: d.getUTCMonth() + 1,
      text: formatDayLong(trip.dates.from),
    };
  }
  if (trip.month) {
    const index = MONTH_NAMES.findIndex((m) => m.toLowerCase() === trip.month!.split(" ")[0]!.toLowerCase());
    return index >= 0 ? { month: index + 1, text: trip.month } : null;
  }
  return null;
}

const INJECTION =
  /\b(ignore|forget|disregard)\b.{0,40}\b(instructions?|rules|prompt|above)\b|\bsystem prompt\b|\b(pretend|act) (to be|as|like)\b|\bjailbreak\b|\bwrite (me )?(a |some )?(code|program|script|poem|essay|story)\b/i;

const INTRO =
  "I'm the built-in planner of Luxe Voyages — a quick, honest first draft from our travel designers' own notes, not an AI model.";

export function offlinePlannerReply(
  turns: readonly ChatTurn[],
  context: { fromPath?: string | null },
  now: Date,
): string {
  const trip = parseTrip(turns, now);
  const replies = turns.filter((t) => t.role === "assistant").length;
  const last = [...turns].reverse().find((t) => t.role === "user")?.content ?? "";
  const opening = replies === 0 ? `${INTRO}\n\n` : "";

  if (
    INJECTION.test(last) &&
    !/\b(trip|travel|holiday|itinerary|hotel|nights?|days?)\b/i.test(last.replace(INJECTION, ""))
  ) {
    return `${opening}I can only help plan luxury journeys — tell me where you would like to go, and when, and I'll shape a plan around you.`;
  }

  const fromSlug = /^\/destination\/([a-z-]+)/.exec(context.fromPath ?? "")?.[1];
  if (!trip.destination && !trip.unsupportedDestination && fromSlug && fromSlug in NAMES) {
    trip.destination = fromSlug as PlannerDestination;
  }

  if (trip.unsupportedDestination) {
    return `${opening}${trip.unsupportedDestination} is a wonderful choice. Our built-in planner drafts journeys to **Kenya, Switzerland, Scandinavia (Norway, Sweden, Denmark), Japan and Dubai**; for ${trip.unsupportedDestination}, one of our travel experts will design it with you by hand.\n\nTap **Send this plan to an expert** below, and a designer will call you — or tell me if one of our five speciality destinations tempts you.`;
  }

  if (!trip.destination) {
    return `${opening}## Where shall we go?\n\nI plan bespoke journeys to:\n\n- **Kenya** — private safaris in the Maasai Mara, Amboseli and Laikipia\n- **Switzerland** — alpine grand hotels, lakes and glacier trains\n- **Scandinavia** — Norway's fjords and northern lights, Stockholm and Lapland, Copenhagen\n- **Japan** — ryokan, temples, Mount Fuji and the bullet train\n- **Dubai** — desert hideaways, the finest suites and the coast\n\nTell me where you'd like to go, your travel style, when, and how many of you are travelling.`;
  }

  const name = NAMES[trip.destination];
  const missing: string[] = [];
  if (!trip.dates && !trip.month)
    missing.push("**when** you'd like to travel (dates, or a month and how many nights)");
  if (trip.adults === null) missing.push("**how many** of you are going, and any children's ages");
  if (!trip.style && replies < 2)
    missing.push("your **travel style**: relaxed luxury, adventure, cultural immersion, or a mix");
  if (missing.length) {
    const source = sourceFor(trip.destination, trip.nights);
    const teaser = source ? `\n\nThe best time to visit is ${source.bestTime}.` : "";
    return `${opening}## ${name} — lovely choice\n\nTo shape your plan, tell me:\n\n${missing.map((m) => `- ${m}`).join("\n")}${teaser}`;
  }

  const source = sourceFor(trip.destination, trip.nights);
  if (!source)
    return `${opening}I couldn't find our notes for ${name} just now. Tap **Send this plan to an expert** and a designer will plan it with you.`;
  const style = trip.style ?? "mix";
  const nights = Math.min(21, Math.max(2, trip.nights ?? source.nights));
  const adults = Math.max(1, trip.adults ?? 2);
  const children = trip.children ?? 0;
  const days = fitDays(source, nights, style);
  const when = travelMonth(trip);
  const weather = when ? source.weather(when.month) : null;

  const perPersonLand = round(
    ((source.costMinInr + source.costMaxInr) / 2) * (nights / Math.max(1, source.nights)),
  );
  const perPerson = perPersonLand + (source.flightFromInr ?? 0);
  const total = round(adults * perPerson + children * perPerson * 0.6);
  const lines: string[] = [];
  lines.push(`${opening}## ${nights} nights in ${name} — ${STYLE_LINES[style].label}`);
  lines.push(
    `A journey for ${people(adults, children)}${when ? `, from ${when.text}` : ""}, shaped for ${STYLE_LINES[style].intro}. It follows our **${source.title}** and makes it yours.`,
  );
  if (weather) lines.push(`**Weather then:** ${weather}. Best time to visit: ${source.bestTime}.`);
  days.forEach((day, i) => {
    lines.push(
      `### Day ${i + 1} — ${day.title}\n\n${day.description}${day.stay && day.stay !== "—" ? `\n\n*Stay:* ${day.stay}` : ""}`,
    );
  });
  lines.push(
    `### Where you'll stay\n\n${source.hotels
      .slice(0, 3)
      .map((h) => `- **${h.name}**, ${h.location} (${h.stars}-star)`)
      .join("\n")}`,
  );
  if (source.extras.length) {
    lines.push(
      `### Experiences to add\n\n${source.extras
        .slice(0, 3)
        .map((e) => `- ${e.name} — from ${formatMoney(e.price, { compact: true })} per person`)
        .join("\n")}`,
    );
  }
  const estimate = [
    `- About **${formatInr(perPerson)} per adult**, including return flights (${formatInr(source.flightFromInr ?? 0)})`,
    children ? `- Children from about ${formatInr(round(perPerson * 0.6))} each` : null,
    `- **About ${formatInr(total)} for ${people(adults, children)}**`,
  ].filter(Boolean);
  let budgetNote = "";
  if (trip.budgetInr) {
    budgetNote =
      trip.budgetInr >= total
        ? `\n\nThat sits within your budget of ${formatInr(trip.budgetInr)}.`
        : `\n\nThat is above your budget of ${formatInr(trip.budgetInr)}: fewer nights, a 4-star stay on one or two nights, or travel outside the peak season would bring it closer.`;
  }
  lines.push(
    `### Your estimate\n\n${estimate.join("\n")}${budgetNote}\n\nAn estimate in rupees for planning; your designer confirms the exact price with live rates.`,
  );
  lines.push(
    `### Good to know\n\n- **Visa:** ${source.visa}. Visas are always subject to the embassy's decision; our visa desk can help.\n${source.flightNote ? `- **Flights:** ${source.flightNote}.\n` : ""}- **Food:** vegetarian and Jain meals arranged throughout.`,
  );
  lines.push(
    "Tell me to make it more relaxed, add a night, include the children, or keep it within a budget — or tap **Send this plan to an expert** and a travel designer will call you to perfect it.",
  );
  return lines.join("\n\n");
}
