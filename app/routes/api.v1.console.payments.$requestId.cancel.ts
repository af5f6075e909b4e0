import {
  cancelPaymentRequest,
  cancelRequestBody,
  consoleAction,
  idParam,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: "Cancel request" — an open request stops asking; its link stops working; payments made stay. */
export const action = consoleAction({ schema: cancelRequestBody }, ({ db, user, params }) =>
  cancelPaymentRequest(db, user, idParam(params, "requestId", "payment request")),
);
