import {
  consoleAction,
  freshLinkBody,
  idParam,
  sendFreshPaymentLink,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: "Send a fresh link for the balance left" — a new pay link for what a part-paid request still asks. */
export const action = consoleAction({ schema: freshLinkBody }, ({ db, user, params }) =>
  sendFreshPaymentLink(db, user, idParam(params, "requestId", "payment request")),
);
