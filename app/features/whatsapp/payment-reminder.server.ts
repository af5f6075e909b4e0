import { sql } from "drizzle-orm";
import { PAYMENT_REMIND_WHATSAPP_JOB_KIND, whatsappStanding } from "~/features/crm/index.server";
import { getConfig, type Config } from "~/server/config.server";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { logger } from "~/server/logger.server";
import type { OutboxJob } from "~/server/outbox.server";
import { deliverStaffMessage, fillTemplate } from "./staff-messages.server";

/**
 * The payment reminder on WhatsApp, beside the e-mail the console's reminder round queues from the
 * same marking: the `payment_reminder` staff template, for the request it marked. Nobody asked for
 * this one message, so unlike an agent's utility template it goes only to a traveller with a live
 * WhatsApp opt-in (never after STOP). A refusal by Meta is kept on the timeline like an agent's; the
 * job then ends, so the e-mail (its own job) is never held up and nothing is sent twice.
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
  const contact = { id: row.contact_id, name: row.name };
  const filled = await fillTemplate(db, config, "payment_reminder", contact, { name: "" }, now, requestId);
  const result = await deliverStaffMessage(db, config, {
    contact: { id: row.contact_id, phone: row.phone },
    filled,
    kind: "template",
    template: "payment_reminder",
    actor: null,
    now,
    job: jobId,
  });
  if (result.status === "failed")
    logger.warn({ requestId, error: result.error }, "WhatsApp payment reminder refused by Meta");
}

/** Sends the WhatsApp reminder of one marked request (the start-up table runs it). */
export const PAYMENT_REMIND_WHATSAPP_JOB: OutboxJob = {
  kind: PAYMENT_REMIND_WHATSAPP_JOB_KIND,
  handler: async (payload, job) => {
    await sendPaymentReminderWhatsApp(await getDb(), payload, job.id);
  },
};
