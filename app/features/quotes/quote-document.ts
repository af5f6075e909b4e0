import { z } from "~/lib/zod";
import { isCurrencyCode } from "~/lib/money";

/**
 * The quote an agent edits: the trip as days, the priced lines (each in its supplier's currency),
 * the options a traveller chooses between, the taxes asked for and the terms. Stored as JSON on each
 * version, so a sent version keeps exactly what the traveller was shown. Every refusal is a sentence
 * a person can act on, with the field's path, as the lead's trip details are.
 */

export const LINE_KINDS = ["hotel", "flight", "transfer", "activity", "visa", "insurance", "other"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const LINE_KIND_LABELS: Record<LineKind, string> = {
  hotel: "Hotel stay",
  flight: "Flight",
  transfer: "Transfer",
  activity: "Activity",
  visa: "Visa",
  insurance: "Insurance",
  other: "Other",
};

export const MEAL_PLANS = ["RO", "BB", "HB", "FB", "AI"] as const;
export const MEAL_PLAN_LABELS: Record<(typeof MEAL_PLANS)[number], string> = {
  RO: "Room only",
  BB: "Bed and breakfast",
  HB: "Half board",
  FB: "Full board",
  AI: "All inclusive",
};

export const LINE_SOURCES = ["catalogue", "hotelbeds", "viator", "package", "itinerary", "planner"] as const;

/** A payer's PAN as the Income-tax Department issues it: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** A PAN as it is kept on a stored quote: only its last four characters are readable. */
export const MASKED_PAN_PATTERN = /^\*{6}[0-9]{3}[A-Z]$/;

/** The largest amount one line or fee may carry: ₹10 crore, in paise (or the same count of cents). */
export const MAX_LINE_MINOR = 100_000_000_00;

export const QUOTE_TEXTS = {
  title: "Give the quote a title of 1 to 120 characters.",
  destination: "The destination is at most 80 characters.",
  date: "Enter dates as YYYY-MM-DD (a real day).",
  departureCity: "The departure city is at most 80 characters.",
  adults: "Adults: a whole number from 1 to 20.",
  children: "Each child's age is a whole number from 0 to 17 (at most 10 children).",
  rooms: "Rooms: a whole number from 1 to 20.",
  style: "The travel style is at most 60 characters.",
  intro: "The covering note is at most 4,000 characters.",
  id: "Each day, line, option and payment step needs an id of 1 to 64 letters, digits, - or _.",
  dayTitle: "Give each day a title of 1 to 120 characters.",
  dayText: "A day's text is at most 4,000 characters.",
  dayCity: "A day's city is at most 80 characters.",
  days: "A quote has at most 60 days.",
  options: "A quote has one to four options (one option means the traveller has no choice to make).",
  optionName: "Give each option a name of 1 to 80 characters, such as “Option A: luxury”.",
  lines: "A quote has at most 200 lines.",
  kind: "Choose the line's kind: hotel, flight, transfer, activity, visa, insurance or other.",
  lineTitle: "Give each line a title of 1 to 160 characters.",
  lineDescription: "A line's description is at most 2,000 characters.",
  supplier: "The supplier's name is at most 120 characters.",
  hotelName: "Give the hotel's name (1 to 120 characters).",
  roomType: "Give the room type (1 to 120 characters).",
  hotelRooms: "Rooms: a whole number from 1 to 50.",
  nights: "Nights: a whole number from 1 to 60.",
  mealPlan: "Choose the meal plan: RO, BB, HB, FB or AI.",
  hotelOnly: "Only a hotel line has hotel details, and every hotel line needs them.",
  source:
    "A line's source is one of catalogue, hotelbeds, viator, package, itinerary or planner, with a reference.",
  amount: "Give the amount as a whole number of minor units (paise, cents) from 0 to ₹10 crore's worth.",
  currency: "Give the currency as its three-letter ISO code, such as INR, EUR or USD.",
  markupPercent: "A markup in per cent is a whole number of basis points from 0 to 100,000 (1250 is 12.5 %).",
  markupAmount: "A markup in rupees is a whole number of paise from 0 to ₹10 crore.",
  unknownOption: "That line belongs to an option the quote does not have: choose one of its options.",
  unknownStay: "A day's stay must be one of the quote's hotel lines.",
  duplicateId: "Two items of the quote share an id: give each its own.",
  gst: "Choose GST on the package value (5 %) or on a service fee only (18 %).",
  serviceFee: "GST on a service fee needs the fee: a percentage or an amount in rupees.",
  pan: "Give the PAN as ten characters: five letters, four digits and a letter (ABCDE1234F).",
  tcsPrior:
    "Give the traveller's spend on overseas packages this financial year as paise from 0 to ₹10 crore.",
  listItem: "Each inclusion and exclusion is 1 to 300 characters (at most 40 of each).",
  schedule: "The payment schedule has one to six steps and its last step takes the rest.",
  stepLabel: "Give each payment step a label of 1 to 80 characters.",
  share:
    "A payment step's share is a percentage (basis points from 1 to 10,000), an amount in paise, or the rest.",
  restLast: "Only the last payment step may take the rest.",
  daysBefore: "Days before departure: a whole number from 0 to 365.",
  cancellation: "The cancellation terms are at most 4,000 characters.",
  notes: "The notes are at most 4,000 characters.",
  validUntil: "Give the date the quote is valid until (YYYY-MM-DD).",
  document:
    "Send the quote as a JSON object with its title, travellers, days, options, lines, tax and terms.",
  travellers: "Give the travellers as adults, children's ages and rooms.",
  meals: "Say for each day whether breakfast, lunch and dinner are included (true or false).",
  day: "Each day is an object with an id, title, text, city, meals and the stay that night.",
  line: "Each line is an object with an id, kind, title, cost, markup and whether it is included.",
  option: "Each option is an object with an id and a name.",
  step: "Each payment step is an object with an id, label, share and when it is due.",
  hotel: "Give a hotel line's hotel as its name, room type, rooms, nights, meal plan and city.",
  tax: "Give the tax choices: gst, serviceFee, tcs, pan and tcsPriorMinor.",
  terms: "Give the terms: inclusions, exclusions, schedule, cancellation, notes and validUntil.",
} as const;

export const isRealDay = (v: string) => {
  // A real day in years the database stores (PostgreSQL has no year 0).
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const day = (message: string) => z.string({ error: message }).refine(isRealDay, message);
const text = (max: number, message: string, min = 0) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);
const nullableText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), text(max, message).nullable());
const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const id = z.string({ error: QUOTE_TEXTS.id }).regex(/^[A-Za-z0-9_-]{1,64}$/, QUOTE_TEXTS.id);

