import { and, eq, sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { HttpRefusal } from "~/server/http.server";
import { queryRows, type Executor } from "~/server/db/db.server";
import { leads, quotes } from "~/server/db/schema.server";

/**
 * Who may see and work which quote. A quote follows its lead: staff see a quote when they may see its
 * lead (admins always; partners all leads, or with "only my records" on only their own), and a
 * partner writes only on leads that are theirs (they own the lead, or nobody does and they own its
 * contact). This is the CRM's records rule, read here from the same setting and the same columns:
 * the CRM's screens import quotes, so quotes cannot import the CRM back.
 */

export type QuoteScope = { user: StaffUser; onlyMine: boolean };

export const quoteNotFound = (what = "quote") =>
  new HttpRefusal(404, "Not found", `That ${what} does not exist any more, or is not yours to see.`);

export const notYourLead = () =>
  new HttpRefusal(
    403,
    "Not your lead",
    "Partners quote their own leads only: ask an admin to assign this lead to you.",
  );

export async function quoteScope(db: Executor, user: StaffUser): Promise<QuoteScope> {
  if (user.role === "admin") return { user, onlyMine: false };
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM crm_settings WHERE key = 'onlyMyRecords'`,
  );
  return { user, onlyMine: row?.value === true };
}

/** The lead is this partner's: they own it, or nobody does and they own its contact. */
export const ownsLeadSql = (me: string) =>
  sql`(${leads.ownerId} = ${me} OR (${leads.ownerId} IS NULL AND EXISTS (SELECT 1 FROM contacts oc WHERE oc.id = ${leads.contactId} AND oc.owner_id = ${me})))`;

/** Leads this person may see: on a live contact, and theirs when only-my-records is on. */
export function visibleLeadSql(scope: QuoteScope): SQL {
  const alive = sql`EXISTS (SELECT 1 FROM contacts lc WHERE lc.id = ${leads.contactId} AND lc.deleted_at IS NULL)`;
  return scope.onlyMine ? and(alive, ownsLeadSql(scope.user.id))! : alive;
}

/** The lead, when this person may see it (and, for a write by a partner, when it is theirs). */
export async function requireQuotableLead(db: Executor, scope: QuoteScope, leadId: string, write: boolean) {
  const [row] = await db
    .select({
      lead: leads,
      mine: sql<boolean>`${ownsLeadSql(scope.user.id)}`,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), visibleLeadSql(scope)));
  if (!row) throw quoteNotFound("lead");
  if (write && scope.user.role !== "admin" && !row.mine) throw notYourLead();
  return row.lead;
}

/** The quote, when this person may see its lead (and, for a partner's write, when the lead is theirs). */
export async function requireQuote(db: Executor, scope: QuoteScope, quoteId: string, write: boolean) {
  const [row] = await db
    .select({ quote: quotes, mine: sql<boolean>`${ownsLeadSql(scope.user.id)}` })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(and(eq(quotes.id, quoteId), visibleLeadSql(scope)));
  if (!row) throw quoteNotFound();
  if (write && scope.user.role !== "admin" && !row.mine) throw notYourLead();
  return row.quote;
}
