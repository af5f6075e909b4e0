import { z } from "~/lib/zod";
import { calendarDay, defineUrlFilters, optional } from "~/lib/url-filters";
import { PAYMENT_STATUSES } from "../records/payment-status";

/** What the Payments tab's "Show" choice narrows to: everything, what is still to collect, or late. */
export const PAYMENT_VIEWS = ["all", "open", "overdue"] as const;

/**
 * The Payments tab's filters as the URL carries them: read by its loader, written by its panel. A
 * value that is not one of the choices is dropped (the whole list shows), never an error.
 */
export const paymentFilters = defineUrlFilters({
  view: optional(z.enum(PAYMENT_VIEWS)),
  status: optional(z.enum(PAYMENT_STATUSES)),
  /** A staff member's id: the owner of the request's lead. */
  owner: optional(z.string().min(1).max(64)),
  /** Due on or after / on or before (India days). */
  from: optional(calendarDay),
  to: optional(calendarDay),
  /** A request's reference ("PAY-7KQ2MX") or part of the traveller's name. */
  q: optional(z.string().trim().min(1).max(80)),
});
export type PaymentFilters = ReturnType<typeof paymentFilters.parse>;
