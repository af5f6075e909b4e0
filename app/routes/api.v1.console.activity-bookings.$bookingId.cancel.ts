import { z } from "~/lib/zod";
import { cancelActivityBooking, consoleAction, idParam, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/**
 * POST (admins) {"confirm": false} asks the provider what cancelling would cost and changes nothing;
 * {"confirm": true} cancels, writes it on the contact's timeline and in the audit log.
 */
export const action = consoleAction(
  {
    role: "admin",
    schema: z.object({
      confirm: z.boolean({ error: "Say whether to cancel (true) or only quote the fee (false)." }),
    }),
  },
  ({ db, user, input, params, ip }) =>
    cancelActivityBooking(db, { ...user, ip }, idParam(params, "bookingId", "booking"), input.confirm),
);
