import { consoleAction, idParam, updateBreachOf, writeOnly } from "~/features/crm/index.server";
import { breachUpdateSchema } from "~/features/privacy/index.server";

export const loader = writeOnly("PATCH");

/** PATCH {status?, actionsTaken?, peopleAffected?, reportedToBoard?} (admins): a breach moved along. */
export const action = consoleAction(
  { schema: breachUpdateSchema, role: "admin", methods: ["PATCH"] },
  ({ db, user, input, params, ip }) =>
    updateBreachOf(db, user, idParam(params, "breachId", "breach"), input, ip),
);
