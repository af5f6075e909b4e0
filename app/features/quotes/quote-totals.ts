import { rateFor, type InrRate } from "~/lib/money";
import type { Markup, QuoteDocument, QuoteLine, ScheduleStep } from "./quote-document";

/**
 * A quote's figures, from its document, the exchange rates and the tax rules in force on its date.
 * Pure: the builder runs it in the browser as the agent types, and the server runs it again on save
 * and on send (the server's figures are the ones that count). Every amount is an integer count of
 * paise; each figure is rounded once, from exact integer arithmetic, so the same document gives the
 * same figures anywhere and every total is the sum of the figures shown above it.
 */

export type GstParams = { packageBp: number; serviceFeeBp: number };
/** thresholdMinor null: one flat rate (belowBp) on the whole amount. */
export type TcsParams = { thresholdMinor: number | null; belowBp: number; aboveBp: number };
export type TaxRule =
  | { id: string; kind: "gst"; effectiveFrom: string; params: GstParams; note: string }
  | { id: string; kind: "tcs"; effectiveFrom: string; params: TcsParams; note: string };
export type GstRule = Extract<TaxRule, { kind: "gst" }>;
export type TcsRule = Extract<TaxRule, { kind: "tcs" }>;
/** The GST and TCS rows in force on the quote's date. */
export type QuoteRules = { gst: GstRule; tcs: TcsRule | null };

export type QuoteContext = {
  rates: readonly InrRate[];
  rules: QuoteRules;
  /** Paise already counted towards the TCS threshold this financial year for the quote's PAN (accepted quotes). */
  tcsPriorForPan: number;
};

export type LineFigures = {
  lineId: string;
  optionId: string | null;
  included: boolean;
  /** Null when the line's currency has no rate (the line is then left out of every total). */
  costInr: number | null;
  sell: number | null;
  margin: number | null;
  /** Margin as basis points of the sell price (null with no price). */
  marginBp: number | null;
  /** The rate used, null for rupees. */
  rate: InrRate | null;
  missingRate: string | null;
};

export type Instalment = {
  stepId: string;
  label: string;
  amountMinor: number;
  due:
    | { kind: "acceptance" }
    | { kind: "date"; date: string }
    /** Days before a departure date the quote does not have yet. */
    | { kind: "beforeDeparture"; days: number };
};

export type TcsFigures = {
  ruleId: string;
  /** Package value + service fee + GST: what TCS is collected on. */
  base: number;
  /** Room left under the threshold for this PAN before this quote (null: no threshold). */
  roomBefore: number | null;
  lowerBase: number;
  lowerBp: number;
  higherBase: number;
  higherBp: number;
  amount: number;
};

export type OptionTotals = {
  optionId: string;
  name: string;
  /** Included lines of this option (its own and the shared ones). */
  lineIds: string[];
  /** Optional extras of this option, priced but not in the total. */
  optionalLineIds: string[];
  optionalValue: number;
  packageValue: number;
  serviceFee: number;
  gstBp: number;
  gstBase: number;
  gst: number;
  tcs: TcsFigures | null;
  total: number;
  /** Staff only: the supplier cost in rupees, and what the agency keeps (fee included). */
  cost: number;
  margin: number;
  marginBp: number | null;
  schedule: Instalment[];
};

export type QuoteProblem = {
  code: "missingRate" | "noLines" | "emptyOption" | "scheduleOver";
  message: string;
  path: string;
};

export type QuoteTotals = {
  currency: "INR";
  lines: LineFigures[];
  options: OptionTotals[];
  gstRuleId: string;
  tcsRuleId: string | null;
  tcsPriorMinor: number;
  /** What stops the quote from being sent (each a sentence); empty when it can go. */
  problems: QuoteProblem[];
};

