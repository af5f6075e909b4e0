import { consoleAction, createTag, newTagSchema, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST (admins) {"name", "color"}: a new tag; a name already taken (in any case) is a 409. */
export const action = consoleAction({ role: "admin", schema: newTagSchema }, ({ db, input }) =>
  db.transaction((tx) => createTag(tx, input)),
);
