import { z } from "~/lib/zod";
import { consoleAction, idParam, writeOnly } from "~/features/crm/index.server";
import { sendProposal } from "~/features/quotes/index.server";

export const loader = writeOnly("POST");

/**
 * POST {}: sends the quote's draft to the traveller as the next version (frozen figures, the PDF,
 * the e-mail with the link, the lead moved to Proposal Sent, a timeline line); staff who may see the
 * lead, and partners only on their own leads. A refusal says what to fix first.
 */
export const action = consoleAction({ schema: z.object({}).strict() }, ({ db, user, params }) =>
  sendProposal(db, user, idParam(params, "quoteId", "quote")),
);
