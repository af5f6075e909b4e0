import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import type { Executor } from "~/server/db/db.server";
import { contacts, leads } from "~/server/db/schema.server";
import { notFound } from "../shared/console-api.server";
import { ownsLead, recordScope, visibleLeads, type RecordScope } from "~/server/records-access.server";

/**
 * What one staff member may see. Admins see everything; with "only my records" switched on, a
 * partner sees the contacts they own or own a lead of, and the leads they own (or, unowned, whose
 * contact they own). Every console read and write goes through these conditions, so hiding a row
 * on screen is never the only protection. The leads' rule is the shared one quotes applies too.
 */
export type CrmScope = RecordScope<StaffUser>;

export const crmScope = (db: Executor, user: StaffUser): Promise<CrmScope> => recordScope(db, user);

export { visibleLeads };

/** Contacts this person may see (soft-deleted ones are nobody's). */
export function visibleContacts(scope: CrmScope): SQL {
  const alive = isNull(contacts.deletedAt);
  if (!scope.onlyMine) return alive;
  const me = scope.user.id;
  return and(
    alive,
    sql`(${contacts.ownerId} = ${me} OR EXISTS (SELECT 1 FROM leads own WHERE own.contact_id = ${contacts.id} AND own.owner_id = ${me}))`,
  )!;
}

/**
 * The same rule for the leads of a contact row the query already holds as `contacts` and has
 * already limited to visible ones: that contact is alive, so only the ownership test is left, read
 * from the outer row instead of a second look-up of the contact (on 100,000 contacts that look-up
 * was a second scan of the table).
 */
export function visibleLeadsOfVisibleContact(scope: CrmScope): SQL | undefined {
  return scope.onlyMine ? ownsLead(scope.user.id, sql`${contacts.ownerId}`) : undefined;
}

/** The contact, if this person may see it; otherwise a 404 that says no more than "not yours or gone". */
export async function requireVisibleContact(db: Executor, scope: CrmScope, id: string) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), visibleContacts(scope)));
  if (!row) throw notFound("contact");
  return row;
}

export async function requireVisibleLead(db: Executor, scope: CrmScope, id: string) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), visibleLeads(scope)));
  if (!row) throw notFound("lead");
  return row;
}
