import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { verificationOf, type VerifiedPurpose } from "~/features/leads";
import { addIndiaDays, indiaDay, indiaMidnightOf } from "~/lib/india-time";
import { getConfig } from "~/server/config.server";
import { epochMs, queryRows, type Database } from "~/server/db/db.server";
import { emailCodes } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { getMailSender, type MailSender } from "~/server/mail.server";
import { networkKey } from "~/server/client-address.server";
import { countInWindows, type CounterWindow } from "~/server/rate-limit-counters.server";
import { getSiteSettings } from "~/server/site-settings.server";
import type { RateLimitReason } from "./verification-messages";
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationSettings,
  type VerificationSettings,
} from "./verification.server";

/**
 * Proving an e-mail address with a code mailed to it, for a form whose phone is optional (an
 * activity booking without one). The same rules as the SMS codes (verification.server.ts), on a table
 * of its own (`email_codes`): six digits from a CSPRNG, only an HMAC stored (bound to the purpose and
 * the address), one live code per (purpose, address), the same lifetime, tries and resend cooldown,
 * caps per address and per client address counted in the database; and the mail itself counts
 * against the address's daily share of all mail (mail.server.ts). The mail holds nothing the visitor
 * typed: only the code, the brand and what the code is for. A right code sets a signed e-mail proof
 * cookie for the purpose, which the form's own endpoint then asks for.
 *
 * The steps (email-code-steps.server.ts) answer in the lead-flow wire contract (lead-flow-types.ts),
 * so the browser's usePhoneVerification and CodeStep drive them as they drive an SMS code;
 * `phoneDisplay` is the address.
 */

const HOUR_MS = 3600_000;

export type EmailCodeDeps = { settings?: Partial<EmailCodeSettings>; mail?: MailSender };

export type EmailCodeSettings = Pick<
  VerificationSettings,
  | "codeTtlSeconds"
  | "maxAttempts"
  | "resendCooldownSeconds"
  | "maxSendsPerIpHour"
  | "maxSendsPerNetworkHour"
  | "rateLimitsDisabled"
  | "codeHmacKey"
> & { maxSendsPerAddressHour: number };

export function settingsOf(deps?: EmailCodeDeps): EmailCodeSettings {
  const config = getConfig();
  return {
    ...verificationSettings(config),
    maxSendsPerAddressHour: config.VERIFICATION_MAX_EMAIL_CODES_PER_ADDRESS_HOUR,
    ...deps?.settings,
  };
}

/** The HMAC's subject: the address, in a namespace no phone number can share. */
const subjectOf = (email: string) => `email:${email}`;

