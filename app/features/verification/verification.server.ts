import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { normalizeIndianMobile } from "~/lib/phone";
import { resolveSiteSettings } from "~/lib/site-settings.server";
import { getConfig, type Config } from "~/server/config.server";
import type { Database, Executor } from "~/server/db/db.server";
import { contactTimeline, contacts, rateLimitCounters, verificationCodes } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { getSmsSender, type SmsSender } from "~/server/sms.server";
import "./sms-providers.server";
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

/**
 * One fixed-window counter step: insert at 1 or add 1 while below the limit, in one statement, so
 * parallel requests on any number of processes can never pass the limit. Throws SendRefused at the cap.
 */
async function countOrRefuse(tx: Executor, key: string, windowMs: number, limit: number, reason: RateLimitReason, now: Date) {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const rows = await tx
    .insert(rateLimitCounters)
    .values({ key, windowStart: new Date(windowStart), count: 1, expiresAt: new Date(windowEnd) })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
      setWhere: sql`${rateLimitCounters.count} < ${limit}`,
    })
    .returning({ count: rateLimitCounters.count });
  if (rows.length === 0) throw new SendRefused(reason, secondsUntil(windowEnd, now));
}

/** Finds or creates the contact for a phone; a name only fills a contact that has none. */
export async function upsertContactByPhone(exec: Executor, phone: string, name: string | undefined, now: Date): Promise<string> {
  const [row] = await exec
    .insert(contacts)
    .values({ phone, name: name ?? null, createdAt: now, updatedAt: now, lastActivityAt: now })
    .onConflictDoUpdate({
      target: contacts.phone,
      set: { lastActivityAt: now, name: sql`coalesce(${contacts.name}, excluded.name)` },
    })
    .returning({ id: contacts.id });
  return row!.id;
}

/**
 * Sends a fresh code for (purpose, phone), replacing any earlier one. Cooldown and caps are checked
 * and counted in one transaction with the new code, so a refused send changes nothing; the SMS goes
 * out after that transaction (never hold a transaction across a network call).
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

  let codeId: string;
  let contactId: string;
  try {
    ({ codeId, contactId } = await db.transaction(async (tx) => {
      const fresh = { subjectId: input.subjectId ?? null, codeHash, attempts: 0, maxAttempts: settings.maxAttempts, status: "active" as const, sentAt: now, expiresAt, verifiedAt: null, provider: sms.name, providerMessageId: null, requestIp: ip };
      const upserted = await tx
        .insert(verificationCodes)
        .values({ purpose: input.purpose, phone, ...fresh })
        .onConflictDoUpdate({
          target: [verificationCodes.purpose, verificationCodes.phone],
          set: fresh,
          // The resend cooldown, atomically: the old code is replaced only once it is old enough
          // (a send that failed at the provider may be retried at once).
          setWhere: settings.rateLimitsDisabled
            ? undefined
            : sql`${verificationCodes.status} = 'send_failed' OR ${verificationCodes.sentAt} <= ${new Date(now.getTime() - cooldownMs)}`,
        })
        .returning({ id: verificationCodes.id });
      if (upserted.length === 0) {
        const [current] = await tx
          .select({ sentAt: verificationCodes.sentAt })
          .from(verificationCodes)
          .where(and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.phone, phone)));
        throw new SendRefused("cooldown", secondsUntil((current?.sentAt.getTime() ?? now.getTime()) + cooldownMs, now));
      }
      if (!settings.rateLimitsDisabled) {
        // Always in this order, so concurrent transactions lock counter rows in the same order.
        await countOrRefuse(tx, `sms:phone:${phone}:h`, HOUR_MS, settings.maxSendsPerPhoneHour, "phone_hourly", now);
        await countOrRefuse(tx, `sms:phone:${phone}:d`, DAY_MS, settings.maxSendsPerPhoneDay, "phone_daily", now);
        await countOrRefuse(tx, `sms:ip:${ip}:h`, HOUR_MS, settings.maxSendsPerIpHour, "ip_hourly", now);
        await countOrRefuse(tx, "sms:global:h", HOUR_MS, settings.hourlyBudget, "global_budget", now);
      }
      const contactId = await upsertContactByPhone(tx, phone, input.name?.trim() || undefined, now);
      return { codeId: upserted[0]!.id, contactId };
    }));
  } catch (err) {
    if (err instanceof SendRefused) {
      logger.info({ purpose: input.purpose, reason: err.reason, retryAfterSeconds: err.retryAfterSeconds }, "verification send refused");
      return { outcome: "rate_limited", reason: err.reason, retryAfterSeconds: err.retryAfterSeconds };
    }
    // Two first sends racing for a brand-new (purpose, phone): the loser meets the unique key.
    if (isUniqueViolation(err)) return { outcome: "rate_limited", reason: "cooldown", retryAfterSeconds: Math.max(1, settings.resendCooldownSeconds) };
    throw err;
  }

  const text = verificationSmsText(code, settings.codeTtlSeconds);
  try {
    const result = await sms.send({ to: phone, text, code });
    await recordSend(db, { codeId, codeHash, contactId, purpose: input.purpose, subjectId: input.subjectId, ok: true, provider: result.provider, providerMessageId: result.providerMessageId, now });
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

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
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
  error?: string;
  now: Date;
};

/** The timeline row for a send (never the code), and the code row marked when the provider refused it. */
async function recordSend(db: Database, r: SendRecord) {
  try {
    await db.transaction(async (tx) => {
      const sameCode = and(eq(verificationCodes.id, r.codeId), eq(verificationCodes.codeHash, r.codeHash));
      if (r.ok) await tx.update(verificationCodes).set({ providerMessageId: r.providerMessageId ?? null }).where(sameCode);
      else await tx.update(verificationCodes).set({ status: "send_failed" }).where(sameCode);
      await tx.insert(contactTimeline).values({
        contactId: r.contactId,
        kind: r.ok ? "sms_sent" : "sms_failed",
        summary: r.ok ? `Verification code sent by SMS (${r.purpose})` : `Verification SMS failed (${r.purpose})`,
        data: { purpose: r.purpose, provider: r.provider, providerMessageId: r.providerMessageId, subjectId: r.subjectId, error: r.error },
        occurredAt: r.now,
      });
    });
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
  now?: Date;
};

export type CheckCodeResult =
  | { outcome: "verified"; phone: string; subjectId: string | null; verifiedAt: Date }
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
  const target = and(
    eq(verificationCodes.purpose, input.purpose),
    eq(verificationCodes.phone, phone),
    input.subjectId === undefined ? undefined : eq(verificationCodes.subjectId, input.subjectId),
  );

  const [spent] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        target,
        eq(verificationCodes.status, "active"),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
        sql`${verificationCodes.expiresAt} > ${now}`,
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
      maxAttempts: verificationCodes.maxAttempts,
      subjectId: verificationCodes.subjectId,
      sentAt: verificationCodes.sentAt,
    });

  if (spent) {
    if (/^\d+$/.test(input.code) && codeMatches(input.code, spent.codeHash, input.purpose, phone, settings.codeHmacKey)) {
      const [won] = await db
        .update(verificationCodes)
        .set({ status: "verified", verifiedAt: now })
        .where(and(eq(verificationCodes.id, spent.id), eq(verificationCodes.status, "active")))
        .returning({ id: verificationCodes.id });
      return won ? { outcome: "verified", phone, subjectId: spent.subjectId, verifiedAt: now } : { outcome: "expired" };
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
