import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { createUnifiedLead } from "~/features/leads/index.server";
import { recordDeliveryReport } from "~/features/verification/index.server";
import { normalizeLeadPhone } from "~/lib/phone";
import { getConfig, type Config } from "~/server/config.server";
import { jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { errorResponse, jsonResponse, readBodyBytes } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { lockMessageId } from "~/server/whatsapp-early-statuses.server";
import { moveMessageStatus, parkEarlyStatus } from "./message-status.server";
import { settleReminderFromStatus } from "./payment-reminder.server";
import { claimIdOf } from "./reminder-claims.server";

/**
 * Meta's webhook for the WhatsApp number: the GET handshake when it is set up in the app's panel,
 * then POSTs, each signed X-Hub-Signature-256 = "sha256=" + HMAC-SHA256 of the raw body with the
 * app secret. Statuses move a staff message's row and timeline line forward (a verification code's
 * go to its code row, as an SMS delivery report does); a traveller's message lands on their contact's
 * timeline (a new number becomes a contact with an unverified lead, assigned as usual), and "STOP"
 * or "START" withdraws or gives the WhatsApp consent. Meta retries what it could not deliver, so
 * every message id is applied once.
 */

// Meta batches up to a thousand changes in one delivery; a text message is at most 4,096 characters.
const MAX_WEBHOOK_BYTES = 512 * 1024;

const refused = (status: 400 | 401 | 403 | 404 | 413, description: string) =>
  errorResponse(status, { title: "WhatsApp webhook refused", description });

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** Whether `header` is Meta's signature of exactly these bytes (compared in constant time). */
export function isSignedByMeta(raw: Uint8Array, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = crypto.createHmac("sha256", appSecret).update(raw).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** GET: Meta's subscription handshake. The challenge is echoed only for our verify token. */
export function handleWhatsAppHandshake(request: Request, config: Config = getConfig()): Response {
  if (!config.whatsappConfigured) return refused(404, "This site does not take WhatsApp webhooks.");
  const params = new URL(request.url).searchParams;
  const token = params.get("hub.verify_token") ?? "";
  const challenge = params.get("hub.challenge") ?? "";
  if (
    params.get("hub.mode") !== "subscribe" ||
    !sameText(token, config.WHATSAPP_VERIFY_TOKEN ?? "") ||
    !/^[\w-]{1,200}$/.test(challenge)
  ) {
    logger.warn("WhatsApp webhook handshake refused: wrong mode or verify token");
    return refused(403, "The verify token does not match this site's WHATSAPP_VERIFY_TOKEN.");
  }
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
}

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed", "deleted", "warning"]),
  // What our send gave Meta to echo (at most 512 characters): names a payment reminder's claim.
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(
      z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }),
    )
    .optional(),
});
const messageSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(256) }).optional(),
});
const payloadSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        changes: z.array(
          z.object({
            field: z.string(),
            value: z.object({
              contacts: z
                .array(
                  z.object({
                    wa_id: z.string(),
                    profile: z.object({ name: z.string().max(200) }).optional(),
                  }),
                )
                .optional(),
              statuses: z.array(statusSchema).optional(),
              messages: z.array(messageSchema).optional(),
            }),
          }),
        ),
      }),
    )
    .max(1000),
});

export type WhatsAppStatus = z.infer<typeof statusSchema>;
export type WhatsAppInbound = z.infer<typeof messageSchema> & { profileName?: string };