function codeMatches(code: string, storedHash: string, purpose: string, email: string, key: string) {
  const given = Buffer.from(hashVerificationCode(code, purpose, subjectOf(email), key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** The mail: the code first (it is what the visitor looks for), the brand, what it is for, its lifetime. */
export function emailCodeMessage(code: string, ttlSeconds: number, purpose: VerifiedPurpose) {
  const { brandName } = getSiteSettings();
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return {
    subject: `${code} is your ${brandName} code`,
    text: [
      `${code} is your ${brandName} code ${verificationOf(purpose).smsPurpose}. It expires in ${minutes} minutes.`,
      "",
      "Never share this code with anyone. If you did not ask for it, ignore this e-mail: nothing happens without it.",
      "",
      brandName,
    ].join("\n"),
  };
}

type CapStep = CounterWindow & { reason: RateLimitReason };

function capsOf(s: EmailCodeSettings, purpose: string, email: string, ip: string): CapStep[] {
  return [
    {
      key: `mailcode:addr:${purpose}:${crypto.createHash("sha256").update(email).digest("base64url").slice(0, 32)}:h`,
      windowMs: HOUR_MS,
      limit: s.maxSendsPerAddressHour,
      reason: "email_hourly",
    },
    { key: `mailcode:ip:${ip}:h`, windowMs: HOUR_MS, limit: s.maxSendsPerIpHour, reason: "ip_hourly" },
    {
      key: `mailcode:net:${networkKey(ip)}:h`,
      windowMs: HOUR_MS,
      limit: s.maxSendsPerNetworkHour,
      reason: "network_hourly",
    },
  ];
}

class Refused extends Error {
  constructor(
    readonly reason: RateLimitReason,
    readonly retryAfterSeconds: number,
  ) {
    super(`e-mail code refused: ${reason}`);
  }
}

export type SendEmailCodeResult =
  | { outcome: "sent"; email: string; sentAt: Date; expiresAt: Date }
  | { outcome: "rate_limited"; reason: RateLimitReason; retryAfterSeconds: number }
  | { outcome: "send_failed" };

/** Seconds until India's next midnight: when an address's daily share of mail starts again. */
function secondsToIndiaMidnight(now: Date) {
  const next = indiaMidnightOf(addIndiaDays(indiaDay(now), 1)).getTime();
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Stores a new code for the address (over its old one unless the resend cooldown holds) and counts
 * the caps, in one transaction, so a refused send stores and counts nothing; then mails it inline,
 * so a failure is told at once. A mail refused by the address's daily share, or failed, leaves the
 * code unusable (send_failed) and the next send free of the cooldown.
 */
export async function sendEmailCode(
  db: Database,
  input: { purpose: VerifiedPurpose; email: string; ip: string; subjectId: string; now?: Date },
  deps?: EmailCodeDeps,
): Promise<SendEmailCodeResult> {
  const s = settingsOf(deps);
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(code, input.purpose, subjectOf(email), s.codeHmacKey);
  const expiresAt = new Date(now.getTime() + s.codeTtlSeconds * 1000);
  const cooldownMs = s.resendCooldownSeconds * 1000;
  const cutoff = new Date(now.getTime() - cooldownMs);
  let codeId: string;
  try {
    codeId = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO email_codes AS ec (purpose, email, subject_id, code_hash, attempts, max_attempts, status, sent_at, expires_at, verified_at, request_ip)
        VALUES (${input.purpose}, ${email}, ${input.subjectId}::uuid, ${codeHash}, 0, ${s.maxAttempts}::int, 'active', ${now}::timestamptz, ${expiresAt}::timestamptz, NULL, ${input.ip || null})
        ON CONFLICT (purpose, email) DO UPDATE SET
          subject_id = excluded.subject_id, code_hash = excluded.code_hash, attempts = 0, max_attempts = excluded.max_attempts,
          status = 'active', sent_at = excluded.sent_at, expires_at = excluded.expires_at, verified_at = NULL,
          request_ip = excluded.request_ip
        ${s.rateLimitsDisabled ? sql`` : sql`WHERE ec.status = 'send_failed' OR ec.sent_at <= ${cutoff}::timestamptz`}
        RETURNING id`,
      );
      if (!row) {
        const [prior] = await queryRows<{ sent_ms: number }>(
          tx,
          sql`SELECT ${epochMs(sql`sent_at`)} AS sent_ms FROM email_codes WHERE purpose = ${input.purpose} AND email = ${email}`,
        );
        const wait = prior ? prior.sent_ms + cooldownMs - now.getTime() : cooldownMs;
        throw new Refused("cooldown", Math.max(1, Math.ceil(wait / 1000)));
      }
      if (!s.rateLimitsDisabled) {
        const refused = await countInWindows(tx, capsOf(s, input.purpose, email, input.ip), now);
        const first = refused[0];
        if (first) throw new Refused(first.window.reason, first.retryAfterSeconds);
      }
      return row.id;
    });
  } catch (err) {
    if (err instanceof Refused)
      return { outcome: "rate_limited", reason: err.reason, retryAfterSeconds: err.retryAfterSeconds };
    throw err;
  }

  const failed = sql`UPDATE email_codes SET status = 'send_failed' WHERE id = ${codeId}::uuid AND code_hash = ${codeHash}`;
  try {
    const message = emailCodeMessage(code, s.codeTtlSeconds, input.purpose);
    const sent = await (deps?.mail ?? getMailSender()).send({ to: email, audience: "visitor", ...message });
    if (sent.refused) {
      await db.execute(failed);
      return {
        outcome: "rate_limited",
        reason: "email_daily",
        retryAfterSeconds: secondsToIndiaMidnight(now),
      };
    }
  } catch (err) {
    logger.warn(
      {
        purpose: input.purpose,
        err: err instanceof Error ? err.message.replaceAll(code, "******") : "unknown",
      },
      "e-mail code not sent",
    );
    await db.execute(failed).catch(() => undefined);
    return { outcome: "send_failed" };
  }
  return { outcome: "sent", email, sentAt: now, expiresAt };
}

/** The code a form fill's code step names (resend, check). */
export async function findEmailCode(db: Database, purpose: VerifiedPurpose, subjectId: string | undefined) {
  if (!subjectId || !UUID.test(subjectId)) return null;
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.subjectId, subjectId.toLowerCase())));
  return row ?? null;
}

export type CheckEmailCodeResult =
  | { outcome: "verified"; email: string }
  | { outcome: "wrong_code"; attemptsLeft: number }
  | { outcome: "expired" }
  | { outcome: "too_many_attempts"; retryAfterSeconds: number };

/**
 * Checks a code. Every check spends one try through a single conditional UPDATE (attempts < max),
 * so parallel checks can spend at most max tries; the matching try wins once (active → verified).
 */
export async function checkEmailCode(
  db: Database,
  input: { purpose: VerifiedPurpose; subjectId: string; code: string; now?: Date },
  deps?: EmailCodeDeps,
): Promise<CheckEmailCodeResult> {
  const s = settingsOf(deps);
  const now = input.now ?? new Date();
  const cooldownMs = s.resendCooldownSeconds * 1000;
  const retryAfter = (sentMs: number) => Math.max(0, Math.ceil((sentMs + cooldownMs - now.getTime()) / 1000));
  const target = sql`purpose = ${input.purpose} AND subject_id = ${input.subjectId}::uuid`;
  const [spent] = await queryRows<{
    id: string;
    email: string;
    code_hash: string;
    attempts: number;
    max_attempts: number;
    sent_ms: number;
  }>(
    db,
    sql`UPDATE email_codes SET attempts = attempts + 1
      WHERE ${target} AND status = 'active' AND attempts < max_attempts AND expires_at > ${now}::timestamptz
      RETURNING id, email, code_hash, attempts, max_attempts, ${epochMs(sql`sent_at`)} AS sent_ms`,
  );
  if (!spent) {
    const [row] = await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.purpose, input.purpose), eq(emailCodes.subjectId, input.subjectId)));
    if (row && (row.status === "exhausted" || (row.status === "active" && row.attempts >= row.maxAttempts)))
      return { outcome: "too_many_attempts", retryAfterSeconds: retryAfter(row.sentAt.getTime()) };
    return { outcome: "expired" };
  }
  if (
    /^\d+$/.test(input.code) &&
    codeMatches(input.code, spent.code_hash, input.purpose, spent.email, s.codeHmacKey)
  ) {
    // The same code that was checked: a resend in between replaced the hash, and then nobody wins.
    const won = await queryRows(
      db,
      sql`UPDATE email_codes SET status = 'verified', verified_at = ${now}::timestamptz
        WHERE id = ${spent.id}::uuid AND code_hash = ${spent.code_hash} AND status IN ('active', 'verified') RETURNING id`,
    );
    return won.length ? { outcome: "verified", email: spent.email } : { outcome: "expired" };
  }
  if (spent.attempts >= spent.max_attempts) {
    await db.execute(
      sql`UPDATE email_codes SET status = 'exhausted' WHERE id = ${spent.id}::uuid AND code_hash = ${spent.code_hash} AND status = 'active'`,
    );
    return { outcome: "too_many_attempts", retryAfterSeconds: retryAfter(spent.sent_ms) };
  }
  return { outcome: "wrong_code", attemptsLeft: spent.max_attempts - spent.attempts };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
