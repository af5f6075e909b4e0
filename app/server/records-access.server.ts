import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Executor } from "./db/db.server";
import { leads } from "./db/schema.server";

/**
 * "Only my records": the one rule for which leads a staff member sees and which are theirs to work.
 * Admins see everything; with the setting on, a partner sees the leads they own, or, unowned, whose
 * contact they own. It sits below the features because the console's records and quotes both apply
 * it, and the console's screens import quotes, so quotes cannot import the console's copy.
 */
export type RecordScope<User extends { id: string; role: string }> = { user: User; onlyMine: boolean };

/** The staff member's scope: the setting (off unless an admin switched it on) applies to partners only. */
export async function recordScope<User extends { id: string; role: string }>(
  db: Executor,
  user: User,
): Promise<RecordScope<User>> {
  if (user.role === "admin") return { user, onlyMine: false };
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM crm_settings WHERE key = 'onlyMyRecords'`,
  );
  return { user, onlyMine: row?.value === true };
}

/** The owner of the lead's contact, for a query that has not joined the contact. */
const contactOwnerOfLead = sql`(SELECT oc.owner_id FROM contacts oc WHERE oc.id = ${leads.contactId})`;

/** A lead is this person's when they own it, or nobody does and they own its contact. */
export const ownsLead = (me: string, contactOwner: SQL = contactOwnerOfLead) =>
  sql`(${leads.ownerId} = ${me} OR (${leads.ownerId} IS NULL AND ${contactOwner} = ${me}))`;

/** Leads this person may see: on a live contact, and theirs when only-my-records is on. */
export function visibleLeads(scope: RecordScope<{ id: string; role: string }>): SQL {
  return sql`EXISTS (SELECT 1 FROM contacts lc WHERE lc.id = ${leads.contactId} AND lc.deleted_at IS NULL${
    scope.onlyMine ? sql` AND ${ownsLead(scope.user.id, sql`lc.owner_id`)}` : sql``
  })`;
}
