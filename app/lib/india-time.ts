/**
 * India's calendar, where the agency, its staff and its visitors are: one time zone, UTC+05:30, no
 * daylight saving. Dates are YYYY-MM-DD strings, compared as text.
 */
export const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The date in India (YYYY-MM-DD) at this instant. */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India date begins. */
export function indiaMidnightOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** The date `days` after (or before, when negative) an India date. */
export function addIndiaDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
export function indiaDaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1000; d = addIndiaDays(d, 1)) out.push(d);
  return out;
}
