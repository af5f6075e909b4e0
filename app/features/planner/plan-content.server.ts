import type { CatalogueActivity } from "~/features/activities";
import { catalogueActivities } from "~/features/activities/index.server";
import { deals, type Deal } from "~/features/deals";
import type { DestinationPageData } from "~/features/destinations";
import { getDailyPlan, getDestinationPageData } from "~/features/destinations/index.server";
import type { Hotel } from "~/features/hotels";
import { hotels } from "~/features/hotels/index.server";
import type { TravelPackage } from "~/features/packages";
import { packages } from "~/features/packages/index.server";
import { destinationIndex } from "~/lib/destination-index";
import { MONTH_KEYS } from "~/lib/format";
import { DEFAULT_PLACES, type PlaceWords } from "~/lib/trip-request";

/**
 * What the built-in planner can draw on, gathered from the site's own content: every destination
 * page (itineraries, day plans, stays, add-ons, weather, visa, flights) with the packages, deals and
 * catalogue experiences that belong to it, and the Goa hotels. Nothing here names a destination:
 * a destination added to the content is plannable as soon as it is in the destination index.
 */

export type Place = {
  slug: string;
  name: string;
  page: DestinationPageData;
  region: string;
  packages: TravelPackage[];
  deals: Deal[];
  experiences: CatalogueActivity[];
  /** The towns of its stays and experiences, as they are written ("Ubud", "Maasai Mara"). */
  towns: string[];
};

/** The world as an Indian traveller thinks of its holiday regions, by ISO country code. */
const REGION_OF_COUNTRY: Record<string, string> = {
  NO: "Scandinavia",
  SE: "Scandinavia",
  DK: "Scandinavia",
  FI: "Scandinavia",
  IS: "Scandinavia",
  CH: "Europe",
  FR: "Europe",
  IT: "Europe",
  GB: "Europe",
  ES: "Europe",
  PT: "Europe",
  GR: "Europe",
  AT: "Europe",
  DE: "Europe",
  NL: "Europe",
  CZ: "Europe",
  HU: "Europe",
  HR: "Europe",
  KE: "Africa",
  TZ: "Africa",
  ZA: "Africa",
  RW: "Africa",
  BW: "Africa",
  JP: "East Asia",
  HK: "East Asia",
  KR: "East Asia",
  CN: "East Asia",
  ID: "South-East Asia",
  VN: "South-East Asia",
  TH: "South-East Asia",
  SG: "South-East Asia",
  MY: "South-East Asia",
  PH: "South-East Asia",
  KH: "South-East Asia",
  LA: "South-East Asia",
  MV: "Indian Ocean",
  MU: "Indian Ocean",
  LK: "Indian Ocean",
  SC: "Indian Ocean",
  BT: "Himalaya",
  NP: "Himalaya",
  AE: "Middle East",
  SA: "Middle East",
  OM: "Middle East",
  QA: "Middle East",
  BH: "Middle East",
  JO: "Middle East",
  EG: "Middle East",
  MA: "Middle East",
  AZ: "Caucasus and Central Asia",
  GE: "Caucasus and Central Asia",
  AM: "Caucasus and Central Asia",
  KZ: "Caucasus and Central Asia",
  UZ: "Caucasus and Central Asia",
  TR: "Caucasus and Central Asia",
  US: "Americas",
  CA: "Americas",
  MX: "Americas",
  PE: "Americas",
  BR: "Americas",
  AR: "Americas",
  AU: "Oceania",
  NZ: "Oceania",
  FJ: "Oceania",
  PF: "Oceania",
};

/** Where to look next when a region has nothing on sale. */
const NEIGHBOURS: Record<string, string[]> = {
  Scandinavia: ["Europe"],
  Europe: ["Scandinavia", "Caucasus and Central Asia"],
  Africa: ["Indian Ocean", "Middle East"],
  "East Asia": ["South-East Asia"],
  "South-East Asia": ["East Asia", "Indian Ocean"],
  "Indian Ocean": ["South-East Asia"],
  Himalaya: ["Indian Ocean", "Europe"],
  "Middle East": ["Caucasus and Central Asia"],
  "Caucasus and Central Asia": ["Middle East", "Europe"],
  Americas: ["Europe", "Scandinavia"],
  Oceania: ["South-East Asia", "Indian Ocean"],
};

/** The places we do not sell, by their country, for the nearest one we do. */
const COUNTRY_OF_PLACE: Record<string, string> = {
  sweden: "SE",
  swedish: "SE",
  stockholm: "SE",
  denmark: "DK",
  danish: "DK",
  copenhagen: "DK",
  finland: "FI",
  helsinki: "FI",
  lapland: "FI",
  iceland: "IS",
  europe: "FR",
  paris: "FR",
  france: "FR",
  italy: "IT",
  rome: "IT",
  venice: "IT",
  london: "GB",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  usa: "US",
  america: "US",
  "new york": "US",
  peru: "PE",
  egypt: "EG",
  turkey: "TR",
  istanbul: "TR",
  australia: "AU",
  "new zealand": "NZ",
  "south africa": "ZA",
  greece: "GR",
  santorini: "GR",
  spain: "ES",
  portugal: "PT",
  seychelles: "SC",
  bhutan: "BT",
  nepal: "NP",
  georgia: "GE",
  armenia: "AM",
  kazakhstan: "KZ",
  uzbekistan: "UZ",
  jordan: "JO",
  morocco: "MA",
  korea: "KR",
  seoul: "KR",
  china: "CN",
  tanzania: "TZ",
  zanzibar: "TZ",
  rwanda: "RW",
  botswana: "BW",
  canada: "CA",
  mexico: "MX",
  philippines: "PH",
  cambodia: "KH",
  laos: "LA",
  qatar: "QA",
  doha: "QA",
  bahrain: "BH",
  austria: "AT",
  germany: "DE",
  netherlands: "NL",
  amsterdam: "NL",
  czech: "CZ",
  prague: "CZ",
  hungary: "HU",
  croatia: "HR",
  fiji: "FJ",
  tahiti: "PF",
  brazil: "BR",
  argentina: "AR",
};

