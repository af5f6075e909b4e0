import crypto from "node:crypto";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { INDIA_OFFSET_MS } from "~/lib/india-time";
import { isInternationalNumber, normalizeLeadPhone } from "~/lib/phone";
import { getSiteSettings } from "~/server/site-settings.server";
import { getConfig, type Config } from "~/server/config.server";
import {
  epochMs,
  isUniqueViolation,
  jsonb,
  queryRows,
  type Database,
  type Executor,
} from "~/server/db/db.server";
import { emailCodes, verificationCodes } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { codesFailed, codesSent } from "~/server/metrics.server";
import { insertOutboxSql, type OutboxJobSql } from "~/server/outbox.server";
import { networkKey } from "~/server/client-address.server";
import {
  countInWindowsSql,
  refusedWindows,
  rollingCapsParts,
  rollingCountParts,
  rollingRetryAfterSeconds,
  windowSpans,
  type CounterWindow,
  type RollingWindow,
} from "~/server/rate-limit-counters.server";
import { verificationOf, type VerifiedPurpose } from "~/features/leads";
import { getMailSender, type MailSender } from "~/server/mail.server";
import { getSmsSender, maskCode, SmsSendError, type SmsResult, type SmsSender } from "~/server/sms.server";
import { createWhatsAppCodeSender, WHATSAPP_PROVIDER } from "~/server/whatsapp.server";
import { lockMessageId } from "~/server/whatsapp-early-statuses.server";
import type { PowChallenge } from "./lead-flow-types";
import {
  checkPowSolution,
  createPowChallenge,
  POW_DIFFICULTY,
  spendPowSql,
  type CheckedProof,
  type PowDifficulty,
} from "./proof-of-work.server";
import { claimEarlyWhatsAppStatus } from "./sms-delivery.server";
import type { RateLimitReason } from "./verification-messages";
import { createProofCookie, readProof } from "./verification-proof.server";
import { VERIFICATION_CODE_LENGTH } from "./verification-purposes";

/**
 * Phone verification, one service for every lead flow:
 * - a 6-digit code from a CSPRNG, sent inline; only an HMAC of it is stored, compared in constant time;
 * - one live code per (purpose, phone): a resend overwrites it, which kills the old one;
 * - lifetime, tries, resend cooldown and the SMS pumping caps (per phone, per IP, per network, each
 *   over the last hour, and a global hourly budget) are enforced with single atomic statements in the
 *   database, so they hold across processes; past a share of the budget a send also needs a proof of
 *   work (proof-of-work.server.ts), which it spends;
 * - each send writes a contact-timeline row (sms_sent / sms_failed); a verified check is proven to
 *   later requests by a signed HttpOnly cookie (verification-proof.server.ts).
 * The lead-flow layer (lead-flow.server.ts) maps the outcomes to each flow's wording.
 */

export { createProofCookie, getVerifiedPhone, readProof } from "./verification-proof.server";

export type VerificationSettings = {
  codeTtlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  maxSendsPerPhoneHour: number;
  maxSendsPerPhoneDay: number;
  maxSendsPerIpHour: number;
  maxSendsPerNetworkHour: number;
  /** Codes e-mailed to one address in any rolling hour, whichever numbers and networks ask. */
  maxSendsPerEmailHour: number;
  /** Codes sent by SMS in any rolling hour, all visitors together. */
  hourlyBudget: number;
  /** The same for codes sent by WhatsApp: each channel has its own budget. */
  whatsappHourlyBudget: number;
  /** A WhatsApp code not reported delivered after this long may be replaced by an SMS at once. */
  whatsappFallbackSeconds: number;
  /** From this share of the budget used (percent), every send needs a solved proof of work. */
  proofOfWorkFromPercent: number;
  powDifficulty: PowDifficulty;
  /** Unverified leads one network may leave in any rolling hour when no code could be sent. */
  maxUnverifiedLeadsPerNetworkHour: number;
  /** Who is told when the budget is 80 % used. */
  alertEmail: string;
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
    maxSendsPerNetworkHour: config.VERIFICATION_MAX_SENDS_PER_NETWORK_HOUR,
    maxSendsPerEmailHour: config.VERIFICATION_MAX_SENDS_PER_EMAIL_HOUR,
    hourlyBudget: config.SMS_HOURLY_BUDGET,
    whatsappHourlyBudget: config.WHATSAPP_HOURLY_BUDGET,
    whatsappFallbackSeconds: config.WHATSAPP_FALLBACK_SECONDS,
    proofOfWorkFromPercent: config.SMS_PROOF_OF_WORK_FROM_PERCENT,
    powDifficulty: POW_DIFFICULTY,
    maxUnverifiedLeadsPerNetworkHour: config.VERIFICATION_MAX_UNVERIFIED_LEADS_PER_NETWORK_HOUR,
    alertEmail: config.ADMIN_ALERT_EMAIL ?? config.LEADS_NOTIFY_EMAIL,
    rateLimitsDisabled: config.rateLimitsDisabled,
    codeHmacKey: config.codeHmacKey,
  };
}

/**
 * How a code reaches the visitor. All go through the same send, caps and check; only the sender
 * differs. E-mail is only for a number outside India (SMS here reaches Indian numbers only): the
 * code proves the visitor reads that address, and the lead says so to staff.
 */
export type CodeChannel = "sms" | "whatsapp" | "email";

/**
 * Tests and later flows may override the config-derived settings and the senders. `whatsapp: null`
 * says WhatsApp is not configured (the default when WHATSAPP_ keys are missing).
 */
export type VerificationDeps = {
  settings?: Partial<VerificationSettings>;
  sms?: SmsSender;
  whatsapp?: SmsSender | null;
  mail?: MailSender;
};

/** The channels a code may go by here: SMS always, WhatsApp when configured. */
export function codeChannels(deps: VerificationDeps = {}, config: Config = getConfig()): CodeChannel[] {
  const whatsapp = deps.whatsapp === undefined ? config.whatsappConfigured : deps.whatsapp !== null;
  return whatsapp ? ["sms", "whatsapp"] : ["sms"];
}