/** What a traveller may see of the figures: no cost, markup or margin anywhere. */
export type TravellerLineFigures = Pick<LineFigures, "lineId" | "optionId" | "included" | "sell">;
export type TravellerOptionTotals = Omit<OptionTotals, "cost" | "margin" | "marginBp">;
export type TravellerTotals = Omit<QuoteTotals, "lines" | "options" | "tcsPriorMinor"> & {
  lines: TravellerLineFigures[];
  options: TravellerOptionTotals[];
};

const B = BigInt;

/** n / d rounded half up, for n ≥ 0 and d > 0, exactly (BigInt: no floating point on the way). */
export function roundDiv(n: bigint, d: bigint): number {
  const q = (n * 2n + d) / (2n * d);
  return Number(q);
}

const minorUnit = (currency: string) => {
  // Kept in step with money.ts's minor digits without importing its table twice.
  const zero = ["JPY", "KRW", "VND", "IDR", "ISK", "CLP"];
  const three = ["BHD", "KWD", "OMR", "JOD", "TND"];
  return zero.includes(currency) ? 1n : three.includes(currency) ? 1000n : 100n;
};

function noRateText(currency: string) {
  return `No exchange rate for ${currency}: add one on the Rates tab`;
}

/**
 * A line's rupee cost and sell price, each rounded once from the supplier's own amount. `atCost`:
 * with GST on a service fee the agency acts for the traveller, whose suppliers' costs pass through
 * unmarked (the fee is all the agency earns, and all that GST is charged on), so the line's markup
 * is not applied (it is kept in the document for a switch back to GST on the package).
 */
export function lineFigures(line: QuoteLine, rates: readonly InrRate[], atCost = false): LineFigures {
  const { currency, minor } = line.cost;
  const rate = currency === "INR" ? null : rateFor(rates, currency);
  const base = {
    lineId: line.id,
    optionId: line.optionId,
    included: line.included,
    rate,
  };
  if (currency !== "INR" && !rate) {
    return { ...base, costInr: null, sell: null, margin: null, marginBp: null, missingRate: currency };
  }
  // paise = minor / unit × micros / 10^4 (a rupee is 10^6 micros and 100 paise).
  const micros = currency === "INR" ? 1_000_000n : B(rate!.inrPerUnitMicros);
  const unit = currency === "INR" ? 100n : minorUnit(currency);
  const num = B(minor) * micros;
  const den = unit * 10_000n;
  const costInr = roundDiv(num, den);
  const sell = atCost
    ? costInr
    : line.markup.kind === "percent"
      ? roundDiv(num * B(10_000 + line.markup.basisPoints), den * 10_000n)
      : costInr + line.markup.minor;
  const margin = sell - costInr;
  return {
    ...base,
    costInr,
    sell,
    margin,
    marginBp: sell > 0 ? roundDiv(B(Math.abs(margin)) * 10_000n, B(sell)) * Math.sign(margin) : null,
    missingRate: null,
  };
}

/**
 * The agency's margin as basis points of what it sells before tax: package value + service fee
 * (the fee is the agency's too). GST and TCS are collected for the government, so they are not in
 * the base; null when nothing was sold. The builder's option figures and the Revenue tab's accepted
 * quotes both take their margin % from here, so the two never disagree.
 */
export function marginBpOf(margin: number, preTaxValue: number): number | null {
  return preTaxValue > 0 ? Math.round((margin * 10_000) / preTaxValue) : null;
}

/** A margin % as staff read it, "12.5 %", or a dash when there is nothing to take a share of. */
export const marginPercentText = (bp: number | null) => (bp === null ? "—" : `${(bp / 100).toFixed(1)} %`);

/** A percentage of an amount, rounded once to the paisa. */
export function percentOf(amount: number, basisPoints: number): number {
  return roundDiv(B(amount) * B(basisPoints), 10_000n);
}

function feeOf(fee: Markup | null, packageValue: number): number {
  if (!fee) return 0;
  return fee.kind === "percent" ? percentOf(packageValue, fee.basisPoints) : fee.minor;
}

