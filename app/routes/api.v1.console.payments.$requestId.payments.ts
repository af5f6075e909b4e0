import {
  consoleAction,
  idParam,
  recordPaymentBody,
  recordReceivedPayment,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: "Record a payment received" (a bank transfer, UPI to the agency, cash, a cheque) against an open request. */
export const action = consoleAction({ schema: recordPaymentBody }, ({ db, user, input, params }) =>
  recordReceivedPayment(db, user, idParam(params, "requestId", "payment request"), input),
);
