import { sql } from "drizzle-orm";
import { recordDeliveryReport } from "~/features/verification/index.server";
import { jsonb, queryRows, type Executor } from "~/server/db/db.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import {
  lockMessageId,
  parkStatus,
  rankSql,
  STATUS_RANK,
  takeParkedStatus,
  type MessageStatus,
} from "~/server/whatsapp-early-statuses.server";

/**
 * A staff message's status, and the statuses Meta reports before the message's id is stored.
 *
 * Meta answers the send with the message id and may report "delivered" or "failed" for it at once,
 * while the send is still writing its row (or a verification code its provider_message_id). Such a
 * status is parked in whatsapp_early_statuses, and the send applies it when it writes the id. Both
 * sides take a transaction lock on the message id first (~/server/whatsapp-early-statuses.server),
 * so the webhook either sees the committed id or parks before the send looks: a status is never
 * lost between the two.
 */

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
 * A status for an id neither a staff message's row nor a verification code carried when the webhook
 * looked: under the id's lock, looked for again in both (the send may have committed meanwhile) and
 * applied there, else kept (only the furthest status) for the send to apply. Call inside a
 * transaction. "already": the row or code had it, or had gone further.
 */
export async function parkEarlyStatus(
  tx: Executor,
  report: { waMessageId: string; status: MessageStatus; error: string | null; at: Date },
): Promise<"applied" | "parked" | "already"> {
  await lockMessageId(tx, report.waMessageId);
  const moved = await moveMessageStatus(tx, report);
  if (moved.known) return moved.changed ? "applied" : "already";
  if (report.status !== "sent") {
    const code = await recordDeliveryReport(
      tx,
      {
        provider: "whatsapp",
        providerMessageId: report.waMessageId,
        outcome: report.status === "failed" ? "failed" : "delivered",
        reason: report.error ?? undefined,
      },
      report.at,
    );
    if (code !== "unseen") return code === "recorded" ? "applied" : "already";
  }
  await parkStatus(tx, report);
  return "parked";
}

/**
 * A staff send's side, after it wrote the row under lockMessageId: a status parked for this id is
 * applied to the row and its timeline line, and removed. Returns it, so the agent hears at once
 * that the message failed. It is dated `sentAt`, the row's own time: the agent learns it with the
 * send's answer, so it is not announced again as a failure that came later.
 */
export async function claimEarlyStatus(
  tx: Executor,
  waMessageId: string,
  sentAt: Date,
): Promise<{ status: MessageStatus; error: string | null } | null> {
  const early = await takeParkedStatus(tx, waMessageId);
  if (!early) return null;
  await moveMessageStatus(tx, { waMessageId, status: early.status, error: early.error, at: sentAt });
  return { status: early.status, error: early.error };
}

/**
 * Parked statuses nobody claimed within a day were a lost send's (it failed to write its id) or an
 * id nobody here sent: staff messages and verification codes both claim theirs as they store the id.
 */
export const EARLY_STATUS_PURGE_TASK: MaintenanceTask = {
  name: "WhatsApp early statuses purge",
  run: async (db, now) => {
    await db.execute(
      sql`DELETE FROM whatsapp_early_statuses WHERE reported_at < ${new Date(now.getTime() - 24 * 3600_000)}::timestamptz`,
    );
  },
};
