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
