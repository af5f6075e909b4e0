import { consoleAction, writeOnly } from "~/features/crm/index.server";
import { proposalDeclineSchema } from "~/features/quotes";
import { declineProposal, quoteIdParam } from "~/features/quotes/index.server";

export const loader = writeOnly("POST");

/**
 * POST { reason, closeLead? }: records that the traveller declined the quote's current sent version
 * (its link can no longer be accepted) with the reason on the lead's timeline, and closes the lead as
 * lost with it when asked; staff who may write on the lead, partners only on their own leads.
 */
export const action = consoleAction({ schema: proposalDeclineSchema }, ({ db, user, params, input }) =>
  declineProposal(db, user, quoteIdParam(params), input.reason, { closeLead: input.closeLead }),
);
