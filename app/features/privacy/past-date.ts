import { z } from "~/lib/zod";

const YEARS_BACK = 10;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * A date staff type for something that already happened (a breach found, a request received).
 * Anything older than ten years is a typo, and years PostgreSQL stores as "BC" would not read
 * back as a date at all; the future is refused by the caller, which owns the clock.
 */
export function recentPastDate(what: string) {
  return z.coerce.date({ error: what }).refine((d) => d.getTime() >= Date.now() - YEARS_BACK * YEAR_MS, {
    message: `${what} It must be within the last ${YEARS_BACK} years.`,
  });
}
