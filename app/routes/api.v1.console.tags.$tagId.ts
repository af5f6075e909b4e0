import { z } from "~/lib/zod";
import {
  byMethod,
  consoleAction,
  deleteTag,
  idParam,
  tagPatchSchema,
  updateTag,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("PATCH, DELETE");

/** PATCH (admins) renames or recolours a tag; DELETE (admins) removes it from every contact, with an audit entry. */
export const action = byMethod({
  PATCH: consoleAction(
    { role: "admin", schema: tagPatchSchema, methods: ["PATCH"] },
    ({ db, input, params }) => db.transaction((tx) => updateTag(tx, idParam(params, "tagId", "tag"), input)),
  ),
  DELETE: consoleAction(
    { role: "admin", schema: z.object({}), methods: ["DELETE"] },
    ({ db, user, params, ip }) =>
      db.transaction((tx) =>
        deleteTag(tx, idParam(params, "tagId", "tag"), { id: user.id, email: user.email, ip }),
      ),
  ),
});
