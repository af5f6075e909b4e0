import {
  LINE_KIND_LABELS,
  LINE_KINDS,
  MEAL_PLAN_LABELS,
  MEAL_PLANS,
  type LineKind,
  type Markup,
  type QuoteDay,
  type QuoteDocument,
  type QuoteLine,
  type QuoteOption,
  type ScheduleStep,
  type TermsTemplate,
} from "~/features/quotes";
import { addIndiaDays } from "~/lib/india-time";
import { formatMoney, fromMajor, MoneyError, timesMoney, toMajorString, type Money } from "~/lib/money";

/*
 * The builder's edits to a draft, as pure functions of the document: each returns a new document
 * and never touches the one it was given, so React state, undo and the tests all see plain values.
 * The server checks the saved document again with its own schema; these only keep the pieces that
 * point at each other (a day's stay, a line's option) consistent while an agent edits.
 */

/** The kinds of line, in the order the builder offers them, with their labels. */
export const LINE_KIND_CHOICES = LINE_KINDS.map((kind) => ({ kind, label: LINE_KIND_LABELS[kind] }));
export const MEAL_PLAN_CHOICES = MEAL_PLANS.map((id) => ({ id, label: MEAL_PLAN_LABELS[id] }));

export const newId = () => crypto.randomUUID();

export function blankDay(city = ""): QuoteDay {
  return {
    id: newId(),
    title: "",
    text: "",
    city,
    meals: { breakfast: false, lunch: false, dinner: false },
    stayLineId: null,
  };
}

/** A new day after `afterId` (or at the end), in the city of the day before it. */
export function addDay(doc: QuoteDocument, afterId?: string): QuoteDocument {
  const at = afterId ? doc.days.findIndex((d) => d.id === afterId) + 1 : doc.days.length;
  const index = at <= 0 ? doc.days.length : at;
  const before = doc.days[index - 1];
  const days = [...doc.days];
  days.splice(index, 0, blankDay(before?.city ?? ""));
  return { ...doc, days };
}

export function removeDay(doc: QuoteDocument, dayId: string): QuoteDocument {
  return { ...doc, days: doc.days.filter((d) => d.id !== dayId) };
}

/** Moves a day up (−1) or down (+1); at either end it stays where it is. */
export function moveDay(doc: QuoteDocument, dayId: string, delta: -1 | 1): QuoteDocument {
  return { ...doc, days: move(doc.days, dayId, delta) };
}

export function updateDay(doc: QuoteDocument, dayId: string, patch: Partial<QuoteDay>): QuoteDocument {
  return { ...doc, days: doc.days.map((d) => (d.id === dayId ? { ...d, ...patch } : d)) };
}

