import { destinationIndex } from "./destination-index";
import { MONTHS_LONG } from "./format";
import * as chrono from "chrono-node";

/**
 * What the built-in planner understood of a conversation: where, how, when, who and for how much,
 * from the visitor's messages only (a later message overrides an earlier one). Written for the way
 * Indian travellers write, Hinglish included: "2 log, March mein, Kenya" is two people, in March,
 * to Kenya.
 */
export type ChatTurn = { role: "user" | "assistant"; content: string };
/** A destination page's slug, e.g. "bali" or "sri-lanka". */
export type PlannerDestination = string;
export type TravelStyle = "relaxed" | "adventure" | "cultural" | "mix";
export type Diet = "vegetarian" | "jain";
export type Occasion = "honeymoon" | "anniversary" | "birthday" | "family" | "festival";

export type TripRequest = {
  destination: PlannerDestination | null;
  /** A place we do not sell (the planner offers the nearest one we do, and an expert). */
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
  rooms: number | null;
  diet: Diet | null;
  occasion: Occasion | null;
  /** The Indian city the visitor flies from, as they named it ("Bengaluru"). */
  departureCity: string | null;
};

/**
 * The words that name one of our places: its name, and any other spelling or city in it. The
 * defaults are every destination's name and slug from the destination index, plus the common ways
 * people name them below; the planner adds what its content names (hotel towns, experiences'
 * places), so a destination added to the content is recognised without a change here.
 */
export type PlaceWords = { slug: string; words: readonly string[] };

const ALIASES: Record<string, string[]> = {
  kenya: [
    "masai",
    "maasai",
    "mara",
    "nairobi",
    "amboseli",
    "samburu",
    "laikipia",
    "african safari",
    "safari in africa",
  ],
  norway: [
    "norwegian",
    "scandinavia",
    "scandinavian",
    "fjord",
    "fjords",
    "tromso",
    "tromsoe",
    "tromsø",
    "oslo",
    "bergen",
    "lofoten",
    "geiranger",
    "northern lights",
    "aurora",
  ],
  switzerland: [
    "swiss",
    "zurich",
    "zürich",
    "lucerne",
    "luzern",
    "interlaken",
    "zermatt",
    "jungfrau",
    "jungfraujoch",
    "alps",
    "st moritz",
    "st. moritz",
    "geneva",
  ],
  japan: ["japanese", "tokyo", "kyoto", "osaka", "hakone", "fuji", "hokkaido", "nara"],
  dubai: ["uae", "emirates", "burj khalifa"],
  bali: ["indonesia", "ubud", "uluwatu", "seminyak", "nusa dua"],
  vietnam: ["hanoi", "halong", "ha long", "hoi an", "da nang", "saigon", "ho chi minh"],
  thailand: ["thai", "phuket", "krabi", "bangkok", "pattaya", "koh samui", "phi phi"],
  singapore: ["sentosa", "marina bay"],
  malaysia: ["kuala lumpur", "langkawi", "penang"],
  "sri-lanka": ["srilanka", "ceylon", "colombo", "kandy", "galle", "ella", "sigiriya", "yala"],
  "hong-kong": ["hongkong", "kowloon", "macau"],
  "saudi-arabia": ["saudi", "riyadh", "alula", "al ula", "jeddah"],
  "abu-dhabi": ["abudhabi", "yas island", "saadiyat"],
  oman: ["muscat", "musandam", "nizwa"],
  azerbaijan: ["baku", "gabala"],
  maldives: ["male atoll", "malé"],
  mauritius: ["port louis", "le morne"],
};

/** Our destinations by the names visitors read, from the destination index. */
export const DESTINATION_NAMES: Record<string, string> = Object.fromEntries(
  destinationIndex.map((d) => [d.slug, d.name]),
);

export const DEFAULT_PLACES: PlaceWords[] = destinationIndex.map((d) => ({
  slug: d.slug,
  words: [d.name.toLowerCase(), d.slug.replace(/-/g, " "), ...(ALIASES[d.slug] ?? [])],
}));

