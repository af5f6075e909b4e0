import { z } from "~/lib/zod";
import { consoleAction, decideActivityRequest, idParam, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/**
 * POST {"decision": "confirm"} once the activity is booked with its operator (or Viator): the request
 * becomes a confirmed booking and its voucher is e-mailed. {"decision": "decline", "reason"?} tells
 * the visitor it could not be booked. Either is written on the contact's timeline and audited.
 */
export const action = consoleAction(
  {
    role: "partner",
    schema: z.object({
      decision: z.enum(["confirm", "decline"], { error: 'Say "confirm" or "decline".' }),
      reason: z
        .string({ error: "The reason must be text." })
        .trim()
        .max(500, "Please keep the reason under 500 characters.")
        .optional(),
    }),
  },
  ({ db, user, input, params, ip }) =>
    decideActivityRequest(db, { ...user, ip }, idParam(params, "bookingId", "booking"), input),
);
