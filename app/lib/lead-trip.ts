import { z } from "~/lib/zod";

/*
 * A lead's trip details, as the console edits them and as the visitor's form pre-fills them. Kept
 * below the features so both the CRM and quotes (which the CRM's screens import) read one rule.
 */

/** The travel styles an agent quotes for. */
export const TRAVEL_STYLES = [
  "Relaxed luxury",
  "Adventure",
  "Cultural immersion",
  "A mix",
  "Honeymoon",
  "Family",
  "Corporate",
] as const;

const MAX_BUDGET_INR = 100_000_000; // ₹10 crore

/** The words a staff member reads when a trip field is wrong, shared by the form and the server. */
export const TRIP_TEXTS = {
  destination: "Destination is at most 80 characters.",
  date: "Enter dates as DD/MM/YYYY.",
  order: "The return date must be on or after the departure date.",
  month: "Choose a month, or give dates instead.",
  adults: "Adults: a whole number from 1 to 20.",
  children: "Each child's age is a whole number from 0 to 17 (at most 10 children).",
  rooms: "Rooms: a whole number from 1 to 20.",
  budget: "Budget is whole rupees, up to ₹10 crore.",
  style: "Choose a travel style from the list.",
  notes: "Notes are at most 2,000 characters.",
  value: "The value is whole rupees, more than ₹0 and up to ₹10 crore.",
  lostReason: "Say in a few words why the lead was lost (3 to 500 characters).",
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, TRIP_TEXTS.date);
const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable());

/** What an agent needs to quote. Every field may be unknown (null) while the conversation goes on. */
export const tripSchema = z
  .object({
    destination: nullable(z.string().trim().max(80, TRIP_TEXTS.destination)),
    startDate: nullable(isoDate),
    endDate: nullable(isoDate),
    month: nullable(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, TRIP_TEXTS.month)),
    adults: nullable(
      z.coerce
        .number({ error: TRIP_TEXTS.adults })
        .int(TRIP_TEXTS.adults)
        .min(1, TRIP_TEXTS.adults)
        .max(20, TRIP_TEXTS.adults),
    ),
    childrenAges: z
      .array(
        z.coerce.number().int(TRIP_TEXTS.children).min(0, TRIP_TEXTS.children).max(17, TRIP_TEXTS.children),
      )
      .max(10, TRIP_TEXTS.children)
      .default([]),
    rooms: nullable(
      z.coerce
        .number({ error: TRIP_TEXTS.rooms })
        .int(TRIP_TEXTS.rooms)
        .min(1, TRIP_TEXTS.rooms)
        .max(20, TRIP_TEXTS.rooms),
    ),
    budgetInr: nullable(
      z.coerce
        .number({ error: TRIP_TEXTS.budget })
        .int(TRIP_TEXTS.budget)
        .min(0, TRIP_TEXTS.budget)
        .max(MAX_BUDGET_INR, TRIP_TEXTS.budget),
    ),
    travelStyle: nullable(z.enum(TRAVEL_STYLES, { error: TRIP_TEXTS.style })),
    notes: nullable(z.string().trim().max(2000, TRIP_TEXTS.notes)),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
    message: TRIP_TEXTS.order,
    path: ["endDate"],
  });
export type Trip = z.infer<typeof tripSchema>;

export const dealValueSchema = z.coerce
  .number({ error: TRIP_TEXTS.value })
  .int(TRIP_TEXTS.value)
  .min(1, TRIP_TEXTS.value)
  .max(MAX_BUDGET_INR, TRIP_TEXTS.value);

export const EMPTY_TRIP: Trip = {
  destination: null,
  startDate: null,
  endDate: null,
  month: null,
  adults: null,
  childrenAges: [],
  rooms: null,
  budgetInr: null,
  travelStyle: null,
  notes: null,
};

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const isoDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/**
 * What the visitor typed in the form's own words (its message), when they wrote any: staff read it
 * as written, before anything read from it.
 */
