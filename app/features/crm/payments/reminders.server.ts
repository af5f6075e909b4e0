import { sql } from "drizzle-orm";
import { getPaymentSettings, payPageUrlOf } from "~/features/payments/index.server";
import { formatDayLong } from "~/lib/format";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { formatMoney } from "~/lib/money";
import { getConfig } from "~/server/config.server";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { leadReplyTo } from "~/server/mail.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import { logger } from "~/server/logger.server";
import { enqueueOutbox, type OutboxJob } from "~/server/outbox.server";

/**
 * Payment reminders: the traveller is e-mailed N days before a balance is due (N from the payment
 * settings) and once when it is overdue — each at most once per request. The worker's round marks
 * the request (its `reminders` column) and queues one `payments.remind` job in the same
 * transaction, so a second round, or a second process, finds it marked and queues nothing; the job
 * then writes the e-mail through the outbox like every other mail.
 *
 * When WhatsApp is configured the same marking also queues a `whatsapp.payment_reminder` job, which
 * the WhatsApp feature handles (it depends on the console, so the console names the kind and never
 * imports it); that job decides on the opt-in when it runs, and the e-mail goes whatever it does.
 */

export const PAYMENT_REMIND_JOB_KIND = "payments.remind";
export const PAYMENT_REMIND_WHATSAPP_JOB_KIND = "whatsapp.payment_reminder";
export type ReminderKind = "before" | "overdue";

const OPEN = sql`status IN ('requested', 'partly_paid') AND amount_minor > paid_minor AND due_on IS NOT NULL`;

/**
 * Marks and queues every reminder due at `now` (India day): "before" for an open request due within
 * the next N days (today included), "overdue" for one whose due day has passed. A request paid,
 * cancelled or expired is never reminded; one already reminded of a kind is not again.
 */