export const moneyJsonSchema = z.object(
  {
    minor: int(0, MAX_LINE_MINOR, QUOTE_TEXTS.amount),
    currency: z
      .string({ error: QUOTE_TEXTS.currency })
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, QUOTE_TEXTS.currency),
  },
  { error: QUOTE_TEXTS.amount },
);
export type MoneyJson = z.infer<typeof moneyJsonSchema>;

export const markupSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("percent"), basisPoints: int(0, 100_000, QUOTE_TEXTS.markupPercent) }),
    z.object({ kind: z.literal("amount"), minor: int(0, MAX_LINE_MINOR, QUOTE_TEXTS.markupAmount) }),
  ],
  { error: QUOTE_TEXTS.markupPercent },
);
export type Markup = z.infer<typeof markupSchema>;

export const hotelDetailsSchema = z.object(
  {
    name: text(120, QUOTE_TEXTS.hotelName, 1),
    roomType: text(120, QUOTE_TEXTS.roomType, 1),
    rooms: int(1, 50, QUOTE_TEXTS.hotelRooms),
    nights: int(1, 60, QUOTE_TEXTS.nights),
    mealPlan: z.enum(MEAL_PLANS, { error: QUOTE_TEXTS.mealPlan }),
    city: nullableText(80, QUOTE_TEXTS.dayCity),
  },
  { error: QUOTE_TEXTS.hotel },
);

export const quoteLineSchema = z.object(
  {
    id,
    kind: z.enum(LINE_KINDS, { error: QUOTE_TEXTS.kind }),
    optionId: id.nullable(),
    title: text(160, QUOTE_TEXTS.lineTitle, 1),
    description: text(2000, QUOTE_TEXTS.lineDescription),
    supplier: nullableText(120, QUOTE_TEXTS.supplier),
    hotel: hotelDetailsSchema.nullable(),
    source: z
      .object(
        {
          kind: z.enum(LINE_SOURCES, { error: QUOTE_TEXTS.source }),
          ref: z
            .string({ error: QUOTE_TEXTS.source })
            .trim()
            .min(1, QUOTE_TEXTS.source)
            .max(200, QUOTE_TEXTS.source),
        },
        { error: QUOTE_TEXTS.source },
      )
      .nullable(),
    cost: moneyJsonSchema,
    markup: markupSchema,
    included: z.boolean({
      error: "Say whether the line is included in the price (true) or an optional extra (false).",
    }),
  },
  { error: QUOTE_TEXTS.line },
);
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteDaySchema = z.object(
  {
    id,
    title: text(120, QUOTE_TEXTS.dayTitle, 1),
    text: text(4000, QUOTE_TEXTS.dayText),
    city: text(80, QUOTE_TEXTS.dayCity),
    meals: z.object(
      {
        breakfast: z.boolean({ error: QUOTE_TEXTS.meals }),
        lunch: z.boolean({ error: QUOTE_TEXTS.meals }),
        dinner: z.boolean({ error: QUOTE_TEXTS.meals }),
      },
      { error: QUOTE_TEXTS.meals },
    ),
    stayLineId: id.nullable(),
  },
  { error: QUOTE_TEXTS.day },
);
export type QuoteDay = z.infer<typeof quoteDaySchema>;

