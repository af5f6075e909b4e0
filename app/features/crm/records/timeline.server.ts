import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "~/server/db/db.server";
import { authUser, contacts, contactTimeline } from "~/server/db/schema.server";
import { iso } from "../shared/tab-params.server";

// The write is shared with quotes (which cannot import the console): one place writes a line.
export { recordTimeline, type TimelineInput } from "~/server/timeline-write.server";

/** One timeline line as the console shows it. */
export type TimelineEntry = {
  id: string;
  kind: string;
  summary: string;
  data: Record<string, unknown>;
  occurredAt: string;
  leadId: string | null;
  contactId: string;
  contactName: string | null;
  actorName: string | null;
};

/** Timeline lines, newest first, for a filter the caller builds (a contact, a channel, dates). */
export async function loadTimeline(
  db: Executor,
  where: SQL | undefined,
  options: { limit: number; offset?: number },
): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: contactTimeline.id,
      kind: contactTimeline.kind,
      summary: contactTimeline.summary,
      data: contactTimeline.data,
      occurredAt: contactTimeline.occurredAt,
      leadId: contactTimeline.leadId,
      contactId: contactTimeline.contactId,
      contactName: contacts.name,
      actorName: authUser.name,
    })
    .from(contactTimeline)
    .innerJoin(contacts, eq(contacts.id, contactTimeline.contactId))
    .leftJoin(authUser, eq(authUser.id, contactTimeline.actorId))
    .where(and(where))
    .orderBy(desc(contactTimeline.occurredAt), desc(contactTimeline.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({ ...r, occurredAt: iso(r.occurredAt)! }));
}