/** The channel a first send uses: the agency's default when it is available, else SMS. */
export function defaultCodeChannel(deps: VerificationDeps = {}, config: Config = getConfig()): CodeChannel {
  return codeChannels(deps, config).includes(config.VERIFICATION_DEFAULT_CHANNEL)
    ? config.VERIFICATION_DEFAULT_CHANNEL
    : "sms";
}

/**
 * A number outside India gets its code by WhatsApp when the visitor asks and it is configured
 * (WhatsApp reaches any country), else by e-mail to the address they gave; without one, nothing.
 */
function resolveInternational(deps: VerificationDeps, asked: CodeChannel | undefined, email: string | null) {
  const config = getConfig();
  const settings = { ...verificationSettings(), ...deps.settings };
  if (asked === "whatsapp" && codeChannels(deps, config).includes("whatsapp"))
    return { settings, sms: deps.whatsapp ?? createWhatsAppCodeSender(config), channel: "whatsapp" as const };
  if (!email) return null;
  return { settings, sms: emailCodeSender(email, deps.mail ?? getMailSender()), channel: "email" as const };
}

/** The mail sender as a code sender: the code's text, mailed to the visitor's address. */
function emailCodeSender(email: string, mail: MailSender): SmsSender {
  return {
    name: `email:${mail.name}`,
    async send({ text, code }) {
      const brand = getSiteSettings().brandName;
      const sent = await mail.send({
        to: email,
        audience: "visitor",
        subject: `${code} is your ${brand} code`,
        text: `${text}\n\nIf you did not ask for it, ignore this e-mail: nothing happens without it.`,
      });
      if (sent.refused) throw new SmsSendError("this address has had its mail for today", "email", false);
      return { provider: `email:${mail.name}`, providerMessageId: sent.messageId };
    },
  };
}

/** The sender of a withheld code: never called, named on the code's row like an e-mail one. */
const WITHHELD: SmsSender = {
  name: "email:withheld",
  send: () => Promise.reject(new Error("a withheld code is never sent")),
};

/** A plain address, checked again here: the endpoint's schema is not the only caller. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function resolveDeps(deps: VerificationDeps = {}, asked: CodeChannel | undefined) {
  const config = getConfig();
  const settings = { ...verificationSettings(), ...deps.settings };
  // A channel that is not available here (WhatsApp unconfigured) is not an error: the code goes by SMS.
  const channel: CodeChannel =
    (asked ?? defaultCodeChannel(deps, config)) === "whatsapp" &&
    codeChannels(deps, config).includes("whatsapp")
      ? "whatsapp"
      : "sms";
  const sender =
    channel === "whatsapp"
      ? (deps.whatsapp ?? createWhatsAppCodeSender(config))
      : (deps.sms ?? getSmsSender());
  return { settings, sms: sender, channel };
}

// ---------------------------------------------------------------------------------------------
// Codes

export function generateVerificationCode(): string {
  return crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, "0");
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

/** The SMS: the code first (phones offer it for autofill), the brand, what it is for, its lifetime. */
export function verificationSmsText(code: string, ttlSeconds: number, purpose: VerifiedPurpose) {
  const brand = getSiteSettings().brandName;
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return `${code} is your ${brand} code ${verificationOf(purpose).smsPurpose}. It expires in ${minutes} minutes. Never share this code with anyone.`;
}

// ---------------------------------------------------------------------------------------------
// Sending

/** A lead flow's submission, stored in the same statement as its code. */
export type PendingSubmission = {
  id: string;
  name: string;
  email?: string | null;
  /** The flow's own validated data (JSON). */
  data: Record<string, unknown>;
};

export type SendCodeInput = {
  purpose: VerifiedPurpose;
  /** Any common format; the one Indian-mobile rule is applied here. */
  phone: string;
  /** The client's IP, for the per-IP cap. */
  ip: string;
  /** The record the code is for (e.g. a quiz submission); a check can insist on it. */
  subjectId?: string;
  /**
   * A new submission (its id is `subjectId`), written with its code, or not at all: a send that is
   * refused by a limit stores nothing.
   */
  submission?: PendingSubmission;
  /** Names a contact seen for the first time (never overwrites an existing name). */
  name?: string;
  /**
   * SMS or WhatsApp; unset: the agency's default. WhatsApp when it is not configured goes by SMS.
   * For a number outside India: WhatsApp when asked and configured, else e-mail to `email`.
   */
  channel?: CodeChannel;
  /** The visitor's address, where a number outside India gets its code by e-mail. */
  email?: string | null;
  /**
   * For a number outside India with no address the code may go to: the code is claimed and counted
   * exactly as a send would be, but goes nowhere and leaves no timeline line. The privacy page
   * answers this way so that its answer never tells whether it holds the number.
   */
  withheld?: boolean;
  /**
   * The browser's solved challenge, as it sent it (unchecked): needed only once the budget is past
   * `proofOfWorkFromPercent`, and then spent by the send.
   */
  proofOfWork?: unknown;
  now?: Date;
};

export type SendCodeResult =
  | {
      outcome: "sent";
      phone: string;
      contactId: string;
      provider: string;
      channel: CodeChannel;
      expiresAt: Date;
      resendAvailableAt: Date;
    }
  | {
      outcome: "rate_limited";
      reason: RateLimitReason;
      retryAfterSeconds: number;
      /** The valid proof the refused send carried, if any (not spent: the send was undone). */
      proof?: CheckedProof;
    }
  /** Past the budget's threshold with no valid, unspent proof: nothing was stored; solve this first. */
  | { outcome: "proof_required"; challenge: PowChallenge }
  | { outcome: "provider_failed"; phone: string; provider: string; channel: CodeChannel; error: string }
  | { outcome: "invalid_phone" };

class SendRefused extends Error {
  constructor(
    readonly reason: RateLimitReason | "proof_required",
    readonly retryAfterSeconds: number,
  ) {
    super(`verification send refused: ${reason}`);
  }
}

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
// The budget is counted in 5-minute buckets over the last hour: it frees up gradually, never all at once.
const BUDGET_BUCKET_MS = 5 * 60_000;
const BUDGET_ALERT_SHARE = 0.8;
const secondsUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 1000));

type RollingCap = RollingWindow & { reason: RateLimitReason };
type DayCap = CounterWindow & { reason: RateLimitReason };