export const quoteOptionSchema = z.object(
  { id, name: text(80, QUOTE_TEXTS.optionName, 1) },
  { error: QUOTE_TEXTS.option },
);
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

export const scheduleStepSchema = z.object(
  {
    id,
    label: text(80, QUOTE_TEXTS.stepLabel, 1),
    share: z.discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("percent"), basisPoints: int(1, 10_000, QUOTE_TEXTS.share) }),
        z.object({ kind: z.literal("amount"), minor: int(1, MAX_LINE_MINOR, QUOTE_TEXTS.share) }),
        z.object({ kind: z.literal("rest") }),
      ],
      { error: QUOTE_TEXTS.share },
    ),
    due: z.discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("acceptance") }),
        z.object({ kind: z.literal("daysBeforeDeparture"), days: int(0, 365, QUOTE_TEXTS.daysBefore) }),
        z.object({ kind: z.literal("date"), date: day(QUOTE_TEXTS.date) }),
      ],
      { error: "Say when each payment is due: on acceptance, days before departure, or on a date." },
    ),
  },
  { error: QUOTE_TEXTS.step },
);
export type ScheduleStep = z.infer<typeof scheduleStepSchema>;

const listItems = z
  .array(text(300, QUOTE_TEXTS.listItem, 1), { error: QUOTE_TEXTS.listItem })
  .max(40, QUOTE_TEXTS.listItem);

export const quoteTaxSchema = z.object(
  {
    gst: z.enum(["package", "serviceFee"], { error: QUOTE_TEXTS.gst }),
    serviceFee: markupSchema.nullable(),
    tcs: z.boolean({ error: "Say whether TCS applies (an overseas tour package): true or false." }),
    pan: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
      z
        .string({ error: QUOTE_TEXTS.pan })
        .refine((v) => PAN_PATTERN.test(v) || MASKED_PAN_PATTERN.test(v), QUOTE_TEXTS.pan)
        .nullable(),
    ),
    tcsPriorMinor: int(0, MAX_LINE_MINOR, QUOTE_TEXTS.tcsPrior),
  },
  { error: QUOTE_TEXTS.tax },
);
export type QuoteTax = z.infer<typeof quoteTaxSchema>;

export const quoteTermsSchema = z.object(
  {
    inclusions: listItems,
    exclusions: listItems,
    schedule: z
      .array(scheduleStepSchema, { error: QUOTE_TEXTS.schedule })
      .min(1, QUOTE_TEXTS.schedule)
      .max(6, QUOTE_TEXTS.schedule),
    cancellation: text(4000, QUOTE_TEXTS.cancellation),
    notes: text(4000, QUOTE_TEXTS.notes),
    validUntil: day(QUOTE_TEXTS.validUntil),
  },
  { error: QUOTE_TEXTS.terms },
);
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

