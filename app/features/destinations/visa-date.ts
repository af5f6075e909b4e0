import { MONTHS_SHORT } from "~/lib/format";
import { DEFAULT_CARD_VISA_DAYS, findDestinationEntry, VISA_ON_ARRIVAL_SLUGS } from "~/lib/destination-index";

/**
 * The destination card's visa line: today + N business days, weekends skipped.
 * Pure functions; the component calls them only in the browser, so the date is the visitor's today.
 */

function isWeekend(date: Date) {
  const day = date.getDay();
  return day === 0 || day === 6;
}

/** `from` plus `businessDays` working days (Mon–Fri), in local time. 0 days = the same day. */
export function addBusinessDays(from: Date, businessDays: number): Date {
  const result = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let added = 0;
  while (added < businessDays) {
    result.setDate(result.getDate() + 1);
    if (!isWeekend(result)) added += 1;
  }
  return result;
}

/** en-IN day and short month, e.g. "12 Dec" (local time; without Intl, see lib/format). */
export function formatShortDate(date: Date) {
  return `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]}`;
}

export const VISA_ON_ARRIVAL_TEXT = "Visa on Arrival ✓";

export type CardVisaRule = { kind: "on-arrival" } | { kind: "business-days"; days: number };

/** Which visa line a destination's card shows: on arrival (Mauritius, Maldives) or N business days (default 5). */
export function cardVisaRule(slug: string): CardVisaRule {
  if (VISA_ON_ARRIVAL_SLUGS.has(slug)) return { kind: "on-arrival" };
  return { kind: "business-days", days: findDestinationEntry(slug)?.cardVisaDays ?? DEFAULT_CARD_VISA_DAYS };
}

/** The full text of the card's visa line for a given "today". */
export function cardVisaText(slug: string, today: Date) {
  const rule = cardVisaRule(slug);
  if (rule.kind === "on-arrival") return VISA_ON_ARRIVAL_TEXT;
  return `Get Visa by: ${formatShortDate(addBusinessDays(today, rule.days))}`;
}
