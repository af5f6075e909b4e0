import {
  applyTagsToMatching,
  applyTagsToMatchingSchema,
  consoleAction,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/**
 * POST {"filters", "count", "add", "remove"}: "select all matching" on the contacts list. Tags every
 * contact the list's filters match for this person (their records only, with only-my-records on),
 * all or nothing; 409 when the filters no longer match the confirmed count. Audited, and limited
 * per person on top of the console's write limit.
 */
export const action = consoleAction({ schema: applyTagsToMatchingSchema }, async ({ db, user, input, ip }) =>
  applyTagsToMatching(db, user, input, { ip }),
);
