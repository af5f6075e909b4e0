import { desc } from "drizzle-orm";
import { z } from "~/lib/zod";
import { indiaDay } from "~/lib/india-time";
import { inrMicrosFromText, isCurrencyCode, type InrRate } from "~/lib/money";
import { recordAudit } from "./audit.server";
import { getConfig } from "./config.server";
import type { Database, Executor } from "./db/db.server";
import { exchangeRates } from "./db/schema.server";
import { bumpPublicContentVersion } from "./public-content-version.server";

/**
 * The agency's exchange rates: rupees per unit of each foreign currency, dated, set by admins in the
 * console. Wherever a foreign amount is shown in rupees it is shown as approximate with the rate's
 * date, and a booking copies the rate it used, so a later rate never moves a past figure. A
 * currency without a rate has no rupee figure at all.
 */

/** A rate in force, with who set it and when (for the console). */
export type ExchangeRate = InrRate & { setByEmail: string | null; updatedAt: string };

const RATE_TEXT = {
  currency: "Give the currency as its three-letter ISO code, such as EUR or USD.",
  inr: "Rupees are the site's own currency: they need no rate.",
  rate: "Give the rupees for one unit as a number above 0 with at most 6 decimals, such as 90.50.",
  rateHigh: "That rate is over ₹1,000 for one unit: check the figure.",
  asOf: "Give the rate's date as a real day (YYYY-MM-DD).",
  future: "The rate's date cannot be in the future.",
} as const;

export const exchangeRateInputSchema = z.object({
  currency: z
    .string({ error: RATE_TEXT.currency })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, RATE_TEXT.currency)
    .refine((c) => c !== "INR", RATE_TEXT.inr),
  inrPerUnit: z
    .union([z.string(), z.number()], { error: RATE_TEXT.rate })
    .transform((v, ctx) => {
      const micros = inrMicrosFromText(typeof v === "number" ? String(v) : v);
      if (micros === null) {
        ctx.addIssue({ code: "custom", message: RATE_TEXT.rate });
        return z.NEVER;
      }
      return micros;
    })
    .refine((micros) => micros <= 1000 * 1_000_000, RATE_TEXT.rateHigh),
  asOf: z
    .string({ error: RATE_TEXT.asOf })
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, RATE_TEXT.asOf)
    .refine((v) => v <= indiaDay(), RATE_TEXT.future),
});
export type ExchangeRateInput = z.infer<typeof exchangeRateInputSchema>;

/**
 * On a fresh installation the table starts with USD at USD_INR_RATE (dated the day it is seeded), so
 * dollar prices keep their rupee figure as before; one seed per currency whatever the processes.
 */
async function seedUsd(db: Executor) {
  await db
    .insert(exchangeRates)
    .values({
      currency: "USD",
      inrPerUnitMicros: Math.round(getConfig().USD_INR_RATE * 1_000_000),
      asOf: indiaDay(),
      setBy: null,
    })
    .onConflictDoNothing();
}

/**
 * The rate in force for each currency: the one for the latest day (a rate entered later for an
 * earlier day corrects that day's record, not today's rate); of two for one day, the later entry.
 */
export async function currentExchangeRates(db: Executor): Promise<ExchangeRate[]> {
  let rows = await latestRows(db);
  if (!rows.some((r) => r.currency === "USD")) {
    await seedUsd(db);
    rows = await latestRows(db);
  }
  return rows.map(toRate).sort((a, b) => a.currency.localeCompare(b.currency));
}

async function latestRows(db: Executor) {
  return db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .orderBy(
      exchangeRates.currency,
      desc(exchangeRates.asOf),
      desc(exchangeRates.createdAt),
      desc(exchangeRates.id),
    );
}

function toRate(row: typeof exchangeRates.$inferSelect): ExchangeRate {
  return {
    currency: row.currency,
    inrPerUnitMicros: row.inrPerUnitMicros,
    asOf: row.asOf,
    setByEmail: row.setByEmail,
    updatedAt: row.createdAt.toISOString(),
  };
}

/** Just the rates (what pages and bookings need); none on a database failure rather than a made-up one. */
export async function inrRates(db: Executor): Promise<InrRate[]> {
  const rates = await currentExchangeRates(db);
  return rates.map(({ currency, inrPerUnitMicros, asOf }) => ({ currency, inrPerUnitMicros, asOf }));
}

/** The rate in force for one currency, or null when the agency has none. */
export async function inrRateFor(db: Executor, currency: string): Promise<InrRate | null> {
  if (currency === "INR") return null;
  return (await inrRates(db)).find((r) => r.currency === currency) ?? null;
}

/** The latest changes, newest first, for the console's history. */
export async function exchangeRateHistory(db: Executor, limit = 20): Promise<ExchangeRate[]> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
    .limit(limit);
  return rows.map(toRate);
}

/** An admin's new rate: stored as a new row with its audit entry and the pages' new content version, all or none. */
export async function setExchangeRate(
  db: Database,
  input: ExchangeRateInput,
  actor: { id: string; email: string; ip: string | null },
): Promise<ExchangeRate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({
        currency: input.currency,
        inrPerUnitMicros: input.inrPerUnit,
        asOf: input.asOf,
        setBy: actor.id,
        setByEmail: actor.email,
      })
      .returning();
    await recordAudit(tx, {
      action: "exchange_rate_set",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "exchange_rate",
      targetId: input.currency,
      ip: actor.ip,
      details: { currency: input.currency, inrPerUnitMicros: input.inrPerUnit, asOf: input.asOf },
    });
    // The activities' rupee figures show the rates: pages cached before this one are out of date.
    await bumpPublicContentVersion(tx);
    return toRate(row!);
  });
}
