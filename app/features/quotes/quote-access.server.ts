import { and, eq, sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { HttpRefusal } from "~/server/http.server";
import type { Executor } from "~/server/db/db.server";
import { ownsLead, recordScope, visibleLeads, type RecordScope } from "~/server/records-access.server";
import { leads, quotes } from "~/server/db/schema.server";

/**
 * Who may see and work which quote. A quote follows its lead: staff see a quote when they may see its
 * lead (admins always; partners all leads, or with "only my records" on only their own), and a
 * partner writes only on leads that are theirs (they own the lead, or nobody does and they own its
 * contact). The rule is the one the console's records apply (app/server/records-access.server.ts).
 */

export type QuoteScope = RecordScope<StaffUser>;

export const quoteNotFound = (what = "quote") =>
  new HttpRefusal(404, "Not found", `That ${what} does not exist any more, or is not yours to see.`);

export const notYourLead = () =>
  new HttpRefusal(
    403,
    "Not your lead",
    "Partners quote their own leads only: ask an admin to assign this lead to you.",
  );

export const quoteScope = (db: Executor, user: StaffUser): Promise<QuoteScope> => recordScope(db, user);

/** The lead, when this person may see it (and, for a write by a partner, when it is theirs). */
export async function requireQuotableLead(db: Executor, scope: QuoteScope, leadId: string, write: boolean) {
  const [row] = await db
    .select({
      lead: leads,
      mine: sql<boolean>`${ownsLead(scope.user.id)}`,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), visibleLeads(scope)));
  if (!row) throw quoteNotFound("lead");
  if (write && scope.user.role !== "admin" && !row.mine) throw notYourLead();
  return row.lead;
}

/** The quote, when this person may see its lead (and, for a partner's write, when the lead is theirs). */
export async function requireQuote(db: Executor, scope: QuoteScope, quoteId: string, write: boolean) {
  const [row] = await db
    .select({ quote: quotes, mine: sql<boolean>`${ownsLead(scope.user.id)}` })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(and(eq(quotes.id, quoteId), visibleLeads(scope)));
  if (!row) throw quoteNotFound();
  if (write && scope.user.role !== "admin" && !row.mine) throw notYourLead();
  return row.quote;
}