// The hourly caps count in 5-minute buckets over the last hour, like the budget: a clock hour's
// turn frees nothing, so 07:59 and 08:01 are in the same hour for them.
const CAP_BUCKET_MS = 5 * 60_000;

/**
 * The caps a send to this phone from this address is counted against: the phone's, the address's
 * and its network's last hour (rolling), and the phone's day in India (midnight IST).
 */
function capsOf(settings: VerificationSettings, phone: string, ip: string, email: string | null) {
  const hourly = (key: string, limit: number, reason: RateLimitReason): RollingCap => ({
    key,
    windowMs: HOUR_MS,
    bucketMs: CAP_BUCKET_MS,
    limit,
    reason,
  });
  const rolling: RollingCap[] = [
    hourly(`sms:phone:${phone}:h`, settings.maxSendsPerPhoneHour, "phone_hourly"),
    hourly(`sms:ip:${ip}:h`, settings.maxSendsPerIpHour, "ip_hourly"),
    hourly(`sms:net:${networkKey(ip)}:h`, settings.maxSendsPerNetworkHour, "network_hourly"),
    // One address can be given for many numbers from many networks: its own cap bounds the mail.
    ...(email ? [hourly(`sms:email:${email}:h`, settings.maxSendsPerEmailHour, "email_hourly")] : []),
  ];
  const day: DayCap = {
    key: `sms:phone:${phone}:d`,
    windowMs: DAY_MS,
    alignOffsetMs: INDIA_OFFSET_MS,
    limit: settings.maxSendsPerPhoneDay,
    reason: "phone_daily",
  };
  return { rolling, day };
}

/** Which refusal a visitor hears when several caps are full: their own number's and address's first. */
const REFUSAL_ORDER: readonly RateLimitReason[] = [
  "phone_hourly",
  "phone_daily",
  "email_hourly",
  "ip_hourly",
  "network_hourly",
];

/** Codes sent in the last hour from which a send needs a proof of work (never, at 100 %). */
const proofThreshold = (settings: VerificationSettings, budget: RollingWindow) =>
  settings.proofOfWorkFromPercent >= 100
    ? budget.limit + 1
    : Math.ceil((budget.limit * settings.proofOfWorkFromPercent) / 100);

/**
 * The channel's global budget: every send by it in the last hour, counted in buckets so it frees up
 * gradually. Each channel has its own (they are paid for apart); the per-phone, per-address and
 * per-network caps are shared, so switching channel never buys a visitor more codes.
 */
const budgetOf = (settings: VerificationSettings, channel: CodeChannel): RollingWindow =>
  channel === "whatsapp"
    ? {
        key: "whatsapp:budget",
        windowMs: HOUR_MS,
        bucketMs: BUDGET_BUCKET_MS,
        limit: settings.whatsappHourlyBudget,
      }
    : // E-mail costs little but is still a way to flood strangers' inboxes: the SMS budget's size, its own count.
      {
        key: `${channel}:budget`,
        windowMs: HOUR_MS,
        bucketMs: BUDGET_BUCKET_MS,
        limit: settings.hourlyBudget,
      };

/**
 * Past 80 % of the budget the admins are e-mailed through the outbox, at most once a clock hour: one
 * statement counts the hour's alert and writes the e-mail only if it was the first. Rare, so it runs
 * after the send rather than in it, and holds the alert's row only while it runs.
 */
async function alertIfBudgetLow(
  db: Database,
  settings: VerificationSettings,
  budget: RollingWindow,
  used: number,
  now: Date,
) {
  if (used < Math.ceil(budget.limit * BUDGET_ALERT_SHARE)) return;
  const told = countInWindowsSql(
    windowSpans([{ key: `${budget.key}-alert`, windowMs: HOUR_MS, limit: 1 }], now),
  );
  const variable = budget.key === "whatsapp:budget" ? "WHATSAPP_HOURLY_BUDGET" : "SMS_HOURLY_BUDGET";
  const channel = budget.key === "whatsapp:budget" ? "WhatsApp" : "SMS";
  const mail = insertOutboxSql({
    kind: "mail.send",
    payload: {
      to: settings.alertEmail,
      audience: "staff",
      subject: `${channel} budget ${Math.round((used / budget.limit) * 100)} % used in the last hour`,
      text: [
        `${used} of ${budget.limit} verification codes by ${channel} (${variable}) were sent in the last hour.`,
        "Past the budget, visitors get no code: their leads are kept unverified and staff call them instead.",
        "If this is not real traffic (SMS pumping), check the per-network caps and the request logs; if it is,",
        `raise ${variable}.`,
      ].join("\n"),
    },
    onlyIf: sql`EXISTS (SELECT 1 FROM told)`,
  });
  await db.execute(sql`WITH told AS (${told}) ${mail}`);
}

/** What refuse_sms_send was told (its DETAIL, JSON). It names no phone or address: PostgreSQL logs it. */
type RefusalDetail = {
  /** Whether the send needed no proof or carried a valid, unspent one. */
  proof: boolean;
  /** For each rolling cap in order, then the day's, whether it had room. */
  counted: (boolean | null)[];
  /** Each rolling cap's oldest counted bucket (epoch ms). */
  capsOldestMs: (number | null)[];
  used: number | null;
  oldestMs: number | null;
};

/** The refusal refuse_sms_send raised, also when the driver wraps the error. */
function sendRefusalDetail(err: unknown): RefusalDetail | null {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === "P0001" && message === "sms send refused" && typeof detail === "string")
      return JSON.parse(detail);
  }
  return null;
}

type Claim = {
  purpose: VerifiedPurpose;
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
  /**
   * An SMS may replace a WhatsApp code sent at or before this, with no "delivered" status, at once
   * (as it may one whose status is "failed"): WhatsApp not reaching the phone is not the visitor's delay.
   */
  fallbackCutoff: Date;
  submission?: PendingSubmission;
};

/** The submission's INSERT, a CTE of the code's statement. */
function insertSubmissionSql(c: Claim, s: PendingSubmission): SQL {
  return sql`INSERT INTO lead_submissions (id, purpose, name, phone, email, data, request_ip, created_at)
    SELECT ${s.id}::uuid, ${c.purpose}::text, ${s.name}::text, ${c.phone}::text, ${s.email ?? null}::text, ${jsonb(s.data)}, ${c.ip}::text, ${c.now}::timestamptz
    FROM code`;
}