/** Words too general to name one destination's town ("City centre", "Beach"). */
const GENERAL = /^(city|centre|center|downtown|beach|airport|old town|the city|island|resort|coast|desert)$/i;

const townOf = (location: string) => location.split(",")[0]!.trim();

let cache: { places: Place[]; words: PlaceWords[] } | null = null;

function build() {
  const experiences = catalogueActivities();
  const places: Place[] = [];
  for (const entry of destinationIndex) {
    const page = getDestinationPageData(entry.slug);
    if (!page) continue;
    const own = experiences.filter((a) => a.destinationSlug === entry.slug);
    const towns = new Set<string>();
    for (const itinerary of page.itineraries)
      for (const hotel of itinerary.customiser.hotels) towns.add(townOf(hotel.location));
    for (const a of own) towns.add(townOf(a.location));
    places.push({
      slug: entry.slug,
      name: entry.name,
      page,
      region: REGION_OF_COUNTRY[page.countryCode] ?? "Elsewhere",
      packages: packages.filter((p) => p.destination === entry.name),
      deals: deals.filter((d) => d.destinationSlug === entry.slug),
      experiences: own,
      towns: [...towns].filter((t) => t.length >= 4 && !GENERAL.test(t) && t !== entry.name),
    });
  }
  // A town is a place's own word only when no other place has it.
  const count = new Map<string, number>();
  for (const p of places)
    for (const t of p.towns) count.set(t.toLowerCase(), (count.get(t.toLowerCase()) ?? 0) + 1);
  const words: PlaceWords[] = places.map((p) => {
    const base = DEFAULT_PLACES.find((d) => d.slug === p.slug)?.words ?? [p.name.toLowerCase()];
    return {
      slug: p.slug,
      words: [
        ...base,
        ...p.towns.filter((t) => count.get(t.toLowerCase()) === 1).map((t) => t.toLowerCase()),
        ...p.packages.map((pk) => pk.name.toLowerCase()),
        ...p.experiences.map((a) => a.title.toLowerCase()),
      ],
    };
  });
  words.push({ slug: GOA, words: goaWords() });
  return { places, words };
}

/** The Goa hotels are sold as stays of their own: "goa" is their place. */
export const GOA = "goa";

function goaWords(): string[] {
  const out = new Set<string>(["goa", "north goa", "south goa"]);
  for (const h of hotels) {
    out.add(h.name.toLowerCase());
    out.add(townOf(h.location).toLowerCase());
  }
  return [...out].filter((w) => w.length >= 4 || w === "goa");
}

export function allPlaces(): Place[] {
  cache ??= build();
  return cache.places;
}

export function placeWords(): PlaceWords[] {
  cache ??= build();
  return cache.words;
}

export function placeBySlug(slug: string): Place | null {
  return allPlaces().find((p) => p.slug === slug) ?? null;
}

export function goaHotels(): Hotel[] {
  return hotels;
}

export function dailyPlanOf(slug: string, itineraryId: string) {
  return getDailyPlan(slug, itineraryId) ?? [];
}

/** The month's weather line for a place, from its weather table. */
export function weatherIn(place: Place, month: number): { text: string; wet: boolean } | null {
  const w = place.page.weather.find((x) => x.month === MONTH_KEYS[month - 1]);
  if (!w) return null;
  return {
    text: `${w.condition}, ${w.tempMinC} to ${w.tempMaxC} °C`,
    wet: w.icon === "rainy" || w.icon === "stormy" || w.rainfallMm >= 150,
  };
}

/**
 * The nearest places we sell to one we do not: the same region first, then its neighbours, each
 * ranked by how well the season (the month's weather) and the style (the place's tags) fit.
 */
export function nearestPlaces(
  other: string,
  wishes: { month: number | null; words: string },
  count = 2,
): Place[] {
  const code = COUNTRY_OF_PLACE[other.toLowerCase().replace(/^the /, "")];
  const region = code ? REGION_OF_COUNTRY[code] : undefined;
  const order = region ? [region, ...(NEIGHBOURS[region] ?? [])] : [];
  return rankPlaces(allPlaces(), wishes, order).slice(0, count);
}

export function rankPlaces(
  candidates: readonly Place[],
  wishes: { month: number | null; words: string },
  regionOrder: readonly string[] = [],
): Place[] {
  const wanted = wishes.words.toLowerCase();
  const score = (p: Place) => {
    const regionRank = regionOrder.indexOf(p.region);
    let s = regionRank === -1 ? 0 : (regionOrder.length - regionRank) * 100;
    if (wishes.month) {
      const w = weatherIn(p, wishes.month);
      if (w && !w.wet) s += 10;
    }
    for (const tag of p.page.tags) if (wanted.includes(tag.toLowerCase().split(" ")[0]!)) s += 5;
    if (/honeymoon|romantic/.test(wanted) && p.page.tags.includes("Honeymoon")) s += 5;
    if (/beach|island|sea/.test(wanted) && p.page.tags.some((t) => /beach|island|overwater/i.test(t))) s += 5;
    if (/snow|mountain|alps|cold/.test(wanted) && p.page.tags.some((t) => /alps|fjord|northern/i.test(t)))
      s += 5;
    return s;
  };
  return [...candidates].sort((a, b) => score(b) - score(a));
}
