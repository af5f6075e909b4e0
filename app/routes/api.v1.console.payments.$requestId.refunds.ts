import {
  consoleAction,
  idParam,
  refundBody,
  refundReceivedPayment,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST (admins): refund all or part of one payment of the request, keeping the supplier's fee if asked. */
export const action = consoleAction({ role: "admin", schema: refundBody }, ({ db, user, input, params }) =>
  refundReceivedPayment(db, user, idParam(params, "requestId", "payment request"), input),
);
