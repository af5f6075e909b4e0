import type { StaffUser } from "~/features/auth/index.server";
import { listQuotes, quoteStartChoices as startChoices } from "~/features/quotes/index.server";
import type { Executor } from "~/server/db/db.server";
import type { LeadQuote, QuoteStartChoices } from "./lead-quotes";

/** What a quote can start from besides nothing: every destination's itineraries and every package. */
export const quoteStartChoices = (): QuoteStartChoices => startChoices();

/** A contact's quotes grouped by lead, for the contact page (one read for all its leads). */
export async function quotesOfContact(
  db: Executor,
  user: StaffUser,
  contactId: string,
): Promise<Record<string, LeadQuote[]>> {
  const { quotes } = await listQuotes(db, user, { contactId, limit: 200 });
  const byLead: Record<string, LeadQuote[]> = {};
  for (const q of quotes)
    (byLead[q.leadId] ??= []).push({
      id: q.id,
      number: q.number,
      status: q.status,
      version: q.latestVersion,
      totalMinor: q.totalMinor,
      validUntil: q.validUntil,
    });
  return byLead;
}
