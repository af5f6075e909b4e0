import {
  consoleAction,
  requestPaymentBody,
  requestStaffPayment,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: "Request a payment" — staff raise an amount on a lead they may see; the traveller is asked to pay it. */
export const action = consoleAction({ schema: requestPaymentBody }, ({ db, user, input }) =>
  requestStaffPayment(db, user, input),
);