/** POST: a signed delivery from Meta. Forged or unsigned: 401 and nothing is read further. */
export async function handleWhatsAppWebhook(
  request: Request,
  deps: { db: () => Promise<Database>; config?: Config; now?: Date },
): Promise<Response> {
  const config = deps.config ?? getConfig();
  if (!config.whatsappConfigured || !config.WHATSAPP_APP_SECRET)
    return refused(404, "This site does not take WhatsApp webhooks.");
  const raw = await readBodyBytes(request, MAX_WEBHOOK_BYTES);
  if (!raw) return refused(413, "The delivery is too large.");
  if (!isSignedByMeta(raw, request.headers.get("x-hub-signature-256"), config.WHATSAPP_APP_SECRET)) {
    logger.warn("WhatsApp webhook refused: X-Hub-Signature-256 does not match");
    return refused(401, "The delivery's X-Hub-Signature-256 does not match the app secret.");
  }
  let parsed: z.infer<typeof payloadSchema>;
  try {
    const result = payloadSchema.safeParse(JSON.parse(new TextDecoder().decode(raw)));
    if (!result.success) return refused(400, "The delivery is not a WhatsApp Business Account webhook.");
    parsed = result.data;
  } catch {
    return refused(400, "The delivery is not JSON.");
  }
  const db = await deps.db();
  const now = deps.now ?? new Date();
  let statuses = 0;
  let messages = 0;
  for (const entry of parsed.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const names = new Map(change.value.contacts?.map((c) => [c.wa_id, c.profile?.name]) ?? []);
      for (const status of change.value.statuses ?? []) if (await applyStatus(db, status, now)) statuses += 1;
      for (const message of change.value.messages ?? [])
        if (await applyInbound(db, { ...message, profileName: names.get(message.from) }, now)) messages += 1;
    }
  }
  return jsonResponse({ ok: true, statuses, messages });
}

const failureOf = (status: WhatsAppStatus) => {
  const error = status.errors?.[0];
  if (!error) return undefined;
  return [error.code, error.title ?? error.message].filter((part) => part !== undefined).join(" ");
};

/**
 * A status moves a staff message's row and its timeline line forward, never back. A status for no
 * such row is a verification code's (its delivery is recorded on the code, once), or a message's
 * whose send has not stored the id yet: then, under the id's lock, both are looked for again and
 * only an id neither carries is parked, for the send to apply as it stores the id.
 * True when something changed.
 */
export async function applyStatus(db: Database, status: WhatsAppStatus, now = new Date()): Promise<boolean> {
  if (status.status === "deleted" || status.status === "warning") return false;
  const error = status.status === "failed" ? (failureOf(status) ?? "failed") : null;
  const report = { waMessageId: status.id, status: status.status, error, at: now };
  const moved = await moveMessageStatus(db, report);
  if (moved.known) return moved.changed;
  // A payment reminder Meta accepted whose row was never written (the send died first, or had no
  // answer): the status names its claim, which writes the row now and then takes the status.
  if (claimIdOf(status.biz_opaque_callback_data)) {
    const settled = await db.transaction(async (tx) => {
      await lockMessageId(tx, status.id);
      if (
        !(await settleReminderFromStatus(tx, {
          callbackData: status.biz_opaque_callback_data,
          waMessageId: status.id,
        }))
      )
        return false;
      await moveMessageStatus(tx, report);
      return true;
    });
    if (settled) return true;
  }
  // The send writes "sent" itself; only a later status is worth keeping for it.
  if (status.status === "sent") return false;
  const recorded = await recordDeliveryReport(
    db,
    {
      provider: "whatsapp",
      providerMessageId: status.id,
      outcome: status.status === "failed" ? "failed" : "delivered",
      reason: error ?? undefined,
    },
    now,
  );
  if (recorded !== "unseen") return recorded === "recorded";
  const parked = await db.transaction((tx) => parkEarlyStatus(tx, report));
  return parked !== "already";
}

/** What a message that is not text says on the timeline. */
const bodyOf = (message: WhatsAppInbound) =>
  message.text?.body ?? message.button?.text ?? `[${message.type} message]`;

const OPT_OUT = new Set(["STOP", "UNSUBSCRIBE", "STOP ALL"]);
const OPT_IN = new Set(["START", "UNSTOP"]);

/**
 * A traveller's message, applied once per Meta message id, in one transaction: the message row, the
 * timeline line, the contact's last activity, and the WhatsApp consent (a first message is an opt-in
 * they gave by writing; STOP withdraws it; START gives it again). A number we do not know becomes a
 * contact with an unverified lead first (its owner by the usual assignment). True when it was new.
 */
