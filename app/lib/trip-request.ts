import { MONTHS_LONG } from "./format";
import * as chrono from "chrono-node";

/**
 * What the built-in planner understood of a conversation: where, how, when, who and for how much,
 * from the visitor's messages only (a later message overrides an earlier one). Written for the way
 * Indian travellers write, Hinglish included: "2 log, March mein, Kenya" is two people, in March,
 * to Kenya.
 */
export type ChatTurn = { role: "user" | "assistant"; content: string };
export type PlannerDestination =
  "kenya" | "switzerland" | "norway" | "sweden" | "denmark" | "japan" | "dubai";
export type TravelStyle = "relaxed" | "adventure" | "cultural" | "mix";

export type TripRequest = {
  destination: PlannerDestination | null;
  /** A place we do not plan ourselves (handed to an expert). */
  unsupportedDestination: string | null;
  style: TravelStyle | null;
  /** ISO days, when the visitor gave days. */
  dates: { from: string; to: string | null } | null;
  /** "March 2027", when only a month is known. */
  month: string | null;
  nights: number | null;
  adults: number | null;
  children: number | null;
  childAges: number[];
  /** The whole group's budget in rupees. */
  budgetInr: number | null;
};

const DESTINATION_WORDS: [PlannerDestination, RegExp][] = [
  ["sweden", /\b(sweden|swedish|stockholm|abisko|kiruna|lapland|jukkasj[aä]rvi|ice ?hotel)\b/i],
  ["denmark", /\b(denmark|danish|copenhagen|skagen)\b/i],
  [
    "norway",
    /\b(norway|norwegian|scandinavia[n]?|fjords?|troms[øo]e?|oslo|bergen|lofoten|geiranger|northern lights)\b/i,
  ],
  [
    "kenya",
    /\b(kenya|masai|maasai|mara|nairobi|amboseli|samburu|laikipia|african safari|safari in africa)\b/i,
  ],
  [
    "switzerland",
    /\b(switzerland|swiss|zurich|z[üu]rich|lucerne|luzern|interlaken|zermatt|jungfrau|alps|st\.? moritz|geneva)\b/i,
  ],
  ["japan", /\b(japan|japanese|tokyo|kyoto|osaka|hakone|fuji|hokkaido|nara)\b/i],
  ["dubai", /\b(dubai|uae|emirates)\b/i],
];

/** Places people ask for that we plan by hand: the planner hands them to an expert. */
const OTHER_PLACES =
  /\b(maldives|bali|thailand|singapore|malaysia|vietnam|mauritius|sri lanka|europe|paris|france|italy|london|uk|usa|america|new york|iceland|peru|egypt|turkey|australia|new zealand|south africa|greece|spain|portugal|seychelles|bhutan|nepal|abu dhabi|oman|azerbaijan|hong kong|saudi|finland|canada|mexico|morocco|jordan|korea|china|tanzania|rwanda|botswana)\b/i;

const STYLE_WORDS: [TravelStyle, RegExp][] = [
  ["mix", /\b(mix|mixed|bit of everything|a bit of all|both|combination|all of (it|them))\b/i],
  ["adventure", /\b(adventur\w*|thrill\w*|trek\w*|hik(e|ing)|active|adrenaline|ski(ing)?|dive|diving)\b/i],
  ["cultural", /\b(cultur\w*|heritage|history|historic\w*|temples?|museums?|immersion|local life|art)\b/i],
  ["relaxed", /\b(relax\w*|laid[- ]back|slow|spa|unwind|honeymoon|leisure|easy[- ]going|pamper\w*|chill)\b/i],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
};
const N = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const toNumber = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? NaN);

/** The months by name, as a visitor writes them and the planner says them back. */
export const MONTH_NAMES = MONTHS_LONG;
const iso = (d: Date) => d.toISOString().slice(0, 10);

function findDestination(text: string): { destination: PlannerDestination | null; other: string | null } {
  let best: { destination: PlannerDestination; at: number } | null = null;
  for (const [destination, pattern] of DESTINATION_WORDS) {
    const match = pattern.exec(text);
    // The last place named wins: "not Dubai, let's do Japan".
    if (match && (!best || match.index > best.at)) best = { destination, at: match.index };
  }
  // Sweden or Denmark named with Scandinavia: that country, not Norway.
  const other = OTHER_PLACES.exec(text);
  if (other && (!best || other.index > best.at)) {
    const place = other[0].replace(/\b\w/g, (c) => c.toUpperCase());
    return { destination: null, other: place === "Uk" ? "the UK" : place === "Usa" ? "the USA" : place };
  }
  return { destination: best?.destination ?? null, other: null };
}

