import { approxInrText, formatMoney, money, toInr, type InrRate, type Money } from "~/lib/money";
import type { Executor } from "~/server/db/db.server";
import type { ActivityBookingRow } from "~/server/db/schema.server";
import { inrRateFor } from "~/server/exchange-rates.server";
import { logger } from "~/server/logger.server";

/**
 * A booking's amounts as Money, read from its row: what each adult and child paid and the total, in
 * the currency of the sale (the supplier's own for a supplier product), and the exchange rate copied
 * at booking, so every later view shows the rupee figure of that day and never moves it.
 */
export type BookingAmounts = { adult: Money; child: Money | null; total: Money; rate: InrRate | null };

type AmountColumns = Pick<
  ActivityBookingRow,
  | "currency"
  | "unitPriceCents"
  | "childPriceMinor"
  | "totalCents"
  | "rateCurrency"
  | "rateInrPerUnitMicros"
  | "rateAsOf"
>;

export function bookingAmounts(row: AmountColumns): BookingAmounts {
  return {
    adult: money(row.unitPriceCents, row.currency),
    child: row.childPriceMinor === null ? null : money(row.childPriceMinor, row.currency),
    total: money(row.totalCents, row.currency),
    rate:
      row.rateCurrency && row.rateInrPerUnitMicros && row.rateAsOf && row.rateCurrency === row.currency
        ? { currency: row.rateCurrency, inrPerUnitMicros: row.rateInrPerUnitMicros, asOf: row.rateAsOf }
        : null,
  };
}

/** The columns that copy a rate onto a booking (all null without one). */
export function rateColumns(rate: InrRate | null) {
  return {
    rateCurrency: rate?.currency ?? null,
    rateInrPerUnitMicros: rate?.inrPerUnitMicros ?? null,
    rateAsOf: rate?.asOf ?? null,
  };
}

/** "€125.00 (≈ ₹11,313 at €1 = ₹90.50 on 20 Nov 2026)", or the amount alone without a rate. */
export function amountWithApprox(amount: Money, rate: InrRate | null): string {
  const approx = approxInrText(amount, rate);
  return approx ? `${formatMoney(amount)} (${approx})` : formatMoney(amount);
}

/** The booking's value in whole rupees at its own rate, for the lead; null without a rate. */
export function bookingValueInr(amounts: BookingAmounts): number | null {
  if (amounts.total.currency === "INR") return Math.round(amounts.total.minor / 100);
  if (!amounts.rate) return null;
  return Math.round(toInr(amounts.total, amounts.rate).minor / 100);
}

/** "2 adults × €50.00, 1 child × €25.00" */
export function perPaxText(amounts: BookingAmounts, adults: number, children: number): string {
  const parts = [`${adults} ${adults === 1 ? "adult" : "adults"} × ${formatMoney(amounts.adult)}`];
  if (children) {
    const who = `${children} ${children === 1 ? "child" : "children"}`;
    parts.push(amounts.child ? `${who} × ${formatMoney(amounts.child)}` : `${who} (in the total)`);
  }
  return parts.join(", ");
}

/** The rate in force for a currency; none (so no rupee figure) when it cannot be read. */
export async function rateOf(db: Executor, currency: string): Promise<InrRate | null> {
  try {
    return await inrRateFor(db, currency);
  } catch (err) {
    logger.warn({ err, currency }, "activities: exchange rate not read; the booking shows no rupee figure");
    return null;
  }
}
