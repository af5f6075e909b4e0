import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { z } from "~/lib/zod";
import { getConfig, type Config } from "~/server/config.server";
import { jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { errorResponse, jsonResponse, readBodyBytes, MAX_JSON_BODY_BYTES } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { takeParkedStatus } from "~/server/whatsapp-early-statuses.server";

/**
 * Delivery reports for verification SMS: the provider tells us, after the send, whether the code
 * reached the phone. The code's row keeps the answer (so the visitor's code step can offer a call or
 * WhatsApp at once when it failed), and the contact's timeline gets "SMS code delivered" or
 * "SMS code not delivered (…)". Only a provider can write one: Twilio signs its callbacks
 * (X-Twilio-Signature), and MSG91, which signs nothing, is given a URL with a secret token in it.
 * A report for a message we do not know, or a second report for one already settled, changes nothing.
 */

export type DeliveryOutcome = "delivered" | "failed";
export type DeliveryReport = {
  /** WhatsApp's statuses arrive by its own webhook (app/features/whatsapp) and are recorded here too. */
  provider: "msg91" | "twilio" | "whatsapp";
  providerMessageId: string;
  outcome: DeliveryOutcome;
  /** Why it failed, as the provider put it. */
  reason?: string;
};

/** The path MSG91 is given once, in its panel (Twilio's is sent with each message). */
export const msg91ReportPath = (token: string) => `/api/v1/sms/reports/msg91/${token}`;

const REPORT_ERROR = "Delivery report refused";
const refused = (status: 400 | 403 | 404 | 413 | 415, description: string) =>
  errorResponse(status, { title: REPORT_ERROR, description });

/**
 * In one statement: the code row marked with the outcome (only its first final report counts), and
 * the timeline row on its phone's contact when there is one. "settled" when a code carries that
 * message id but already has its outcome; "unseen" when no code carries it (an old message, replaced
 * by a resend, or one whose send has not stored its id yet). Takes a transaction too: the WhatsApp
 * webhook looks for the code under the message id's lock before it parks the status.
 */
export async function recordDeliveryReport(
  db: Executor,
  report: DeliveryReport,
  now = new Date(),
): Promise<"recorded" | "settled" | "unseen"> {
  const byId = sql`provider = ${report.provider} AND provider_message_id = ${report.providerMessageId}`;
  const [row] = await queryRows<{ codes: number; known: boolean }>(
    db,
    sql`${markDeliverySql(byId, report, now)}
      SELECT (SELECT count(*) FROM code)::int AS codes,
        EXISTS (SELECT 1 FROM verification_codes WHERE ${byId}) AS known`,
  );
  if (row && row.codes > 0) return "recorded";
  return row?.known ? "settled" : "unseen";
}

/**
 * The CTEs `code` (the codes `which` selects, marked with the outcome unless they have one) and
 * `entry` (their timeline rows), for a statement to finish with its SELECT.
 */
function markDeliverySql(which: SQL, report: DeliveryReport, now: Date) {
  const by = report.provider === "whatsapp" ? "WhatsApp" : "SMS";
  const summary =
    report.outcome === "delivered"
      ? `${by} code delivered`
      : `${by} code not delivered (${report.reason?.trim() || "no reason given"})`;
  const kind = report.provider === "whatsapp" ? "whatsapp_code" : "sms";
  return sql`WITH code AS (
        UPDATE verification_codes
        SET delivery_status = ${report.outcome}, delivery_reason = ${report.reason ?? null}, delivery_reported_at = ${now}::timestamptz
        WHERE ${which} AND delivery_status IS NULL
        RETURNING phone, purpose, subject_id
      ),
      entry AS (
        INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
        SELECT ct.id, ${`${kind}_${report.outcome === "delivered" ? "delivered" : "undelivered"}`}, ${summary},
          jsonb_build_object('purpose', code.purpose, 'subjectId', code.subject_id) || ${jsonb({
            provider: report.provider,
            providerMessageId: report.providerMessageId,
            reason: report.reason,
          })},
          ${now}::timestamptz
        FROM code JOIN contacts ct ON ct.phone = code.phone
        RETURNING id
      )`;
}

/**
 * A WhatsApp code's send, as it stores Meta's message id (under the id's lock): a status Meta
 * reported for that id before it was stored, parked by the webhook, is taken and recorded on the
 * code as a report arriving then would have been. A "failed" one lets the code step offer SMS at
 * once; "delivered" or "read" is recorded delivered, so no SMS is offered in its place. The report
 * is dated when Meta sent it. `providerMessageId` is the id as the code row keeps it (masked).
 */
export async function claimEarlyWhatsAppStatus(
  tx: Executor,
  code: { id: string; codeHash: string; waMessageId: string; providerMessageId: string },
): Promise<void> {
  const parked = await takeParkedStatus(tx, code.waMessageId);
  // "sent" tells the send nothing it does not know.
  if (!parked || parked.status === "sent") return;
  const report: DeliveryReport = {
    provider: "whatsapp",
    providerMessageId: code.providerMessageId,
    outcome: parked.status === "failed" ? "failed" : "delivered",
    reason: parked.status === "failed" ? (parked.error ?? "failed") : undefined,
  };
  await tx.execute(
    sql`${markDeliverySql(sql`id = ${code.id}::uuid AND code_hash = ${code.codeHash}`, report, parked.reportedAt)}
      SELECT 1`,
  );
}

/**
 * A provider may report before the send has stored the message id it answered with (it answers the
 * send and reports at once; our write of the id commits a moment later). A report for an id no code
 * carries yet is looked for again a few times, for about one and a half seconds, before it is let
 * go as a message we do not know; one for a code already settled is let go at once.
 */
const UNSEEN_REPORT_WAITS_MS = [100, 200, 400, 800];

async function recordWhenSeen(db: Database, report: DeliveryReport): Promise<"recorded" | "unknown"> {
  let result = await recordDeliveryReport(db, report);
  for (const wait of UNSEEN_REPORT_WAITS_MS) {
    if (result !== "unseen") break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    result = await recordDeliveryReport(db, report);
  }
  return result === "recorded" ? "recorded" : "unknown";
}

/** What the code step asks while it waits: has the provider said the SMS could not be delivered? */
export async function deliveryOfSubmission(
  db: Database,
  submissionId: string,
): Promise<"pending" | DeliveryOutcome | null> {
  return (await codeDeliveryOfSubmission(db, submissionId))?.delivery ?? null;
}

export type CodeDelivery = {
  delivery: "pending" | DeliveryOutcome;
  channel: "sms" | "whatsapp";
  /**
   * The code went by WhatsApp and WhatsApp said it failed, or has not said "delivered" within
   * WHATSAPP_FALLBACK_SECONDS: the code step offers SMS at once (the send skips the resend cooldown).
   */
  smsFallback: boolean;
};

/** The latest code sent for a form fill: its delivery, its channel, and whether SMS is offered in its place. */
export async function codeDeliveryOfSubmission(
  db: Database,
  submissionId: string,
  options: { fallbackSeconds?: number; now?: Date } = {},
): Promise<CodeDelivery | null> {
  const fallbackSeconds = options.fallbackSeconds ?? getConfig().WHATSAPP_FALLBACK_SECONDS;
  const now = options.now ?? new Date();
  const rows = await queryRows<{
    delivery_status: DeliveryOutcome | null;
    provider: string | null;
    late: boolean;
  }>(
    db,
    sql`SELECT delivery_status, provider, sent_at <= ${new Date(now.getTime() - fallbackSeconds * 1000)}::timestamptz AS late
      FROM verification_codes WHERE subject_id = ${submissionId}
      ORDER BY sent_at DESC LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const delivery = row.delivery_status ?? "pending";
  const channel = row.provider === "whatsapp" ? "whatsapp" : "sms";
  const smsFallback =
    channel === "whatsapp" && (delivery === "failed" || (delivery === "pending" && row.late));
  return { delivery, channel, smsFallback };
}

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL Twilio
 * called followed by every POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const pairs = [...params.entries()].sort(([a, av], [b, bv]) =>
    a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1,
  );
  const data = url + pairs.map(([k, v]) => k + v).join("");
  return crypto.createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

// Twilio's message statuses; only the last three are final.
const twilioReport = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-f]{32}$/i),
  MessageStatus: z.enum([
    "accepted",
    "scheduled",
    "queued",
    "sending",
    "sent",
    "receiving",
    "received",
    "read",
    "canceled",
    "partially_delivered",
    "delivered",
    "undelivered",
    "failed",
  ]),
  ErrorCode: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});

async function readForm(request: Request): Promise<URLSearchParams | Response> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return refused(415, "Send the report form-encoded, as Twilio does.");
  const bytes = await readBodyBytes(request, MAX_JSON_BODY_BYTES);
  if (!bytes) return refused(413, "The report is too large.");
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

/** POST from Twilio (the StatusCallback of each message we send). */
export async function handleTwilioReport(
  request: Request,
  deps: { db: () => Promise<Database>; config?: Config },
): Promise<Response> {
  const config = deps.config ?? getConfig();
  if (config.SMS_PROVIDER !== "twilio" || !config.TWILIO_AUTH_TOKEN)
    return refused(404, "This site does not send SMS through Twilio.");
  const form = await readForm(request);
  if (form instanceof Response) return form;
  // Signed over the URL Twilio was given, the site's public one, whatever a proxy made of it.
  const url = `${config.siteUrl}${new URL(request.url).pathname}${new URL(request.url).search}`;
  const given = request.headers.get("x-twilio-signature") ?? "";
  if (!given || !sameText(given, twilioSignature(config.TWILIO_AUTH_TOKEN, url, form))) {
    logger.warn("SMS delivery report refused: X-Twilio-Signature does not match");
    return refused(403, "The report's signature does not match.");
  }
  const parsed = twilioReport.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused(400, "The report is not a Twilio message status.");
  const { MessageSid, MessageStatus, ErrorCode } = parsed.data;
  if (!["delivered", "undelivered", "failed"].includes(MessageStatus))
    return jsonResponse({ ok: true, recorded: false });
  const db = await deps.db();
  const result = await recordWhenSeen(db, {
    provider: "twilio",
    providerMessageId: MessageSid,
    outcome: MessageStatus === "delivered" ? "delivered" : "failed",
    reason:
      MessageStatus === "delivered"
        ? undefined
        : `${MessageStatus}${ErrorCode ? `, Twilio error ${ErrorCode}` : ""}`,
  });
  return jsonResponse({ ok: true, recorded: result === "recorded" });
}

// MSG91's delivery statuses (its help pages): 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected,
// 17 blocked number. Anything else (submitted, pending…) is not final.
const MSG91_FAILED: Record<string, string> = {
  "2": "failed",
  "9": "NDNC",
  "16": "rejected",
  "17": "blocked number",
  "25": "rejected",
};
const msg91Text = z.union([z.string().max(200), z.number()]).transform(String);
const msg91Line = z.object({
  requestId: msg91Text.pipe(z.string().min(1).max(100)),
  status: msg91Text,
  desc: msg91Text.optional(),
  failureReason: msg91Text.optional(),
});
// Webhook v2 (form-encoded): data = a JSON array of {requestId, report: [{number, status, desc}]}.
const msg91V2 = z
  .array(
    z.object({
      requestId: msg91Text.pipe(z.string().min(1).max(100)),
      report: z
        .array(
          z.object({
            status: msg91Text,
            desc: msg91Text.optional(),
            failedReason: msg91Text.optional(),
          }),
        )
        .min(1)
        .max(100),
    }),
  )
  .min(1)
  .max(100);

type Msg91Line = { requestId: string; status: string; reason?: string };

function msg91Lines(contentType: string, body: string): Msg91Line[] | null {
  try {
    if (contentType.startsWith("application/x-www-form-urlencoded")) {
      const data = new URLSearchParams(body).get("data");
      const parsed = msg91V2.safeParse(data ? JSON.parse(data) : null);
      if (!parsed.success) return null;
      return parsed.data.flatMap((request) =>
        request.report.map((r) => ({
          requestId: request.requestId,
          status: r.status,
          reason: r.failedReason || r.desc,
        })),
      );
    }
    if (contentType.startsWith("application/json")) {
      const parsed = msg91Line.safeParse(JSON.parse(body));
      if (!parsed.success) return null;
      const { requestId, status, desc, failureReason } = parsed.data;
      return [{ requestId, status, reason: failureReason || desc }];
    }
  } catch {
    return null;
  }
  return null;
}

/** POST from MSG91 to the URL with our token in it (set once in the MSG91 panel). */
export async function handleMsg91Report(
  request: Request,
  token: string | undefined,
  deps: { db: () => Promise<Database>; config?: Config },
): Promise<Response> {
  const config = deps.config ?? getConfig();
  const expected = config.SMS_DELIVERY_REPORT_TOKEN;
  if (config.SMS_PROVIDER !== "msg91" || !expected)
    return refused(404, "This site does not take MSG91 delivery reports.");
  if (!token || !sameText(token, expected)) {
    logger.warn("SMS delivery report refused: the MSG91 report URL's token is wrong");
    return refused(403, "The report URL's token is wrong.");
  }
  const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
  const bytes = await readBodyBytes(request, MAX_JSON_BODY_BYTES);
  if (!bytes) return refused(413, "The report is too large.");
  const lines = msg91Lines(contentType, new TextDecoder().decode(bytes));
  if (!lines) return refused(400, "The report is not an MSG91 delivery report.");
  const db = await deps.db();
  let recorded = 0;
  for (const line of lines) {
    const failure = MSG91_FAILED[line.status];
    if (line.status !== "1" && !failure) continue;
    const result = await recordWhenSeen(db, {
      provider: "msg91",
      providerMessageId: line.requestId,
      outcome: failure ? "failed" : "delivered",
      // "rejected: DLT template mismatch"; a description that only repeats the status is left out.
      reason:
        failure && line.reason && line.reason.toLowerCase() !== failure
          ? `${failure}: ${line.reason}`
          : failure,
    });
    if (result === "recorded") recorded += 1;
  }
  return jsonResponse({ ok: true, recorded });
}