function findGroup(text: string): { adults: number | null; children: number | null; ages: number[] } {
  const t = text.toLowerCase();
  let adults: number | null = null;
  let children: number | null = null;
  const ages: number[] = [];
  const adultMatch = new RegExp(`${N}\\s+(adults?|grown[- ]?ups?)`).exec(t);
  if (adultMatch) adults = toNumber(adultMatch[1]!);
  const childMatch = new RegExp(`${N}\\s+(kids?|child(ren)?|bachch?e|bacche)`).exec(t);
  if (childMatch) children = toNumber(childMatch[1]!);
  else if (/\b(a|one|our|1)\s+(kid|child|son|daughter|baby)\b/.test(t)) children = 1;
  for (const m of t.matchAll(/\b(?:aged?|age)\s+(\d{1,2})(?:\s*(?:and|&|,)\s*(\d{1,2}))?/g)) {
    ages.push(Number(m[1]));
    if (m[2]) ages.push(Number(m[2]));
  }
  if (children === null && ages.length) children = ages.length;
  if (adults === null) {
    const people = new RegExp(
      `(?:we are|we're|party of|group of|family of|total)\\s+${N}|${N}\\s+(?:people|persons|pax|log|of us|travell?ers|guests|friends)`,
    ).exec(t);
    if (people) {
      const total = toNumber(people[1] ?? people[2]!);
      adults = children !== null && /family of/.test(people[0]) ? Math.max(1, total - children) : total;
      if (/family of/.test(people[0]) && children === null && total > 2) {
        adults = 2;
        children = total - 2;
      }
    } else if (/\b(couple|honeymoon|my (wife|husband|partner)|two of us|hum do)\b/.test(t)) adults = 2;
    else if (/\b(solo|alone|just me|myself|by myself)\b/.test(t)) adults = 1;
  }
  return {
    adults: Number.isFinite(adults) ? adults : null,
    children: Number.isFinite(children) ? children : null,
    ages,
  };
}

function findNights(text: string): number | null {
  const t = text.toLowerCase();
  const nights = new RegExp(`${N}\\s*(nights?|raat)`).exec(t);
  if (nights) return toNumber(nights[1]!);
  const days = new RegExp(`${N}\\s*(days?|din)`).exec(t);
  if (days) return Math.max(1, toNumber(days[1]!) - 1);
  const weeks = /\b(a|one|1|two|2)\s+weeks?\b|\bfortnight\b/.exec(t);
  if (weeks) return /two|2|fortnight/.test(weeks[0]) ? 14 : 7;
  if (/\b(long )?weekend\b/.test(t)) return 3;
  return null;
}

/** Rupees from "₹8 lakh", "8L", "1.5 crore", "Rs 5,00,000", "500000"; per person when it says so. */
function findBudget(text: string): { amount: number; perPerson: boolean } | null {
  const t = text.toLowerCase().replace(/,/g, "");
  const perPerson = /(per person|per head|each|pp\b|\/person)/.test(t);
  const scaled = /(?:₹|rs\.?|inr)?\s*(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|l\b|crores?|cr\b|k\b)/.exec(t);
  if (scaled) {
    const n = Number(scaled[1]);
    const unit = scaled[2]!;
    const factor = unit.startsWith("c") ? 10_000_000 : unit === "k" ? 1000 : 100_000;
    return { amount: Math.round(n * factor), perPerson };
  }
  const plain =
    /(?:₹|rs\.?|inr|budget(?: is| of| around| about| approx\.?| approximately| up to| upto| under)?)\s*(\d{5,9})/.exec(
      t,
    );
  if (plain) return { amount: Number(plain[1]), perPerson };
  return null;
}

