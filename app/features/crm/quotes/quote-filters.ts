import { z } from "~/lib/zod";
import { calendarDay, defineUrlFilters, optional } from "~/lib/url-filters";
import { QUOTE_STATUSES } from "../records/quote-status";

/**
 * The Quotes tab's filters as the URL carries them: read by its loader, written by its panel. A value
 * that is not one of the choices is dropped (the whole list shows), never an error.
 */
export const quoteFilters = defineUrlFilters({
  status: optional(z.enum(QUOTE_STATUSES)),
  /** A staff member's id. */
  owner: optional(z.string().min(1).max(64)),
  from: optional(calendarDay),
  to: optional(calendarDay),
  /** A quote number ("Q-2026-0042") or part of the contact's name. */
  q: optional(z.string().trim().min(1).max(80)),
});
export type QuoteFilters = ReturnType<typeof quoteFilters.parse>;
