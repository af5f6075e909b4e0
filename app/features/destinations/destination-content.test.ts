import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { destinationIndex, slugForName } from "~/lib/destination-index";
import { visaFactText, visaProcessingText } from "./destination-facts";
import { destinationSchema, type VisaStatus } from "./destination-schema";
import {
  getAllDestinations,
  getDailyPlan,
  getDestinationPageData,
  getDestinationSummaries,
  pricesOnSale,
} from "./destinations.server";
import { addBusinessDays, cardVisaText, formatShortDate } from "./visa-date";

const destinations = getAllDestinations();
const publicDir = path.resolve(import.meta.dirname, "../../../public");

// The agency's fixed values: the slugs in menu order and the ratings.
const SPEC_SLUGS = [
  "kenya",
  "norway",
  "bali",
  "vietnam",
  "japan",
  "dubai",
  "switzerland",
  "thailand",
  "singapore",
  "malaysia",
  "mauritius",
  "maldives",
  "sri-lanka",
  "hong-kong",
  "saudi-arabia",
  "abu-dhabi",
  "oman",
  "azerbaijan",
];
const SPEC_RATINGS: Record<string, number> = {
  kenya: 4.7,
  norway: 4.8,
  bali: 4.8,
  vietnam: 4.6,
  japan: 4.9,
  dubai: 4.7,
  switzerland: 4.8,
  thailand: 4.7,
  singapore: 4.6,
  malaysia: 4.5,
  mauritius: 4.7,
  maldives: 4.9,
  "sri-lanka": 4.5,
  "hong-kong": 4.6,
  "saudi-arabia": 4.4,
  "abu-dhabi": 4.6,
  oman: 4.5,
  azerbaijan: 4.3,
};
// One visa status per destination for Indian passport holders (2024-2025 rules): visa-free ones with
// their allowed stay, the others with the working days to get the visa. Thailand, Malaysia and Mauritius
// differ from the older agency sheet (visa exemptions since 2023-2024; Mauritius allows 90 days), and
// Sri Lanka's ETA is promised within 24-48 hours, so it is two working days everywhere.
const VISA_STATUS: Record<string, VisaStatus> = {
  kenya: { kind: "visa-required", processingDays: 5 },
  norway: { kind: "visa-required", processingDays: 15 },
  bali: { kind: "visa-required", processingDays: 1 },
  vietnam: { kind: "visa-required", processingDays: 3 },
  japan: { kind: "visa-required", processingDays: 7 },
  dubai: { kind: "visa-required", processingDays: 3 },
  switzerland: { kind: "visa-required", processingDays: 15 },
  thailand: { kind: "visa-free", entry: "exemption", stayDays: 60 },
  singapore: { kind: "visa-required", processingDays: 3 },
  malaysia: { kind: "visa-free", entry: "exemption", stayDays: 30 },
  mauritius: { kind: "visa-free", entry: "on-arrival", stayDays: 90 },
  maldives: { kind: "visa-free", entry: "on-arrival", stayDays: 30 },
  "sri-lanka": { kind: "visa-required", processingDays: 2 },
  "hong-kong": { kind: "visa-free", entry: "exemption", stayDays: 14 },
  "saudi-arabia": { kind: "visa-required", processingDays: 3 },
  "abu-dhabi": { kind: "visa-required", processingDays: 3 },
  oman: { kind: "visa-required", processingDays: 3 },
  azerbaijan: { kind: "visa-required", processingDays: 3 },
};
// ISO 3166-1 alpha-2 of each destination's country.
const COUNTRY_CODES: Record<string, string> = {
  kenya: "KE",
  norway: "NO",
  bali: "ID",
  vietnam: "VN",
  japan: "JP",
  dubai: "AE",
  switzerland: "CH",
  thailand: "TH",
  singapore: "SG",
  malaysia: "MY",
  mauritius: "MU",
  maldives: "MV",
  "sri-lanka": "LK",
  "hong-kong": "HK",
  "saudi-arabia": "SA",
  "abu-dhabi": "AE",
  oman: "OM",
  azerbaijan: "AZ",
};

const daysInDuration = (duration: string) => Number(/^(\d+) Days/.exec(duration)?.[1]);
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