function move<T extends { id: string }>(list: readonly T[], id: string, delta: -1 | 1): T[] {
  const from = list.findIndex((x) => x.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "Option A", "Option B" …: the first letter no option's name starts with yet. */
export function nextOptionName(options: readonly QuoteOption[]): string {
  const used = new Set(options.map((o) => /^Option ([A-Z])\b/.exec(o.name)?.[1]));
  const letter = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").find((l) => !used.has(l)) ?? "";
  return `Option ${letter}`.trim();
}

export function addOption(doc: QuoteDocument, name = nextOptionName(doc.options)): QuoteDocument {
  return { ...doc, options: [...doc.options, { id: newId(), name }] };
}

export function renameOption(doc: QuoteDocument, optionId: string, name: string): QuoteDocument {
  return { ...doc, options: doc.options.map((o) => (o.id === optionId ? { ...o, name } : o)) };
}

/**
 * Removes an option with the lines only it had (shared lines stay). A quote keeps at least one
 * option: removing the last one changes nothing.
 */
export function removeOption(doc: QuoteDocument, optionId: string): QuoteDocument {
  if (doc.options.length <= 1) return doc;
  const gone = new Set(doc.lines.filter((l) => l.optionId === optionId).map((l) => l.id));
  return withoutLines({ ...doc, options: doc.options.filter((o) => o.id !== optionId) }, gone);
}

function withoutLines(doc: QuoteDocument, gone: ReadonlySet<string>): QuoteDocument {
  return {
    ...doc,
    lines: doc.lines.filter((l) => !gone.has(l.id)),
    // A night whose hotel line went has no stay any more, rather than pointing at nothing.
    days: doc.days.map((d) => (d.stayLineId && gone.has(d.stayLineId) ? { ...d, stayLineId: null } : d)),
  };
}

export function blankLine(
  kind: LineKind,
  optionId: string | null,
  markup: Markup = { kind: "percent", basisPoints: 0 },
): QuoteLine {
  return {
    id: newId(),
    kind,
    optionId,
    title: "",
    description: "",
    supplier: null,
    hotel:
      kind === "hotel" ? { name: "", roomType: "", rooms: 1, nights: 1, mealPlan: "BB", city: null } : null,
    source: null,
    cost: { minor: 0, currency: "INR" },
    markup,
    included: true,
  };
}

/** An experience of the site's own catalogue, as the builder offers it: its price is per person. */
export type CatalogueChoice = {
  code: string;
  title: string;
  location: string;
  country: string;
  /** Per person, in the currency the operator quotes. */
  price: Money;
  /** Our own catalogue, or a live provider's product (its code is the provider's). */
  source: "catalogue" | "viator";
};

const SUPPLIER_OF = { catalogue: "Luxe Voyages catalogue", viator: "Viator" } as const;

/**
 * An activity line from the catalogue, for everyone travelling: the operator's price per person in
 * its own currency times the party (children pay as adults unless the agent edits the cost).
 */
export function catalogueLine(
  doc: QuoteDocument,
  choice: CatalogueChoice,
  optionId: string | null,
  markup: Markup = { kind: "percent", basisPoints: 0 },
): QuoteLine {
  const people = doc.travellers.adults + doc.travellers.childrenAges.length;
  return {
    ...blankLine("activity", optionId, markup),
    title: choice.title,
    description: `${choice.location}: ${formatMoney(choice.price, { compact: true })} a person × ${people}`,
    supplier: SUPPLIER_OF[choice.source],
    source: { kind: choice.source, ref: choice.code },
    cost: timesMoney(choice.price, people),
  };
}

export function addLine(doc: QuoteDocument, line: QuoteLine): QuoteDocument {
  return { ...doc, lines: [...doc.lines, line] };
}

export function updateLine(doc: QuoteDocument, lineId: string, patch: Partial<QuoteLine>): QuoteDocument {
  return {
    ...doc,
    lines: doc.lines.map((l) => {
      if (l.id !== lineId) return l;
      const next = { ...l, ...patch };
      // Only a hotel line carries hotel details; turning one into another kind drops them.
      if (next.kind !== "hotel") next.hotel = null;
      else if (!next.hotel)
        next.hotel = { name: "", roomType: "", rooms: 1, nights: 1, mealPlan: "BB", city: null };
      return next;
    }),
  };
}

export function removeLine(doc: QuoteDocument, lineId: string): QuoteDocument {
  return withoutLines(doc, new Set([lineId]));
}

export function moveLine(doc: QuoteDocument, lineId: string, delta: -1 | 1): QuoteDocument {
  return { ...doc, lines: move(doc.lines, lineId, delta) };
}

/** The lines an option shows: the shared ones (no option) first, then its own, in document order. */
export function linesOfOption(doc: QuoteDocument, optionId: string | null): QuoteLine[] {
  return doc.lines.filter((l) => l.optionId === optionId);
}

/** The hotel lines a day can name as that night's stay. */
export function stayChoices(doc: QuoteDocument): QuoteLine[] {
  return doc.lines.filter((l) => l.kind === "hotel");
}

type WithSchedule = { schedule: ScheduleStep[] };

/**
 * A new instalment before the last one (which takes the rest, so the steps always add up to the
 * total); the first one added is the whole payment on acceptance. Works on a quote's terms and on
 * the settings' terms template alike.
 */
export function addScheduleStep<T extends WithSchedule>(terms: T): T {
  const schedule = [...terms.schedule];
  if (schedule.length === 0) {
    schedule.push({
      id: newId(),
      label: "Full payment",
      share: { kind: "rest" },
      due: { kind: "acceptance" },
    });
  } else {
    schedule.splice(schedule.length - 1, 0, {
      id: newId(),
      label: schedule.length === 1 ? "Deposit" : "Instalment",
      share: { kind: "percent", basisPoints: 2500 },
      due: { kind: "acceptance" },
    });
  }
  return { ...terms, schedule };
}

export function updateScheduleStep<T extends WithSchedule>(
  terms: T,
  stepId: string,
  patch: Partial<ScheduleStep>,
): T {
  return { ...terms, schedule: terms.schedule.map((s) => (s.id === stepId ? { ...s, ...patch } : s)) };
}

export function removeScheduleStep<T extends WithSchedule>(terms: T, stepId: string): T {
  return { ...terms, schedule: terms.schedule.filter((s) => s.id !== stepId) };
}

/**
 * The draft with a terms template's inclusions, exclusions, schedule, cancellation and notes in place
 * of its own, valid for the template's days from `today`, as a new quote's terms are. Everything
 * else in the draft stays as it is; the agent saves it like any other edit.
 */
export function applyTermsTemplate(
  doc: QuoteDocument,
  template: TermsTemplate,
  today: string,
): QuoteDocument {
  const { terms } = template;
  return {
    ...doc,
    terms: {
      inclusions: [...terms.inclusions],
      exclusions: [...terms.exclusions],
      schedule: terms.schedule.map((step) => ({ ...step })),
      cancellation: terms.cancellation,
      notes: terms.notes,
      validUntil: addIndiaDays(today, template.validityDays),
    },
  };
}

/**
 * Whether replacing the draft's terms would lose words the agent wrote: they are not, word for word,
 * one of the templates (the valid-until date aside, which a template recomputes anyway).
 */
export function termsEditedByAgent(doc: QuoteDocument, templates: readonly TermsTemplate[]): boolean {
  const { validUntil: _validUntil, ...own } = doc.terms;
  const mine = canonical(own);
  return !templates.some((t) => canonical(t.terms) === mine);
}

/** JSON with every object's keys in order, so two equal values read the same however they were built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A list kept one item a line in a text box (inclusions, exclusions): blank lines dropped. */
export const listFromText = (text: string) =>
  text
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
export const textFromList = (list: readonly string[]) => list.join("\n");

/** "1,25,000.50" or "₹ 125000" as minor units of `currency`, or null when it is not an amount. */
export function minorFromText(text: string, currency: string): number | null {
  const plain = text.replace(/[,\s₹]/g, "");
  if (plain === "") return 0;
  try {
    const amount = fromMajor(plain, currency);
    return amount.minor < 0 ? null : amount.minor;
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

export const textFromMinor = (minor: number, currency: string) =>
  toMajorString({ minor, currency }).replace(/\.0+$/, "");

/** "12.5" (per cent) as basis points (1250), or null when it is not a percentage from 0 to 1,000. */
export function basisPointsFromText(text: string): number | null {
  const plain = text.replace(/[%\s]/g, "");
  if (plain === "") return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const bp = Math.round(Number(plain) * 100);
  return bp > 100_000 ? null : bp;
}

export const textFromBasisPoints = (bp: number) => String(bp / 100);

/** Children's ages typed as "7, 11" → [7, 11]; null when one is not an age from 0 to 17. */
export function agesFromText(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const ages = parts.map(Number);
  return ages.every((a) => Number.isInteger(a) && a >= 0 && a <= 17) ? ages : null;
}
