import type { StaffUser } from "~/features/auth/index.server";
import { moveLeadToStage } from "~/features/leads/index.server";
import { formatDayLong } from "~/lib/format";
import { formatMoney, money } from "~/lib/money";
import type { Database } from "~/server/db/db.server";
import { HttpRefusal } from "~/server/http.server";
import { leadReplyTo } from "~/server/mail.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { travellerDocument } from "../quote-document";
import { travellerTotals } from "../quote-totals";
import { freezeDraftForSending, storeVersionPdf } from "../quotes.server";
import { leadPeople, recordLeadLine } from "./proposal-lead.server";
import { proposalUrl } from "./proposal-link.server";
import { enqueueProposalMail } from "./proposal-mail.server";
import { renderProposalPdf } from "./proposal-pdf.server";
import { proposalViewOf } from "./proposal-view.server";

export type ProposalSent = {
  quoteId: string;
  version: number;
  sentAt: string;
  /** The traveller's link, shown once to the sender (to pass on by WhatsApp); only its hash is kept. */
  url: string;
  sentTo: string;
  stageMoved: boolean;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

/**
 * Sends a quote's draft to the traveller, all in one transaction or not at all: the draft frozen as
 * the next version (its figures, rates and link), the PDF made from the traveller's view of it and
 * kept with the version, the e-mail with the link and the PDF queued in the outbox, the lead moved to
 * Proposal Sent unless it is already further, and a line on the timeline. A quote that cannot be
 * sent (no e-mail address for the traveller, a missing exchange rate, a validity in the past …) is
 * refused with a sentence, and nothing is written.
 */
export async function sendProposal(
  db: Database,
  staff: StaffUser,
  quoteId: string,
  now = new Date(),
): Promise<ProposalSent> {
  const settings = getSiteSettings();
  return db.transaction(async (tx) => {
    // Freezing checks the staff member may send this quote; any refusal below rolls it back.
    const frozen = await freezeDraftForSending(tx, staff, quoteId, { at: now });
    const lead = await leadPeople(tx, frozen.leadId, true);
    if (!lead) throw new HttpRefusal(404, "Not found", "That quote's lead does not exist any more.");
    if (!lead.travellerEmail)
      throw new HttpRefusal(
        409,
        "No e-mail address",
        `${lead.travellerName || "This contact"} has no e-mail address: add one on the contact, then send the proposal.`,
      );
    const agentName = lead.ownerName ?? staff.name;
    const view = proposalViewOf({
      quoteNumber: frozen.number,
      version: frozen.version,
      state: { kind: "open" },
      document: travellerDocument(frozen.document),
      totals: travellerTotals(frozen.totals),
      agentName,
      phone: lead.travellerPhone,
      acceptedDay: null,
    });
    const pdf = await renderProposalPdf(view, { settings });
    await storeVersionPdf(tx, frozen.versionId, pdf);
    const url = proposalUrl(frozen.token);
    const fromPrice = Math.min(...frozen.totals.options.map((o) => o.total));
    const several = frozen.totals.options.length > 1;
    await enqueueProposalMail(tx, {
      versionId: frozen.versionId,
      to: lead.travellerEmail,
      replyTo: lead.ownerEmail ?? (await leadReplyTo(db, null)),
      subject: `Your proposal: ${view.title}`,
      filename: `proposal-${frozen.number}-v${frozen.version}.pdf`,
      text: [
        `Dear ${firstName(lead.travellerName)},`,
        "",
        `${agentName} has prepared your proposal "${view.title}"${view.destination ? ` for ${view.destination}` : ""}.`,
        "",
        `Read it on your phone or computer, choose ${several ? "your option" : "it"} and accept it here: ${url}`,
        "",
        `${several ? "From " : "Total: "}${formatMoney(money(fromPrice, "INR"))}, taxes included. The PDF is attached.`,
        `This proposal is valid until ${formatDayLong(view.validUntil)}.`,
        frozen.version > 1
          ? `This is version ${frozen.version}: it replaces the proposal we sent you before.`
          : "",
        "",
        `To change anything, reply to this e-mail or call ${settings.phoneDisplay}.`,
        "",
        agentName,
        settings.brandName,
      ]
        .filter((line, i, all) => line !== "" || all[i - 1] !== "")
        .join("\n"),
    });
    // A sent proposal moves its lead on to Proposal Sent, never back from further on.
    const stageMoved = Boolean(
      (
        await moveLeadToStage(tx, {
          leadId: lead.leadId,
          to: "Proposal Sent",
          because: `proposal ${frozen.number} v${frozen.version} sent`,
          forwardOnly: true,
          actorId: staff.id,
          at: now,
        })
      )?.moved,
    );
    await recordLeadLine(tx, {
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "proposal_sent",
      summary: `Proposal ${frozen.number} v${frozen.version} e-mailed to ${lead.travellerEmail}, valid until ${formatDayLong(view.validUntil)}${
        lead.stage === "Closed Won" ? " (an add-on: the lead stays Closed Won)" : ""
      }`,
      data: { quoteId, version: frozen.version },
      at: now,
      actorId: staff.id,
    });
    return {
      quoteId,
      version: frozen.version,
      sentAt: now.toISOString(),
      url,
      sentTo: lead.travellerEmail,
      stageMoved,
    };
  });
}