/** Places people ask for that we do not sell: the planner offers the nearest place we do. */
export const OTHER_PLACES =
  /\b(sweden|swedish|stockholm|denmark|danish|copenhagen|finland|helsinki|lapland|iceland|europe|paris|france|italy|rome|venice|london|uk|england|scotland|usa|america|new york|peru|egypt|turkey|istanbul|australia|new zealand|south africa|greece|santorini|spain|portugal|seychelles|bhutan|nepal|georgia|armenia|kazakhstan|uzbekistan|jordan|morocco|korea|seoul|china|tanzania|zanzibar|rwanda|botswana|canada|mexico|philippines|cambodia|laos|qatar|doha|bahrain|austria|germany|netherlands|amsterdam|czech|prague|hungary|croatia|fiji|tahiti|brazil|argentina)\b/i;

const STYLE_WORDS: [TravelStyle, RegExp][] = [
  ["mix", /\b(mix|mixed|bit of everything|a bit of all|combination|all of (it|them)|sab kuch)\b/i],
  [
    "adventure",
    /\b(adventur\w*|thrill\w*|trek\w*|hik(e|ing)|active|adrenaline|ski(ing)?|dive|diving|scuba)\b/i,
  ],
  ["cultural", /\b(cultur\w*|heritage|history|historic\w*|temples?|museums?|immersion|local life|art)\b/i],
  [
    "relaxed",
    /\b(relax\w*|laid[- ]back|slow|spa|unwind|honeymoon|leisure|easy[- ]going|pamper\w*|chill|aaram)\b/i,
  ],
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
  chhe: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
};
const N = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const toNumber = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? NaN);

/** The months by name, as a visitor writes them and the planner says them back. */
export const MONTH_NAMES = MONTHS_LONG;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function findDestination(
  text: string,
  places: readonly PlaceWords[],
): { destination: PlannerDestination | null; other: string | null } {
  const t = text.toLowerCase();
  let best: { destination: PlannerDestination; at: number; length: number; byName: boolean } | null = null;
  const spans: [number, number][] = [];
  for (const place of places) {
    place.words.forEach((word, i) => {
      if (word.length < 3) return;
      const match = new RegExp(`(?<![\\p{L}])${escape(word.toLowerCase())}(?![\\p{L}])`, "u").exec(t);
      if (!match) return;
      spans.push([match.index, match.index + word.length]);
      // The last place named wins ("not Dubai, let's do Japan"); at one spot, the longer name.
      if (!best || match.index > best.at || (match.index === best.at && word.length > best.length))
        best = { destination: place.slug, at: match.index, length: word.length, byName: i < 2 };
    });
  }
  // A place we do not sell, unless it is part of a name of ours ("Jungfraujoch — Top of Europe").
  const other = [...text.matchAll(new RegExp(OTHER_PLACES.source, "gi"))].find(
    (m) => !spans.some(([from, to]) => m.index >= from && m.index < to),
  );
  const found = best as { destination: PlannerDestination; at: number; byName: boolean } | null;
  // "Scandinavia, mainly Copenhagen", "Iceland's northern lights": the place named, which we do not sell.
  if (other && (!found || other.index > found.at || !found.byName)) {
    const place = other[0].replace(/\b\w/g, (c) => c.toUpperCase());
    return { destination: null, other: place === "Uk" ? "the UK" : place === "Usa" ? "the USA" : place };
  }
  return { destination: found?.destination ?? null, other: null };
}

type Group = {
  adults: number | null;
  children: number | null;
  /** "4 log": everyone, before we know how many are children. */
  total: number | null;
  ages: number[];
  parents: boolean;
};

