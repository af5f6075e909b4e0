import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { StaffUser } from "~/features/auth/index.server";
import { crmScope, requireVisibleContact, whatsappStanding } from "~/features/crm/index.server";
import { payPageUrlOf } from "~/features/payments/index.server";
import { proposalLinkToResend } from "~/features/quotes/index.server";
import { formatIndiaTime } from "~/lib/format";
import { formatMoney, money } from "~/lib/money";
import { recordAudit } from "~/server/audit.server";
import { getConfig, type Config } from "~/server/config.server";
import { queryRows, type Database, type Executor } from "~/server/db/db.server";
import { HttpRefusal } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { recordTimeline } from "~/server/timeline-write.server";
import { sendWhatsApp, WhatsAppApiError, type WhatsAppOutgoing } from "~/server/whatsapp.server";
import { metaRefusalSentence } from "~/lib/whatsapp-refusals";
import { lockMessageId } from "~/server/whatsapp-early-statuses.server";
import { claimEarlyStatus } from "./message-status.server";
import { settleReminderClaim } from "./reminder-claims.server";
import { STAFF_TEMPLATE_NAMES, STAFF_TEMPLATES, type StaffTemplate } from "~/lib/whatsapp-templates";

/**
 * Staff messages from a contact: an approved template whose parameters the server fills from the
 * record (the browser only names the template, so an agent cannot put words in an approved
 * template's mouth), or a free-form reply, which Meta only carries within 24 hours of the
 * traveller's last message. Every send, sent or refused by Meta, is a whatsapp_messages row and a
 * timeline line; Meta's refusal is kept on the row and shown, it is not a server fault.
 */

export const staffMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("template"), template: z.enum(STAFF_TEMPLATE_NAMES) }).strict(),
  z
    .object({
      kind: z.literal("text"),
      text: z
        .string()
        .trim()
        .min(1, "Type the reply before sending it.")
        .max(4096, "A WhatsApp message is at most 4,096 characters."),
    })
    .strict(),
]);
export type StaffMessageInput = z.infer<typeof staffMessageSchema>;

const refuse = (status: 409 | 422, title: string, sentence: string) =>
  new HttpRefusal(status, title, sentence);

type Filled = { outgoing: WhatsAppOutgoing; body: string };

const bodyParams = (values: string[]) => [
  { type: "body" as const, parameters: values.map((text) => ({ type: "text" as const, text })) },
];

/**
 * The template with its parameters read from the record; refused when the record lacks them.
 * `requestId` names the payment request a reminder is for (the automatic reminder); without it the
 * contact's latest open one.
 */
export async function fillTemplate(
  db: Database,
  config: Config,
  template: StaffTemplate,
  contact: { id: string; name: string | null },
  agent: { name: string },
  now: Date,
  requestId?: string,
): Promise<Filled> {
  const name = contact.name?.trim() || "there";
  let values: string[];
  let body: string;
  if (template === "quote_link") {
    const quote = await proposalLinkToResend(db, contact.id, now);
    if (quote.kind === "none")
      throw refuse(422, "No quote to point to", "This contact has no open sent quote. Send the quote first.");
    if (quote.kind === "refused") throw refuse(409, "Quote link not sent", quote.sentence);
    values = [name, quote.number, quote.title, quote.url];
    body = `Hi ${name}, your quote ${quote.number} (${quote.title}) is ready: ${quote.url}`;
  } else if (template === "payment_reminder") {
    // The balance, not the whole amount: what the traveller still has to pay.
    const [request] = await queryRows<{ id: string; label: string; amount_minor: number; currency: string }>(
      db,
      sql`SELECT id, label, (amount_minor - paid_minor)::float8 AS amount_minor, currency FROM payment_requests
        WHERE contact_id = ${contact.id}::uuid AND status IN ('requested', 'partly_paid')
          ${requestId ? sql`AND id = ${requestId}::uuid` : sql``}
        ORDER BY created_at DESC LIMIT 1`,
    );
    if (!request)
      throw refuse(
        422,
        "Nothing to remind",
        "This contact has no open payment request. Request the payment first.",
      );
    const amount = formatMoney(money(Number(request.amount_minor), request.currency));
    const link = payPageUrlOf(request.id);
    values = [name, amount, request.label, link];
    body = `Hi ${name}, a reminder: ${amount} for ${request.label} is due. Pay here: ${link}`;
  } else if (template === "documents_ready") {
    values = [name, agent.name];
    body = `Hi ${name}, your travel documents are ready. ${agent.name} will share them with you.`;
  } else {
    values = [name, agent.name];
    body = `Hi ${name}, ${agent.name} tried to call you. Reply here or call back when it suits you.`;
  }
  // The approved template takes exactly the parameters the shared list names; a mismatch is this
  // code's fault, caught before Meta refuses it.
  if (values.length !== STAFF_TEMPLATES[template].parameters.length)
    throw new Error(`whatsapp template ${template} filled with ${values.length} parameters`);
  return {
    outgoing: {
      type: "template",
      template: {
        name: template,
        language: { code: config.WHATSAPP_AUTH_TEMPLATE_LANGUAGE },
        components: bodyParams(values),
      },
    },
    body,
  };
}