/**
 * The new code over the old one unless the resend cooldown holds (atomically, in the upsert's
 * WHERE), then the submission (if given) and the contact, written only when the code was: the CTEs
 * `prior`, `code`, `subject` and `contact` of one statement.
 */
function claimCtes(c: Claim): SQL {
  return sql`prior AS (SELECT sent_at FROM verification_codes WHERE purpose = ${c.purpose} AND phone = ${c.phone}),
    code AS (
      INSERT INTO verification_codes AS vc
        (purpose, phone, subject_id, code_hash, attempts, max_attempts, status, sent_at, expires_at, verified_at, provider, provider_message_id, request_ip)
      VALUES (${c.purpose}, ${c.phone}, ${c.subjectId}, ${c.codeHash}, 0, ${c.maxAttempts}::int, 'active', ${c.now}::timestamptz, ${c.expiresAt}::timestamptz, NULL, ${c.provider}, NULL, ${c.ip})
      ON CONFLICT (purpose, phone) DO UPDATE SET
        subject_id = excluded.subject_id, code_hash = excluded.code_hash, attempts = 0, max_attempts = excluded.max_attempts,
        status = 'active', sent_at = excluded.sent_at, expires_at = excluded.expires_at, verified_at = NULL,
        provider = excluded.provider, provider_message_id = NULL, request_ip = excluded.request_ip,
        delivery_status = NULL, delivery_reason = NULL, delivery_reported_at = NULL
      ${
        c.cooldownCutoff
          ? sql`WHERE vc.status = 'send_failed' OR vc.sent_at <= ${c.cooldownCutoff}::timestamptz
            OR (vc.provider = ${WHATSAPP_PROVIDER} AND excluded.provider <> ${WHATSAPP_PROVIDER}
              AND (vc.delivery_status = 'failed' OR (vc.delivery_status IS NULL AND vc.sent_at <= ${c.fallbackCutoff}::timestamptz)))`
          : sql``
      }
      RETURNING id
    ),
    ${c.submission ? sql`subject AS (${insertSubmissionSql(c, c.submission)}),` : sql``}
    contact AS (
      INSERT INTO contacts AS ct (phone, name, created_at, updated_at, last_activity_at)
      SELECT ${c.phone}, ${c.name}::text, ${c.now}::timestamptz, ${c.now}::timestamptz, ${c.now}::timestamptz FROM code
      ON CONFLICT (phone) DO UPDATE SET last_activity_at = excluded.last_activity_at, name = coalesce(ct.name, excluded.name)
      RETURNING id
    )`;
}

type Claimed = {
  codeId: string | null;
  contactId: string | null;
  priorSentMs: number | null;
  budgetUsed: number;
};

/** The claim alone, with no caps (rate limits switched off). codeId is null when the cooldown refused. */
async function claimCode(exec: Executor, c: Claim): Promise<Claimed> {
  const [row] = await queryRows<{
    code_id: string | null;
    contact_id: string | null;
    prior_sent_ms: number | null;
  }>(
    exec,
    sql`WITH ${claimCtes(c)}
    SELECT (SELECT id FROM code) AS code_id, (SELECT id FROM contact) AS contact_id, (SELECT ${epochMs(sql`sent_at`)} FROM prior) AS prior_sent_ms`,
  );
  return {
    codeId: row?.code_id ?? null,
    contactId: row?.contact_id ?? null,
    priorSentMs: row?.prior_sent_ms ?? null,
    budgetUsed: 0,
  };
}

/**
 * The whole send in one statement: the claim, then (only when the code was written, and past the
 * budget's threshold only with a valid proof of work spent in the same statement) every cap's
 * counter, then (only when every cap had room) the budget's bucket. A missing proof, a cap at its
 * limit or a spent budget makes the statement raise (refuse_sms_send), so PostgreSQL undoes all of
 * it and nothing is stored, not even the proof's spending; the caller gets SendRefused for the proof,
 * else the first cap at its limit, else the budget. There is no transaction around it: the rows
 * every send shares (the budget's bucket, the sender's address and network) are locked only while
 * the statement runs, never across a round trip to this process, so sends from many visitors do not
 * queue behind each other's network latency.
 */
