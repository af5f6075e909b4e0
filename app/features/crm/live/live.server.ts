import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { storedRefusalSentence } from "~/lib/whatsapp-refusals";
import type { StaffUser } from "~/features/auth/index.server";
import type { Database } from "~/server/db/db.server";
import { contacts, leads, whatsappMessages } from "~/server/db/schema.server";
import { crmScope, visibleLeads } from "../records/access.server";

/**
 * A lead's `created_at` is its transaction's start, and a transaction that started earlier can
 * commit later: the poll looks back this far behind its cursor and the browser drops what it has
 * already shown, so no lead slips between two polls.
 */
export const LIVE_OVERLAP_MS = 2 * 60_000;
const LIVE_MAX = 20;

/**
 * Leads made since `since` that this person may see, newest first: the console's cheap poll. It
 * reads one index, works the same on PGlite and across app processes on PostgreSQL, and needs no
 * connection held open.
 */
export async function leadsSince(db: Database, user: StaffUser, since: Date, now = new Date()) {
  const scope = await crmScope(db, user);
  const from = new Date(Math.min(since.getTime(), now.getTime()) - LIVE_OVERLAP_MS);
  const rows = await db
    .select({
      id: leads.id,
      contactId: leads.contactId,
      name: leads.name,
      type: leads.type,
      score: leads.score,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(gt(leads.createdAt, from), visibleLeads(scope)))
    .orderBy(desc(leads.createdAt))
    .limit(LIVE_MAX);
  // A traveller's WhatsApp message is news for the contact's owner alone: it is their conversation.
  const messages = await db
    .select({
      id: whatsappMessages.id,
      contactId: whatsappMessages.contactId,
      name: contacts.name,
      body: whatsappMessages.body,
      receivedAt: whatsappMessages.statusAt,
    })
    .from(whatsappMessages)
    .innerJoin(contacts, eq(contacts.id, whatsappMessages.contactId))
    .where(
      and(
        eq(whatsappMessages.direction, "in"),
        gt(whatsappMessages.statusAt, from),
        eq(contacts.ownerId, user.id),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(desc(whatsappMessages.statusAt))
    .limit(LIVE_MAX);
  // Meta often reports a failed delivery minutes after it answered "sent": the agent who sent it is
  // told then. A refusal at the send itself (status time = send time) was shown to them already.
  const failures = await db
    .select({
      id: whatsappMessages.id,
      contactId: whatsappMessages.contactId,
      name: contacts.name,
      error: whatsappMessages.error,
      template: whatsappMessages.template,
      failedAt: whatsappMessages.statusAt,
    })
    .from(whatsappMessages)
    .innerJoin(contacts, eq(contacts.id, whatsappMessages.contactId))
    .where(
      and(
        eq(whatsappMessages.direction, "out"),
        eq(whatsappMessages.status, "failed"),
        eq(whatsappMessages.actorId, user.id),
        gt(whatsappMessages.statusAt, from),
        sql`${whatsappMessages.statusAt} > ${whatsappMessages.createdAt}`,
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(desc(whatsappMessages.statusAt))
    .limit(LIVE_MAX);
  return {
    now: now.toISOString(),
    leads: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    messages: messages.map((m) => ({
      ...m,
      body: m.body.length > 120 ? `${m.body.slice(0, 119)}…` : m.body,
      receivedAt: m.receivedAt.toISOString(),
    })),
    failures: failures.map((f) => ({
      id: f.id,
      contactId: f.contactId,
      name: f.name,
      sentence: storedRefusalSentence(f.error, f.template),
      failedAt: f.failedAt.toISOString(),
    })),
  };
}