export type StaffMessageResult = {
  id: string;
  status: "sent" | "failed";
  /** Meta's refusal, as it said it (kept on the row and the timeline). */
  error: string | null;
  /** What the agent can do about Meta's refusal, shown in the sheet at once; null when sent. */
  sentence: string | null;
};

/**
 * Sends one staff message to a contact this person may see. Refusals (not configured, no phone,
 * STOP, no opt-in for a marketing template, the window closed) are 409/422 sentences; Meta's own
 * refusal is kept on the row and answered as `failed`, never as a server fault.
 */
export async function sendStaffWhatsApp(
  db: Database,
  user: StaffUser,
  contactId: string,
  input: StaffMessageInput,
  {
    config = getConfig(),
    now = new Date(),
    ip = null,
  }: { config?: Config; now?: Date; ip?: string | null } = {},
): Promise<StaffMessageResult> {
  const scope = await crmScope(db, user);
  const contact = await requireVisibleContact(db, scope, contactId);
  if (!config.whatsappConfigured)
    throw refuse(
      409,
      "WhatsApp is not set up",
      "WhatsApp is not configured on this site. An admin can switch it on as docs/whatsapp.md describes.",
    );
  if (!contact.phone)
    throw refuse(422, "No phone number", "This contact has no mobile number. Add one first.");
  const standing = await whatsappStanding(db, contact.id, { configured: config.whatsappConfigured, now });
  if (standing.stopped)
    throw refuse(
      409,
      "Opted out of WhatsApp",
      "This traveller sent STOP. Nothing goes to them on WhatsApp until they send START.",
    );
  let filled: Filled;
  if (input.kind === "template") {
    if (STAFF_TEMPLATES[input.template].category === "marketing" && !standing.optedIn)
      throw refuse(
        409,
        "No WhatsApp opt-in",
        "This traveller has not opted in to WhatsApp messages, so this template cannot go to them. Send it by e-mail instead.",
      );
    filled = await fillTemplate(db, config, input.template, contact, user, now);
  } else {
    if (!standing.windowOpen) {
      const sentence = standing.windowClosesAt
        ? `The 24-hour reply window closed at ${formatIndiaTime(new Date(standing.windowClosesAt))}. Send a template instead; a free-form reply is possible again after the traveller writes.`
        : "The traveller has not written on WhatsApp, so there is no 24-hour reply window. Send a template instead.";
      throw refuse(409, "Reply window closed", sentence);
    }
    filled = { outgoing: { type: "text", text: { body: input.text } }, body: input.text };
  }
  return deliverStaffMessage(db, config, {
    contact: { id: contact.id, phone: contact.phone },
    filled,
    kind: input.kind,
    template: input.kind === "template" ? input.template : null,
    actor: user,
    ip,
    now,
  });
}

/**
 * Sends a filled message and writes its row, timeline line and audit entry; Meta's refusal is kept
 * and answered as `failed`. `actor` is null for what the site sends on its own (the payment
 * reminder), whose outbox job id is kept on the timeline line so a retried job finds it sent.
 * `reminder` is such a send's claim (ADR 078): its opaque id goes to Meta, the claim is settled in
 * the transaction that writes the row, and a send Meta did not answer is left for its status.
 */