async function claimAndCount(
  exec: Executor,
  c: Claim,
  caps: ReturnType<typeof capsOf>,
  budget: RollingWindow,
  pow: { threshold: number; proof: CheckedProof | null },
): Promise<Claimed> {
  const [daySpan] = windowSpans([caps.day], c.now);
  // Below the threshold the budget as it stood when the statement began (a plain read of its last
  // hour's buckets, no lock) lets the send through; past it only a proof spent now does.
  const proofOk =
    pow.threshold > budget.limit
      ? sql`true`
      : sql`(${pow.proof ? sql`EXISTS (SELECT 1 FROM pow_spent) OR ` : sql``}(SELECT coalesce(sum(count), 0) FROM rate_limit_counters
          WHERE key = ${budget.key} AND window_start > ${new Date(c.now.getTime() - budget.windowMs)}::timestamptz) < ${pow.threshold}::int)`;
  // The hourly caps first, then the day's (reading theirs), then the budget (reading both): a
  // refused send never takes the row every send needs, and the lock order is fixed.
  const hourly = rollingCapsParts(
    caps.rolling,
    c.now,
    "caps",
    sql`EXISTS (SELECT 1 FROM code) AND (SELECT ok FROM pow)`,
  );
  const hourlyRoom = caps.rolling.map(
    (cap, i) => sql`coalesce(${hourly.totals[i]} <= ${cap.limit}::int, false)`,
  );
  const dayRoom = sql`${daySpan!.window.key}::text IN (SELECT key FROM day_cap)`;
  const rolling = rollingCountParts(
    budget,
    c.now,
    "budget",
    sql`${sql.join([...hourlyRoom, dayRoom], sql` AND `)}`,
  );
  let row:
    | { code_id: string | null; contact_id: string | null; prior_sent_ms: number | null; used: number }
    | undefined;
  try {
    [row] = await queryRows(
      exec,
      sql`WITH ${claimCtes(c)},
      ${pow.proof ? sql`pow_spent AS (${spendPowSql(pow.proof, sql`EXISTS (SELECT 1 FROM code)`)}),` : sql``}
      pow AS (SELECT ${proofOk} AS ok),
      ${hourly.ctes},
      day_cap AS (${countInWindowsSql([daySpan!], sql`EXISTS (SELECT 1 FROM code) AND (SELECT count(*) FROM caps_bump) = ${caps.rolling.length}::int`)}),
      ${rolling.ctes},
      outcome AS (
        SELECT (SELECT id FROM code) AS code_id, (SELECT id FROM contact) AS contact_id,
          (SELECT ${epochMs(sql`sent_at`)} FROM prior) AS prior_sent_ms,
          (SELECT ok FROM pow) AS proof_ok,
          ARRAY[${sql.join([...hourlyRoom, dayRoom], sql`, `)}] AS counted,
          ARRAY[${sql.join(hourly.oldestMs, sql`, `)}] AS caps_oldest_ms,
          ${rolling.total} AS used, ${rolling.oldestMs} AS oldest_ms
      )
      SELECT code_id, contact_id, prior_sent_ms, coalesce(used, 0) AS used,
        CASE WHEN code_id IS NOT NULL AND (NOT proof_ok OR false = ANY(counted) OR used > ${budget.limit}::int)
          THEN refuse_sms_send(json_build_object('proof', proof_ok, 'counted', counted,
            'capsOldestMs', caps_oldest_ms, 'used', used, 'oldestMs', oldest_ms)::text)
        END AS refused
      FROM outcome`,
    );
  } catch (err) {
    const refusal = sendRefusalDetail(err);
    if (!refusal) throw err;
    if (!refusal.proof) throw new SendRefused("proof_required", 0);
    const refused = new Map<RateLimitReason, number>();
    caps.rolling.forEach((cap, i) => {
      if (!refusal.counted[i])
        refused.set(cap.reason, rollingRetryAfterSeconds(cap, c.now, refusal.capsOldestMs[i] ?? null));
    });
    const [day] = refusedWindows([daySpan!], refusal.counted.at(-1) ? [caps.day.key] : [], c.now);
    if (day) refused.set(day.window.reason, day.retryAfterSeconds);
    const first = REFUSAL_ORDER.find((reason) => refused.has(reason));
    if (first) throw new SendRefused(first, refused.get(first)!);
    throw new SendRefused("global_budget", rollingRetryAfterSeconds(budget, c.now, refusal.oldestMs));
  }
  return {
    codeId: row?.code_id ?? null,
    contactId: row?.contact_id ?? null,
    priorSentMs: row?.prior_sent_ms ?? null,
    budgetUsed: row?.used ?? 0,
  };
}

/**
 * Sends a fresh code for (purpose, phone), replacing any earlier one. Cooldown and caps are checked
 * and counted atomically with the new code and its submission, so a refused send writes nothing;
 * the SMS goes out after that (never hold a lock across a
 * network call). Round trips: one statement for the code, the contact, the counters and (past the
 * budget's threshold) the proof of work's spending, then one for the timeline and the SMS history
 * (and, past 80 % of the SMS budget, one for the admins' alert).
 * Throws only when the database fails before the code is stored: then nothing, not even the
 * subject, was written.
 */
export async function sendVerificationCode(
  db: Database,
  input: SendCodeInput,
  deps?: VerificationDeps,
): Promise<SendCodeResult> {
  const phone = normalizeLeadPhone(input.phone);
  if (!phone) return { outcome: "invalid_phone" };
  const email = input.email?.trim().toLowerCase() ?? "";
  const international = isInternationalNumber(phone);
  const withheld = international && input.withheld === true;
  const resolved = withheld
    ? { settings: { ...verificationSettings(), ...deps?.settings }, sms: WITHHELD, channel: "email" as const }
    : international
      ? resolveInternational(deps ?? {}, input.channel, EMAIL_SHAPE.test(email) ? email : null)
      : resolveDeps(deps, input.channel === "email" ? undefined : input.channel);
  if (!resolved) return { outcome: "invalid_phone" };
  const { settings, sms, channel } = resolved;
  const now = input.now ?? new Date();
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(code, input.purpose, phone, settings.codeHmacKey);
  const expiresAt = new Date(now.getTime() + settings.codeTtlSeconds * 1000);
  const cooldownMs = settings.resendCooldownSeconds * 1000;
  const ip = input.ip.trim() || "unknown";
  // Made before anything is written: from here on only the database can throw, and only before the code is stored.
  const text = verificationSmsText(code, settings.codeTtlSeconds, input.purpose);
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
    fallbackCutoff: new Date(now.getTime() - settings.whatsappFallbackSeconds * 1000),
    // Staff read how a number outside India was confirmed, since no SMS reached it.
    submission:
      input.submission && international
        ? {
            ...input.submission,
            data: { ...input.submission.data, verifiedBy: internationalVerifiedNote(channel, email) },
          }
        : input.submission,
  };
  // Checked only when the browser sent one (it does when asked): two HMACs, no key derivation.
  const proof =
    input.proofOfWork === undefined || settings.rateLimitsDisabled
      ? null
      : await checkPowSolution(input.proofOfWork, settings.codeHmacKey, now);
  const refusal = async (err: SendRefused): Promise<SendCodeResult> => {
    logger.info(
      { purpose: input.purpose, reason: err.reason, retryAfterSeconds: err.retryAfterSeconds },
      "verification send refused",
    );
    if (err.reason === "proof_required") {
      const challenge = await createPowChallenge(settings.codeHmacKey, now, settings.powDifficulty);
      return { outcome: "proof_required", challenge };
    }
    const { reason, retryAfterSeconds } = err;
    return { outcome: "rate_limited", reason, retryAfterSeconds, ...(proof ? { proof } : {}) };
  };

  const budget = budgetOf(settings, channel);
  let claimed: Claimed;
  try {
    claimed = settings.rateLimitsDisabled
      ? await claimCode(db, claim)
      : await claimAndCount(
          db,
          claim,
          capsOf(settings, phone, ip, channel === "email" ? email : null),
          budget,
          {
            threshold: proofThreshold(settings, budget),
            proof,
          },
        );
  } catch (err) {
    // The proof, a cap or the budget refused: the statement wrote nothing. Anything else is the database failing.
    if (err instanceof SendRefused) return refusal(err);
    throw err;
  }
  if (claimed.codeId && !settings.rateLimitsDisabled) {
    // The code is stored: a failure to write the admins' alert must not stop it going out.
    await alertIfBudgetLow(db, settings, budget, claimed.budgetUsed, now).catch((err: unknown) =>
      logger.warn({ err }, "SMS budget alert not written; the next send past 80 % tries again"),
    );
  }
  if (!claimed.codeId || !claimed.contactId) {
    return refusal(
      new SendRefused("cooldown", secondsUntil((claimed.priorSentMs ?? now.getTime()) + cooldownMs, now)),
    );
  }
  const { codeId, contactId } = claimed;
  if (withheld)
    return {
      outcome: "sent",
      phone,
      contactId,
      provider: WITHHELD.name,
      channel,
      expiresAt,
      resendAvailableAt: new Date(now.getTime() + cooldownMs),
    };

  try {
    const result = await sms.send({ to: phone, text, code });
    codesSent.inc({ provider: result.provider, channel });
    await recordSend(db, {
      codeId,
      codeHash,
      code,
      contactId,
      channel,
      purpose: input.purpose,
      subjectId: input.subjectId,
      ok: true,
      provider: result.provider,
      providerMessageId: result.providerMessageId,
      history: result.history,
      now,
    });
    return {
      outcome: "sent",
      phone,
      contactId,
      provider: result.provider,
      channel,
      expiresAt,
      resendAvailableAt: new Date(now.getTime() + cooldownMs),
    };
  } catch (err) {
    // A provider's answer may echo what it was sent: the message is kept and logged without the code.
    const error = maskCode(err instanceof Error ? err.message : String(err), code);
    logger.warn({ purpose: input.purpose, provider: sms.name, err: error }, "verification code send failed");
    codesFailed.inc({ provider: sms.name, channel });
    await recordSend(db, {
      codeId,
      codeHash,
      code,
      contactId,
      channel,
      purpose: input.purpose,
      subjectId: input.subjectId,
      ok: false,
      provider: sms.name,
      error,
      now,
    });
    return { outcome: "provider_failed", phone, provider: sms.name, channel, error };
  }
}

