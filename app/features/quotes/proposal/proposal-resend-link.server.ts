import { sql } from "drizzle-orm";
import { formatDayLong } from "~/lib/format";
import { queryRows, type Executor } from "~/server/db/db.server";
import { findVersionByToken } from "../quotes.server";
import { proposalToken, proposalUrl } from "./proposal-link.server";

type ProposalLinkToResend =
  | { kind: "link"; number: string; title: string; url: string }
  /** No version of this contact's quotes is out with the traveller (or it was superseded/closed). */
  | { kind: "none" }
  /** The latest sent version cannot be sent again as it stands; `sentence` says why and what to do. */
  | { kind: "refused"; sentence: string };

/**
 * The link of the contact's most recently sent, still open quote version, rebuilt the way its send
 * made it (the e-mailed link keeps working: it is the same link). The caller has already checked the
 * staff member may see the contact. Acceptance is untouched: the link is checked through the same
 * lookup a traveller's click goes through.
 */
export async function proposalLinkToResend(
  db: Executor,
  contactId: string,
  now = new Date(),
): Promise<ProposalLinkToResend> {
  const [latest] = await queryRows<{ id: string; number: string; title: string }>(
    db,
    sql`SELECT v.id, q.number, q.title FROM quote_versions v JOIN quotes q ON q.id = v.quote_id
      WHERE q.contact_id = ${contactId}::uuid AND v.state = 'sent'
      ORDER BY v.sent_at DESC LIMIT 1`,
  );
  if (!latest) return { kind: "none" };
  const token = proposalToken(latest.id);
  const found = await findVersionByToken(db, token, { at: now });
  if (!found || found.versionId !== latest.id)
    return {
      kind: "refused",
      sentence: `Quote ${latest.number} was sent before its link could be sent again: send the quote again from its page (a new version), then send it on WhatsApp.`,
    };
  if (found.standing !== "current")
    return {
      kind: "refused",
      sentence: `Quote ${latest.number} was valid until ${formatDayLong(found.validUntil)}, which has passed: send a new version with a later date first.`,
    };
  return { kind: "link", number: latest.number, title: latest.title, url: proposalUrl(token) };
}
