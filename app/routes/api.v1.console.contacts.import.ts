import { consoleAction, importChunkSchema, importContacts, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/**
 * POST {"rows": [{"row", "name", "phone", "email", "city", "notes", "tags"}, …]} (up to 500): one
 * chunk of a CSV import. Each row is created, merged onto the contact with the same mobile or
 * e-mail, or rejected with its reason; the answer says which. The console sends a file chunk by
 * chunk and shows the progress.
 */
export const action = consoleAction(
  { schema: importChunkSchema, maxBytes: 16 * 1024 * 1024 },
  ({ db, user, input, ip }) => importContacts(db, user, input, ip),
);