/**
 * TCS on `base`: the part that still fits under the threshold (after `prior` this financial year) at
 * the lower rate, the rest at the higher; one rounding for the two parts together.
 */
export function tcsOn(base: number, prior: number, rule: TcsRule): TcsFigures {
  const { thresholdMinor, belowBp, aboveBp } = rule.params;
  const roomBefore = thresholdMinor === null ? null : Math.max(0, thresholdMinor - prior);
  const lowerBase = roomBefore === null ? base : Math.min(base, roomBefore);
  const higherBase = base - lowerBase;
  const amount = roundDiv(B(lowerBase) * B(belowBp) + B(higherBase) * B(aboveBp), 10_000n);
  return {
    ruleId: rule.id,
    base,
    roomBefore,
    lowerBase,
    lowerBp: belowBp,
    higherBase,
    higherBp: aboveBp,
    amount,
  };
}

/** The India day `days` before `startDate`. */
function daysBefore(startDate: string, days: number): string {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The payment schedule for a total: each step in whole rupees (rounded half up), and the last step
 * (the rest) whatever is left, so the instalments always add up to the total to the paisa.
 */
export function scheduleFor(
  steps: readonly ScheduleStep[],
  total: number,
  startDate: string | null,
): { instalments: Instalment[]; over: boolean } {
  let given = 0;
  const instalments = steps.map((step, i): Instalment => {
    const last = i === steps.length - 1;
    let amountMinor: number;
    if (last || step.share.kind === "rest") amountMinor = total - given;
    else if (step.share.kind === "percent")
      // Rounded to the rupee, but never past what is left (100 % of ₹1,000.60 is ₹1,000.60).
      amountMinor = Math.min(
        roundDiv(B(total) * B(step.share.basisPoints), 1_000_000n) * 100,
        Math.max(total - given, 0),
      );
    else amountMinor = roundDiv(B(step.share.minor), 100n) * 100;
    given += amountMinor;
    const due: Instalment["due"] =
      step.due.kind === "acceptance"
        ? { kind: "acceptance" }
        : step.due.kind === "date"
          ? { kind: "date", date: step.due.date }
          : startDate
            ? { kind: "date", date: daysBefore(startDate, step.due.days) }
            : { kind: "beforeDeparture", days: step.due.days };
    return { stepId: step.id, label: step.label, amountMinor, due };
  });
  return { instalments, over: instalments.some((i) => i.amountMinor < 0) };
}

/** Every figure of a quote: per line, per option (taxes, total, schedule), and what stops it being sent. */
export function computeQuote(document: QuoteDocument, ctx: QuoteContext): QuoteTotals {
  const lines = document.lines.map((line) => lineFigures(line, ctx.rates, document.tax.gst === "serviceFee"));
  const problems: QuoteProblem[] = [];
  const missing = [...new Set(lines.flatMap((l) => (l.missingRate ? [l.missingRate] : [])))];
  for (const currency of missing) {
    const index = document.lines.findIndex((l) => l.cost.currency === currency);
    problems.push({
      code: "missingRate",
      message: noRateText(currency),
      path: `lines.${index}.cost.currency`,
    });
  }
  if (!document.lines.some((l) => l.included))
    problems.push({
      code: "noLines",
      message: "Add at least one included line before sending the quote.",
      path: "lines",
    });

  const prior = document.tax.tcsPriorMinor + ctx.tcsPriorForPan;
  const hasLines = document.lines.some((l) => l.included);
  const options = document.options.map((option, index): OptionTotals => {
    const mine = lines.filter((l) => l.optionId === null || l.optionId === option.id);
    const included = mine.filter((l) => l.included);
    // An option with nothing in it would be offered, and could be accepted, at ₹0.
    if (hasLines && !included.some((l) => l.sell !== null))
      problems.push({
        code: "emptyOption",
        message: `${option.name} has no included line: add one to it or remove the option`,
        path: `options.${index}`,
      });
    const optional = mine.filter((l) => !l.included);
    const packageValue = included.reduce((sum, l) => sum + (l.sell ?? 0), 0);
    const cost = included.reduce((sum, l) => sum + (l.costInr ?? 0), 0);
    const serviceFee = document.tax.gst === "serviceFee" ? feeOf(document.tax.serviceFee, packageValue) : 0;
    const gstBp =
      document.tax.gst === "package" ? ctx.rules.gst.params.packageBp : ctx.rules.gst.params.serviceFeeBp;
    const gstBase = document.tax.gst === "package" ? packageValue : serviceFee;
    const gst = percentOf(gstBase, gstBp);
    const tcs =
      document.tax.tcs && ctx.rules.tcs ? tcsOn(packageValue + serviceFee + gst, prior, ctx.rules.tcs) : null;
    const total = packageValue + serviceFee + gst + (tcs?.amount ?? 0);
    const margin = packageValue + serviceFee - cost;
    const { instalments, over } = scheduleFor(document.terms.schedule, total, document.startDate);
    if (over)
      problems.push({
        code: "scheduleOver",
        message: `The payment steps of ${option.name} come to more than its total: lower a step so the last one is not negative.`,
        path: "terms.schedule",
      });
    return {
      optionId: option.id,
      name: option.name,
      lineIds: included.map((l) => l.lineId),
      optionalLineIds: optional.map((l) => l.lineId),
      optionalValue: optional.reduce((sum, l) => sum + (l.sell ?? 0), 0),
      packageValue,
      serviceFee,
      gstBp,
      gstBase,
      gst,
      tcs,
      total,
      cost,
      margin,
      marginBp: marginBpOf(margin, packageValue + serviceFee),
      schedule: instalments,
    };
  });

  return {
    currency: "INR",
    lines,
    options,
    gstRuleId: ctx.rules.gst.id,
    tcsRuleId: document.tax.tcs ? (ctx.rules.tcs?.id ?? null) : null,
    tcsPriorMinor: prior,
    problems,
  };
}

/** The figures without cost, markup or margin: all a traveller's page, PDF or JSON may carry. */
export function travellerTotals(totals: QuoteTotals): TravellerTotals {
  return {
    currency: totals.currency,
    gstRuleId: totals.gstRuleId,
    tcsRuleId: totals.tcsRuleId,
    problems: totals.problems,
    lines: totals.lines.map(({ lineId, optionId, included, sell }) => ({ lineId, optionId, included, sell })),
    options: totals.options.map((o) => {
      const { cost: _cost, margin: _margin, marginBp: _marginBp, ...rest } = o;
      return rest;
    }),
  };
}

/**
 * The rule of a kind in force on `day`: the latest row that took effect on or before it; of two rows
 * for one day, the one listed later (the table lists rows in the order they were added).
 */
export function ruleInForce<K extends TaxRule["kind"]>(
  rules: readonly TaxRule[],
  kind: K,
  day: string,
): Extract<TaxRule, { kind: K }> | null {
  let found: TaxRule | null = null;
  for (const rule of rules) {
    if (rule.kind !== kind || rule.effectiveFrom > day) continue;
    if (!found || rule.effectiveFrom >= found.effectiveFrom) found = rule;
  }
  return found as Extract<TaxRule, { kind: K }> | null;
}

/** The GST and TCS rules in force on `day`, or null when no GST row covers it (the table is empty). */
export function rulesOn(rules: readonly TaxRule[], day: string): QuoteRules | null {
  const gst = ruleInForce(rules, "gst", day);
  return gst ? { gst, tcs: ruleInForce(rules, "tcs", day) } : null;
}

/** The Indian financial year a day falls in (1 April – 31 March), as its first and last day. */
export function financialYearOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= "04-01" ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}
