import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "~/server/config.server";
import { insertOutboxSql } from "~/server/outbox.server";
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

/** Partners who can take a lead now: active, and (if invited) having chosen a password to sign in with. */
const NEXT_PARTNER_AFTER = (
  last: SQL,
) => sql`SELECT u.id FROM auth_user u WHERE u.role = 'partner' AND NOT coalesce(u.banned, false)
    AND (NOT EXISTS (SELECT 1 FROM staff_password_links l WHERE l.user_id = u.id AND l.purpose = 'invite')
      OR EXISTS (SELECT 1 FROM audit_log a WHERE a.action = 'password_set_by_link' AND a.actor_user_id = u.id))
  ORDER BY (u.id <= coalesce(${last}, '')) ASC, u.id ASC LIMIT 1`;

/**
 * Who gets a new lead, as CTEs of the lead's own statement, ending in `assignee (id, name, email,
 * how)`: no row when the admins' auto-assign switch is off or nobody can take it. A contact
 * someone already looks after keeps that person (a returning traveller is not handed to a
 * stranger); otherwise the next active partner after the last one given a lead, in a fixed order,
 * so deactivated (banned) partners and admins are skipped and a new partner joins the turn.
 *
 * `prior` is the contact as it stood before the statement (`prior (id, owner_id)`, defined by the
 * caller): CTEs see the database as it was when the statement began, so a contact the statement
 * makes has no owner yet. The turn moves only when the lead does not exist yet; a second write
 * of the same lead racing the first can move it once more than needed, which only skips a turn.
 */
export function assignmentCtes(a: { type: LeadType; sourceId: string; now: Date }): SQL {
  // The admins' switch is read in the statement, once (a stored value that is not a boolean counts
  // as unset, as the console's own reading of it does). The upsert locks the cursor row (made on
  // first use) until the lead is committed and computes the next partner from its latest value, so
  // two leads arriving together go to two partners.
  return sql`auto_assign AS (
      SELECT coalesce((SELECT CASE WHEN jsonb_typeof(value) = 'boolean' THEN value::boolean END
        FROM crm_settings WHERE key = ${AUTO_ASSIGN_SETTING.key}), ${AUTO_ASSIGN_SETTING.default}) AS enabled
    ),
    sticky AS (
      SELECT u.id, u.name, u.email FROM prior JOIN auth_user u ON u.id = prior.owner_id
      WHERE (SELECT enabled FROM auto_assign) AND u.role IN ('partner', 'admin') AND NOT coalesce(u.banned, false) LIMIT 1
    ),
    turned AS (
      INSERT INTO crm_settings AS s (key, value, updated_at)
      SELECT ${CURSOR_KEY}, jsonb_build_object('userId', (${NEXT_PARTNER_AFTER(sql`NULL::text`)})), ${a.now}::timestamptz
      WHERE (SELECT enabled FROM auto_assign) AND NOT EXISTS (SELECT 1 FROM sticky)
        AND NOT EXISTS (SELECT 1 FROM leads WHERE type = ${a.type} AND source_id = ${a.sourceId})
      ON CONFLICT (key) DO UPDATE SET
        value = jsonb_build_object('userId', (${NEXT_PARTNER_AFTER(sql`s.value->>'userId'`)})),
        updated_at = excluded.updated_at
      RETURNING value->>'userId' AS id
    ),
    assignee AS (
      SELECT id, name, email, 'contact_owner'::text AS how FROM sticky
      UNION ALL
      SELECT u.id, u.name, u.email, 'round_robin'::text FROM turned JOIN auth_user u ON u.id = turned.id
    )`;
}

/**
 * What the new lead's owner is told, as CTEs after `new_lead` and `assignee`: the timeline says
 * who and why, and the owner gets an e-mail through the outbox. Nothing when nobody was assigned
 * or the lead already existed.
 */
export function assignmentNoticeCtes(lead: {
  name: string;
  type: LeadType;
  score: number;
  contactId: SQL;
  now: Date;
}): SQL {
  const label = leadTypeLabel(lead.type);
  const text = (why: string) =>
    [
      `${lead.name} is yours: a new ${label.toLowerCase()} lead scored ${lead.score}.`,
      why,
      "",
      `Open it in the console: ${getConfig().siteUrl}/vox?tab=contacts&contact=`,
    ].join("\n");
  const payload = sql`(SELECT jsonb_build_object(
      'to', a.email,
      'subject', ${`New lead for you: ${lead.name} — ${label} (score ${lead.score})`}::text,
      'text', CASE a.how WHEN 'contact_owner' THEN ${text("You look after this contact already.")}::text
        ELSE ${text("It came to you in turn.")}::text END || (${lead.contactId})::text
    ) FROM assignee a)`;
  return sql`assigned_line AS (
      INSERT INTO contact_timeline (contact_id, lead_id, kind, summary, data, occurred_at)
      SELECT new_lead.contact_id, new_lead.id, 'lead_assigned',
        'Assigned to ' || a.name || CASE a.how WHEN 'round_robin' THEN ' (round robin)' ELSE ' (the contact''s owner)' END,
        jsonb_build_object('ownerId', a.id, 'how', a.how), ${lead.now}::timestamptz
      FROM new_lead CROSS JOIN assignee a
    ),
    owner_mail AS (${insertOutboxSql({
      kind: "mail.send",
      payload,
      onlyIf: sql`EXISTS (SELECT 1 FROM new_lead) AND EXISTS (SELECT 1 FROM assignee)`,
    })})`;
}