function findGroup(text: string): Group {
  const t = text.toLowerCase();
  let adults: number | null = null;
  let children: number | null = null;
  let total: number | null = null;
  const ages: number[] = [];
  const adultMatch = new RegExp(`${N}\\s+(adults?|grown[- ]?ups?|bade|bade log|elders?)\\b`).exec(t);
  if (adultMatch) adults = toNumber(adultMatch[1]!);
  const childMatch = new RegExp(
    `${N}\\s+(kids?|child(ren)?|bachch?e|bacche|bachhe|baccha|sons?|daughters?)\\b`,
  ).exec(t);
  if (childMatch) children = toNumber(childMatch[1]!);
  else if (/\b(a|one|our|1|ek)\s+(kid|child|son|daughter|baby|baccha|bachcha)\b/.test(t)) children = 1;
  for (const m of t.matchAll(/\b(?:aged?|age|ages)\s+(\d{1,2})(?:\s*(?:and|&|,|aur)\s*(\d{1,2}))?/g)) {
    ages.push(Number(m[1]));
    if (m[2]) ages.push(Number(m[2]));
  }
  // "(8 aur 11 saal)", "8 and 11 years", "8 & 11 yrs old"
  if (!ages.length) {
    const years =
      /(\d{1,2})\s*(?:(?:,|and|&|aur)\s*(\d{1,2})\s*)?(?:(?:,|and|&|aur)\s*(\d{1,2})\s*)?(?:saal|years?|yrs?|yo)\b/.exec(
        t,
      );
    if (years) for (const n of years.slice(1)) if (n) ages.push(Number(n));
  }
  if (children === null && ages.length) children = ages.length;
  const people = new RegExp(
    `(?:we are|we're|party of|group of|family of|total)\\s+${N}|${N}\\s+(?:people|persons|pax|log|logon|of us|travell?ers|guests|friends|members)`,
  ).exec(t);
  if (people && adults === null) {
    total = toNumber(people[1] ?? people[2]!);
    if (children !== null) adults = Math.max(1, total - children);
    else if (/family of/.test(people[0]) && total > 2) {
      adults = 2;
      children = total - 2;
    } else adults = total;
  }
  // "for 2", "for two": a group, not a length ("for 2 nights").
  if (adults === null && children === null && total === null) {
    const forN = new RegExp(
      `\\bfor\\s+${N}\\b(?!\\s*(?:nights?|days?|weeks?|din|raat|months?|hours?|rooms?))`,
    ).exec(t);
    if (forN) adults = toNumber(forN[1]!);
  }
  const parents = /\b(parents|mummy papa|mom and dad|mum and dad|maa[- ]baap|in-?laws)\b/.test(t);
  if (adults === null) {
    if (
      /\b(couple|honeymoon|my (wife|husband|partner)|two of us|hum do|wife ke saath|husband ke saath)\b/.test(
        t,
      )
    )
      adults = 2;
    else if (/\b(solo|alone|just me|myself|by myself|akela|akele)\b/.test(t)) adults = 1;
  }
  return {
    adults: Number.isFinite(adults) ? adults : null,
    children: Number.isFinite(children) ? children : null,
    total: Number.isFinite(total) ? total : null,
    ages,
    parents,
  };
}

function findNights(text: string): number | null {
  const t = text.toLowerCase();
  const nights = new RegExp(`${N}\\s*(nights?|raat|raatein|raaten|nites?)\\b`).exec(t);
  if (nights) return toNumber(nights[1]!);
  const days = new RegExp(`${N}\\s*(days?|din|dino)\\b`).exec(t);
  if (days) return Math.max(1, toNumber(days[1]!) - 1);
  const weeks = /\b(a|one|1|two|2|ek|do)\s+(weeks?|hafte|hafta)\b|\bfortnight\b/.exec(t);
  if (weeks) return /two|2|fortnight|\bdo\b/.test(weeks[0]) ? 14 : 7;
  if (/\b(long )?weekend\b/.test(t)) return 3;
  return null;
}