describe("destination content", () => {
  it("has the 18 destinations in menu order, matching the index", () => {
    expect(destinations.map((d) => d.slug)).toEqual(SPEC_SLUGS);
    expect(destinationIndex.map((d) => d.slug)).toEqual(SPEC_SLUGS);
    expect(destinations.map((d) => d.name)).toEqual(destinationIndex.map((d) => d.name));
  });

  it.each(destinations.map((d) => [d.slug, d] as const))("%s passes the schema", (_slug, destination) => {
    const result = destinationSchema.safeParse(destination);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(destinations.map((d) => [d.slug, d] as const))(
    "%s follows the slug rule, ratings, tags and country code",
    (slug, d) => {
      expect(slugForName(d.name)).toBe(slug);
      expect(d.rating).toBe(SPEC_RATINGS[slug]);
      expect(d.tags).toHaveLength(3);
      expect(new Set(d.tags).size).toBe(3);
      expect(d.countryCode).toBe(COUNTRY_CODES[slug]);
      expect(d.countryCode).not.toBe("IN");
    },
  );

  it.each(destinations.map((d) => [d.slug, d] as const))("%s has its visa status", (slug, d) => {
    expect(d.visa.status).toEqual(VISA_STATUS[slug]);
  });

  it.each(destinations.map((d) => [d.slug, d] as const))(
    "%s: the card, the hero and the visa block tell the same visa story",
    (slug, d) => {
      const summary = getDestinationSummaries().find((s) => s.slug === slug)!;
      const page = getDestinationPageData(slug)!;
      const card = cardVisaText(summary.visaStatus, new Date(2025, 11, 12));
      const hero = visaFactText(page.visa.status);
      const block = visaProcessingText(page.visa.status);
      const status = d.visa.status;
      if (status.kind === "visa-free") {
        expect(card).toMatch(/✓$/);
        expect(card).not.toContain("Get Visa by");
        for (const text of [hero, block]) {
          expect(text).not.toMatch(/processing|working day/i);
          expect(text).toContain(`${status.stayDays} days`);
        }
        expect(hero).toMatch(status.entry === "on-arrival" ? /visa on arrival/i : /visa-free/i);
        expect(block).toMatch(status.entry === "on-arrival" ? /visa on arrival/i : /visa-free/i);
        expect(`${d.visa.type} ${d.visa.cost}`).toMatch(/free/i);
        expect(d.visa.notes).not.toMatch(/working days?/i);
      } else {
        const n = status.processingDays;
        expect(card).toBe(`Get Visa by: ${formatShortDate(addBusinessDays(new Date(2025, 11, 12), n))}`);
        expect(hero).toBe(`${n}-day visa processing`);
        expect(block).toBe(`${n} working ${n === 1 ? "day" : "days"} processing`);
      }
    },
  );

  it("states each visa-free stay in the visa type or notes", () => {
    for (const d of destinations) {
      if (d.visa.status.kind !== "visa-free") continue;
      expect(`${d.visa.type} ${d.visa.notes}`, d.slug).toContain(String(d.visa.status.stayDays));
      expect(`${d.visa.type} ${d.visa.notes}`, d.slug).not.toMatch(/this page shows/i);
    }
  });

  it.each(destinations.map((d) => [d.slug, d] as const))(
    "%s has 12 months of weather in order and flights from Delhi and Mumbai",
    (_slug, d) => {
      expect(d.weather.map((w) => w.month)).toEqual([
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "May",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Oct",
        "Nov",
        "Dec",
      ]);
      for (const w of d.weather) expect(w.tempMinC).toBeLessThanOrEqual(w.tempMaxC);
      expect(d.flights.map((f) => f.city).sort()).toEqual(["Delhi", "Mumbai"]);
    },
  );

  it.each(destinations.map((d) => [d.slug, d] as const))(
    "%s itineraries have a day for every day of their duration",
    (_slug, d) => {
      expect(new Set(d.itineraries.map((i) => i.id)).size).toBe(d.itineraries.length);
      for (const itinerary of d.itineraries) {
        const days = daysInDuration(itinerary.duration);
        const nights = Number(/(\d+) Nights/.exec(itinerary.duration)?.[1]);
        expect(nights, itinerary.id).toBe(days - 1);
        expect(
          itinerary.dailyPlan.map((p) => p.day),
          itinerary.id,
        ).toEqual(Array.from({ length: days }, (_, i) => i + 1));
        expect(itinerary.costMinInr, itinerary.id).toBeLessThanOrEqual(itinerary.costMaxInr);
      }
    },
  );

  it.each(destinations.map((d) => [d.slug, d] as const))(
    "%s starting price is the cheapest thing on sale for it",
    (_slug, d) => {
      expect(getDestinationPageData(d.slug)!.startingPriceInr).toBe(Math.min(...pricesOnSale(d)));
    },
  );

  it("keeps every itinerary cost within about ₹35,000 to ₹3,85,000 overall", () => {
    const all = destinations.flatMap((d) => d.itineraries);
    const lowest = Math.min(...all.map((i) => i.costMinInr));
    const highest = Math.max(...all.map((i) => i.costMaxInr));
    expect(lowest).toBeGreaterThanOrEqual(30000);
    expect(lowest).toBeLessThanOrEqual(45000);
    expect(highest).toBeGreaterThanOrEqual(350000);
    expect(highest).toBeLessThanOrEqual(385000);
  });

  it("never repeats a day's text anywhere on the site", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const d of destinations) {
      for (const itinerary of d.itineraries) {
        for (const day of itinerary.dailyPlan) {
          const key = normalise(day.description);
          const where = `${d.slug}/${itinerary.id}/day-${day.day}`;
          const first = seen.get(key);
          if (first) duplicates.push(`${where} repeats ${first}`);
          else seen.set(key, where);
        }
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("gives Kenya's day pictures on days 2, 4, 6 and 8", () => {
    const kenya = destinations.find((d) => d.slug === "kenya")!;
    const withImages = kenya.itineraries.filter((i) => i.dailyPlan.some((p) => p.image));
    expect(withImages.length).toBeGreaterThan(0);
    for (const itinerary of withImages) {
      const days = itinerary.dailyPlan.filter((p) => p.image);
      expect(days.map((p) => p.day)).toEqual([2, 4, 6, 8]);
      for (const p of days) expect(p.image).toBe(`/images/destinations/kenya/day-${p.day}.svg`);
    }
    // Only Kenya has day pictures.
    const others = destinations
      .filter((d) => d.slug !== "kenya")
      .flatMap((d) => d.itineraries.flatMap((i) => i.dailyPlan));
    expect(others.filter((p) => p.image)).toEqual([]);
  });

  it("points every destination image at a file that exists", () => {
    for (const d of destinations) {
      expect(d.image, d.slug).toBe(`/images/destinations/${d.slug}.svg`);
      expect(fs.existsSync(path.join(publicDir, d.image)), d.image).toBe(true);
    }
  });
});

describe("destination data for pages", () => {
  it("summaries carry what a card needs", () => {
    const summaries = getDestinationSummaries();
    expect(summaries).toHaveLength(18);
    expect(summaries[0]).toMatchObject({ slug: "kenya", name: "Kenya", rating: 4.7 });
    expect(Object.keys(summaries[0]).sort()).toEqual([
      "description",
      "image",
      "name",
      "rating",
      "slug",
      "startingPriceInr",
      "tags",
      "visaStatus",
    ]);
  });

  it("page data never carries a daily plan", () => {
    for (const d of destinations) {
      const page = getDestinationPageData(d.slug)!;
      const json = JSON.stringify(page);
      expect(json).not.toContain("dailyPlan");
      for (const itinerary of d.itineraries) {
        for (const day of itinerary.dailyPlan) expect(json).not.toContain(day.description);
      }
      expect(page.itineraries.map((i) => i.days)).toEqual(d.itineraries.map((i) => i.dailyPlan.length));
    }
  });

  it("unknown slugs and itineraries give null", () => {
    expect(getDestinationPageData("atlantis")).toBeNull();
    expect(getDailyPlan("atlantis", "x")).toBeNull();
    expect(getDailyPlan("kenya", "no-such-trip")).toBeNull();
    const first = destinations[0].itineraries[0];
    expect(getDailyPlan("kenya", first.id)).toEqual(first.dailyPlan);
  });
});
