import { consoleAction, mergeContacts, mergeSchema, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: folds a duplicate into the contact kept, field by field as chosen; every lead, task and timeline line is kept. */
export const action = consoleAction({ schema: mergeSchema }, ({ db, user, input, ip }) =>
  mergeContacts(db, user, input, ip),
);