type SendRecord = {
  codeId: string;
  codeHash: string;
  /** Only to mask it: whatever this send writes is scrubbed of it, whatever the sender returned. */
  code: string;
  contactId: string;
  channel: CodeChannel;
  purpose: VerifiedPurpose;
  subjectId?: string;
  ok: boolean;
  provider: string;
  providerMessageId?: string;
  history?: SmsResult["history"];
  error?: string;
  now: Date;
};

/** What the lead of a number outside India tells staff about its confirmation. */
export function internationalVerifiedNote(channel: CodeChannel, email: string) {
  return channel === "whatsapp"
    ? "Number outside India: confirmed with a code sent by WhatsApp (no SMS)."
    : `Number outside India: confirmed with a code e-mailed to ${email} (no SMS).`;
}

const timelineKind = (r: SendRecord) =>
  r.channel === "email"
    ? r.ok
      ? "email_code_sent"
      : "email_code_failed"
    : r.channel === "whatsapp"
      ? r.ok
        ? "whatsapp_code_sent"
        : "whatsapp_code_failed"
      : r.ok
        ? "sms_sent"
        : "sms_failed";
const timelineSummary = (r: SendRecord) =>
  r.channel === "email"
    ? r.ok
      ? `Verification code sent by e-mail (${r.purpose})`
      : `Verification e-mail failed (${r.purpose})`
    : r.channel === "whatsapp"
      ? r.ok
        ? `Verification code sent by WhatsApp (${r.purpose})`
        : `Verification WhatsApp message failed (${r.purpose})`
      : r.ok
        ? `Verification code sent by SMS (${r.purpose})`
        : `Verification SMS failed (${r.purpose})`;

/**
 * A field of a sender's history row that names something (a provider's message id, the number)
 * rather than carrying the message's words: kept whole, since six of its digits being the code's is
 * chance (a base64 message id holds any six digits now and then), and masking them would lose the
 * id its delivery report names.
 */
const NAMING_KEY = /(^id$|Id$|_id$|^to$|^from$|phone)/;

/**
 * The value with the code masked where it is the message's words: every string inside it but the
 * fields that name something (a sender's history row is its own shape).
 */
function withoutCode(value: unknown, code: string): unknown {
  if (typeof value === "string") return maskCode(value, code);
  if (typeof value === "number" && String(value) === code) return maskCode(code, code);
  if (Array.isArray(value)) return value.map((item) => withoutCode(item, code));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        NAMING_KEY.test(key) && typeof item === "string" ? item : withoutCode(item, code),
      ]),
    );
  return value;
}

/**
 * In one statement: the timeline row for a send, the code row marked when the provider refused it
 * (or given the provider's message id), and the sender's history row if any; for a WhatsApp code,
 * in the same transaction, a status Meta reported before the id was stored. None of them holds the
 * code: a code is stored only as its HMAC, so a copy of the tables cannot be used to verify a phone.
 */