/** "one more day", "add a night", "ek din aur": how many nights to add. */
function findExtraNights(text: string): number {
  const t = text.toLowerCase();
  const m = new RegExp(
    `\\b(?:(?:add|plus|extend(?: it)? by)\\s+(?:a|an|one|${N})\\s+(?:more\\s+|extra\\s+)?(?:day|night)s?|(?:one|${N}|an?|1)\\s+(?:more|extra)\\s+(?:day|night)s?|(?:ek|${N})\\s+din\\s+(?:aur|zyada|extra))\\b`,
  ).exec(t);
  if (!m) return 0;
  const n = m.slice(1).find((x) => x !== undefined);
  return n ? toNumber(n) || 1 : 1;
}

/** Rupees from "₹8 lakh", "8L", "1.5 crore", "Rs 5,00,000", "500000"; per person when it says so. */
function findBudget(text: string): { amount: number; perPerson: boolean } | null {
  const t = text.toLowerCase().replace(/(\d),(?=\d)/g, "$1");
  const perPerson =
    /(per person|per head|each|pp\b|\/person|per pax|per adult|prati vyakti|har ek|ek aadmi)/.test(t);
  const scaled = /(?:₹|rs\.?|inr)?\s*(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|lakh|l\b|crores?|cr\b|k\b)/.exec(t);
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

/** Diwali's day in the coming years, for "Diwali ki chhutti" (the festival moves with the moon). */
const DIWALI: Record<number, string> = {
  2025: "2025-10-21",
  2026: "2026-11-08",
  2027: "2027-10-29",
  2028: "2028-10-17",
  2029: "2029-11-05",
  2030: "2030-10-26",
};
const FESTIVALS: [RegExp, (year: number) => string | null][] = [
  [/\b(diwali|deepavali)\b/i, (y) => DIWALI[y] ?? null],
  [/\b(christmas|x-?mas)\b/i, (y) => `${y}-12-20`],
  [/\bnew year\b/i, (y) => `${y}-12-28`],
];

function findDates(text: string, now: Date): { dates: TripRequest["dates"]; month: string | null } {
  const monthOf = (d: Date) => `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (/\b(agle|agla|next)\s+(mahine|mahina|month)\b/i.test(text)) {
    return {
      dates: null,
      month: monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))),
    };
  }
  if (/\b(is|iss|this)\s+(mahine|mahina|month)\b/i.test(text)) return { dates: null, month: monthOf(now) };
  for (const [pattern, dayIn] of FESTIVALS) {
    if (!pattern.test(text)) continue;
    for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
      const day = dayIn(year);
      if (day && Date.parse(day) > now.getTime()) return { dates: null, month: monthOf(new Date(day)) };
    }
  }
  // "March mein" / "in March": chrono reads the month; the Hindi postposition is left alone.
  // A count of people is not a day: "February, 2 adults" is February, not 2 February.
  const withoutCounts = text
    .replace(/\b(mein|me|mei|ko)\b/gi, "")
    .replace(/\([^)]*\)/g, "")
    .replace(
      /\b\d{1,2}(?=\s+(?:adults?|grown[- ]?ups?|kids?|child(?:ren)?|people|persons|pax|log|logon|of us|travell?ers|guests|friends|bachch?e|bacche|bade|saal|years?|rooms?|kamre|lakh|lakhs|l)\b)/gi,
      "some",
    );
  const results = chrono.en.GB.parse(withoutCounts, now, { forwardDate: true });
  let dates: TripRequest["dates"] = null;
  let month: string | null = null;
  for (const r of results) {
    // Lengths and ages read as dates ("10 days", "aged 6") are not when the trip is.
    if (/^(for|next year|this year|today|now)\b/i.test(r.text.trim())) continue;
    if (/^(in\s+)?\d+\s*(days?|nights?|weeks?|din|years?)\b/i.test(r.text.trim())) continue;
    // "may" is a word as well as a month: only "in May", "May 2027" or a day in May count.
    if (/^may$/i.test(r.text.trim()) && !/\b(in|of|mid|early|late|end)\s+may\b|\bmay\s+\d/i.test(text))
      continue;
    const start = r.start.date();
    if (r.start.isCertain("day")) {
      dates = { from: iso(start), to: r.end ? iso(r.end.date()) : null };
      month = null;
    } else if (r.start.isCertain("month")) {
      month = monthOf(start);
      dates = null;
    }
  }
  if (!dates && !month) {
    // A month alone, as people answer "when?": "Feb", "march", "Sept mein".
    const alone = /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\b/i.exec(text);
    const index = alone
      ? MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(alone[1]!.toLowerCase()))
      : -1;
    const spelled = alone && MONTH_NAMES[index]?.toLowerCase().startsWith(alone[0].toLowerCase());
    if (
      index >= 0 &&
      spelled &&
      (alone![1]!.toLowerCase() !== "may" || text.trim().split(/\s+/).length <= 2)
    ) {
      const year = now.getUTCFullYear() + (index < now.getUTCMonth() ? 1 : 0);
      month = `${MONTH_NAMES[index]} ${year}`;
    }
  }
  return { dates, month };
}

const DIETS: [Diet, RegExp][] = [
  ["jain", /\bjain\b|no onion|without onion|bina pyaaz/i],
  ["vegetarian", /\b(veg|vegetarian|veggie|pure veg|shakahari|vegan|no meat|eggless)\b/i],
];
const OCCASIONS: [Occasion, RegExp][] = [
  ["honeymoon", /\b(honeymoon|just married|newly ?weds?|shaadi ke baad)\b/i],
  ["anniversary", /\banniversary\b/i],
  ["birthday", /\b(birthday|janamdin)\b/i],
  [
    "festival",
    /\b(diwali|deepavali|christmas|new year|holi|eid|puja|pooja) ?(ki )?(chhutti|chutti|holidays?|break)?\b/i,
  ],
  ["family", /\b(family|parivaar|parents|bachch?e|kids|children)\b/i],
];

/** Indian cities people fly from, with the spellings they use. */
const CITIES: [string, RegExp][] = [
  ["Delhi", /\b(new delhi|delhi|dilli|ncr|gurgaon|gurugram|noida)\b/i],
  ["Mumbai", /\b(mumbai|bombay|navi mumbai|thane)\b/i],
  ["Bengaluru", /\b(bengaluru|bangalore)\b/i],
  ["Chennai", /\b(chennai|madras)\b/i],
  ["Hyderabad", /\bhyderabad\b/i],
  ["Kolkata", /\b(kolkata|calcutta)\b/i],
  ["Pune", /\bpune\b/i],
  ["Ahmedabad", /\b(ahmedabad|amdavad)\b/i],
  ["Kochi", /\b(kochi|cochin)\b/i],
  ["Jaipur", /\bjaipur\b/i],
  ["Chandigarh", /\bchandigarh\b/i],
  ["Lucknow", /\blucknow\b/i],
  ["Goa", /\bfrom goa\b|\bgoa se\b/i],
];

function findCity(text: string): string | null {
  // "from Delhi", "Delhi se", "flying out of Mumbai": a city that is where they start.
  const near = /\b(from|out of|ex|via)\s+([a-z ]{3,20})|([a-z]{3,20})\s+se\b/gi;
  for (const m of text.matchAll(near)) {
    const said = (m[2] ?? m[3] ?? "").trim();
    const city = CITIES.find(([, pattern]) => pattern.test(said) || pattern.test(`from ${said}`));
    if (city) return city[0];
  }
  // A bare city name alone in a reply to "which city?".
  const bare = CITIES.find(([name, pattern]) => name !== "Goa" && pattern.test(text));
  return bare && text.trim().split(/\s+/).length <= 4 ? bare[0] : null;
}

export type ParseOptions = { places?: readonly PlaceWords[] };

export function parseTrip(turns: readonly ChatTurn[], now: Date, options: ParseOptions = {}): TripRequest {
  const places = options.places ?? DEFAULT_PLACES;
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
    rooms: null,
    diet: null,
    occasion: null,
    departureCity: null,
  };
  let budget: { amount: number; perPerson: boolean } | null = null;
  let total: number | null = null;
  let parents = false;
  for (const turn of turns) {
    if (turn.role !== "user") continue;
    const text = turn.content.slice(0, 2000);
    const place = findDestination(text, places);
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
    const extra = findExtraNights(text);
    if (extra && !nights) {
      trip.nights = (trip.nights ?? 0) + extra || null;
      if (trip.dates) trip.dates = { from: trip.dates.from, to: null };
    } else if (nights) {
      trip.nights = nights;
      // "make it 4 nights" after dates were given: the same start, a new end.
      if (!when.dates && trip.dates) trip.dates = { from: trip.dates.from, to: null };
    }
    if (trip.dates?.to && trip.dates.from && (when.dates || !nights)) {
      const n = Math.round((Date.parse(trip.dates.to) - Date.parse(trip.dates.from)) / 86_400_000);
      if (n > 0) trip.nights = n;
    }
    const group = findGroup(text);
    if (group.total !== null) total = group.total;
    if (group.adults !== null) trip.adults = group.adults;
    if (group.children !== null) {
      trip.children = group.children;
      // "4 log" and then "2 bacche": four in all, two of them children.
      if (group.adults === null && total !== null && total > group.children)
        trip.adults = total - group.children;
    }
    if (group.ages.length) trip.childAges = group.ages;
    // "add one more child": one more than before.
    const more = /\b(one|1|another|ek aur) more (kid|child)\b|\bek aur (baccha|bachcha|child)\b/i.test(text);
    if (more) trip.children = (trip.children ?? 0) + 1 - (group.children !== null ? 1 : 0);
    if (group.parents && !parents) {
      parents = true;
      // "parents ke saath": the visitor (and a partner, if they said so) and two parents.
      trip.adults = (group.adults ?? trip.adults ?? 1) + 2;
    }
    const rooms = new RegExp(`${N}\\s*(rooms?|kamre|kamra)\\b`).exec(text.toLowerCase());
    if (rooms) trip.rooms = toNumber(rooms[1]!) || null;
    const diet = DIETS.find(([, pattern]) => pattern.test(text));
    if (diet && !/\bnon[- ]?veg/i.test(text)) trip.diet = diet[0];
    const occasion = OCCASIONS.find(([, pattern]) => pattern.test(text));
    if (occasion && !(occasion[0] === "family" && trip.occasion && trip.occasion !== "family"))
      trip.occasion = occasion[0];
    const city = findCity(text);
    if (city) trip.departureCity = city;
    const found = findBudget(text);
    if (found) budget = found;
  }
  if (trip.dates?.from && trip.nights && !trip.dates.to) {
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

/** The place a trip request names, as a person reads it ("Kenya", "Maldives"), or null. */
export const destinationName = (trip: Pick<TripRequest, "destination" | "unsupportedDestination">) =>
  trip.destination
    ? (DESTINATION_NAMES[trip.destination] ??
      trip.destination.replace(/(^|-)(\w)/g, (_, dash, c: string) => `${dash ? " " : ""}${c.toUpperCase()}`))
    : trip.unsupportedDestination;

/** "March 2027" → "2027-03", as the CRM keeps a month. */
export function monthKey(month: string | null): string | null {
  const match = month ? /^([a-z]+)\s+(\d{4})$/i.exec(month.trim()) : null;
  const index = match ? MONTH_NAMES.findIndex((m) => m.toLowerCase() === match[1]!.toLowerCase()) : -1;
  return index >= 0 ? `${match![2]}-${String(index + 1).padStart(2, "0")}` : null;
}