export async function queuePaymentReminders(
  db: Database,
  now: Date = new Date(),
  { whatsapp = getConfig().whatsappConfigured }: { whatsapp?: boolean } = {},
) {
  const today = indiaDay(now);
  const { reminderDaysBefore } = await getPaymentSettings(db);
  const horizon = addIndiaDays(today, Math.max(0, reminderDaysBefore));
  const rounds: { kind: ReminderKind; when: ReturnType<typeof sql> }[] = [
    { kind: "before", when: sql`due_on >= ${today}::date AND due_on <= ${horizon}::date` },
    { kind: "overdue", when: sql`due_on < ${today}::date` },
  ];
  let queued = 0;
  for (const { kind, when } of rounds) {
    queued += await db.transaction(async (tx) => {
      // The UPDATE re-checks its condition on a row another process changed first, so two rounds
      // at once mark (and queue) each request once between them.
      const marked = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE payment_requests
          SET reminders = reminders || jsonb_build_object(${kind}::text, ${today}::text)
          WHERE ${OPEN} AND ${when} AND NOT (reminders ? ${kind}::text)
          RETURNING id`,
      );
      for (const { id } of marked) {
        await enqueueOutbox(tx, PAYMENT_REMIND_JOB_KIND, { requestId: id, kind });
        // Its own job, so a WhatsApp failure or retry never holds up or repeats the e-mail.
        if (whatsapp) await enqueueOutbox(tx, PAYMENT_REMIND_WHATSAPP_JOB_KIND, { requestId: id, kind });
      }
      return marked.length;
    });
  }
  return { queued };
}

type ReminderRow = {
  reference: string;
  label: string;
  status: string;
  amount_minor: string;
  paid_minor: string;
  currency: string;
  due_on: string;
  link_url: string | null;
  lead_id: string | null;
  name: string | null;
  email: string | null;
};

/** The reminder e-mail's words, from the request as it stands when the job runs. */
export function reminderMail(
  row: Omit<ReminderRow, "lead_id" | "email" | "status">,
  kind: ReminderKind,
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; upiId: string },
  /** The traveller's own pay page: what is due, and how to pay it, kept up to date. */
  payUrl: string,
) {
  const balance = formatMoney({
    minor: Number(row.amount_minor) - Number(row.paid_minor),
    currency: row.currency,
  });
  const due = formatDayLong(row.due_on);
  const paid = Number(row.paid_minor);
  const howToPay = row.link_url
    ? [`Pay securely by UPI, card or netbanking: ${row.link_url}`]
    : bank.accountNumber || bank.upiId
      ? [
          "Pay by bank transfer or UPI to:",
          ...(bank.accountNumber
            ? [
                `  ${bank.accountName || "Account"} · A/c ${bank.accountNumber} · IFSC ${bank.ifsc}${bank.bankName ? ` · ${bank.bankName}` : ""}`,
              ]
            : []),
          ...(bank.upiId ? [`  UPI: ${bank.upiId}`] : []),
          `Please quote ${row.reference} with your payment.`,
        ]
      : ["Reply to this e-mail and we will send you the details to pay."];
  return {
    subject:
      kind === "overdue"
        ? `Payment overdue: ${balance} for ${row.label} (${row.reference})`
        : `Payment reminder: ${balance} due ${due} (${row.reference})`,
    text: [
      `Dear ${row.name?.trim() || "traveller"},`,
      "",
      kind === "overdue"
        ? `The payment of ${balance} for ${row.label} was due on ${due} and we have not received it yet.`
        : `A gentle reminder that ${balance} for ${row.label} is due by ${due}.`,
      ...(paid > 0
        ? [`Thank you for the ${formatMoney({ minor: paid, currency: row.currency })} received so far.`]
        : []),
      "",
      `What is due and how to pay: ${payUrl}`,
      "",
      ...howToPay,
      "",
      "If you have paid already, thank you: reply with the payment reference and we will confirm it.",
    ].join("\n"),
  };
}

/** Writes one reminder e-mail, if the request still asks for money and the traveller has an address. */
export async function sendPaymentReminder(db: Database, payload: Record<string, unknown>) {
  const requestId = typeof payload.requestId === "string" ? payload.requestId : null;
  const kind: ReminderKind = payload.kind === "overdue" ? "overdue" : "before";
  if (!requestId) return;
  const [row] = await queryRows<ReminderRow>(
    db,
    sql`SELECT pr.reference, pr.label, pr.status, pr.amount_minor::text, pr.paid_minor::text, pr.currency,
        pr.due_on::text AS due_on,
        -- A link Razorpay ended takes no more money: the mail gives the bank details instead.
        CASE WHEN pr.link_state = 'closed' THEN NULL ELSE pr.link_url END AS link_url,
        pr.lead_id, c.name, c.email
      FROM payment_requests pr JOIN contacts c ON c.id = pr.contact_id AND c.deleted_at IS NULL
      WHERE pr.id = ${requestId}::uuid`,
  );
  // Paid (or cancelled) between the marking and now, or erased: nothing to remind of.
  if (!row || !["requested", "partly_paid"].includes(row.status)) return;
  if (Number(row.amount_minor) <= Number(row.paid_minor)) return;
  if (!row.email) {
    logger.info({ requestId, kind }, "payment reminder not sent: the traveller has no e-mail address");
    return;
  }
  const settings = await getPaymentSettings(db);
  const mail = reminderMail(
    row,
    kind,
    {
      accountName: settings.bankAccountName,
      accountNumber: settings.bankAccountNumber,
      ifsc: settings.bankIfsc,
      bankName: settings.bankName,
      upiId: settings.upiId,
    },
    payPageUrlOf(requestId),
  );
  await enqueueOutbox(db, "mail.send", {
    to: row.email,
    audience: "visitor",
    subject: mail.subject,
    text: mail.text,
    replyTo: await leadReplyTo(db, row.lead_id),
  });
}

/** The worker's round that marks and queues the reminders due. */
export const PAYMENT_REMINDERS_TASK: MaintenanceTask = {
  name: "payment reminders",
  run: async (db, now) => {
    await queuePaymentReminders(db, now);
  },
};

/** Writes the reminder e-mail of one marked request (the start-up table runs it). */
export const PAYMENT_REMIND_JOB: OutboxJob = {
  kind: PAYMENT_REMIND_JOB_KIND,
  handler: async (payload) => {
    await sendPaymentReminder(await getDb(), payload);
  },
};
