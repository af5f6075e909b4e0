import { and, eq } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { moveLeadToStage } from "~/features/leads/index.server";
import type { Database } from "~/server/db/db.server";
import { quotes, quoteVersions } from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { quoteScope, requireQuote } from "../quote-access.server";
import { markDeclined } from "../quotes.server";
import { leadPeople, recordLeadLine } from "./proposal-lead.server";

export type ProposalDeclined = {
  quoteId: string;
  version: number;
  declinedAt: string;
  /** Whether the lead was closed lost with it (false when asked but it already was). */
  leadClosed: boolean;
};

/**
 * Staff record that the traveller said no (on a call, by e-mail): the current sent version is
 * declined, so its link can no longer be accepted, and the reason goes on the lead's timeline. Only
 * staff who may write on the lead (partners on their own leads) may; an accepted quote, or one with
 * nothing sent, is refused with a sentence and nothing is written. The lead's stage is the agent's
 * choice: one declined quote does not lose a lead that may take another, so the lead is closed lost
 * (with the same reason, in the same transaction) only when they ask.
 */
export async function declineProposal(
  db: Database,
  staff: StaffUser,
  quoteId: string,
  reason: string,
  { closeLead = false, now = new Date() }: { closeLead?: boolean; now?: Date } = {},
): Promise<ProposalDeclined> {
  return db.transaction(async (tx) => {
    const scope = await quoteScope(tx, staff);
    const visible = await requireQuote(tx, scope, quoteId, true);
    // The lead, the quote, then its version: the order sending and accepting lock them in.
    const lead = await leadPeople(tx, visible.leadId, true);
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (!lead || !quote)
      throw new HttpRefusal(404, "Not found", "That quote's lead does not exist any more.");
    if (quote.status === "accepted")
      throw new HttpRefusal(
        409,
        "Already accepted",
        `The traveller accepted v${quote.acceptedVersion} of this quote: it cannot be marked declined.`,
      );
    const [current] = await tx
      .select({ id: quoteVersions.id, version: quoteVersions.version })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.state, "sent")))
      .for("update");
    if (!current)
      throw new HttpRefusal(
        409,
        "Nothing to decline",
        quote.status === "declined"
          ? "This quote is already declined."
          : "Only a sent proposal can be marked declined: this quote has not been sent.",
      );
    await markDeclined(tx, current.id, now);
    await recordLeadLine(tx, {
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "proposal_declined",
      summary: `Proposal ${quote.number} v${current.version} declined: ${reason}`,
      data: { quoteId, version: current.version, reason },
      at: now,
      actorId: staff.id,
    });
    const closed = closeLead
      ? await moveLeadToStage(tx, {
          leadId: lead.leadId,
          to: "Closed Lost",
          lostReason: reason,
          because: `proposal ${quote.number} v${current.version} declined`,
          actorId: staff.id,
          at: now,
        })
      : null;
    return {
      quoteId,
      version: current.version,
      declinedAt: now.toISOString(),
      leadClosed: closed?.moved ?? false,
    };
  });
}