export async function deliverStaffMessage(
  db: Database,
  config: Config,
  {
    contact,
    filled,
    kind,
    template,
    actor,
    ip = null,
    now,
    job = null,
    reminder = null,
  }: {
    contact: { id: string; phone: string };
    filled: Filled;
    kind: "template" | "text";
    template: StaffTemplate | null;
    actor: StaffUser | null;
    ip?: string | null;
    now: Date;
    job?: string | null;
    reminder?: { claimId: string; callbackData: string } | null;
  },
): Promise<StaffMessageResult> {
  const contactId = contact.id;

  let waMessageId: string;
  let error: string | null = null;
  try {
    waMessageId = (
      await sendWhatsApp(config, contact.phone, filled.outgoing, undefined, reminder?.callbackData)
    ).messageId;
  } catch (err) {
    if (!(err instanceof WhatsAppApiError)) throw err;
    // No answer at all: Meta may have taken the message. A claimed send is not called failed (nor
    // sent again); its status webhook, or the time allowed for one, settles it.
    if (reminder && err.status === 0) throw err;
    logger.warn({ err: err.message, contactId }, "WhatsApp staff message refused by Meta");
    error = err.message.replace(/^whatsapp: /, "");
    // The row needs a unique id; Meta gave none for a refused message.
    waMessageId = `failed.${crypto.randomUUID()}`;
  }
  const written = await db.transaction(async (tx) => {
    const row = await writeOutgoingMessage(tx, {
      contact,
      waMessageId,
      error,
      body: filled.body,
      kind,
      template,
      actor,
      ip,
      now,
      job,
    });
    if (reminder) await settleReminderClaim(tx, reminder.claimId, { waMessageId, error, now });
    // Meta may have reported on the message before this row existed (it answers and reports at once).
    const early = await claimEarlyStatus(tx, waMessageId, now);
    return { id: row.id, early };
  });
  if (written.early?.status === "failed") {
    const lateError = written.early.error ?? "failed";
    return {
      id: written.id,
      status: "failed",
      error: lateError,
      sentence: metaRefusalSentence(lateError, template),
    };
  }
  const status = error ? "failed" : "sent";
  return { id: written.id, status, error, sentence: error ? metaRefusalSentence(error, template) : null };
}

/**
 * A sent (or refused) message's row, timeline line and audit entry, under its id's lock: the send
 * writes it as Meta answers, and a payment reminder's status webhook writes it when the send's own
 * write was lost after Meta had accepted the message.
 */
export async function writeOutgoingMessage(
  tx: Executor,
  m: {
    contact: { id: string; phone: string };
    waMessageId: string;
    error: string | null;
    body: string;
    kind: "template" | "text";
    template: StaffTemplate | null;
    actor: StaffUser | null;
    ip: string | null;
    now: Date;
    job: string | null;
  },
): Promise<{ id: string }> {
  const { contact, waMessageId, error, template, actor, kind, now, job } = m;
  await lockMessageId(tx, waMessageId);
  const status = error ? "failed" : "sent";
  const label = template ? `template "${STAFF_TEMPLATES[template].label}"` : "reply";
  const excerpt = m.body.length > 200 ? `${m.body.slice(0, 199)}…` : m.body;
  const summary = error
    ? `WhatsApp ${label} not sent: ${error}`
    : `WhatsApp ${label} to the traveller: ${excerpt}`;
  const timelineId = await recordTimeline(tx, {
    contactId: contact.id,
    kind: "whatsapp_out",
    summary,
    data: {
      waMessageId,
      text: m.body,
      status,
      template,
      ...(error ? { error } : {}),
      ...(job ? { job } : {}),
    },
    actorId: actor?.id ?? null,
    at: now,
  });
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO whatsapp_messages (contact_id, direction, wa_message_id, phone, kind, template, body, status, error, actor_id, timeline_id, created_at, status_at)
      VALUES (${contact.id}::uuid, 'out', ${waMessageId}, ${contact.phone}, ${kind}, ${template}, ${m.body}, ${status}, ${error},
        ${actor?.id ?? null}, ${timelineId}::uuid, ${now}::timestamptz, ${now}::timestamptz)
      RETURNING id`,
  );
  await recordAudit(tx, {
    action: "whatsapp_message_sent",
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    targetType: "contact",
    targetId: contact.id,
    ip: m.ip,
    details: { kind, template, status, ...(error ? { error } : {}), ...(actor ? {} : { automatic: true }) },
  });
  return { id: row!.id };
}