export function visitorWordsOf(lead: { sourceData: Record<string, unknown> }): string | null {
  return str((lead.sourceData ?? {}).message);
}

/** The trip read from the visitor's message when the lead was made (see the leads service). */
function tripFromMessage(s: Record<string, unknown>) {
  const t = s.tripFromMessage;
  if (!t || typeof t !== "object" || Array.isArray(t)) return null;
  const r = t as Record<string, unknown>;
  return {
    destination: str(r.destination),
    month: str(r.month),
    startDate: isoDay(str(r.startDate)),
    endDate: isoDay(str(r.endDate)),
    adults: num(r.adults),
    childrenAges: Array.isArray(r.childrenAges) ? r.childrenAges.filter((a) => num(a) !== null) : [],
    budgetInr: num(r.budgetInr),
  };
}

/**
 * The trip as staff last saved it, or — until then — what the visitor told us in their form: the
 * destination, a travel date, the group, a deal's price. What the form's own fields left blank is
 * pre-filled from the visitor's message where it could be read; a field the visitor filled in is
 * never replaced by a reading of their message. Anything else is left blank.
 */
export function tripOf(lead: {
  trip: Record<string, unknown> | null;
  sourceData: Record<string, unknown>;
}): Trip {
  if (lead.trip) {
    const saved = tripSchema.safeParse(lead.trip);
    if (saved.success) return saved.data;
  }
  const s = lead.sourceData ?? {};
  const words = tripFromMessage(s);
  // A booking form's travel date, an activity's day, or the planner's dates or month (YYYY-MM).
  const travelDate = str(s.travelDate) ?? str(s.bookingDate);
  const endDate = str(s.endDate);
  const style = str(s.travelStyle);
  const recommendation = Array.isArray(s.recommendations) ? (s.recommendations[0] as unknown) : null;
  const recommended =
    str(recommendation) ??
    (recommendation && typeof recommendation === "object"
      ? str(
          (recommendation as Record<string, unknown>).name ??
            (recommendation as Record<string, unknown>).title,
        )
      : null);
  const groupSize = num(s.groupSize) ?? num(s.adults);
  const days = num(s.days);
  const formStart = isoDay(travelDate);
  const formMonth = travelDate && /^\d{4}-\d{2}$/.test(travelDate) ? travelDate : null;
  // A date the form gave stands; only a form without one takes the message's days or month.
  const datesFromWords = !formStart && !formMonth && words !== null;
  const startDate = formStart ?? (datesFromWords ? words.startDate : null);
  const end = formStart ? isoDay(endDate) : datesFromWords ? words.endDate : null;
  const adults = groupSize ?? words?.adults ?? null;
  const budget = num(s.priceInr) ?? num(s.budgetInr) ?? words?.budgetInr ?? null;
  const parsedAges = z
    .array(z.number().int().min(0).max(17))
    .max(10)
    .safeParse(words?.childrenAges ?? []);
  return {
    ...EMPTY_TRIP,
    destination: (str(s.destination) ?? recommended ?? words?.destination)?.slice(0, 80) ?? null,
    startDate,
    endDate: end && (!startDate || end >= startDate) ? end : null,
    month:
      formMonth ??
      (datesFromWords && words.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(words.month) ? words.month : null),
    adults: adults && adults >= 1 && adults <= 20 ? Math.round(adults) : null,
    // Children's ages are never a form field: only the message gives them.
    childrenAges: groupSize === null && parsedAges.success ? parsedAges.data : [],
    budgetInr: budget !== null && budget >= 0 && budget <= MAX_BUDGET_INR ? Math.round(budget) : null,
    travelStyle:
      style && (TRAVEL_STYLES as readonly string[]).includes(style) ? (style as Trip["travelStyle"]) : null,
    notes: days ? `${days}-day package${str(s.dealTitle) ? `: ${str(s.dealTitle)}` : ""}` : str(s.message),
  };
}
