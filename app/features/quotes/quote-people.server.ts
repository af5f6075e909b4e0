import { eq, inArray, or } from "drizzle-orm";
import type { Executor } from "~/server/db/db.server";
import { quotes, quoteVersions } from "~/server/db/schema.server";

/**
 * What the CRM's person-level actions need from quotes: a quote belongs to a lead and its contact,
 * so erasing a person erases their quotes (with every version, PDF and link), merging two contacts
 * moves the duplicate's quotes to the one kept, and a person's data export lists them.
 */

/** Deletes the quotes of these leads or this contact, with their versions; returns how many. */
export async function eraseQuotesOf(
  tx: Executor,
  person: { contactId: string; leadIds: readonly string[] },
): Promise<number> {
  const owned = person.leadIds.length
    ? or(eq(quotes.contactId, person.contactId), inArray(quotes.leadId, [...person.leadIds]))
    : eq(quotes.contactId, person.contactId);
  const ids = (await tx.select({ id: quotes.id }).from(quotes).where(owned)).map((q) => q.id);
  if (!ids.length) return 0;
  await tx.delete(quoteVersions).where(inArray(quoteVersions.quoteId, ids));
  await tx.delete(quotes).where(inArray(quotes.id, ids));
  return ids.length;
}

/** The duplicate contact's quotes now belong to the contact kept by a merge. */
export async function moveQuotesToContact(tx: Executor, fromContactId: string, toContactId: string) {
  const moved = await tx
    .update(quotes)
    .set({ contactId: toContactId })
    .where(eq(quotes.contactId, fromContactId))
    .returning({ id: quotes.id });
  return moved.length;
}

/**
 * A person's quotes for their data export: each quote's number, status and title with every
 * version's state and dates. The agency's own costs and margins are not the person's data.
 */
export async function quotesForExport(tx: Executor, contactId: string) {
  const rows = await tx
    .select({
      number: quotes.number,
      status: quotes.status,
      title: quotes.title,
      createdAt: quotes.createdAt,
      version: quoteVersions.version,
      state: quoteVersions.state,
      sentAt: quoteVersions.sentAt,
      validUntil: quoteVersions.validUntil,
      acceptedAt: quoteVersions.acceptedAt,
      acceptedOptionId: quoteVersions.acceptedOptionId,
    })
    .from(quotes)
    .innerJoin(quoteVersions, eq(quoteVersions.quoteId, quotes.id))
    .where(eq(quotes.contactId, contactId))
    .orderBy(quotes.number, quoteVersions.version);
  return rows;
}
