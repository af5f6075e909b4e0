import { indiaDay } from "~/lib/india-time";
import { sql } from "drizzle-orm";
import { normalizeLeadPhone } from "~/lib/phone";
import { jsonb, queryRows, type Database } from "~/server/db/db.server";

/**
 * A line on the timeline of the contact who has this phone, for something the visitor did that is
 * not a lead of its own (e.g. a verified visitor opening another itinerary's plan). Written at most
 * once per contact, kind and `onceKey` per India day, so staff read "opened X today" once, not once
 * per page view. No contact with the phone (its lead is still being written): nothing is written.
 */
export type ContactEventInput = {
  phone: string;
  kind: string;
  summary: string;
  data?: Record<string, unknown>;
  /** What makes two events the same for the day, e.g. the itinerary's id. */
  onceKey: string;
  now?: Date;
};

export { indiaDay };

/** True when the event was written now, false when it was already there today (or no such contact). */
export async function recordContactEventOncePerDay(db: Database, input: ContactEventInput): Promise<boolean> {
  const phone = normalizeLeadPhone(input.phone);
  if (!phone) return false;
  const now = input.now ?? new Date();
  const once = `${input.onceKey}|${indiaDay(now)}`;
  const data = { ...input.data, once };
  return db.transaction(async (tx) => {
    // Two requests at the same moment (two tabs) would each see no row yet: one waits for the other.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`timeline|${phone}|${input.kind}|${once}`}))`,
    );
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
      SELECT c.id, ${input.kind}::text, ${input.summary}::text, ${jsonb(data)}, ${now}::timestamptz
      FROM contacts c
      WHERE c.phone = ${phone}
        AND NOT EXISTS (
          SELECT 1 FROM contact_timeline t
          WHERE t.contact_id = c.id AND t.kind = ${input.kind}
            AND t.occurred_at > ${now}::timestamptz - interval '2 days'
            AND t.data->>'once' = ${once}
        )
      RETURNING id`,
    );
    if (rows.length > 0) {
      await tx.execute(
        sql`UPDATE contacts SET last_activity_at = GREATEST(last_activity_at, ${now}::timestamptz) WHERE phone = ${phone}`,
      );
    }
    return rows.length > 0;
  });
}
