import { consoleAction, idParam, updatePrivacyRequestOf, writeOnly } from "~/features/crm/index.server";
import { requestUpdateSchema } from "~/features/privacy/index.server";

export const loader = writeOnly("PATCH");

/** PATCH {status, outcome}: moves a privacy request along; done or refused closes it. */
export const action = consoleAction(
  { schema: requestUpdateSchema, methods: ["PATCH"] },
  ({ db, user, input, params, ip }) =>
    updatePrivacyRequestOf(db, user, idParam(params, "requestId", "request"), input, ip),
);
