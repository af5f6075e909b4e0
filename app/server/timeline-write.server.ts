import { sql } from "drizzle-orm";
import { jsonb, queryRows, type Executor } from "./db/db.server";

/*
 * The one write of a contact's timeline line, below the features: the console's records write
 * through it, and so do quotes' proposal events (quotes cannot import the console).
 */

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
