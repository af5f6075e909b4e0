import { consoleAction, recordBreachOf, writeOnly } from "~/features/crm/index.server";
import { newBreachSchema } from "~/features/privacy/index.server";

export const loader = writeOnly("POST");

/** POST {foundAt, description, dataCategories, peopleAffected, actionsTaken?} (admins): a breach. */
export const action = consoleAction({ schema: newBreachSchema, role: "admin" }, ({ db, user, input, ip }) =>
  recordBreachOf(db, user, input, ip),
);