function findDates(text: string, now: Date): { dates: TripRequest["dates"]; month: string | null } {
  // "March mein" / "in March": chrono reads the month; the Hindi postposition is left alone.
  // A count of people is not a day: "February, 2 adults" is February, not 2 February.
  const withoutCounts = text
    .replace(/\bmein\b/gi, "")
    .replace(
      /\b\d{1,2}(?=\s+(?:adults?|grown[- ]?ups?|kids?|child(?:ren)?|people|persons|pax|log|of us|travell?ers|guests|friends|bachch?e|bacche)\b)/gi,
      "some",
    );
  const results = chrono.en.GB.parse(withoutCounts, now, { forwardDate: true });
  let dates: TripRequest["dates"] = null;
  let month: string | null = null;
  for (const r of results) {
    // Lengths and ages read as dates ("10 days", "aged 6") are not when the trip is.
    if (/^(for|next year|this year|today|now)\b/i.test(r.text.trim())) continue;
    if (/^(in\s+)?\d+\s*(days?|nights?|weeks?|din|years?)\b/i.test(r.text.trim())) continue;
    const start = r.start.date();
    if (r.start.isCertain("day")) {
      dates = { from: iso(start), to: r.end ? iso(r.end.date()) : null };
      month = null;
    } else if (r.start.isCertain("month") || /next month/i.test(r.text)) {
      month = `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
      dates = null;
    }
  }
  return { dates, month };
}

export function parseTrip(turns: readonly ChatTurn[], now: Date): TripRequest {
  const trip: TripRequest = {
    destination: null,
    unsupportedDestination: null,
    style: null,
    dates: null,
    month: null,
    nights: null,
    adults: null,
    children: null,
    childAges: [],
    budgetInr: null,
  };
  let budget: { amount: number; perPerson: boolean } | null = null;
  for (const turn of turns) {
    if (turn.role !== "user") continue;
    const text = turn.content.slice(0, 2000);
    const place = findDestination(text);
    if (place.destination) {
      trip.destination = place.destination;
      trip.unsupportedDestination = null;
    } else if (place.other) {
      trip.unsupportedDestination = place.other;
      trip.destination = null;
    }
    const style = STYLE_WORDS.find(([, pattern]) => pattern.test(text));
    if (style) trip.style = style[0];
    const when = findDates(text, now);
    if (when.dates) {
      trip.dates = when.dates;
      trip.month = null;
    } else if (when.month) {
      trip.month = when.month;
      trip.dates = null;
    }
    const nights = findNights(text);
    if (nights) {
      trip.nights = nights;
      // "make it 4 nights" after dates were given: the same start, a new end.
      if (!when.dates && trip.dates) trip.dates = { from: trip.dates.from, to: null };
    }
    const group = findGroup(text);
    if (group.adults !== null) trip.adults = group.adults;
    if (group.children !== null) trip.children = group.children;
    if (group.ages.length) trip.childAges = group.ages;
    // "add one more child": one more than before.
    const more = /\b(one|1|another) more (kid|child)\b/i.test(text);
    if (more) trip.children = (trip.children ?? 0) + 1 - (group.children !== null ? 1 : 0);
    const found = findBudget(text);
    if (found) budget = found;
  }
  if (trip.dates?.to && trip.dates.from) {
    const nights = Math.round((Date.parse(trip.dates.to) - Date.parse(trip.dates.from)) / 86_400_000);
    if (nights > 0) trip.nights = nights;
  } else if (trip.dates?.from && trip.nights) {
    trip.dates = {
      from: trip.dates.from,
      to: iso(new Date(Date.parse(trip.dates.from) + trip.nights * 86_400_000)),
    };
  }
  if (budget) {
    const people = (trip.adults ?? 1) + (trip.children ?? 0);
    trip.budgetInr = budget.perPerson ? budget.amount * people : budget.amount;
  }
  return trip;
}

/** The planner's destinations by the names staff and visitors read. */
export const DESTINATION_NAMES: Record<PlannerDestination, string> = {
  kenya: "Kenya",
  switzerland: "Switzerland",
  norway: "Norway",
  sweden: "Sweden",
  denmark: "Denmark",
  japan: "Japan",
  dubai: "Dubai",
};

/** The place a trip request names, as a person reads it ("Kenya", "Maldives"), or null. */
export const destinationName = (trip: Pick<TripRequest, "destination" | "unsupportedDestination">) =>
  trip.destination ? DESTINATION_NAMES[trip.destination] : trip.unsupportedDestination;

/** "March 2027" → "2027-03", as the CRM keeps a month. */
export function monthKey(month: string | null): string | null {
  const match = month ? /^([a-z]+)\s+(\d{4})$/i.exec(month.trim()) : null;
  const index = match ? MONTH_NAMES.findIndex((m) => m.toLowerCase() === match[1]!.toLowerCase()) : -1;
  return index >= 0 ? `${match![2]}-${String(index + 1).padStart(2, "0")}` : null;
}
