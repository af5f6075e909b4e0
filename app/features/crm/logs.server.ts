import { desc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/db.server";
import { contacts, contactTimeline } from "~/server/db/schema.server";
import { contactOf, iso, pageOf, PAGE_SIZE } from "./tab-params.server";

export async function logsTab(db: Database, params: URLSearchParams) {
  const page = pageOf(params);
  const contactId = contactOf(params);
  const where = contactId ? eq(contactTimeline.contactId, contactId) : undefined;
  const rows = await db
    .select({
      id: contactTimeline.id,
      kind: contactTimeline.kind,
      summary: contactTimeline.summary,
      occurredAt: contactTimeline.occurredAt,
      contactId: contactTimeline.contactId,
      contactName: contacts.name,
    })
    .from(contactTimeline)
    .innerJoin(contacts, eq(contacts.id, contactTimeline.contactId))
    .where(where)
    .orderBy(desc(contactTimeline.occurredAt))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  let contact = null;
  if (contactId) {
    [contact = null] = await db
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(eq(contacts.id, contactId));
  }
  return {
    tab: "logs" as const,
    page,
    contact,
    rows: rows.map((r) => ({ ...r, occurredAt: iso(r.occurredAt)! })),
  };
}
