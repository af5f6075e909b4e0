import { z } from "~/lib/zod";
import {
  byMethod,
  consoleAction,
  contactPatchSchema,
  idParam,
  softDeleteContact,
  updateContact,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("PATCH, DELETE");

/** PATCH edits a contact's details (partners and admins); DELETE (admins) hides it everywhere, with an audit entry. */
export const action = byMethod({
  PATCH: consoleAction({ schema: contactPatchSchema, methods: ["PATCH"] }, ({ db, user, input, params }) =>
    updateContact(db, user, idParam(params, "contactId", "contact"), input),
  ),
  DELETE: consoleAction(
    { schema: z.object({}), methods: ["DELETE"], role: "admin" },
    ({ db, user, params, ip }) => softDeleteContact(db, user, idParam(params, "contactId", "contact"), ip),
  ),
});
