import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { destinationIndex, slugForName } from "~/lib/destination-index";
import { destinationSchema } from "./destination-schema";
import {
  getAllDestinations,
  getDailyPlan,
  getDestinationPageData,
  getDestinationSummaries,
} from "./destinations.server";

const destinations = getAllDestinations();
const publicDir = path.resolve(import.meta.dirname, "../../../public");

// The agency's fixed values: the slugs in menu order, the ratings and the visa processing days shown
// on the page.
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
const SPEC_PROCESSING_DAYS: Record<string, number> = {
  kenya: 5,
  norway: 15,
  bali: 1,
  vietnam: 3,
  japan: 7,
  dubai: 3,
  switzerland: 15,
  thailand: 4,
  singapore: 3,
  malaysia: 2,
  "sri-lanka": 1,
  "saudi-arabia": 3,
  "abu-dhabi": 3,
  oman: 3,
  azerbaijan: 3,
};
const SPEC_VISA_FREE_DAYS: Record<string, number> = { "hong-kong": 14, mauritius: 30, maldives: 30 };
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

  it.each(destinations.map((d) => [d.slug, d] as const))(
    "%s shows the agency's visa processing days",
    (slug, d) => {
      if (slug in SPEC_VISA_FREE_DAYS) {
        expect(d.visa.required).toBe(false);
        expect(d.visa.processingDays).toBe(0);
        expect(d.visa.visaFreeDays).toBe(SPEC_VISA_FREE_DAYS[slug]);
      } else {
        // Thailand and Malaysia are visa-exempt for Indians today; the content says so truthfully and
        // still shows the agency's processing days (arrival-card and document handling).
        expect(d.visa.processingDays).toBe(SPEC_PROCESSING_DAYS[slug]);
        if (!d.visa.required) expect(d.visa.visaFreeDays).toBeGreaterThan(0);
      }
    },
  );

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
    "%s starting price is its cheapest itinerary",
    (_slug, d) => {
      expect(d.startingPriceInr).toBe(Math.min(...d.itineraries.map((i) => i.costMinInr)));
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
