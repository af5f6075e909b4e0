import { MONTHS_SHORT } from "~/lib/format";
import type { VisaStatus } from "./destination-schema";

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
export const VISA_FREE_TEXT = "Visa-free ✓";

export type CardVisaRule = { kind: "visa-free"; text: string } | { kind: "business-days"; days: number };

/** Which visa line a card shows: a tick for a visa-free destination, else today + the processing days. */
export function cardVisaRule(status: VisaStatus): CardVisaRule {
  if (status.kind === "visa-free") {
    return { kind: "visa-free", text: status.entry === "on-arrival" ? VISA_ON_ARRIVAL_TEXT : VISA_FREE_TEXT };
  }
  return { kind: "business-days", days: status.processingDays };
}

/** The full text of the card's visa line for a given "today". */
export function cardVisaText(status: VisaStatus, today: Date) {
  const rule = cardVisaRule(status);
  if (rule.kind === "visa-free") return rule.text;
  return `Get Visa by: ${formatShortDate(addBusinessDays(today, rule.days))}`;
}
