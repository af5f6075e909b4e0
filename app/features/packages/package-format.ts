import { MONTHS_LONG } from "~/lib/format";

/**
 * A departure date for Indian readers: "12 February 2027" (en-IN, day before month).
 * The month is written out: short forms differ between ICU versions ("Sep" / "Sept"), which would
 * make the server's HTML and the browser's render disagree. Read as a calendar date (UTC), so the
 * server's time zone cannot shift it by a day.
 */
export function formatDepartureDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTHS_LONG[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "6 Days / 5 Nights" -> 6 */
export function durationDays(duration: string): number {
  return Number.parseInt(duration, 10);
}

/** Savings as a whole percentage of the original price. */
export function savingsPercent(originalPrice: number, currentPrice: number): number {
  return Math.round(((originalPrice - currentPrice) / originalPrice) * 100);
}

export type DepartureRule = { weekday: number; months: readonly number[]; leadDays: number };

/**
 * The first departure on or after `today` + leadDays: the rule's weekday, in one of its months, as an
 * ISO date. `today` is read as the visitor's calendar day; the arithmetic is done in UTC so no time zone
 * or daylight-saving change can skip or repeat a day. A rule with a weekday and at least one month always
 * has a departure within a year, so the loop ends.
 */
export function nextDepartureDate(rule: DepartureRule, today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + rule.leadDays));
  for (let i = 0; i < 400; i++) {
    if (date.getUTCDay() === rule.weekday && rule.months.includes(date.getUTCMonth() + 1)) {
      return date.toISOString().slice(0, 10);
    }
    date.setUTCDate(date.getUTCDate() + 1);
  }
  throw new Error("A departure rule needs a weekday and at least one month");
}
