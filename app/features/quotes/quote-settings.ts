import { z } from "zod";
import { LINE_KINDS, markupSchema, quoteTermsSchema, type LineKind, type Markup } from "./quote-document";

/**
 * What a new quote starts with, set by admins: the markup per kind of line, and the terms template
 * (inclusions, exclusions, payment schedule, cancellation terms, days of validity).
 */
export const QUOTE_SETTINGS_TEXTS = {
  markups:
    "Give a markup for every kind of line: hotel, flight, transfer, activity, visa, insurance and other.",
  validityDays: "A quote's validity is a whole number of days from 1 to 90.",
} as const;

export const quoteSettingsSchema = z.object({
  markups: z.object(
    Object.fromEntries(LINE_KINDS.map((kind) => [kind, markupSchema])) as Record<
      LineKind,
      typeof markupSchema
    >,
    { error: QUOTE_SETTINGS_TEXTS.markups },
  ),
  terms: quoteTermsSchema.omit({ validUntil: true }),
  validityDays: z
    .number({ error: QUOTE_SETTINGS_TEXTS.validityDays })
    .int(QUOTE_SETTINGS_TEXTS.validityDays)
    .min(1, QUOTE_SETTINGS_TEXTS.validityDays)
    .max(90, QUOTE_SETTINGS_TEXTS.validityDays),
});
export type QuoteSettings = z.infer<typeof quoteSettingsSchema>;

const pct = (basisPoints: number): Markup => ({ kind: "percent", basisPoints });

export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  markups: {
    hotel: pct(1500),
    flight: pct(500),
    transfer: pct(2000),
    activity: pct(2000),
    visa: pct(1000),
    insurance: pct(1000),
    other: pct(1500),
  },
  terms: {
    inclusions: [
      "Accommodation as listed, with the meal plan shown",
      "Private airport transfers",
      "Activities and sightseeing as listed",
      "24×7 concierge support during the trip",
    ],
    exclusions: [
      "International and domestic flights unless listed",
      "Visa fees unless listed",
      "Personal expenses, tips and anything not listed",
    ],
    schedule: [
      {
        id: "deposit",
        label: "Deposit",
        share: { kind: "percent", basisPoints: 2500 },
        due: { kind: "acceptance" },
      },
      {
        id: "balance",
        label: "Balance",
        share: { kind: "rest" },
        due: { kind: "daysBeforeDeparture", days: 30 },
      },
    ],
    cancellation:
      "Cancellation more than 45 days before departure: the deposit is kept. 45 to 15 days: 50 % of the total. Less than 15 days: no refund. Hotels' and airlines' own non-refundable terms apply where stricter.",
    notes: "Prices are subject to availability at the time of confirmation.",
  },
  validityDays: 7,
};
