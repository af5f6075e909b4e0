import { sql } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "~/server/config.server";
import { jsonb, queryRows, type Executor } from "~/server/db/db.server";
import { enqueueOutbox } from "~/server/outbox.server";
import type { LeadType } from "./lead-purposes";
import { leadTypeLabel } from "./lead-scoring";

/**
 * The switch an admin turns in the console: new leads go to the active partners in turn. It is
 * stored with the CRM's other settings; it is defined here because the lead is assigned where it is
 * made.
 */
export const AUTO_ASSIGN_SETTING = { key: "autoAssign", schema: z.boolean(), default: true } as const;
/** Whose turn was last: the round-robin's one piece of state, shared by every app process. */
const CURSOR_KEY = "assignCursor";

type Assigned = { ownerId: string; ownerName: string; how: "contact_owner" | "round_robin" };

/**
 * Gives a new lead its owner. A contact someone already looks after keeps that person (a returning
 * traveller is not handed to a stranger); otherwise the next active partner after the last one
 * given a lead, in a fixed order, so deactivated (banned) partners and admins are skipped and a new
 * partner joins the turn. The owner gets an e-mail through the outbox and the timeline says who
 * and why. Run in the lead's transaction where there is one, so the lead is never left half-assigned.
 */
export async function assignNewLead(
  exec: Executor,
  lead: { id: string; contactId: string; name: string; type: LeadType; score: number },
  now = new Date(),
): Promise<Assigned | null> {
  const [setting] = await queryRows<{ value: unknown }>(
    exec,
    sql`SELECT value FROM crm_settings WHERE key = ${AUTO_ASSIGN_SETTING.key}`,
  );
  const parsed = setting ? AUTO_ASSIGN_SETTING.schema.safeParse(setting.value) : null;
  if (!(parsed?.success ? parsed.data : AUTO_ASSIGN_SETTING.default)) return null;

  const [sticky] = await queryRows<{ id: string; name: string }>(
    exec,
    sql`SELECT u.id, u.name FROM contacts c JOIN auth_user u ON u.id = c.owner_id
      WHERE c.id = ${lead.contactId}::uuid AND u.role IN ('partner', 'admin') AND NOT coalesce(u.banned, false)`,
  );
  let assigned: Assigned | null = sticky
    ? { ownerId: sticky.id, ownerName: sticky.name, how: "contact_owner" }
    : null;
  if (!assigned) {
    // The cursor row is locked for the rest of the transaction, so two leads arriving together
    // on PostgreSQL go to two partners, not the same one twice.
    await exec.execute(
      sql`INSERT INTO crm_settings (key, value) VALUES (${CURSOR_KEY}, ${jsonb({ userId: null })}) ON CONFLICT (key) DO NOTHING`,
    );
    const [cursor] = await queryRows<{ last: string | null }>(
      exec,
      sql`SELECT value->>'userId' AS last FROM crm_settings WHERE key = ${CURSOR_KEY} FOR UPDATE`,
    );
    const [next] = await queryRows<{ id: string; name: string }>(
      exec,
      // Someone invited who has not yet chosen a password cannot sign in to take the lead.
      sql`SELECT id, name FROM auth_user u WHERE role = 'partner' AND NOT coalesce(banned, false)
          AND (NOT EXISTS (SELECT 1 FROM staff_password_links l WHERE l.user_id = u.id AND l.purpose = 'invite')
            OR EXISTS (SELECT 1 FROM audit_log a WHERE a.action = 'password_set_by_link' AND a.actor_user_id = u.id))
        ORDER BY (id <= ${cursor?.last ?? ""}) ASC, id ASC LIMIT 1`,
    );
    if (!next) return null;
    await exec.execute(
      sql`UPDATE crm_settings SET value = ${jsonb({ userId: next.id })}, updated_at = ${now}::timestamptz WHERE key = ${CURSOR_KEY}`,
    );
    assigned = { ownerId: next.id, ownerName: next.name, how: "round_robin" };
  }

  const [owner] = await queryRows<{ email: string }>(
    exec,
    sql`WITH lead AS (UPDATE leads SET owner_id = ${assigned.ownerId}, updated_at = ${now}::timestamptz
        WHERE id = ${lead.id}::uuid AND owner_id IS NULL RETURNING id),
      contact AS (UPDATE contacts SET owner_id = ${assigned.ownerId} WHERE id = ${lead.contactId}::uuid AND owner_id IS NULL),
      line AS (INSERT INTO contact_timeline (contact_id, lead_id, kind, summary, data, occurred_at)
        SELECT ${lead.contactId}::uuid, id, 'lead_assigned', ${`Assigned to ${assigned.ownerName}${assigned.how === "round_robin" ? " (round robin)" : " (the contact's owner)"}`},
          ${jsonb({ ownerId: assigned.ownerId, how: assigned.how })}, ${now}::timestamptz FROM lead)
    SELECT email FROM auth_user WHERE id = ${assigned.ownerId} AND EXISTS (SELECT 1 FROM lead)`,
  );
  if (!owner) return null;
  const label = leadTypeLabel(lead.type);
  await enqueueOutbox(exec, "mail.send", {
    to: owner.email,
    subject: `New lead for you: ${lead.name} — ${label} (score ${lead.score})`,
    text: [
      `${lead.name} is yours: a new ${label.toLowerCase()} lead scored ${lead.score}.`,
      assigned.how === "contact_owner" ? "You look after this contact already." : "It came to you in turn.",
      "",
      `Open it in the console: ${getConfig().siteUrl}/vox?tab=contacts&contact=${lead.contactId}`,
    ].join("\n"),
  });
  return assigned;
}
