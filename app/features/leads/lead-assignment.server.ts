import { sql, type SQL } from "drizzle-orm";
import { z } from "~/lib/zod";
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
/**
 * Partners who can take a lead now, numbered from 0 in a fixed order (`pos`, of `total`): active,
 * and (if invited) having chosen a password to sign in with.
 */
const PARTNERS_IN_TURN = sql`SELECT u.id, row_number() OVER (ORDER BY u.id) - 1 AS pos, count(*) OVER () AS total
    FROM auth_user u WHERE u.role = 'partner' AND NOT coalesce(u.banned, false)
    AND (NOT EXISTS (SELECT 1 FROM staff_password_links l WHERE l.user_id = u.id AND l.purpose = 'invite')
      OR EXISTS (SELECT 1 FROM audit_log a WHERE a.action = 'password_set_by_link' AND a.actor_user_id = u.id))`;

/**
 * Who gets a new lead, as CTEs of the lead's own statement, ending in `assignee (id, name, email,
 * how)`: no row when the admins' auto-assign switch is off or nobody can take it. A contact
 * someone already looks after keeps that person (a returning traveller is not handed to a
 * stranger); otherwise the lead draws the round robin's next ticket, and ticket n goes to the
 * partner at place n mod (partners) in a fixed order, so deactivated (banned) partners and admins
 * are skipped and a new partner joins the turn.
 *
 * `prior` is the contact as it stood before the statement (`prior (id, owner_id)`, defined by the
 * caller): CTEs see the database as it was when the statement began, so a contact the statement
 * makes has no owner yet. A lead already written draws no ticket and brings its contact no owner
 * (the statement then writes nothing new).
 */
export function assignmentCtes(a: { type: LeadType; sourceId: string }): SQL {
  // The admins' switch is read in the statement, once (a stored value that is not a boolean counts
  // as unset, as the console's own reading of it does). The ticket is a sequence's next value: it
  // locks nothing, so leads made at the same moment draw consecutive tickets (different partners)
  // without waiting for each other, in or out of a transaction. A ticket drawn by a statement that
  // does not commit (it failed, its transaction rolled back, or a write of the same lead racing it
  // won) is not given back: one partner's turn is skipped. When the partners change, the places
  // shift once; over time each still gets an equal share.
  return sql`auto_assign AS (
      SELECT coalesce((SELECT CASE WHEN jsonb_typeof(value) = 'boolean' THEN value::boolean END
        FROM crm_settings WHERE key = ${AUTO_ASSIGN_SETTING.key}), ${AUTO_ASSIGN_SETTING.default}) AS enabled
    ),
    sticky AS (
      SELECT u.id, u.name, u.email FROM prior JOIN auth_user u ON u.id = prior.owner_id
      WHERE (SELECT enabled FROM auto_assign) AND u.role IN ('partner', 'admin') AND NOT coalesce(u.banned, false) LIMIT 1
    ),
    ticket AS MATERIALIZED (
      SELECT nextval('lead_assign_turn') - 1 AS n
      WHERE (SELECT enabled FROM auto_assign) AND NOT EXISTS (SELECT 1 FROM sticky)
        AND NOT EXISTS (SELECT 1 FROM leads WHERE type = ${a.type} AND source_id = ${a.sourceId})
    ),
    turned AS (
      SELECT p.id FROM (${PARTNERS_IN_TURN}) p, ticket WHERE p.pos = ticket.n % p.total
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
      `Open it in the console: ${getConfig().siteUrl}/vox/contacts?contact=`,
    ].join("\n");
  const payload = sql`(SELECT jsonb_build_object(
      'to', a.email,
      'audience', 'staff',
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
