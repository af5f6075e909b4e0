import crypto from "node:crypto";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { normalizeIndianMobile } from "~/lib/phone";
import { resolveSiteSettings } from "~/lib/site-settings.server";
import { getConfig, type Config } from "~/server/config.server";
import { epochMs, isUniqueViolation, jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { rateLimitCounters, verificationCodes } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { insertOutboxSql } from "~/server/outbox.server";
import { getSmsSender, type SmsResult, type SmsSender } from "~/server/sms.server";
import { rateLimitedText, tooManyAttemptsText, type RateLimitReason, type ToastText } from "./verification-messages";
import { createProofCookie, readProof } from "./verification-proof.server";
import { VERIFICATION_CODE_LENGTH, type VerificationPurpose } from "./verification-purposes";

/**
 * Phone verification, one service for every lead flow (ARCHITECTURE.md):
 * - a 6-digit code from a CSPRNG, sent inline; only an HMAC of it is stored, compared in constant time;
 * - one live code per (purpose, phone): a resend overwrites it, which kills the old one;
 * - lifetime, tries, resend cooldown and the SMS pumping caps (per phone, per IP, a global hourly
 *   budget) are enforced with single atomic statements in the database, so they hold across processes;
 * - each send writes a contact-timeline row (sms_sent / sms_failed); a verified check is proven to
 *   later requests by a signed HttpOnly cookie (verification-proof.server.ts).
 * Flows map the outcomes to their own wording; limits use the shared texts of verification-messages.
 */

export { createProofCookie, getVerifiedPhone, readProof } from "./verification-proof.server";

export type VerificationSettings = {
  codeTtlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  maxSendsPerPhoneHour: number;
  maxSendsPerPhoneDay: number;
  maxSendsPerIpHour: number;
  hourlyBudget: number;
  rateLimitsDisabled: boolean;
  codeHmacKey: string;
};

export function verificationSettings(config: Config = getConfig()): VerificationSettings {
  return {
    codeTtlSeconds: config.VERIFICATION_CODE_TTL_SECONDS,
    maxAttempts: config.VERIFICATION_MAX_ATTEMPTS,
    resendCooldownSeconds: config.VERIFICATION_RESEND_COOLDOWN_SECONDS,
    maxSendsPerPhoneHour: config.VERIFICATION_MAX_SENDS_PER_PHONE_HOUR,
    maxSendsPerPhoneDay: config.VERIFICATION_MAX_SENDS_PER_PHONE_DAY,
    maxSendsPerIpHour: config.VERIFICATION_MAX_SENDS_PER_IP_HOUR,
    hourlyBudget: config.SMS_HOURLY_BUDGET,
    rateLimitsDisabled: config.rateLimitsDisabled,
    codeHmacKey: config.codeHmacKey,
  };
}

/** Tests and later flows may override the config-derived settings and the SMS sender. */
export type VerificationDeps = { settings?: Partial<VerificationSettings>; sms?: SmsSender };

function resolveDeps(deps: VerificationDeps = {}) {
  return { settings: { ...verificationSettings(), ...deps.settings }, sms: deps.sms ?? getSmsSender() };
}

// ---------------------------------------------------------------------------------------------
// Codes

export function generateVerificationCode(): string {
  return crypto.randomInt(0, 10 ** VERIFICATION_CODE_LENGTH).toString().padStart(VERIFICATION_CODE_LENGTH, "0");
}

/** Keyed hash bound to purpose and phone, so a stored hash is useless for any other pair. */
export function hashVerificationCode(code: string, purpose: string, phone: string, key: string): string {
  return crypto.createHmac("sha256", key).update(`${purpose}|${phone}|${code}`).digest("hex");
}

function codeMatches(code: string, storedHash: string, purpose: string, phone: string, key: string) {
  const given = Buffer.from(hashVerificationCode(code, purpose, phone, key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

export function verificationSmsText(code: string, ttlSeconds: number) {
  const brand = resolveSiteSettings().brandName;
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return `${code} is your ${brand} verification code. It expires in ${minutes} minutes. Never share this code with anyone.`;
}

// ---------------------------------------------------------------------------------------------
// Sending

export type SendCodeInput = {
  purpose: VerificationPurpose;
  /** Any common format; the one Indian-mobile rule is applied here. */
  phone: string;
  /** The client's IP, for the per-IP cap. */
  ip: string;
  /** The record the code is for (e.g. a quiz submission); a check can insist on it. */
  subjectId?: string;
  /** Names a contact seen for the first time (never overwrites an existing name). */
  name?: string;
  /**
   * One INSERT that saves the flow's own record (e.g. the quiz submission whose id is `subjectId`):
   * written in the same statement as the code, and kept even when the send is refused.
   */
  saveSubject?: SQL;
  now?: Date;
};

export type SendCodeResult =
  | { outcome: "sent"; phone: string; contactId: string; provider: string; expiresAt: Date; resendAvailableAt: Date }
  | { outcome: "rate_limited"; reason: RateLimitReason; retryAfterSeconds: number }
  | { outcome: "provider_failed"; phone: string; provider: string; error: string }
  | { outcome: "invalid_phone" };

class SendRefused extends Error {
  constructor(
    readonly reason: RateLimitReason,
    readonly retryAfterSeconds: number,
  ) {
    super(`verification send refused: ${reason}`);
  }
}

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const secondsUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 1000));

type CounterStep = { key: string; windowMs: number; limit: number; reason: RateLimitReason };

/**
 * The fixed-window counters, in one statement: each row is inserted at 1 or gets 1 added while below
 * its limit, so parallel requests on any number of processes can never pass a limit. Rows are taken
 * in the given order (one multi-row INSERT), so concurrent transactions lock them in the same order.
 * Throws SendRefused for the first counter at its cap; the caller's transaction then undoes the rest.
 */
async function countOrRefuse(tx: Executor, steps: CounterStep[], now: Date) {
  const windows = steps.map((step) => {
    const start = Math.floor(now.getTime() / step.windowMs) * step.windowMs;
    return { ...step, start, end: start + step.windowMs };
  });
  const counted = await queryRows<{ key: string }>(
    tx,
    sql`INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      VALUES ${sql.join(
        windows.map((w) => sql`(${w.key}, ${new Date(w.start)}::timestamptz, 1, ${new Date(w.end)}::timestamptz)`),
        sql`, `,
      )}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1
      WHERE rl.count < CASE rl.key ${sql.join(
        windows.map((w) => sql`WHEN ${w.key} THEN ${w.limit}::int`),
        sql` `,
      )} END
      RETURNING key`,
  );
  const passed = new Set(counted.map((row) => row.key));
  const refused = windows.find((w) => !passed.has(w.key));
  if (refused) throw new SendRefused(refused.reason, secondsUntil(refused.end, now));
}

type Claim = {
  purpose: string;
  phone: string;
  subjectId: string | null;
  codeHash: string;
  name: string | null;
  ip: string;
  provider: string;
  maxAttempts: number;
  now: Date;
  expiresAt: Date;
  /** Replace the old code only when it is at least this old (or its send failed); null: always. */
  cooldownCutoff: Date | null;
  saveSubject?: SQL;
};

/**
 * One statement: the flow's record (if given), the new code over the old one unless the resend
 * cooldown holds (atomically, in the upsert's WHERE), and the contact, which is touched only when
 * the code was written. codeId is null when the cooldown refused; priorSentMs tells how long to wait.
 */
async function claimCode(exec: Executor, c: Claim) {
  const [row] = await queryRows<{ code_id: string | null; contact_id: string | null; prior_sent_ms: number | null }>(
    exec,
    sql`WITH ${c.saveSubject ? sql`subject AS (${c.saveSubject}),` : sql``}
    prior AS (SELECT sent_at FROM verification_codes WHERE purpose = ${c.purpose} AND phone = ${c.phone}),
    code AS (
      INSERT INTO verification_codes AS vc
        (purpose, phone, subject_id, code_hash, attempts, max_attempts, status, sent_at, expires_at, verified_at, provider, provider_message_id, request_ip)
      VALUES (${c.purpose}, ${c.phone}, ${c.subjectId}, ${c.codeHash}, 0, ${c.maxAttempts}::int, 'active', ${c.now}::timestamptz, ${c.expiresAt}::timestamptz, NULL, ${c.provider}, NULL, ${c.ip})
      ON CONFLICT (purpose, phone) DO UPDATE SET
        subject_id = excluded.subject_id, code_hash = excluded.code_hash, attempts = 0, max_attempts = excluded.max_attempts,
        status = 'active', sent_at = excluded.sent_at, expires_at = excluded.expires_at, verified_at = NULL,
        provider = excluded.provider, provider_message_id = NULL, request_ip = excluded.request_ip
      ${c.cooldownCutoff ? sql`WHERE vc.status = 'send_failed' OR vc.sent_at <= ${c.cooldownCutoff}::timestamptz` : sql``}
      RETURNING id
    ),
    contact AS (
      INSERT INTO contacts AS ct (phone, name, created_at, updated_at, last_activity_at)
      SELECT ${c.phone}, ${c.name}::text, ${c.now}::timestamptz, ${c.now}::timestamptz, ${c.now}::timestamptz FROM code
      ON CONFLICT (phone) DO UPDATE SET last_activity_at = excluded.last_activity_at, name = coalesce(ct.name, excluded.name)
      RETURNING id
    )
    SELECT (SELECT id FROM code) AS code_id, (SELECT id FROM contact) AS contact_id, (SELECT ${epochMs(sql`sent_at`)} FROM prior) AS prior_sent_ms`,
  );
  return { codeId: row?.code_id ?? null, contactId: row?.contact_id ?? null, priorSentMs: row?.prior_sent_ms ?? null };
}

/**
 * Sends a fresh code for (purpose, phone), replacing any earlier one. Cooldown and caps are checked
 * and counted atomically with the new code, so a refused send changes nothing (but the flow's own
 * record, `saveSubject`, is kept); the SMS goes out after that (never hold a transaction across a
 * network call). Round trips: one statement for the code and contact (plus one for the counters, in
 * a transaction, when rate limits are on), then one for the timeline and the SMS history.
 * Throws only when the database fails before the code is stored: then nothing, not even the
 * subject, was written.
 */
export async function sendVerificationCode(db: Database, input: SendCodeInput, deps?: VerificationDeps): Promise<SendCodeResult> {
  const { settings, sms } = resolveDeps(deps);
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) return { outcome: "invalid_phone" };
  const now = input.now ?? new Date();
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(code, input.purpose, phone, settings.codeHmacKey);
  const expiresAt = new Date(now.getTime() + settings.codeTtlSeconds * 1000);
  const cooldownMs = settings.resendCooldownSeconds * 1000;
  const ip = input.ip.trim() || "unknown";
  // Made before anything is written: from here on only the database can throw, and only before the code is stored.
  const text = verificationSmsText(code, settings.codeTtlSeconds);
  const claim: Claim = {
    purpose: input.purpose,
    phone,
    subjectId: input.subjectId ?? null,
    codeHash,
    name: input.name?.trim() || null,
    ip,
    provider: sms.name,
    maxAttempts: settings.maxAttempts,
    now,
    expiresAt,
    // The resend cooldown, atomically: the old code is replaced only once it is old enough (a send
    // that failed at the provider may be retried at once).
    cooldownCutoff: settings.rateLimitsDisabled ? null : new Date(now.getTime() - cooldownMs),
    saveSubject: input.saveSubject,
  };
  const refusal = (err: SendRefused) => {
    logger.info({ purpose: input.purpose, reason: err.reason, retryAfterSeconds: err.retryAfterSeconds }, "verification send refused");
    return { outcome: "rate_limited", reason: err.reason, retryAfterSeconds: err.retryAfterSeconds } as const;
  };

  let claimed: Awaited<ReturnType<typeof claimCode>>;
  try {
    claimed = settings.rateLimitsDisabled
      ? await claimCode(db, claim)
      : await db.transaction(async (tx) => {
          const result = await claimCode(tx, claim);
          // Refused by the cooldown: nothing but the subject was written; commit that.
          if (!result.codeId) return result;
          await countOrRefuse(
            tx,
            [
              { key: `sms:phone:${phone}:h`, windowMs: HOUR_MS, limit: settings.maxSendsPerPhoneHour, reason: "phone_hourly" },
              { key: `sms:phone:${phone}:d`, windowMs: DAY_MS, limit: settings.maxSendsPerPhoneDay, reason: "phone_daily" },
              { key: `sms:ip:${ip}:h`, windowMs: HOUR_MS, limit: settings.maxSendsPerIpHour, reason: "ip_hourly" },
              { key: "sms:global:h", windowMs: HOUR_MS, limit: settings.hourlyBudget, reason: "global_budget" },
            ],
            now,
          );
          return result;
        });
  } catch (err) {
    const refused = err instanceof SendRefused;
    // Two first sends racing for a brand-new (purpose, phone): the loser meets the unique key.
    if (!refused && !isUniqueViolation(err)) throw err;
    // The transaction was undone, the flow's record with it: it is kept whatever the limits say.
    if (input.saveSubject) await db.execute(input.saveSubject);
    if (refused) return refusal(err);
    return { outcome: "rate_limited", reason: "cooldown", retryAfterSeconds: Math.max(1, settings.resendCooldownSeconds) };
  }
  if (!claimed.codeId || !claimed.contactId) {
    return refusal(new SendRefused("cooldown", secondsUntil((claimed.priorSentMs ?? now.getTime()) + cooldownMs, now)));
  }
  const { codeId, contactId } = claimed;

  try {
    const result = await sms.send({ to: phone, text, code });
    await recordSend(db, { codeId, codeHash, contactId, purpose: input.purpose, subjectId: input.subjectId, ok: true, provider: result.provider, providerMessageId: result.providerMessageId, history: result.history, now });
    return { outcome: "sent", phone, contactId, provider: result.provider, expiresAt, resendAvailableAt: new Date(now.getTime() + cooldownMs) };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    logger.warn({ purpose: input.purpose, provider: sms.name, err: error }, "verification SMS failed");
    await recordSend(db, { codeId, codeHash, contactId, purpose: input.purpose, subjectId: input.subjectId, ok: false, provider: sms.name, error, now });
    return { outcome: "provider_failed", phone, provider: sms.name, error };
  } finally {
    if (Math.random() < 0.02) await purgeExpiredVerificationData(db, now).catch((err) => logger.warn({ err }, "verification purge failed"));
  }
}

type SendRecord = {
  codeId: string;
  codeHash: string;
  contactId: string;
  purpose: string;
  subjectId?: string;
  ok: boolean;
  provider: string;
  providerMessageId?: string;
  history?: SmsResult["history"];
  error?: string;
  now: Date;
};

/**
 * In one statement: the timeline row for a send (never the code), the code row marked when the
 * provider refused it (or given the provider's message id), and the sender's history row if any.
 */
async function recordSend(db: Database, r: SendRecord) {
  const sameCode = sql`id = ${r.codeId}::uuid AND code_hash = ${r.codeHash}`;
  const writes: SQL[] = [];
  if (!r.ok) writes.push(sql`UPDATE verification_codes SET status = 'send_failed' WHERE ${sameCode}`);
  else if (r.providerMessageId) writes.push(sql`UPDATE verification_codes SET provider_message_id = ${r.providerMessageId} WHERE ${sameCode}`);
  if (r.history) writes.push(insertOutboxSql({ kind: r.history.kind, payload: r.history.payload, done: true }));
  const data = { purpose: r.purpose, provider: r.provider, providerMessageId: r.providerMessageId, subjectId: r.subjectId, error: r.error };
  try {
    await queryRows(db, sql`${writes.length ? sql`WITH ${sql.join(writes.map((w, i) => sql`${sql.raw(`w${i}`)} AS (${w})`), sql`, `)}` : sql``}
      INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
      VALUES (${r.contactId}::uuid, ${r.ok ? "sms_sent" : "sms_failed"}, ${r.ok ? `Verification code sent by SMS (${r.purpose})` : `Verification SMS failed (${r.purpose})`}, ${jsonb(data)}, ${r.now}::timestamptz)`);
  } catch (err) {
    // The visitor's outcome does not depend on the history row.
    logger.error({ err, purpose: r.purpose }, "could not record the verification SMS on the timeline");
  }
}

// ---------------------------------------------------------------------------------------------
// Checking

export type CheckCodeInput = {
  purpose: VerificationPurpose;
  phone: string;
  code: string;
  /** When given, only a code sent for this record counts. */
  subjectId?: string;
  /**
   * The flow's own record marked verified in the same statement as the winning update (e.g. the
   * quiz submission): an UPDATE … RETURNING whose WHERE must include `won` ("this check won").
   * Its row comes back as `subject` (JSON: snake_case keys, timestamps as strings). Called again,
   * for fresh random values, when the statement meets a unique violation (3 retries at most).
   */
  onWin?: (won: SQL, verifiedAt: Date) => SQL;
  now?: Date;
};

export type CheckCodeResult =
  | { outcome: "verified"; phone: string; subjectId: string | null; verifiedAt: Date; subject?: Record<string, unknown> | null }
  | { outcome: "wrong_code"; attemptsLeft: number }
  | { outcome: "expired" }
  | { outcome: "too_many_attempts"; retryAfterSeconds: number };

/**
 * Checks a code. Every check spends one try through a single conditional UPDATE (attempts < max),
 * so any number of parallel checks can spend at most max tries; the try that matches wins once.
 */
export async function checkVerificationCode(db: Database, input: CheckCodeInput, deps?: Pick<VerificationDeps, "settings">): Promise<CheckCodeResult> {
  const settings = { ...verificationSettings(), ...deps?.settings };
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) return { outcome: "expired" };
  const now = input.now ?? new Date();
  const cooldownMs = settings.resendCooldownSeconds * 1000;
  // This flow's code for this phone (and, when given, for this record).
  const target = sql`purpose = ${input.purpose} AND phone = ${phone}${input.subjectId === undefined ? sql`` : sql` AND subject_id = ${input.subjectId}`}`;

  // Spend one try (a single conditional UPDATE, so parallel checks cannot pass max_attempts).
  const [spentRow] = await queryRows<{ id: string; code_hash: string; attempts: number; max_attempts: number; subject_id: string | null; sent_ms: number }>(
    db,
    sql`UPDATE verification_codes SET attempts = attempts + 1
      WHERE ${target} AND status = 'active' AND attempts < max_attempts AND expires_at > ${now}::timestamptz
      RETURNING id, code_hash, attempts, max_attempts, subject_id, ${epochMs(sql`sent_at`)} AS sent_ms`,
  );
  const spent = spentRow && {
    id: spentRow.id,
    codeHash: spentRow.code_hash,
    attempts: spentRow.attempts,
    maxAttempts: spentRow.max_attempts,
    subjectId: spentRow.subject_id,
    sentAt: new Date(spentRow.sent_ms),
  };

  if (spent) {
    if (/^\d+$/.test(input.code) && codeMatches(input.code, spent.codeHash, input.purpose, phone, settings.codeHmacKey)) {
      const win = await claimWin(db, spent.id, now, input.onWin);
      return win.won ? { outcome: "verified", phone, subjectId: spent.subjectId, verifiedAt: now, subject: win.subject } : { outcome: "expired" };
    }
    if (spent.attempts >= spent.maxAttempts) {
      await db.update(verificationCodes).set({ status: "exhausted" }).where(and(eq(verificationCodes.id, spent.id), eq(verificationCodes.status, "active")));
      return { outcome: "too_many_attempts", retryAfterSeconds: retryAfterCooldown(spent.sentAt, cooldownMs, now) };
    }
    return { outcome: "wrong_code", attemptsLeft: spent.maxAttempts - spent.attempts };
  }

  // No try was spent: say why.
  const [row] = await db.select().from(verificationCodes).where(target);
  if (!row) return { outcome: "expired" };
  if (row.status === "exhausted" || (row.status === "active" && row.attempts >= row.maxAttempts && row.expiresAt > now)) {
    return { outcome: "too_many_attempts", retryAfterSeconds: retryAfterCooldown(row.sentAt, cooldownMs, now) };
  }
  return { outcome: "expired" };
}