export const quoteDocumentSchema = z
  .object(
    {
      title: text(120, QUOTE_TEXTS.title, 1),
      destination: nullableText(80, QUOTE_TEXTS.destination),
      startDate: day(QUOTE_TEXTS.date).nullable(),
      departureCity: nullableText(80, QUOTE_TEXTS.departureCity),
      travellers: z.object(
        {
          adults: int(1, 20, QUOTE_TEXTS.adults),
          childrenAges: z
            .array(int(0, 17, QUOTE_TEXTS.children), { error: QUOTE_TEXTS.children })
            .max(10, QUOTE_TEXTS.children),
          rooms: int(1, 20, QUOTE_TEXTS.rooms),
        },
        { error: QUOTE_TEXTS.travellers },
      ),
      style: nullableText(60, QUOTE_TEXTS.style),
      intro: text(4000, QUOTE_TEXTS.intro),
      days: z.array(quoteDaySchema, { error: QUOTE_TEXTS.days }).max(60, QUOTE_TEXTS.days),
      options: z
        .array(quoteOptionSchema, { error: QUOTE_TEXTS.options })
        .min(1, QUOTE_TEXTS.options)
        .max(4, QUOTE_TEXTS.options),
      lines: z.array(quoteLineSchema, { error: QUOTE_TEXTS.lines }).max(200, QUOTE_TEXTS.lines),
      tax: quoteTaxSchema,
      terms: quoteTermsSchema,
    },
    { error: QUOTE_TEXTS.document },
  )
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    const ids: [string, (string | number)[]][] = [
      ...doc.days.map((d, i) => [d.id, ["days", i, "id"]] as [string, (string | number)[]]),
      ...doc.options.map((o, i) => [o.id, ["options", i, "id"]] as [string, (string | number)[]]),
      ...doc.lines.map((l, i) => [l.id, ["lines", i, "id"]] as [string, (string | number)[]]),
      ...doc.terms.schedule.map(
        (s, i) => [s.id, ["terms", "schedule", i, "id"]] as [string, (string | number)[]],
      ),
    ];
    for (const [value, path] of ids) {
      if (seen.has(value)) ctx.addIssue({ code: "custom", path, message: QUOTE_TEXTS.duplicateId });
      seen.add(value);
    }
    const optionIds = new Set(doc.options.map((o) => o.id));
    const hotelIds = new Set(doc.lines.filter((l) => l.kind === "hotel").map((l) => l.id));
    doc.lines.forEach((line, i) => {
      if (line.optionId !== null && !optionIds.has(line.optionId))
        ctx.addIssue({ code: "custom", path: ["lines", i, "optionId"], message: QUOTE_TEXTS.unknownOption });
      if ((line.kind === "hotel") !== (line.hotel !== null))
        ctx.addIssue({ code: "custom", path: ["lines", i, "hotel"], message: QUOTE_TEXTS.hotelOnly });
    });
    doc.days.forEach((d, i) => {
      if (d.stayLineId !== null && !hotelIds.has(d.stayLineId))
        ctx.addIssue({ code: "custom", path: ["days", i, "stayLineId"], message: QUOTE_TEXTS.unknownStay });
    });
    if (doc.tax.gst === "serviceFee" && doc.tax.serviceFee === null)
      ctx.addIssue({ code: "custom", path: ["tax", "serviceFee"], message: QUOTE_TEXTS.serviceFee });
    doc.terms.schedule.forEach((step, i) => {
      const last = i === doc.terms.schedule.length - 1;
      if (step.share.kind === "rest" && !last)
        ctx.addIssue({
          code: "custom",
          path: ["terms", "schedule", i, "share"],
          message: QUOTE_TEXTS.restLast,
        });
      if (last && step.share.kind !== "rest")
        ctx.addIssue({
          code: "custom",
          path: ["terms", "schedule", i, "share"],
          message: QUOTE_TEXTS.schedule,
        });
    });
  });
export type QuoteDocument = z.infer<typeof quoteDocumentSchema>;

/** The first refusal of a document, as a sentence and the field it is about (for a 400 or a form). */
export function quoteDocumentIssue(error: z.ZodError): { message: string; field: string } {
  const issue = error.issues[0]!;
  return { message: issue.message, field: issue.path.join(".") };
}

/** "******234F": how a PAN is kept and shown once it has been given. */
export function maskPan(pan: string): string {
  return MASKED_PAN_PATTERN.test(pan) ? pan : `******${pan.slice(-4)}`;
}

/** The India day `n` days after `startDate` (day 1 is the start date itself). */
export function dayDate(startDate: string | null, dayNumber: number): string | null {
  if (!startDate) return null;
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dayNumber - 1);
  return d.toISOString().slice(0, 10);
}

/** A line as a traveller sees it: no supplier, cost or markup. */
export type TravellerLine = Omit<QuoteLine, "cost" | "markup" | "supplier" | "source">;
export type TravellerDocument = Omit<QuoteDocument, "lines" | "tax"> & {
  lines: TravellerLine[];
  tax: { gst: QuoteTax["gst"]; tcs: boolean };
};

/** The document without anything a traveller must not see (cost, markup, supplier, PAN). */
export function travellerDocument(document: QuoteDocument): TravellerDocument {
  const { lines, tax, ...rest } = document;
  return {
    ...rest,
    lines: lines.map(
      ({ cost: _cost, markup: _markup, supplier: _supplier, source: _source, ...line }) => line,
    ),
    tax: { gst: tax.gst, tcs: tax.tcs },
  };
}
