import { sql } from "drizzle-orm";
import { jsonb, queryRows, type Executor } from "~/server/db/db.server";
import type { MaintenanceTask } from "~/server/maintenance.server";

/**
 * A staff message's status, and the statuses Meta reports before the message's row exists.
 *
 * Meta answers the send with the message id and may report "delivered" or "failed" for it at once,
 * while the send is still writing its row. Such a status is parked in whatsapp_early_statuses, and
 * the send applies it when it writes the row. Both sides take a transaction lock on the message id
 * first, so the webhook either sees the committed row or parks before the send looks: a status is
 * never lost between the two.
 */

export type MessageStatus = "sent" | "delivered" | "read" | "failed";

const STATUS_RANK = { received: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
const rankSql = (column: ReturnType<typeof sql>) =>
  sql`CASE ${column} WHEN 'received' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;

/** Holds the message id until the transaction ends: a send writing its row, or a status being parked. */
export async function lockMessageId(tx: Executor, waMessageId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wa-message|${waMessageId}`}))`);
}

/**
 * Moves a staff message's row and its timeline line forward, never back (Meta may send "delivered"
 * after "read"). `known` says whether a row carries the id at all.
 */
export async function moveMessageStatus(
  tx: Executor,
  report: { waMessageId: string; status: MessageStatus; error: string | null; at: Date },
): Promise<{ changed: boolean; known: boolean }> {
  const { waMessageId, status, error, at } = report;
  const [row] = await queryRows<{ changed: number; known: boolean }>(
    tx,
    sql`WITH moved AS (
        UPDATE whatsapp_messages SET status = ${status}, status_at = ${at}::timestamptz, error = coalesce(${error}::text, error)
        WHERE wa_message_id = ${waMessageId} AND ${rankSql(sql`status`)} < ${STATUS_RANK[status]}::int
        RETURNING timeline_id
      ),
      line AS (
        UPDATE contact_timeline t SET data = t.data || ${jsonb({ status, ...(error ? { error } : {}) })}
        FROM moved WHERE t.id = moved.timeline_id RETURNING t.id
      )
      SELECT (SELECT count(*) FROM moved)::int AS changed,
        EXISTS (SELECT 1 FROM whatsapp_messages WHERE wa_message_id = ${waMessageId}) AS known`,
  );
  return { changed: (row?.changed ?? 0) > 0, known: Boolean(row?.known) };
}

/**
 * A status for an id no row carries: applied if the send committed its row meanwhile, else kept
 * (only the furthest status) for the send to apply. Call inside a transaction.
 */
export async function parkEarlyStatus(
  tx: Executor,
  report: { waMessageId: string; status: MessageStatus; error: string | null; at: Date },
): Promise<"applied" | "parked" | "already"> {
  await lockMessageId(tx, report.waMessageId);
  const moved = await moveMessageStatus(tx, report);
  if (moved.known) return moved.changed ? "applied" : "already";
  await tx.execute(
    sql`INSERT INTO whatsapp_early_statuses (wa_message_id, status, error, reported_at)
      VALUES (${report.waMessageId}, ${report.status}, ${report.error}, ${report.at}::timestamptz)
      ON CONFLICT (wa_message_id) DO UPDATE SET status = excluded.status,
        error = coalesce(excluded.error, whatsapp_early_statuses.error), reported_at = excluded.reported_at
      WHERE ${rankSql(sql`whatsapp_early_statuses.status`)} < ${rankSql(sql`excluded.status`)}`,
  );
  return "parked";
}

/**
 * The send's side, after it wrote the row under lockMessageId: a status parked for this id is
 * applied to the row and its timeline line, and removed. Returns it, so the agent hears at once
 * that the message failed. It is dated `sentAt`, the row's own time: the agent learns it with the
 * send's answer, so it is not announced again as a failure that came later.
 */
export async function claimEarlyStatus(
  tx: Executor,
  waMessageId: string,
  sentAt: Date,
): Promise<{ status: MessageStatus; error: string | null } | null> {
  const [early] = await queryRows<{ status: MessageStatus; error: string | null }>(
    tx,
    sql`DELETE FROM whatsapp_early_statuses WHERE wa_message_id = ${waMessageId} RETURNING status, error`,
  );
  if (!early) return null;
  await moveMessageStatus(tx, { waMessageId, status: early.status, error: early.error, at: sentAt });
  return { status: early.status, error: early.error };
}

/** Parked statuses nobody claimed within a day were a verification code's (recorded on the code) or a lost send's. */
export const EARLY_STATUS_PURGE_TASK: MaintenanceTask = {
  name: "WhatsApp early statuses purge",
  run: async (db, now) => {
    await db.execute(
      sql`DELETE FROM whatsapp_early_statuses WHERE reported_at < ${new Date(now.getTime() - 24 * 3600_000)}::timestamptz`,
    );
  },
};
