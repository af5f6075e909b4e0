import { sql, type SQL } from "drizzle-orm";
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

/** What the lead's own statement already read, so assignment need not ask again. */
export type AssignmentKnown = {
  /** The admins' auto-assign switch (loadNewLeadSettings reads it with the scoring rules). */
  autoAssign: boolean;
  /** The contact's current owner when they can still take leads, or null. */
  stickyOwner: { id: string; name: string } | null;
};

/** The contact's owner when they are active staff who take leads: the returning traveller's person. */
export function stickyOwnerSql(contactId: SQL): SQL {
  return sql`SELECT json_build_object('id', u.id, 'name', u.name) FROM contacts c JOIN auth_user u ON u.id = c.owner_id
    WHERE c.id = ${contactId} AND u.role IN ('partner', 'admin') AND NOT coalesce(u.banned, false)`;
}

/** Partners who can take a lead now: active, and (if invited) having chosen a password to sign in with. */
const NEXT_PARTNER_AFTER = (
  last: SQL,
) => sql`SELECT u.id FROM auth_user u WHERE u.role = 'partner' AND NOT coalesce(u.banned, false)
    AND (NOT EXISTS (SELECT 1 FROM staff_password_links l WHERE l.user_id = u.id AND l.purpose = 'invite')
      OR EXISTS (SELECT 1 FROM audit_log a WHERE a.action = 'password_set_by_link' AND a.actor_user_id = u.id))
  ORDER BY (u.id <= coalesce(${last}, '')) ASC, u.id ASC LIMIT 1`;

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
  known?: AssignmentKnown,
): Promise<Assigned | null> {
  let autoAssign = known?.autoAssign;
  if (autoAssign === undefined) {
    const [setting] = await queryRows<{ value: unknown }>(
      exec,
      sql`SELECT value FROM crm_settings WHERE key = ${AUTO_ASSIGN_SETTING.key}`,
    );
    const parsed = setting ? AUTO_ASSIGN_SETTING.schema.safeParse(setting.value) : null;
    autoAssign = parsed?.success ? parsed.data : AUTO_ASSIGN_SETTING.default;
  }
  if (!autoAssign) return null;

  const sticky =
    known === undefined
      ? (
          await queryRows<{ owner: { id: string; name: string } | null }>(
            exec,
            sql`SELECT (${stickyOwnerSql(sql`${lead.contactId}::uuid`)}) AS owner`,
          )
        )[0]?.owner
      : known.stickyOwner;
  let assigned: Assigned | null = sticky
    ? { ownerId: sticky.id, ownerName: sticky.name, how: "contact_owner" }
    : null;
  if (!assigned) {
    // One statement moves the turn on: the upsert locks the cursor row (made on first use) for the
    // rest of the transaction and computes the next partner from its latest value, so two leads
    // arriving together on PostgreSQL go to two partners, not the same one twice.
    const [next] = await queryRows<{ id: string; name: string }>(
      exec,
      sql`WITH moved AS (
        INSERT INTO crm_settings AS s (key, value, updated_at)
        VALUES (${CURSOR_KEY}, jsonb_build_object('userId', (${NEXT_PARTNER_AFTER(sql`NULL::text`)})), ${now}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          value = jsonb_build_object('userId', (${NEXT_PARTNER_AFTER(sql`s.value->>'userId'`)})),
          updated_at = excluded.updated_at
        RETURNING value->>'userId' AS id
      )
      SELECT u.id, u.name FROM moved JOIN auth_user u ON u.id = moved.id`,
    );
    if (!next) return null;
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
