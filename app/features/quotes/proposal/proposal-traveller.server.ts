import { sql } from "drizzle-orm";
import { formatIndiaTime } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { queryRows, type Database, type Executor } from "~/server/db/db.server";
import { HttpRefusal } from "~/server/http.server";
import { getConfig } from "~/server/config.server";
import { findVersionByToken, recordView, versionPdf, type VersionByToken } from "../quotes.server";
import { leadPeople, recordLeadLine, type LeadPeople } from "./proposal-lead.server";
import { enqueueOwnerMail } from "./proposal-mail.server";
import { proposalViewOf } from "./proposal-view.server";
import { nextProposalPayment } from "./proposal-payments.server";
import type { ProposalPayment, ProposalState, ProposalView } from "./proposal-view";

/** The proposal page, its PDF and the request for changes: what a traveller's link opens. */

export function proposalStateOf(version: VersionByToken): ProposalState {
  if (version.acceptedOptionId) {
    const name = version.document.options.find((o) => o.id === version.acceptedOptionId)?.name ?? "";
    return {
      kind: "accepted",
      optionId: version.acceptedOptionId,
      optionName: name,
      at: version.acceptedAt ?? new Date().toISOString(),
    };
  }
  switch (version.standing) {
    case "superseded":
      if (version.acceptedInstead)
        return {
          kind: "replaced",
          quoteNumber: version.acceptedInstead.number,
          version: version.acceptedInstead.version,
        };
      return { kind: "superseded", currentVersion: version.currentVersion ?? version.version + 1 };
    case "declined":
      return { kind: "declined" };
    case "expired":
      return { kind: "expired" };
    default:
      return { kind: "open" };
  }
}

export function viewOfVersion(version: VersionByToken, lead: LeadPeople | null): ProposalView {
  return proposalViewOf({
    quoteNumber: version.number,
    version: version.version,
    state: proposalStateOf(version),
    document: version.document,
    totals: version.totals,
    agentName: lead?.ownerName ?? "Your travel designer",
    agentPhoto: lead?.ownerName ? lead.ownerImage : null,
    phone: lead?.travellerPhone ?? null,
    acceptedDay: version.acceptedAt ? indiaDay(new Date(version.acceptedAt)) : null,
  });
}

const consoleLink = (leadContactId: string) => `${getConfig().siteUrl}/vox/contacts?contact=${leadContactId}`;

/**
 * The line of today's later views, if there is one: the first view has a line of its own, and later
 * ones share one line per India day that moves to the last of them and counts them, so the timeline
 * shows the first view and when the traveller last came back, without a line for every reload. The
 * version keeps the exact count and the last time.
 */
async function laterViewsToday(exec: Executor, contactId: string, versionId: string, day: string) {
  const [row] = await queryRows<{ id: string; views: number }>(
    exec,
    sql`SELECT id, coalesce((data->>'views')::int, 1) AS views FROM contact_timeline
      WHERE contact_id = ${contactId}::uuid AND kind = 'proposal_viewed'
        AND data->>'versionId' = ${versionId} AND data->>'day' = ${day} AND data->>'first' = 'false'
      LIMIT 1 FOR UPDATE`,
  );
  return row ?? null;
}

/**
 * Opens a proposal by its link's token: null for a token that names nothing (the page is a 404).
 * Reading records nothing: mail scanners and chat apps' link previews fetch a link before the
 * traveller does, so a view is counted only when the page, running in a browser, says it was shown
 * (recordProposalView).
 */
export async function openProposal(
  db: Database,
  token: string,
): Promise<{ view: ProposalView; payment: ProposalPayment | null } | null> {
  const version = await findVersionByToken(db, token);
  if (!version) return null;
  const lead = await leadPeople(db, version.leadId);
  // An accepted proposal offers the step due next (the deposit first) on its page.
  const payment = version.acceptedOptionId ? await nextProposalPayment(db, version.versionId) : null;
  return { view: viewOfVersion(version, lead), payment };
}

