import { z } from "~/lib/zod";
import { MONTH_KEYS } from "~/lib/format";

/**
 * The shape of one destination's content. Every content file in ./content is checked against it
 * by destination-content.test.ts; images are URL fields so the agency can point them at its own photos.
 */

export const weatherIconSchema = z.enum(["sunny", "partly-cloudy", "cloudy", "rainy", "stormy", "snowy"]);

export const weatherMonthSchema = z.object({
  month: z.enum(MONTH_KEYS),
  /** Typical daily low and high in °C for the main visitor area. */
  tempMinC: z.number(),
  tempMaxC: z.number(),
  condition: z.string().min(3), // e.g. "Dry and sunny", "Short rains"
  icon: weatherIconSchema,
  rainfallMm: z.number().min(0),
});

export const mealSchema = z.enum(["Breakfast", "Lunch", "Dinner"]);

export const dailyPlanItemSchema = z.object({
  day: z.number().int().min(1),
  title: z.string().min(3),
  /** 2-4 sentences, unique across all content. */
  description: z.string().min(60),
  meals: z.array(mealSchema),
  /** A named hotel/lodge/camp that exists, or "Return flight" style text on the last day. */
  accommodation: z.string().min(3),
  /** Optional picture for the day (Kenya has days 2, 4, 6 and 8). */
  image: z.string().optional(),
});

export const customiserHotelSchema = z.object({
  name: z.string().min(3),
  stars: z.number().int().min(3).max(5),
  location: z.string().min(2),
});

/**
 * An add-on of the package customiser. Either the agency prices it itself in rupees (`priceInr`), or
 * it is one of the catalogue's experiences (`activity`: its slug), whose one price per person, in its
 * own currency, is used here as on its own page; never both.
 */
export const customiserActivitySchema = z
  .object({
    name: z.string().min(3),
    type: z.enum(["SIC", "Private"]),
    priceInr: z.number().int().positive().optional(),
    activity: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .optional(),
  })
  .refine((a) => (a.priceInr === undefined) !== (a.activity === undefined), {
    message: "give an add-on either priceInr or the catalogue activity it is, not both",
  });

export const itinerarySchema = z.object({
  /** kebab-case, unique within the destination, e.g. "classic-safari-7d". */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(5),
  /** e.g. "7 Days / 6 Nights" */
  duration: z.string().regex(/^\d+ Days \/ \d+ Nights$/),
  /** Per person, twin sharing, in rupees; shown as "₹1,25,000 – ₹1,85,000". */
  costMinInr: z.number().int().min(30000).max(400000),
  costMaxInr: z.number().int().min(30000).max(400000),
  highlights: z.array(z.string().min(3)).min(3).max(6),
  /** One entry per day, day 1..N where N is the number of days in `duration`. */
  dailyPlan: z.array(dailyPlanItemSchema).min(2),
  /** The package customiser's options for this itinerary. */
  customiser: z.object({
    hotels: z.array(customiserHotelSchema).min(3).max(5),
    activities: z.array(customiserActivitySchema).length(5),
  }),
});

export const flightSchema = z.object({
  city: z.enum(["Delhi", "Mumbai"]),
  airlines: z.array(z.string().min(2)).min(1),
  /** e.g. "5h 45m" non-stop, or "9h 30m (1 stop)" */
  duration: z.string().min(3),
  /** e.g. "Daily", "4x weekly", "Multiple daily" */
  frequency: z.string().min(3),
  /** Average economy return fare in rupees. */
  avgCostInr: z.number().int().positive(),
});

/**
 * The one visa status for Indian passport holders. It alone decides the card's visa line, the hero's
 * visa fact and the visa block's processing line, so a visa-free destination can never also show
 * processing days or a "Get Visa by" date somewhere else on the site.
 */
export const visaStatusSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("visa-free"),
    /** "exemption": no visa at all (Thailand); "on-arrival": a free visa or permit stamped at the airport. */
    entry: z.enum(["exemption", "on-arrival"]),
    /** The stay allowed without a visa, in days. */
    stayDays: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal("visa-required"),
    /** Working days to get the visa; also the card's "Get Visa by" business days. */
    processingDays: z.number().int().positive(),
  }),
]);

export const visaSchema = z.object({
  status: visaStatusSchema,
  /** e.g. "eVisa", "Schengen short-stay (Type C)", "Visa-free entry" */
  type: z.string().min(3),
  /** e.g. "₹4,500 approx. (US$ 51)" or "Free" */
  cost: z.string().min(2),
  documents: z.array(z.string().min(3)).min(3),
  notes: z.string().min(20),
  /** Where the facts above come from: the official pages a person re-checks them against. */
  sources: z.array(z.object({ name: z.string().min(3), url: z.url({ protocol: /^https$/ }) })).min(1),
  /** The day the facts were last checked against those sources (YYYY-MM-DD), shown as "checked on". */
  checkedOn: z.iso.date(),
});

export const destinationSchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)?$/),
  name: z.string().min(2),
  /** ISO 3166-1 alpha-2 of the destination's country (AE for Dubai and Abu Dhabi, ID for Bali). */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** Card and hero image (URL or /images/... path). */
  image: z.string().min(1),
  /** One or two sentences for cards. */
  description: z.string().min(40).max(220),
  /** A longer paragraph for the overview tab. */
  overview: z.string().min(200),
  bestTime: z.string().min(3),
  currency: z.string().min(3),
  language: z.string().min(3),
  timeZone: z.string().min(3),
  highlights: z.array(z.string().min(3)).length(5),
  weather: z.array(weatherMonthSchema).length(12),
  itineraries: z.array(itinerarySchema).min(2),
  flights: z.array(flightSchema).length(2),
  visa: visaSchema,
  rating: z.number().min(4.3).max(4.9),
  tags: z.array(z.string().min(2)).length(3),
});

export type Destination = z.infer<typeof destinationSchema>;
export type Itinerary = z.infer<typeof itinerarySchema>;
export type DailyPlanItem = z.infer<typeof dailyPlanItemSchema>;
export type WeatherMonth = z.infer<typeof weatherMonthSchema>;
export type Flight = z.infer<typeof flightSchema>;
export type Visa = z.infer<typeof visaSchema>;
export type VisaStatus = z.infer<typeof visaStatusSchema>;