async function recordSend(db: Database, r: SendRecord) {
  const sameCode = sql`id = ${r.codeId}::uuid AND code_hash = ${r.codeHash}`;
  // The provider's id is kept whole: it names the message its delivery reports will name, and six
  // of its characters being the code's digits is chance, not the code (which is never in it).
  const providerMessageId = r.providerMessageId;
  const writes: SQL[] = [];
  if (!r.ok) writes.push(sql`UPDATE verification_codes SET status = 'send_failed' WHERE ${sameCode}`);
  else if (providerMessageId)
    writes.push(
      sql`UPDATE verification_codes SET provider_message_id = ${providerMessageId} WHERE ${sameCode}`,
    );
  if (r.history) {
    const payload = withoutCode(r.history.payload, r.code) as Record<string, unknown>;
    writes.push(insertOutboxSql({ kind: r.history.kind, payload, done: true }));
  }
  const data = {
    purpose: r.purpose,
    provider: r.provider,
    providerMessageId,
    subjectId: r.subjectId,
    error: r.error && maskCode(r.error, r.code),
  };
  const statement = sql`${
    writes.length
      ? sql`WITH ${sql.join(
          writes.map((w, i) => sql`${sql.raw(`w${i}`)} AS (${w})`),
          sql`, `,
        )}`
      : sql``
  }
      INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
      VALUES (${r.contactId}::uuid, ${timelineKind(r)}, ${timelineSummary(r)}, ${jsonb(data)}, ${r.now}::timestamptz)`;
  const waMessageId = r.channel === "whatsapp" && r.ok ? r.providerMessageId : undefined;
  try {
    if (waMessageId && providerMessageId) {
      // Meta answers the send and may report on the message at once: a status that came before
      // this commit was parked by the webhook (it found no code with the id). Under the id's lock
      // the webhook either sees the id committed here or has parked before this looks.
      await db.transaction(async (tx) => {
        await lockMessageId(tx, waMessageId);
        await queryRows(tx, statement);
        await claimEarlyWhatsAppStatus(tx, {
          id: r.codeId,
          codeHash: r.codeHash,
          waMessageId,
          providerMessageId,
        });
      });
    } else await queryRows(db, statement);
  } catch (err) {
    // The visitor's outcome does not depend on the history row.
    logger.error({ err, purpose: r.purpose }, "could not record the verification SMS on the timeline");
  }
}

// ---------------------------------------------------------------------------------------------
// Checking

/** The submission marked verified in the same statement as the winning check. */
export type SubmissionWin = {
  submissionId: string;
  /**
   * The id the lead will have (recorded now, so a lead only a retry creates is still linked); null
   * for a flow whose check writes no lead.
   */
  leadId: string | null;
  /** Make a concierge promo code (retried with a fresh one if it collides). */
  promoCode: boolean;
  /**
   * A job queued in the same statement (the lead's retry), made from the submission as it is
   * marked: nothing that happens after the win can then lose what it owes.
   */
  job?: (won: { promoCode: string | null }) => OutboxJobSql;
};

/** The submission as it was marked verified (its details as stored at that moment). */
export type WonSubmission = {
  verifiedAt: Date;
  promoCode: string | null;
  leadId: string | null;
  name: string;
  email: string | null;
  data: Record<string, unknown>;
};

export type CheckCodeInput = {
  purpose: VerifiedPurpose;
  phone: string;
  code: string;
  /** When given, only a code sent for this record counts. */
  subjectId?: string;
  /** The submission to mark verified when this check wins. */
  win?: SubmissionWin;
  now?: Date;
};

export type CheckCodeResult =
  | {
      outcome: "verified";
      phone: string;
      subjectId: string | null;
      verifiedAt: Date;
      submission: WonSubmission | null;
    }
  | { outcome: "wrong_code"; attemptsLeft: number }
  | { outcome: "expired" }
  | { outcome: "too_many_attempts"; retryAfterSeconds: number };

/**
 * Checks a code. Every check spends one try through a single conditional UPDATE (attempts < max),
 * so any number of parallel checks can spend at most max tries; the try that matches wins once.
 */
export async function checkVerificationCode(
  db: Database,
  input: CheckCodeInput,
  deps?: Pick<VerificationDeps, "settings">,
): Promise<CheckCodeResult> {
  const settings = { ...verificationSettings(), ...deps?.settings };
  const phone = normalizeLeadPhone(input.phone);
  if (!phone) return { outcome: "expired" };
  const now = input.now ?? new Date();
  const cooldownMs = settings.resendCooldownSeconds * 1000;
  // This flow's code for this phone (and, when given, for this record).
  const target = sql`purpose = ${input.purpose} AND phone = ${phone}${input.subjectId === undefined ? sql`` : sql` AND subject_id = ${input.subjectId}`}`;

  // Spend one try (a single conditional UPDATE, so parallel checks cannot pass max_attempts).
  const [spentRow] = await queryRows<{
    id: string;
    code_hash: string;
    attempts: number;
    max_attempts: number;
    subject_id: string | null;
    sent_ms: number;
  }>(
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
    if (
      /^\d+$/.test(input.code) &&
      codeMatches(input.code, spent.codeHash, input.purpose, phone, settings.codeHmacKey)
    ) {
      const win = await claimWin(db, spent, now, input.win);
      if (win.won) {
        return {
          outcome: "verified",
          phone,
          subjectId: spent.subjectId,
          verifiedAt: now,
          submission: win.submission,
        };
      }
      // Lost the race to a parallel check with the same right code (two tabs, a retried request):
      // the code is verified all the same; the winner marked the submission. A code replaced by a
      // resend meanwhile is not this one any more.
      const [current] = await db
        .select({ status: verificationCodes.status, verifiedAt: verificationCodes.verifiedAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.id, spent.id), eq(verificationCodes.codeHash, spent.codeHash)));
      return current?.status === "verified"
        ? {
            outcome: "verified",
            phone,
            subjectId: spent.subjectId,
            verifiedAt: current.verifiedAt ?? now,
            submission: null,
          }
        : { outcome: "expired" };
    }
    if (spent.attempts >= spent.maxAttempts) {
      await db
        .update(verificationCodes)
        .set({ status: "exhausted" })
        .where(
          and(
            eq(verificationCodes.id, spent.id),
            eq(verificationCodes.codeHash, spent.codeHash),
            eq(verificationCodes.status, "active"),
          ),
        );
      return {
        outcome: "too_many_attempts",
        retryAfterSeconds: retryAfterCooldown(spent.sentAt, cooldownMs, now),
      };
    }
    return { outcome: "wrong_code", attemptsLeft: spent.maxAttempts - spent.attempts };
  }

  // No try was spent: say why.
  let [row] = await db.select().from(verificationCodes).where(target);
  const racing = row?.status === "active" && row.attempts >= row.maxAttempts;
  // Every try is held by checks still running (parallel requests with this code): wait for them to
  // settle, so a right code that lost the race hears "verified", not "too many attempts".
  for (
    let waited = 0;
    row && row.status === "active" && row.attempts >= row.maxAttempts && waited < 40;
    waited++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    [row] = await db.select().from(verificationCodes).where(target);
  }
  if (!row) return { outcome: "expired" };
  // A check that raced the winner with the same code is told it worked; a code used again later is
  // not (it works once). Once verified the code is spent, so the comparison reveals nothing usable.
  if (
    racing &&
    row.status === "verified" &&
    /^\d+$/.test(input.code) &&
    codeMatches(input.code, row.codeHash, input.purpose, phone, settings.codeHmacKey)
  ) {
    return {
      outcome: "verified",
      phone,
      subjectId: row.subjectId,
      verifiedAt: row.verifiedAt ?? now,
      submission: null,
    };
  }
  if (
    row.status === "exhausted" ||
    (row.status === "active" && row.attempts >= row.maxAttempts && row.expiresAt > now)
  ) {
    return {
      outcome: "too_many_attempts",
      retryAfterSeconds: retryAfterCooldown(row.sentAt, cooldownMs, now),
    };
  }
  return { outcome: "expired" };
}

