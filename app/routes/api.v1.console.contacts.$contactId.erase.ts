import { consoleAction, eraseContact, eraseSchema, idParam, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST (admins), for a data-protection request: removes the person's data everywhere. Needs {"confirm":"ERASE"}. */
export const action = consoleAction({ schema: eraseSchema, role: "admin" }, ({ db, user, params, ip }) =>
  eraseContact(db, user, idParam(params, "contactId", "contact"), ip),
);
