import { asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/server/db/db.server";
import { contacts, leads } from "~/server/db/schema.server";
import { contactOf, iso, pageOf, PAGE_SIZE } from "./tab-params.server";

/** Digits of a phone typed any way (98765 43210, +91-98765-43210, 09876543210) → the stored number's tail. */
export function phoneDigitsForSearch(q: string): string | null {
  const digits = q.replace(/\D/g, "");
  if (digits.length < 4) return null;
  // 0 or 91 in front of a 10-digit mobile are prefixes, not part of the number.
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  return digits.slice(-10);
}

/** Contacts matching a name (any part), a phone in any format, or an e-mail. */
function contactMatch(q: string): SQL | undefined {
  const term = q.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = phoneDigitsForSearch(term);
  return or(
    ilike(contacts.name, like),
    ilike(contacts.email, like),
    digits ? sql`${contacts.phone} LIKE ${`%${digits}%`}` : undefined,
  );
}

export async function searchContacts(db: Database, q: string, limit = 8) {
  const match = contactMatch(q);
  if (!match) return [];
  return db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(contacts)
    .where(match)
    .orderBy(desc(contacts.lastActivityAt))
    .limit(limit);
}

export async function contactsTab(db: Database, params: URLSearchParams) {
  const q = (params.get("q") ?? "").slice(0, 80);
  const page = pageOf(params);
  const where = contactMatch(q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contacts).where(where);
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      verifiedAt: contacts.phoneVerifiedAt,
      lastActivityAt: contacts.lastActivityAt,
      leadCount: sql<number>`(SELECT count(*)::int FROM leads l WHERE l.contact_id = contacts.id)`,
      latestLeadType: sql<
        string | null
      >`(SELECT l.type FROM leads l WHERE l.contact_id = contacts.id ORDER BY l.created_at DESC LIMIT 1)`,
    })
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.lastActivityAt), asc(contacts.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const selectedId = contactOf(params);
  let selected = null;
  if (selectedId) {
    const [contact] = await db
      .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, selectedId));
    if (contact) {
      const contactLeads = await db
        .select({
          id: leads.id,
          type: leads.type,
          stage: leads.stage,
          score: leads.score,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(eq(leads.contactId, selectedId))
        .orderBy(desc(leads.createdAt))
        .limit(50);
      selected = { ...contact, leads: contactLeads.map((l) => ({ ...l, createdAt: iso(l.createdAt)! })) };
    }
  }
  return {
    tab: "contacts" as const,
    q,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    rows: rows.map((r) => ({
      ...r,
      verified: r.verifiedAt !== null,
      verifiedAt: iso(r.verifiedAt),
      lastActivityAt: iso(r.lastActivityAt)!,
    })),
    selected,
  };
}
