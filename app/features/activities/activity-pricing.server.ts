import type { InrRate } from "~/lib/money";
import { getConfig } from "~/server/config.server";
import { getDb } from "~/server/db/db.server";
import { inrRates } from "~/server/exchange-rates.server";
import { logger } from "~/server/logger.server";

/**
 * What a page needs to show activity prices: the agency's dated exchange rates (none when they
 * cannot be read: a page then shows no rupee figure rather than a made-up one), and whether a
 * supplier prices bookings with its own adult and child amounts.
 */
export async function activityPricing(): Promise<{ rates: InrRate[]; supplierPriced: boolean }> {
  const supplierPriced = getConfig().ACTIVITIES_BOOKING !== "catalogue";
  try {
    return { rates: await inrRates(await getDb()), supplierPriced };
  } catch (err) {
    logger.warn({ err }, "activities: exchange rates not read; prices show no rupee figure");
    return { rates: [], supplierPriced };
  }
}
