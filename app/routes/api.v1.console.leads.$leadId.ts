import { consoleAction, idParam, leadPatchSchema, updateLead, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PATCH");

/** PATCH: a lead's trip details (what an agent needs to quote), its value in rupees, or its owner. */
export const action = consoleAction(
  { schema: leadPatchSchema, methods: ["PATCH"] },
  ({ db, user, input, params }) => updateLead(db, user, idParam(params, "leadId", "lead"), input),
);
