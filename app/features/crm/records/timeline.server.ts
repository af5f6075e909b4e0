import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { jsonb, queryRows, type Executor } from "~/server/db/db.server";
import { authUser, contacts, contactTimeline } from "~/server/db/schema.server";
import { iso } from "../shared/tab-params.server";

/** A line staff (or the CRM on their behalf) write on a contact's timeline. */
export type TimelineInput = {
  contactId: string;
  leadId?: string | null;
  kind: string;
  summary: string;
  data?: Record<string, unknown>;
  actorId?: string | null;
  at?: Date;
};

/** Writes the line and moves the contact's last activity forward, in the caller's transaction. */
export async function recordTimeline(exec: Executor, input: TimelineInput): Promise<string> {
  const at = input.at ?? new Date();
  const [row] = await queryRows<{ id: string }>(
    exec,
    sql`WITH bump AS (
      UPDATE contacts SET last_activity_at = GREATEST(last_activity_at, ${at}::timestamptz) WHERE id = ${input.contactId}::uuid
    )
    INSERT INTO contact_timeline (contact_id, lead_id, kind, summary, data, occurred_at, actor_id)
    VALUES (${input.contactId}::uuid, ${input.leadId ?? null}::uuid, ${input.kind}, ${input.summary}, ${jsonb(input.data ?? {})},
      ${at}::timestamptz, ${input.actorId ?? null})
    RETURNING id`,
  );
  return row!.id;
}

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
