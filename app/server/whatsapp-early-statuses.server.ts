import { sql, type SQL } from "drizzle-orm";
import { epochMs, queryRows, type Executor } from "./db/db.server";

/**
 * Statuses Meta reports for a message id before the send has stored it, shared by the two kinds of
 * send that store one: a staff message (its whatsapp_messages row) and a verification code (its
 * provider_message_id). Meta answers the send with the id and may report "delivered" or "failed" for
 * it at once, while the send is still writing; such a status is parked in whatsapp_early_statuses and
 * the send takes it as it writes the id. Both sides hold the id's transaction lock while they look,
 * so the webhook either finds the committed id or parks before the send looks: none is lost between.
 */

export type MessageStatus = "sent" | "delivered" | "read" | "failed";

export const STATUS_RANK = { received: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;

/** A status column's rank, as STATUS_RANK has it (an unknown value ranks lowest). */
export const rankSql = (column: SQL) =>
  sql`CASE ${column} WHEN 'received' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;

/** Holds the message id until the transaction ends: a send writing it, or a status being parked. */
export async function lockMessageId(tx: Executor, waMessageId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wa-message|${waMessageId}`}))`);
}

/**
 * Keeps a status for an id nobody carries yet, only the furthest one (Meta may send "delivered"
 * after "read"). Call under lockMessageId, after looking for the id once more.
 */
export async function parkStatus(
  tx: Executor,
  report: { waMessageId: string; status: MessageStatus; error: string | null; at: Date },
) {
  await tx.execute(
    sql`INSERT INTO whatsapp_early_statuses (wa_message_id, status, error, reported_at)
      VALUES (${report.waMessageId}, ${report.status}, ${report.error}, ${report.at}::timestamptz)
      ON CONFLICT (wa_message_id) DO UPDATE SET status = excluded.status,
        error = coalesce(excluded.error, whatsapp_early_statuses.error), reported_at = excluded.reported_at
      WHERE ${rankSql(sql`whatsapp_early_statuses.status`)} < ${rankSql(sql`excluded.status`)}`,
  );
}

/** The status parked for this id, removed: the send, under lockMessageId, now carries the id. */
export async function takeParkedStatus(
  tx: Executor,
  waMessageId: string,
): Promise<{ status: MessageStatus; error: string | null; reportedAt: Date } | null> {
  const [parked] = await queryRows<{ status: MessageStatus; error: string | null; reported_ms: number }>(
    tx,
    sql`DELETE FROM whatsapp_early_statuses WHERE wa_message_id = ${waMessageId}
      RETURNING status, error, ${epochMs(sql`reported_at`)} AS reported_ms`,
  );
  return parked
    ? { status: parked.status, error: parked.error, reportedAt: new Date(parked.reported_ms) }
    : null;
}