/**
 * The page was shown in a browser: the version's count and times, the quote viewed, a timeline line
 * for the first view (and one a day after it), and the owner told of the first by e-mail. False for
 * a token that names nothing.
 */
export async function recordProposalView(db: Database, token: string, now = new Date()): Promise<boolean> {
  const version = await findVersionByToken(db, token);
  if (!version) return false;
  const lead = await leadPeople(db, version.leadId);
  await db.transaction(async (tx) => {
    const { first } = await recordView(tx, version.versionId, now);
    if (!lead) return;
    const day = indiaDay(now);
    const label = `Proposal ${version.number} v${version.version}`;
    const today = first ? null : await laterViewsToday(tx, lead.contactId, version.versionId, day);
    if (today) {
      await tx.execute(
        sql`UPDATE contact_timeline SET occurred_at = ${now.toISOString()}::timestamptz,
              data = data || jsonb_build_object('views', ${today.views + 1}::int)
            WHERE id = ${today.id}::uuid`,
      );
      await tx.execute(
        sql`UPDATE contacts SET last_activity_at = GREATEST(last_activity_at, ${now.toISOString()}::timestamptz) WHERE id = ${lead.contactId}::uuid`,
      );
      return;
    }
    await recordLeadLine(tx, {
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "proposal_viewed",
      summary: first ? `${label} opened by the traveller for the first time` : `${label} opened again`,
      data: {
        quoteId: version.quoteId,
        versionId: version.versionId,
        version: version.version,
        first,
        day,
        ...(first ? {} : { views: 1 }),
      },
      at: now,
    });
    if (first)
      await enqueueOwnerMail(tx, {
        to: lead.ownerEmail,
        subject: `${lead.travellerName} opened proposal ${version.number}`,
        text: [
          `${lead.travellerName} opened ${label} ("${version.document.title}") at ${formatIndiaTime(now)}.`,
          "",
          "A good moment to call.",
          `The contact: ${consoleLink(lead.contactId)}`,
        ].join("\n"),
      });
  });
  return true;
}

/** The PDF that was sent with a version, by the traveller's link; null for a token that names nothing. */
export async function proposalPdfByToken(db: Database, token: string) {
  const version = await findVersionByToken(db, token);
  if (!version) return null;
  const pdf = await versionPdf(db, version.versionId);
  return pdf ? { pdf, filename: `proposal-${version.number}-v${version.version}.pdf` } : null;
}

/**
 * The traveller asks for changes: a timeline line and an e-mail to the owner with their words. The
 * quote stays as it is (open, viewed): the agent answers with a new version.
 */
export async function requestProposalChanges(
  db: Database,
  token: string,
  message: string,
  now = new Date(),
): Promise<{ agentName: string }> {
  const version = await findVersionByToken(db, token);
  if (!version)
    throw new HttpRefusal(
      404,
      "Proposal not found",
      "This proposal link is not valid. Open it again from your e-mail.",
    );
  const lead = await leadPeople(db, version.leadId);
  if (!lead)
    throw new HttpRefusal(
      404,
      "Proposal not found",
      "This proposal link is not valid. Open it again from your e-mail.",
    );
  const label = `Proposal ${version.number} v${version.version}`;
  await db.transaction(async (tx) => {
    await recordLeadLine(tx, {
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "proposal_changes_requested",
      summary: `${lead.travellerName} asked for changes to ${label}: ${message}`,
      data: { quoteId: version.quoteId, versionId: version.versionId, version: version.version, message },
      at: now,
    });
    await enqueueOwnerMail(tx, {
      to: lead.ownerEmail,
      subject: `${lead.travellerName} asked for changes to proposal ${version.number}`,
      text: [
        `${lead.travellerName} asked for changes to ${label} ("${version.document.title}"):`,
        "",
        message,
        "",
        `Edit the quote and send a new version: ${consoleLink(lead.contactId)}`,
      ].join("\n"),
    });
  });
  return { agentName: lead.ownerName ?? "Your travel designer" };
}
