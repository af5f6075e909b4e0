/**
 * India's calendar and clock, where the agency, its staff and its visitors are: one time zone,
 * UTC+05:30, no daylight saving (since 1945). Dates are YYYY-MM-DD strings, compared as text.
 * Every India date or wall time the app works out comes from here, and every one it shows goes
 * through lib/format, which reads its clock from here too.
 */
export const INDIA_OFFSET_MS = 330 * 60_000;
/** India's offset as ISO 8601 writes it after a wall time. */
export const INDIA_OFFSET = "+05:30";
export const DAY_MS = 86_400_000;

/** The date in India (YYYY-MM-DD) at this instant. */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India date begins. */
export function indiaMidnightOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** The instant an India date's clock shows hour:minute. */
export function indiaTimeOn(day: string, hour: number, minute = 0): Date {
  return new Date(indiaMidnightOf(day).getTime() + (hour * 60 + minute) * 60_000);
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

/** An instant as an ISO string, epoch milliseconds or a Date. */
export type Instant = Date | string | number;

/** India's wall clock at an instant: the parts a clock and a calendar in India show. */
export function indiaWallClock(at: Instant) {
  const d = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    /** 0 for January. */
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    /** 0 for Sunday. */
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/**
 * India's wall time at an instant as ISO text without a zone, "2026-11-24T15:30:05.000": the
 * first 16 characters are what a datetime-local field holds, the first 19 a spreadsheet's stamp.
 */
export function indiaWallIso(at: Instant): string {
  return new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 23);
}

/**
 * A datetime-local value ("2030-01-05T10:00") read as India time, whatever the browser's zone:
 * "2030-01-05T10:00:00+05:30". Anything else comes back unchanged, for the schema to judge.
 */
export function fromIndiaLocal(value: unknown): unknown {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
    ? `${value}:00${INDIA_OFFSET}`
    : value;
}
