import { consoleAction, logActivity, logActivitySchema, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: a call (with its outcome and duration) or a note, logged by hand on a contact's timeline. */
export const action = consoleAction({ schema: logActivitySchema }, ({ db, user, input }) =>
  logActivity(db, user, input),
);
