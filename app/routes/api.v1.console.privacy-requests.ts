import { consoleAction, createPrivacyRequestOf, writeOnly } from "~/features/crm/index.server";
import { newRequestSchema } from "~/features/privacy/index.server";

export const loader = writeOnly("POST");

/** POST {kind, contactId, details, receivedAt?}: a request received by e-mail, letter or phone. */
export const action = consoleAction({ schema: newRequestSchema }, ({ db, user, input, ip }) =>
  createPrivacyRequestOf(db, user, input, ip),
);