/** The matching try wins once (status active → verified), with the flow's own update in the same statement. */
async function claimWin(db: Database, codeId: string, now: Date, onWin: CheckCodeInput["onWin"]): Promise<{ won: boolean; subject?: Record<string, unknown> | null }> {
  const winSql = sql`UPDATE verification_codes SET status = 'verified', verified_at = ${now}::timestamptz WHERE id = ${codeId}::uuid AND status = 'active' RETURNING id`;
  if (!onWin) return { won: (await queryRows(db, winSql)).length > 0 };
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await queryRows<{ won: boolean; subject: Record<string, unknown> | null }>(
        db,
        sql`WITH won AS (${winSql}), subject AS (${onWin(sql`EXISTS (SELECT 1 FROM won)`, now)})
          SELECT EXISTS (SELECT 1 FROM won) AS won, (SELECT row_to_json(subject) FROM subject) AS subject`,
      );
      return { won: Boolean(row?.won), subject: row?.subject ?? null };
    } catch (err) {
      // e.g. a promo code that collided: the statement wrote nothing, try again with fresh values.
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

function retryAfterCooldown(sentAt: Date, cooldownMs: number, now: Date) {
  return Math.max(0, Math.ceil((sentAt.getTime() + cooldownMs - now.getTime()) / 1000));
}

// ---------------------------------------------------------------------------------------------
// Proof and HTTP helpers for the flows' endpoints

/**
 * The only "skip the code" check: the request carries this server's signed proof for exactly this
 * purpose and phone. The browser's verification cache is never taken as proof.
 */
export function hasVerificationProof(request: Request, purpose: VerificationPurpose, phone: string, now = Date.now()): boolean {
  const e164 = normalizeIndianMobile(phone);
  const proof = readProof(request, purpose, now);
  return Boolean(e164 && proof && proof.phone === e164);
}

/** The Set-Cookie header a flow adds to its response after `verified`. */
export function verificationProofHeader(purpose: VerificationPurpose, phoneE164: string): [string, string] {
  return ["Set-Cookie", createProofCookie(purpose, phoneE164)];
}

export type LimitRefusal = Extract<SendCodeResult, { outcome: "rate_limited" }> | Extract<CheckCodeResult, { outcome: "too_many_attempts" }>;

/** The shared 429 for limits: the text gives the wait, Retry-After carries it in seconds; `extra` joins the error object. */
export function limitRefusalResponse(refusal: LimitRefusal, extra: Record<string, unknown> = {}): Response {
  const text: ToastText = refusal.outcome === "rate_limited" ? rateLimitedText(refusal.retryAfterSeconds, refusal.reason) : tooManyAttemptsText(refusal.retryAfterSeconds);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (refusal.retryAfterSeconds > 0) headers.set("Retry-After", String(refusal.retryAfterSeconds));
  return Response.json(
    { error: { ...text, outcome: refusal.outcome, reason: refusal.outcome === "rate_limited" ? refusal.reason : undefined, retryAfterSeconds: refusal.retryAfterSeconds, ...extra } },
    { status: 429, headers },
  );
}

/** Removes counters and codes nobody can use any more; run now and then. */
export async function purgeExpiredVerificationData(db: Database, now = new Date()) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(now.getTime() - DAY_MS)));
}
