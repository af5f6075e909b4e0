import { formatIndianNumber, MONTHS_SHORT } from "./format";

/*
 * The one money type. An amount is an integer count of the currency's minor unit (paise, cents,
 * fils) together with its ISO 4217 code, so a figure can never lose its currency on the way from a
 * supplier's quote to a voucher, an e-mail or a staff screen, and never drifts through floating
 * point. Written by hand rather than through Intl for the same reason as format.ts: the first Intl
 * formatter a page creates loads the browser's ICU data during hydration.
 */

export type Money = { readonly minor: number; readonly currency: string };

/** ISO 4217 currencies whose minor unit is not the hundredth. */
const MINOR_DIGITS: Record<string, number> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  IDR: 0,
  ISK: 0,
  CLP: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

/** How the product writes each currency's sign; anything else is written with its code. */
const SYMBOLS: Record<string, string> = {
  INR: "₹",
  USD: "US$",
  EUR: "€",
  GBP: "£",
  AED: "AED ",
  SGD: "S$",
  AUD: "A$",
  JPY: "¥",
  THB: "THB ",
  CHF: "CHF ",
};

export class MoneyError extends Error {}

export function isCurrencyCode(code: unknown): code is string {
  return typeof code === "string" && /^[A-Z]{3}$/.test(code);
}

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

export function money(minor: number, currency: string): Money {
  if (!Number.isSafeInteger(minor))
    throw new MoneyError(`A money amount is a whole number of minor units, not ${minor}.`);
  if (!isCurrencyCode(currency)) throw new MoneyError(`"${currency}" is not an ISO 4217 currency code.`);
  return { minor, currency };
}

/**
 * From a supplier's decimal figure (a number or a string such as "50.00"), rounded half away from
 * zero to the minor unit. Strings are read digit by digit so "0.29" is 29, not 28.999….
 */
export function fromMajor(major: number | string, currency: string): Money {
  const digits = minorDigits(currency);
  const text = typeof major === "number" ? major.toFixed(Math.min(digits + 2, 20)) : major.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new MoneyError(`"${major}" is not an amount.`);
  const [, sign, whole, fraction = ""] = match;
  const kept = (fraction + "0".repeat(digits)).slice(0, digits);
  const next = fraction.charCodeAt(digits) - 48;
  let minor = Number(whole) * 10 ** digits + Number(kept || "0");
  if (next >= 5) minor += 1;
  return money(sign === "-" ? -minor : minor, currency);
}

