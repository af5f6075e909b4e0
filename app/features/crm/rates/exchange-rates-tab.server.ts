import type { Executor } from "~/server/db/db.server";
import { currentExchangeRates, exchangeRateHistory } from "~/server/exchange-rates.server";
import { indiaDay } from "~/lib/india-time";

/** The Rates tab (admins): the rate in force per currency, and the latest changes. */
export async function exchangeRatesTab(db: Executor) {
  const [rates, history] = await Promise.all([currentExchangeRates(db), exchangeRateHistory(db)]);
  return { tab: "rates" as const, rates, history, today: indiaDay() };
}
