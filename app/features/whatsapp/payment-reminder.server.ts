import { sql } from "drizzle-orm";
import { PAYMENT_REMIND_WHATSAPP_JOB_KIND, whatsappStanding } from "~/features/crm/index.server";
import { getConfig, type Config } from "~/server/config.server";
import { getDb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { logger } from "~/server/logger.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import type { OutboxJob } from "~/server/outbox.server";
import { callbackDataOf, claimIdOf, settleReminderClaim } from "./reminder-claims.server";
import { deliverStaffMessage, fillTemplate, writeOutgoingMessage } from "./staff-messages.server";

/**
 * The payment reminder on WhatsApp, beside the e-mail the console's reminder round queues from the
 * same marking: the `payment_reminder` staff template, for the request it marked. Nobody asked for
 * this one message, so unlike an agent's utility template it goes only to a traveller with a live
 * WhatsApp opt-in (never after STOP). A refusal by Meta is kept on the timeline like an agent's; the
 * job then ends, so the e-mail (its own job) is never held up. Nothing is sent twice: a claim is
 * committed before Meta is called, and a run that finds one never calls again (ADR 078).
 */
export async function sendPaymentReminderWhatsApp(
  db: Database,
  payload: Record<string, unknown>,
  jobId: string,
  { config = getConfig(), now = new Date() }: { config?: Config; now?: Date } = {},
) {
  const requestId = typeof payload.requestId === "string" ? payload.requestId : null;
  if (!requestId || !config.whatsappConfigured) return;
  const [row] = await queryRows<{
    status: string;
    open: boolean;
    contact_id: string;
    name: string | null;
    phone: string | null;
  }>(
    db,
    sql`SELECT pr.status, pr.amount_minor > pr.paid_minor AS open, c.id AS contact_id, c.name, c.phone
      FROM payment_requests pr JOIN contacts c ON c.id = pr.contact_id AND c.deleted_at IS NULL
      WHERE pr.id = ${requestId}::uuid`,
  );
  // Paid or cancelled since the marking, or erased: nothing to remind of.
  if (!row || !["requested", "partly_paid"].includes(row.status) || !row.open || !row.phone) return;
  const standing = await whatsappStanding(db, row.contact_id, { configured: true, now });
  if (!standing.optedIn || standing.stopped) return;
  // An earlier run of this job that sent and wrote its line, then failed: already sent.
  const [sent] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM contact_timeline
      WHERE contact_id = ${row.contact_id}::uuid AND kind = 'whatsapp_out' AND data->>'job' = ${jobId}`,
  );
  if (sent) return;
  // A claim for this reminder: an earlier run got as far as calling Meta. Whether Meta took that
  // message is not known here, so it is never sent again; its status webhook settles it, or the
  // maintenance round marks it "outcome unknown" for staff once the wait is over.
  const [claimed] = await queryRows<{ id: string; status: string }>(
    db,
    sql`SELECT id, status FROM whatsapp_reminder_sends WHERE job_id = ${jobId}`,
  );
  if (claimed) {
    if (claimed.status === "sending") await markUnsettledReminders(db, now);
    return;
  }
  const contact = { id: row.contact_id, name: row.name };
  const filled = await fillTemplate(db, config, "payment_reminder", contact, { name: "" }, now, requestId);
  // Committed on its own before the call: a process that dies after Meta accepts leaves it behind.
  const [claim] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO whatsapp_reminder_sends (job_id, contact_id, request_id, phone, body, status, claimed_at)
      VALUES (${jobId}, ${row.contact_id}::uuid, ${requestId}::uuid, ${row.phone}, ${filled.body}, 'sending', ${now}::timestamptz)
      ON CONFLICT (job_id) DO NOTHING RETURNING id`,
  );
  if (!claim) return;
  const result = await deliverStaffMessage(db, config, {
    contact: { id: row.contact_id, phone: row.phone },
    filled,
    kind: "template",
    template: "payment_reminder",
    actor: null,
    now,
    job: jobId,
    reminder: { claimId: claim.id, callbackData: callbackDataOf(claim.id) },
  });
  if (result.status === "failed")
    logger.warn({ requestId, error: result.error }, "WhatsApp payment reminder refused by Meta");
}

/** How long a claimed reminder waits for Meta's status before staff are told its outcome is unknown. */
export const REMINDER_SETTLE_MINUTES = 30;

/**
 * A status whose biz_opaque_callback_data names a reminder claim that never got its row (the send's
 * write was lost after Meta accepted, or Meta did not answer in time): the row and its timeline line
 * are written now, dated the claim, and the claim settled. Call under the message id's lock. False
 * when the data names no open claim of ours.
 */
export async function settleReminderFromStatus(
  tx: Executor,
  s: { callbackData: string | undefined; waMessageId: string },
): Promise<boolean> {
  const claimId = claimIdOf(s.callbackData);
  if (!claimId) return false;
  const [claim] = await queryRows<{
    job_id: string;
    contact_id: string;
    phone: string;
    body: string;
    claimed_at: Date | string;
  }>(
    tx,
    sql`SELECT job_id, contact_id, phone, body, claimed_at FROM whatsapp_reminder_sends
      WHERE id = ${claimId}::uuid AND status IN ('sending', 'unknown') FOR UPDATE`,
  );
  if (!claim) return false;
  const sentAt = new Date(claim.claimed_at);
  await writeOutgoingMessage(tx, {
    contact: { id: claim.contact_id, phone: claim.phone },
    waMessageId: s.waMessageId,
    error: null,
    body: claim.body,
    kind: "template",
    template: "payment_reminder",
    actor: null,
    ip: null,
    now: sentAt,
    job: claim.job_id,
  });
  await settleReminderClaim(tx, claimId, { waMessageId: s.waMessageId, error: null, now: sentAt });
  return true;
}

const UNKNOWN_SUMMARY =
  'WhatsApp template "Payment reminder": outcome unknown. Meta was asked to send it but neither answered nor reported on it, so it may or may not have reached the traveller; it is not sent again on its own.';

/**
 * Claims still `sending` after the wait: marked "outcome unknown", each with a line on its contact's
 * timeline, so staff can check with the traveller instead of the site sending a second reminder.
 */
async function markUnsettledReminders(db: Database | Executor, now: Date) {
  const before = new Date(now.getTime() - REMINDER_SETTLE_MINUTES * 60_000);
  await queryRows(
    db,
    sql`WITH unsettled AS (
        UPDATE whatsapp_reminder_sends SET status = 'unknown', settled_at = ${now}::timestamptz
        WHERE status = 'sending' AND claimed_at <= ${before}::timestamptz
        RETURNING id, contact_id, job_id
      )
      INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
      SELECT contact_id, 'whatsapp_out', ${UNKNOWN_SUMMARY},
        jsonb_build_object('status', 'outcome unknown', 'template', 'payment_reminder', 'job', job_id, 'reminder', id),
        ${now}::timestamptz
      FROM unsettled`,
  );
}

/** The maintenance round's side of the wait: reminders no status settled in time are marked unknown. */
export const REMINDER_OUTCOME_TASK: MaintenanceTask = {
  name: "WhatsApp payment reminders with no outcome",
  run: (db, now) => markUnsettledReminders(db, now),
};

/** Sends the WhatsApp reminder of one marked request (the start-up table runs it). */
export const PAYMENT_REMIND_WHATSAPP_JOB: OutboxJob = {
  kind: PAYMENT_REMIND_WHATSAPP_JOB_KIND,
  handler: async (payload, job) => {
    await sendPaymentReminderWhatsApp(await getDb(), payload, job.id);
  },
};