/** The amount as a decimal string in major units, as supplier APIs and CSV exports want it. */
export function toMajorString(amount: Money): string {
  const digits = minorDigits(amount.currency);
  const sign = amount.minor < 0 ? "-" : "";
  const abs = String(Math.abs(amount.minor)).padStart(digits + 1, "0");
  return digits === 0 ? sign + abs : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

function sameCurrency(a: Money, b: Money) {
  if (a.currency !== b.currency) throw new MoneyError(`Cannot combine ${a.currency} with ${b.currency}.`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor + b.minor, a.currency);
}

export function sumMoney(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce((total, each) => addMoney(total, each), money(0, currency));
}

/** A unit price times a count of people or nights. */
export function timesMoney(amount: Money, count: number): Money {
  if (!Number.isInteger(count)) throw new MoneyError(`Multiply money by a whole count, not ${count}.`);
  return money(amount.minor * count, amount.currency);
}

export function isZero(amount: Money) {
  return amount.minor === 0;
}

export type FormatMoneyOptions = {
  /** Drop the minor unit ("₹1,25,000" rather than "₹1,25,000.00"); rounds to the nearest major unit. */
  whole?: boolean;
  /** Drop a zero minor part only ("US$89", but "US$49.50"): for prices on cards and pages. */
  compact?: boolean;
};

/**
 * "₹1,25,000", "US$135.00", "€50.00", "AED 1,200.00". Rupees use Indian digit grouping and are
 * written whole unless they carry paise; other currencies are grouped in thousands.
 */
export function formatMoney(amount: Money, options: FormatMoneyOptions = {}): string {
  const digits = minorDigits(amount.currency);
  const symbol = SYMBOLS[amount.currency] ?? `${amount.currency} `;
  const sign = amount.minor < 0 ? "-" : "";
  const abs = Math.abs(amount.minor);
  const unit = 10 ** digits;
  const whole =
    options.whole || ((amount.currency === "INR" || options.compact) && abs % unit === 0) || digits === 0;
  const major = whole ? Math.round(abs / unit) : Math.floor(abs / unit);
  const grouped =
    amount.currency === "INR" ? formatIndianNumber(major) : String(major).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = whole ? "" : `.${String(abs % unit).padStart(digits, "0")}`;
  return `${sign}${symbol}${grouped}${fraction}`;
}

/** Whole rupees as Money (the site's own prices are written in whole rupees). */
export function rupees(amount: number): Money {
  return money(Math.round(amount) * 100, "INR");
}

/**
 * An exchange rate as the agency sets it: rupees per one unit of a currency, with the day it was
 * set. Kept as an integer count of millionths of a rupee so a converted figure is reproducible.
 */
export type InrRate = { readonly currency: string; readonly inrPerUnitMicros: number; readonly asOf: string };

/** The amount in rupees at the rate (rounded to the paisa). */
export function toInr(amount: Money, rate: InrRate): Money {
  if (amount.currency === "INR") return amount;
  if (rate.currency !== amount.currency) {
    throw new MoneyError(`A ${rate.currency} rate cannot convert ${amount.currency}.`);
  }
  const unit = 10 ** minorDigits(amount.currency);
  // (minor / unit) major units × micros millionths of a rupee each, in paise (÷ 10^6 × 100).
  const paise = Math.round((amount.minor * rate.inrPerUnitMicros) / unit / 10_000);
  return money(paise, "INR");
}

/** Reads "90.50" (rupees for one unit) as millionths of a rupee, exactly; null for anything else. */
export function inrMicrosFromText(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micros = Number(match[1]) * 1_000_000 + Number((match[2] ?? "").padEnd(6, "0"));
  return micros > 0 ? micros : null;
}

/** The rate's rupees for one unit, with at least two decimals: "90.50", "0.2575". */
export function inrPerUnitText(rate: InrRate): string {
  const whole = Math.floor(rate.inrPerUnitMicros / 1_000_000);
  const fraction = String(rate.inrPerUnitMicros % 1_000_000)
    .padStart(6, "0")
    .replace(/0+$/, "")
    .padEnd(2, "0");
  return `${formatIndianNumber(whole)}.${fraction}`;
}

/** "€1 = ₹90.50" */
export function formatRate(rate: InrRate): string {
  const symbol = SYMBOLS[rate.currency] ?? `${rate.currency} `;
  return `${symbol}1 = ₹${inrPerUnitText(rate)}`;
}

/** "20 Nov 2026" for the rate's ISO day. */
export function formatRateDay(asOf: string): string {
  const [year, month, day] = asOf.split("-").map(Number);
  return `${day} ${MONTHS_SHORT[(month ?? 1) - 1]} ${year}`;
}

/** The rate among `rates` for this amount's currency, or null when the agency has set none. */
export function rateFor(rates: readonly InrRate[] | null | undefined, currency: string): InrRate | null {
  return rates?.find((r) => r.currency === currency) ?? null;
}

/**
 * "≈ ₹11,313 at €1 = ₹90.50 on 20 Nov 2026": a converted figure always says it is approximate and
 * which dated rate made it. Null without a rate for the amount's currency (no figure is better than
 * an invented one) and for rupees, which need no conversion.
 */
export function approxInrText(amount: Money, rate: InrRate | null | undefined): string | null {
  if (amount.currency === "INR" || !rate || rate.currency !== amount.currency) return null;
  return `≈ ${formatMoney(toInr(amount, rate), { whole: true })} at ${formatRate(rate)} on ${formatRateDay(rate.asOf)}`;
}