// Promo codes: unambiguous characters (no 0/O, 1/I/L), e.g. LUXE-7KQ3-9MXD.
const PROMO_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function generatePromoCode(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => PROMO_ALPHABET[crypto.randomInt(PROMO_ALPHABET.length)]).join("");
  return `LUXE-${pick()}-${pick()}`;
}

/**
 * The matching try wins once (status active → verified), and in the same statement the submission
 * is marked verified with its lead id and promo code, so a code can never be won without it.
 */
async function claimWin(
  db: Database,
  code: { id: string; codeHash: string },
  now: Date,
  win: SubmissionWin | undefined,
): Promise<{ won: boolean; submission: WonSubmission | null }> {
  // The same code that was checked: a resend in between replaced the hash, and then nobody wins.
  const winSql = sql`UPDATE verification_codes SET status = 'verified', verified_at = ${now}::timestamptz
    WHERE id = ${code.id}::uuid AND code_hash = ${code.codeHash} AND status = 'active' RETURNING id`;
  if (!win) return { won: (await queryRows(db, winSql)).length > 0, submission: null };
  for (let attempt = 0; ; attempt++) {
    try {
      const promoCode = win.promoCode ? generatePromoCode() : null;
      const job = win.job?.({ promoCode });
      const [row] = await queryRows<{
        won: boolean;
        marked: {
          verified_ms: number;
          promo_code: string | null;
          lead_id: string | null;
          name: string;
          email: string | null;
          data: Record<string, unknown>;
        } | null;
      }>(
        db,
        sql`WITH won AS (${winSql}),
        marked AS (
          UPDATE lead_submissions SET verified_at = ${now}::timestamptz, lead_id = ${win.leadId}::uuid, promo_code = ${promoCode}::text
          WHERE id = ${win.submissionId}::uuid AND verified_at IS NULL AND EXISTS (SELECT 1 FROM won)
          RETURNING ${epochMs(sql`verified_at`)} AS verified_ms, promo_code, lead_id, name, email, data
        )
        ${job ? sql`, queued AS (${insertOutboxSql({ ...job, onlyIf: sql`EXISTS (SELECT 1 FROM marked)` })})` : sql``}
        SELECT EXISTS (SELECT 1 FROM won) AS won, (SELECT row_to_json(marked) FROM marked) AS marked`,
      );
      const m = row?.marked;
      const submission = m
        ? {
            verifiedAt: new Date(m.verified_ms),
            promoCode: m.promo_code,
            leadId: m.lead_id,
            name: m.name,
            email: m.email,
            data: m.data,
          }
        : null;
      return { won: Boolean(row?.won), submission };
    } catch (err) {
      // A promo code that collided: the statement wrote nothing, try again with a fresh one.
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

function retryAfterCooldown(sentAt: Date, cooldownMs: number, now: Date) {
  return Math.max(0, Math.ceil((sentAt.getTime() + cooldownMs - now.getTime()) / 1000));
}

// ---------------------------------------------------------------------------------------------
// Proof

/**
 * The only "skip the code" check: the request carries this server's signed proof for exactly this
 * purpose and phone. The browser's verification cache is never taken as proof.
 */
export function hasVerificationProof(
  request: Request,
  purpose: VerifiedPurpose,
  phone: string,
  now = Date.now(),
): boolean {
  const e164 = normalizeLeadPhone(phone);
  const proof = readProof(request, purpose, now);
  return Boolean(e164 && proof && proof.phone === e164);
}

/**
 * How the code that proved this phone for this purpose went (SMS, WhatsApp or e-mail), from the code's
 * own row, never from the browser: the proof cookie says only that the phone was proven. Null when no
 * verified code is on record (purged, or proven another way). The row outlives the proof: a code is
 * removed a day after it expired, and its proof lasts a day from its check, made before expiry.
 */
export async function verifiedCodeChannel(
  db: Database,
  purpose: VerifiedPurpose,
  phone: string,
): Promise<CodeChannel | null> {
  const e164 = normalizeLeadPhone(phone);
  if (!e164) return null;
  const [row] = await queryRows<{ provider: string }>(
    db,
    sql`SELECT provider FROM verification_codes
      WHERE purpose = ${purpose} AND phone = ${e164} AND status = 'verified'
      ORDER BY verified_at DESC NULLS LAST LIMIT 1`,
  );
  if (!row) return null;
  if (row.provider === WHATSAPP_PROVIDER) return "whatsapp";
  return row.provider.startsWith("email:") ? "email" : "sms";
}

/** The Set-Cookie header a flow adds to its response after `verified`. */
export function verificationProofHeader(
  purpose: VerifiedPurpose,
  phoneE164: string,
  now = Date.now(),
): [string, string] {
  return ["Set-Cookie", createProofCookie(purpose, phoneE164, now)];
}

/** Removes codes (SMS and e-mailed) nobody can use any more (a day after they expired, so a late check still says why). */
export async function purgeExpiredVerificationData(db: Database, now = new Date()) {
  const dayAfter = new Date(now.getTime() - DAY_MS);
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAfter));
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, dayAfter));
}

/** The clean-up, as the worker runs it every few minutes (never on a visitor's request). */
export const VERIFICATION_PURGE_TASK = {
  name: "verification codes purge",
  run: purgeExpiredVerificationData,
};
