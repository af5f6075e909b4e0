import { z } from "~/lib/zod";
import { PACKAGE_CATEGORIES } from "./package-categories";

/** Validation of the package content (used by tests; kept apart so the browser never loads zod for static content). */
export const packageCategorySchema = z.enum(PACKAGE_CATEGORIES);

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1),
  title: z.string().min(3),
  description: z.string().min(40),
});

export const packageSchema = z.object({
  /** kebab-case slug, unique, e.g. "maldives-overwater-escape" */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  /** One of the 18 destinations, as displayed (e.g. "Sri Lanka"). */
  destination: z.string().min(2),
  /** "/images/packages/<id>.svg" by default. */
  image: z.string().min(1),
  category: packageCategorySchema,
  /** e.g. "6 Days / 5 Nights" */
  duration: z.string().regex(/^\d+ Days \/ \d+ Nights$/),
  /** e.g. "2-12 people" */
  groupSize: z.string().regex(/^\d+-\d+ people$/),
  rating: z.number().min(4.5).max(4.9),
  reviews: z.number().int().positive(),
  /** Rupees per person, struck through on the card. */
  originalPrice: z.number().int().positive(),
  /** Rupees per person; the price-band filter applies to this value. */
  currentPrice: z.number().int().positive(),
  /** originalPrice - currentPrice, shown on the Save badge. */
  savings: z.number().int().positive(),
  /** 4-7 items; the card shows the first 3 and '+N more'. */
  highlights: z.array(z.string().min(3)).min(4).max(7),
  /**
   * When the package departs: every week on one weekday (0 Sunday … 6 Saturday) in the months of its
   * season (1-12), booked at least leadDays ahead (visa, flights and hotels). The next departure date
   * is computed from the visitor's today (nextDepartureDate), so it is never a stale fixed date.
   */
  departures: z.object({
    weekday: z.number().int().min(0).max(6),
    months: z.array(z.number().int().min(1).max(12)).min(1),
    leadDays: z.number().int().min(0).max(60),
  }),
  /** A paragraph for the package detail view. */
  description: z.string().min(200),
  inclusions: z.array(z.string().min(3)).min(3),
  exclusions: z.array(z.string().min(3)).min(2),
  /** One entry per day, day 1..N where N is the number of days in `duration`. */
  itinerarySummary: z.array(itineraryDaySchema).min(2),
});

/** The list, with the cross-field rules (savings arithmetic, one itinerary day per day, unique ids). */
export const packageListSchema = z.array(packageSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((p, i) => {
    if (seen.has(p.id)) ctx.addIssue({ code: "custom", message: `duplicate id ${p.id}`, path: [i, "id"] });
    seen.add(p.id);
    if (p.savings !== p.originalPrice - p.currentPrice) {
      ctx.addIssue({
        code: "custom",
        message: "savings must equal originalPrice - currentPrice",
        path: [i, "savings"],
      });
    }
    const days = Number(p.duration.split(" ")[0]);
    const numbered = p.itinerarySummary.map((d) => d.day).join(",");
    const expected = Array.from({ length: days }, (_, k) => k + 1).join(",");
    if (numbered !== expected) {
      ctx.addIssue({
        code: "custom",
        message: `itinerarySummary must cover days 1..${days}`,
        path: [i, "itinerarySummary"],
      });
    }
  });
});

export type PackageCategory = z.infer<typeof packageCategorySchema>;
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;
export type TravelPackage = z.infer<typeof packageSchema>;
