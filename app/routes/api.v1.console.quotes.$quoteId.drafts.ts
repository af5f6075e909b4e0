import { z } from "~/lib/zod";
import { consoleAction, writeOnly } from "~/features/crm/index.server";
import { quoteIdParam, startNewDraft } from "~/features/quotes/index.server";

export const loader = writeOnly("POST");

/** POST: the draft to edit after a version was sent (a copy of the latest version), or the draft there already is. */
export const action = consoleAction({ schema: z.object({}) }, ({ db, user, params }) =>
  startNewDraft(db, user, quoteIdParam(params)),
);
