import { consoleAction, createContact, newContactSchema, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: a contact added by hand (partners and admins); a mobile already on file is refused with whose it is. */
export const action = consoleAction({ schema: newContactSchema }, ({ db, user, input }) =>
  createContact(db, user, input),
);
