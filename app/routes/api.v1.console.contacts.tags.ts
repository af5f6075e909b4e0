import { applyTags, applyTagsSchema, consoleAction, crmScope, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/**
 * POST {"contactIds", "add", "remove"}: puts tags on and takes them off contacts, one or a selection.
 * Partners may tag the contacts they can see; making and naming tags is for admins.
 */
export const action = consoleAction(
  { schema: applyTagsSchema, maxBytes: 64 * 1024 },
  async ({ db, user, input }) => {
    const scope = await crmScope(db, user);
    return db.transaction((tx) => applyTags(tx, scope, input));
  },
);