export async function applyInbound(
  db: Database,
  message: WhatsAppInbound,
  now = new Date(),
): Promise<boolean> {
  const phone = normalizeLeadPhone(`+${message.from}`);
  if (!phone) {
    logger.info(
      { type: message.type },
      "WhatsApp message from a number that is not a phone number not recorded",
    );
    return false;
  }
  const [seen] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM whatsapp_messages WHERE wa_message_id = ${message.id}`,
  );
  if (seen) return false;
  const body = bodyOf(message);
  const sentAt = message.timestamp ? new Date(Number(message.timestamp) * 1000) : now;
  let contactId = await contactOf(db, phone);
  if (!contactId) {
    const lead = await createUnifiedLead(db, {
      // Named by the message: the same message delivered twice at once makes one lead.
      id: leadIdOf(message.id),
      type: "contact_inquiry",
      source: "whatsapp",
      sourceId: message.id,
      name: message.profileName?.trim() || "WhatsApp traveller",
      phone,
      phoneVerified: false,
      sourceData: { message: body.slice(0, 1000) },
      now,
    });
    contactId = lead.contactId;
  }
  const command = body.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO whatsapp_messages (contact_id, direction, wa_message_id, phone, kind, body, status, created_at, status_at)
        VALUES (${contactId}::uuid, 'in', ${message.id}, ${phone}, ${message.type}, ${body}, 'received', ${sentAt}::timestamptz, ${now}::timestamptz)
        ON CONFLICT (wa_message_id) DO NOTHING RETURNING id`,
    );
    if (!inserted) return false;
    const summary = `WhatsApp from the traveller: ${body.length > 200 ? `${body.slice(0, 199)}…` : body}`;
    await queryRows(
      tx,
      sql`WITH line AS (
          INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
          VALUES (${contactId}::uuid, 'whatsapp_in', ${summary}, ${jsonb({ waMessageId: message.id, text: body, status: "received" })}, ${sentAt}::timestamptz)
          RETURNING id
        ),
        linked AS (UPDATE whatsapp_messages SET timeline_id = (SELECT id FROM line) WHERE id = ${inserted.id}::uuid RETURNING id)
        UPDATE contacts SET last_activity_at = greatest(last_activity_at, ${sentAt}::timestamptz) WHERE id = ${contactId}::uuid`,
    );
    await applyConsentCommand(tx, { contactId: contactId!, phone, command, now });
    return true;
  });
}

/** A UUID fixed by Meta's message id. */
function leadIdOf(waMessageId: string) {
  const hex = crypto.createHash("sha256").update(`whatsapp-lead|${waMessageId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function contactOf(db: Database, phone: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM contacts WHERE phone = ${phone} AND deleted_at IS NULL`,
  );
  return row?.id ?? null;
}

const OPT_IN_NOTICE = "Opted in to WhatsApp messages by writing to us on WhatsApp.";
const START_NOTICE = 'Opted in again to WhatsApp messages by sending "START".';

async function applyConsentCommand(
  tx: Executor,
  c: { contactId: string; phone: string; command: string; now: Date },
) {
  if (OPT_OUT.has(c.command)) {
    await tx.execute(
      sql`UPDATE consents SET withdrawn_at = ${c.now}::timestamptz
        WHERE contact_id = ${c.contactId}::uuid AND purpose = 'whatsapp' AND withdrawn_at IS NULL`,
    );
    await tx.execute(
      sql`INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
        VALUES (${c.contactId}::uuid, 'whatsapp_opt_out', 'Opted out of WhatsApp messages (sent STOP)', '{}'::jsonb, ${c.now}::timestamptz)`,
    );
    return;
  }
  // START after a STOP gives it again; any first message gives it (they wrote to us); a message
  // from someone who sent STOP and nothing since does not.
  const text = OPT_IN.has(c.command) ? START_NOTICE : OPT_IN_NOTICE;
  const onlyWhen = OPT_IN.has(c.command)
    ? sql`NOT EXISTS (SELECT 1 FROM consents WHERE contact_id = ${c.contactId}::uuid AND purpose = 'whatsapp' AND withdrawn_at IS NULL)`
    : sql`NOT EXISTS (SELECT 1 FROM consents WHERE contact_id = ${c.contactId}::uuid AND purpose = 'whatsapp')`;
  await tx.execute(
    sql`INSERT INTO consents (contact_id, phone, purpose, notice_version, notice_text, channel, source_form, given_at)
      SELECT ${c.contactId}::uuid, ${c.phone}, 'whatsapp', 'whatsapp-message-1', ${text}, 'whatsapp', 'whatsapp_message', ${c.now}::timestamptz
      WHERE ${onlyWhen}`,
  );
  if (OPT_IN.has(c.command))
    await tx.execute(
      sql`INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
        VALUES (${c.contactId}::uuid, 'whatsapp_opt_in', 'Opted in to WhatsApp messages again (sent START)', '{}'::jsonb, ${c.now}::timestamptz)`,
    );
}
