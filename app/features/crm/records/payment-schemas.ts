import { z } from "~/lib/zod";
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  paymentSettingsSchema,
  recordPaymentSchema,
  refundSchema,
  requestPaymentSchema,
} from "~/features/payments";

/**
 * The bodies of the console's payment endpoints: the payments feature's own form schemas (one per
 * operation, so the dialog, the endpoint and the feature say the same sentence), with what the
 * console's routes add. The dialogs check with these before they send; the routes check again.
 */

export const requestPaymentBody = requestPaymentSchema;
export const recordPaymentBody = recordPaymentSchema;
export const paymentSettingsBody = paymentSettingsSchema;
export type PaymentSettingsBody = z.output<typeof paymentSettingsBody>;

/** "Cancel request": nothing more to say than yes. */
export const cancelRequestBody = z.strictObject({});

/** "Send a fresh link for the balance left": no body; the amount is the server's (amount − paid). */
export const freshLinkBody = z.strictObject({});

/** "Refund" (admins): which payment of the request, how much goes back, what is kept, and why. */
export const refundBody = refundSchema.extend({
  paymentId: z.uuid({ error: "Choose the payment to refund from the request's list." }),
});

/** The ways staff take money by hand, in the order the dialog offers them. */
export const MANUAL_METHODS = MANUAL_PAYMENT_METHODS;
export const methodLabel = (method: string) =>
  (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
