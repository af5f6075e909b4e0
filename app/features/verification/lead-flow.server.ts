import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { LEAD_PURPOSES, type LeadPurpose, type VerifiedPurpose } from "~/features/leads";
import { createUnifiedLead, leadRetryJob, type UnifiedLeadInput } from "~/features/leads/index.server";
import { formatIndianMobile } from "~/lib/phone";
import { networkKey } from "~/server/client-address.server";
import { epochMs, getDb, queryRows, type Database } from "~/server/db/db.server";
import { leadSubmissions, verificationCodes, type LeadSubmissionRow } from "~/server/db/schema.server";
import {
  errorResponse,
  jsonResponse,
  readJsonObject,
  tooManyRequests,
  type ErrorText,
} from "~/server/http.server";
import { logger } from "~/server/logger.server";
import {
  rollingCountParts,
  rollingRetryAfterSeconds,
  type RollingWindow,
} from "~/server/rate-limit-counters.server";
import type {
  CodeSent,
  KeptUnverified,
  PowChallenge,
  ProofStatus,
  SkippedCode,
  ToastText,
  Verified,
} from "./lead-flow-types";
import { PHONE_CONSENT } from "./phone-consent";
import {
  KEPT_UNVERIFIED_TEXT,
  NOT_THE_VISITORS_LIMITS,
  PROOF_REQUIRED_TEXT,
  rateLimitedText,
  tooManyAttemptsText,
  type RateLimitReason,
} from "./verification-messages";
import { createPowChallenge, spendPowSql, type CheckedProof } from "./proof-of-work.server";
import {
  checkVerificationCode,
  hasVerificationProof,
  readProof,
  sendVerificationCode,
  verificationProofHeader,
  verificationSettings,
  type CheckCodeResult,
  type SendCodeResult,
  type VerificationDeps,
} from "./verification.server";

/**
 * The lead-flow layer's server half. A flow is a purpose from the purpose table, one zod schema for
 * its fields (shared with its form), its texts, and optionally what it computes from the fields and
 * shows once verified. From that, `createLeadFlow` makes the three endpoints every flow has:
 * - start: validate, normalise the phone, store the submission with its code (one statement, caps
 *   and cooldown counted atomically), send the SMS inline — or, when this browser's signed proof
 *   says the same phone was verified for this purpose within its lifetime, no code at all: the
 *   submission is stored verified and becomes a lead at once;
 * - resend: a new code for the same submission;
 * - verify: spend one try; the winning try marks the submission verified, then the unified lead is
 *   created (its staff e-mail in the outbox) and the signed proof cookie is set.
 */

/** Every text a flow's endpoints may answer with, in the flow's own words. */
export type LeadFlowTexts = {
  /** The body is not an object with the flow's fields. */
  badRequest: ErrorText;
  /** The flow's own wording for a number that is not an Indian mobile. */
  invalidPhone: ErrorText;
  /** The database failed before anything was stored. */
  saveFailed: ErrorText;
  /** The SMS provider refused the code (the submission is kept; the visitor may try again). */
  sendFailed: ErrorText;
  codeSent: (phoneDisplay: string) => ToastText;
  resent: ToastText;
  resendFailed: ErrorText;
  /** A missing or unknown submission on resend or verify. */
  invalidSession: ErrorText;
  /** The code is not six digits. */
  incompleteCode: ErrorText;
  wrongCode: ErrorText;
  /** The code's time ran out (or it was replaced by a newer one). */
  expiredCode: ErrorText;
  verified: ToastText;
  /**
   * The toast when no code was needed: this browser's proof says the same phone was verified for
   * this purpose within the proof's lifetime (24 hours). Defaults to `verified`.
   */
  skipped?: ToastText;
  verifyFailed: ErrorText;
};

export type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
export type ParseResult<T> = { success: true; data: T } | { success: false; error: Issues };

/** What every flow's fields include once parsed: the phone already normalised to +91XXXXXXXXXX. */
export type FlowFields = { name: string; phone: string; email?: string | null };

/** A stored submission, as the flow's own functions see it. */
export type FlowSubmission<Data> = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  data: Data;
  verifiedAt: Date | null;
  promoCode: string | null;
  leadId: string | null;
  createdAt: Date;
};

export type LeadFlowDefinition<Fields extends FlowFields, Data extends Record<string, unknown>, Result> = {
  purpose: VerifiedPurpose;
  /** The flow's one schema (also used by its form), with the flow's own messages. */
  schema: { safeParse(input: unknown): ParseResult<Fields> };
  /** The title and field for the first failed field; the description is the schema's message. */
  issueText: (issues: Issues) => { title: string; field: string };
  texts: LeadFlowTexts;
  /** What is stored besides name, phone and e-mail (computed on the server from the fields). */
  toData: (fields: Fields) => Data;
  /** The lead's score, reason, source data and source; otherwise the purpose table's and the submission's data. */
  toLead?: (
    submission: FlowSubmission<Data>,
  ) => Pick<UnifiedLeadInput, "score" | "scoreReason" | "sourceData" | "source" | "followUp" | "timeline">;
  /** What the visitor receives once verified (shown again with the proof cookie). */
  toResult: (submission: FlowSubmission<Data>) => Result;
  /**
   * false: the verified phone is only this flow's proof for a request of its own, which writes the
   * lead when there is something to write (an activity booking, once the supplier confirms it). No
   * lead at the check or when the proof skips the code; and a send refused by a limit that is not the
   * visitor's doing is answered as a refusal, since there is no lead to keep the details in.
   */
  writesLead?: boolean;
};

type Context = { ip: string; db?: Database; deps?: VerificationDeps };

/** A flow's endpoints; a code-less form answers resend and verify with 404. */
export type LeadFlowHandlers = {
  purpose: LeadPurpose;
  start(request: Request, context: Context): Promise<Response>;
  resend(request: Request, submissionId: string | undefined, context: Context): Promise<Response>;
  verify(request: Request, submissionId: string | undefined, context: Omit<Context, "ip">): Promise<Response>;
  /** Whether this browser's proof covers the purpose now (a form may say so before it is sent). */
  proof?(request: Request): Response;
};

const HOUR_MS = 3600_000;
// A network's share of unverified leads is counted over the last hour in 5-minute buckets, like the SMS caps.
const KEPT_BUCKET_MS = 5 * 60_000;
/** Thrown inside keepUnverified's transaction to roll it back when the lead may not be written. */
const KEPT_REFUSED = new Error("unverified lead refused");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fromRow<Data>(row: LeadSubmissionRow): FlowSubmission<Data> {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    data: row.data as Data,
    verifiedAt: row.verifiedAt,
    promoCode: row.promoCode,
    leadId: row.leadId,
    createdAt: row.createdAt,
  };
}

/**
 * The submission a code check or a resend names, read as one prepared statement (every code check
 * starts here, so it skips the query builder).
 */
async function findSubmission(
  db: Database,
  purpose: VerifiedPurpose,
  submissionId: string | undefined,
): Promise<LeadSubmissionRow | null> {
  if (!submissionId || !UUID.test(submissionId)) return null;
  const [row] = await queryRows<{
    id: string;
    purpose: string;
    name: string;
    phone: string;
    email: string | null;
    data: Record<string, unknown>;
    verified_ms: number | null;
    promo_code: string | null;
    lead_id: string | null;
    request_ip: string | null;
    created_ms: number;
  }>(
    db,
    sql`SELECT id, purpose, name, phone, email, data, ${epochMs(sql`verified_at`)} AS verified_ms, promo_code,
      lead_id, request_ip, ${epochMs(sql`created_at`)} AS created_ms
    FROM lead_submissions WHERE id = ${submissionId}::uuid AND purpose = ${purpose}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.name,
    phone: row.phone,
    email: row.email,
    data: row.data,
    verifiedAt: row.verified_ms === null ? null : new Date(row.verified_ms),
    promoCode: row.promo_code,
    leadId: row.lead_id,
    requestIp: row.request_ip,
    createdAt: new Date(row.created_ms),
  };
}

/** Whether any flow's submission already has this id (a browser may only name a new one). */
export async function submissionExists(db: Database, submissionId: string) {
  const [row] = await db
    .select({ id: leadSubmissions.id })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.id, submissionId));
  return Boolean(row);
}

/** The code sent for a pending submission, as it stands (live, used up, expired, or refused by the provider). */
async function findCodeOf(db: Database, purpose: VerifiedPurpose, phone: string, submissionId: string) {
  const [code] = await db
    .select({
      status: verificationCodes.status,
      sentAt: verificationCodes.sentAt,
      expiresAt: verificationCodes.expiresAt,
      attempts: verificationCodes.attempts,
      maxAttempts: verificationCodes.maxAttempts,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.subjectId, submissionId),
      ),
    );
  return code ?? null;
}

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

function limitResponse(
  refusal:
    | Extract<SendCodeResult, { outcome: "rate_limited" }>
    | Extract<CheckCodeResult, { outcome: "too_many_attempts" }>,
  extra: Record<string, unknown> = {},
) {
  if (refusal.outcome === "rate_limited") {
    return tooManyRequests(
      rateLimitedText(refusal.retryAfterSeconds, refusal.reason),
      refusal.retryAfterSeconds,
      { outcome: "rate_limited", reason: refusal.reason, ...extra },
    );
  }
  return tooManyRequests(tooManyAttemptsText(refusal.retryAfterSeconds), refusal.retryAfterSeconds, {
    outcome: "too_many_attempts",
    ...extra,
  });
}

/** The answer to a code that is not right, or no longer right: the same words from every code step. */
export function wrongCodeResponse(
  check: { outcome: "wrong_code"; attemptsLeft: number } | { outcome: "expired" },
  texts: Pick<LeadFlowTexts, "wrongCode" | "expiredCode">,
) {
  return check.outcome === "wrong_code"
    ? errorResponse(400, texts.wrongCode, {
        outcome: "wrong_code",
        field: "code",
        attemptsLeft: check.attemptsLeft,
      })
    : errorResponse(400, texts.expiredCode, { outcome: "expired", field: "code" });
}

/**
 * A start's body, read and parsed with the flow's schema: a 400 naming the first failed field in the
 * flow's words, or the fields and the browser's id for this form fill. The browser names its
 * submission up front, so a request retried after its answer was lost, or sent twice, finds the first
 * one instead of making a second lead.
 */
export async function readFlowFields<Fields>(
  request: Request,
  flow: {
    schema: { safeParse(input: unknown): ParseResult<Fields> };
    issueText: (issues: Issues) => { title: string; field: string };
  },
  badRequest: ErrorText,
): Promise<
  | { ok: true; body: Record<string, unknown>; fields: Fields; givenId: string | undefined }
  | { ok: false; response: Response }
> {
  const read = await readJsonObject(request, badRequest);
  if (!read.ok) return read;
  const parsed = flow.schema.safeParse(read.body);
  if (!parsed.success) {
    const { field, title } = flow.issueText(parsed.error);
    const description = parsed.error.issues[0]?.message ?? badRequest.description;
    return { ok: false, response: errorResponse(400, { title, description }, { field }) };
  }
  const id = read.body.submissionId;
  const givenId = typeof id === "string" && UUID.test(id) ? id.toLowerCase() : undefined;
  return { ok: true, body: read.body, fields: parsed.data, givenId };
}

export function createLeadFlow<Fields extends FlowFields, Data extends Record<string, unknown>, Result>(
  flow: LeadFlowDefinition<Fields, Data, Result>,
): LeadFlowHandlers {
  const { purpose, texts } = flow;
  const row = LEAD_PURPOSES[purpose];
  const writesLead = flow.writesLead !== false;
  const invalidSession = () => errorResponse(404, texts.invalidSession, { outcome: "invalid_session" });
  const proofRequired = (challenge: PowChallenge) =>
    errorResponse(428, PROOF_REQUIRED_TEXT, { outcome: "proof_required", challenge });

  function codeSent(
    submissionId: string,
    phone: string,
    timing: { sentAt: Date; expiresAt: Date },
    now: Date,
    resumed: boolean,
    toast: ToastText,
    deps?: VerificationDeps,
  ): CodeSent {
    const settings = { ...verificationSettings(), ...deps?.settings };
    return {
      submissionId,
      phone,
      phoneDisplay: formatIndianMobile(phone),
      resendAvailableInSeconds: secondsBetween(
        now,
        new Date(timing.sentAt.getTime() + settings.resendCooldownSeconds * 1000),
      ),
      expiresInSeconds: secondsBetween(now, timing.expiresAt),
      codeTtlSeconds: settings.codeTtlSeconds,
      maxAttempts: settings.maxAttempts,
      resumed,
      toast,
    };
  }

  function sendFailure(
    result: Exclude<SendCodeResult, { outcome: "sent" }>,
    failure: ErrorText,
    submissionId: string,
  ): Response {
    switch (result.outcome) {
      case "rate_limited":
        // A refused start stored nothing, so there is no submission to name.
        return limitResponse(result);
      case "proof_required":
        // Nothing was stored: solve the challenge, then send the same request again with it.
        return proofRequired(result.challenge);
      case "provider_failed":
        return errorResponse(502, failure, { outcome: "provider_failed", submissionId });
      case "invalid_phone":
        // The schema applies the phone rule already; this holds even for a schema that forgot it.
        return errorResponse(400, texts.invalidPhone, { field: "phone" });
    }
  }

  /**
   * The unified lead a submission becomes: verified when its phone was (then at that moment), else
   * as it was received. What the visitor sent is what staff read, unless the flow says otherwise.
   */
  function leadInputOf(submission: FlowSubmission<Data>, leadId: string): UnifiedLeadInput & { id: string } {
    return {
      id: leadId,
      type: row.leadType,
      sourceId: submission.id,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      phoneVerified: submission.verifiedAt !== null,
      verifiedAt: submission.verifiedAt,
      promoCode: submission.promoCode,
      consent: { ...PHONE_CONSENT, at: submission.createdAt },
      now: submission.verifiedAt ?? submission.createdAt,
      sourceData: submission.data as Record<string, unknown>,
      ...flow.toLead?.(submission),
    };
  }

  /**
   * No code could be sent because the visitor's network, or everyone together, used the SMS budget:
   * not their doing, so their details are not lost. The submission and an unverified lead (staff call
   * to confirm) are written together; the visitor is told, with the call and WhatsApp options.
   * Each such lead is urgent work for staff (an e-mail and a task), so one network may leave only
   * `maxUnverifiedLeadsPerNetworkHour` in any rolling hour: past that the lead is not written and the
   * visitor is told to try again later (folding it into another lead of the network would put a
   * stranger's details in it). The proof of work the send carried, if any, is spent with the lead,
   * so one solved challenge makes one lead at most.
   */
  async function keepUnverified(
    context: Context,
    kept: {
      id: string;
      fields: Fields;
      data: Data;
      now: Date;
      reason: RateLimitReason;
      proof: CheckedProof | null;
    },
  ): Promise<Response> {
    const { id, fields, data, now, proof } = kept;
    const leadId = crypto.randomUUID();
    const settings = { ...verificationSettings(), ...context.deps?.settings };
    const share: RollingWindow = {
      key: `unverified:net:${networkKey(context.ip)}`,
      windowMs: HOUR_MS,
      bucketMs: KEPT_BUCKET_MS,
      limit: settings.maxUnverifiedLeadsPerNetworkHour,
    };
    let refused: { proof: true } | { retryAfterSeconds: number } | null = null;
    try {
      const db = context.db ?? (await getDb());
      const stored = {
        id,
        purpose,
        name: fields.name,
        phone: fields.phone,
        email: fields.email ?? null,
        data,
        verifiedAt: null,
        promoCode: null,
        leadId,
        requestIp: context.ip || null,
        createdAt: now,
      };
      const lead = leadInputOf(fromRow<Data>(stored), leadId);
      await db.transaction(async (tx) => {
        // The network's share counted and the proof spent first, in one statement; a refusal rolls
        // both back with the transaction, and nothing else is written.
        const counted = rollingCountParts(share, now, "kept");
        const [row] = await queryRows<{ used: number; oldest_ms: number | null; spent: boolean }>(
          tx,
          sql`WITH ${counted.ctes}${proof ? sql`, spent AS (${spendPowSql(proof)})` : sql``}
          SELECT ${counted.total} AS used, ${counted.oldestMs} AS oldest_ms,
            ${proof ? sql`EXISTS (SELECT 1 FROM spent)` : sql`true`} AS spent`,
        );
        if (!row?.spent) refused = { proof: true };
        else if (row.used > share.limit)
          refused = { retryAfterSeconds: rollingRetryAfterSeconds(share, now, row.oldest_ms) };
        if (refused) throw KEPT_REFUSED;
        await tx.insert(leadSubmissions).values(stored);
        await createUnifiedLead(tx, {
          ...lead,
          sourceData: {
            ...lead.sourceData,
            unverifiedBecause:
              kept.reason === "global_budget"
                ? "No code was sent: the hourly SMS budget was used up. Call to confirm the number."
                : "No code was sent: too many codes went to the visitor's network this hour. Call to confirm the number.",
          },
        });
      });
    } catch (err) {
      const why = refused as { proof: true } | { retryAfterSeconds: number } | null;
      if (err === KEPT_REFUSED && why) {
        if ("proof" in why)
          return proofRequired(await createPowChallenge(settings.codeHmacKey, now, settings.powDifficulty));
        logger.info({ purpose }, "lead flow: unverified lead refused, its network's hourly share is used");
        return limitResponse({
          outcome: "rate_limited",
          reason: "network_hourly",
          retryAfterSeconds: why.retryAfterSeconds,
        });
      }
      logger.error({ err, purpose }, "lead flow: unverified lead could not be saved");
      return errorResponse(503, texts.saveFailed);
    }
    return jsonResponse(
      { outcome: "kept_unverified", submissionId: id, toast: KEPT_UNVERIFIED_TEXT } satisfies KeptUnverified,
      { status: 202 },
    );
  }

  /**
   * The visitor sends the form again for a submission this browser already has (Back from the code
   * step, a reload, a retry after the SMS provider failed or after an answer lost on the way). For
   * the same number its details are corrected, and then: a code that is still live is kept (no new
   * SMS, no cooldown refusal); a code the provider refused is sent again for the same submission.
   * Anything else starts afresh.
   */
  async function resume(
    db: Database,
    pending: LeadSubmissionRow,
    fields: Fields,
    data: Data,
    context: Context,
    now: Date,
    proofOfWork: unknown,
  ): Promise<Response | null> {
    if (pending.verifiedAt || pending.phone !== fields.phone) return null;
    const code = await findCodeOf(db, purpose, pending.phone, pending.id);
    const live = code?.status === "active" && code.expiresAt > now && code.attempts < code.maxAttempts;
    if (!live && code?.status !== "send_failed") return null;
    await db
      .update(leadSubmissions)
      .set({ name: fields.name, email: fields.email ?? null, data })
      .where(and(eq(leadSubmissions.id, pending.id), isNull(leadSubmissions.verifiedAt)));
    if (live) {
      const toast = texts.codeSent(formatIndianMobile(pending.phone));
      return jsonResponse(codeSent(pending.id, pending.phone, code, now, true, toast, context.deps));
    }
    const result = await sendVerificationCode(
      db,
      {
        purpose,
        phone: pending.phone,
        ip: context.ip,
        subjectId: pending.id,
        name: fields.name,
        proofOfWork,
        now,
      },
      context.deps,
    );
    if (result.outcome !== "sent") return sendFailure(result, texts.sendFailed, pending.id);
    const toast = texts.codeSent(formatIndianMobile(result.phone));
    const timing = { sentAt: now, expiresAt: result.expiresAt };
    return jsonResponse(codeSent(pending.id, result.phone, timing, now, false, toast, context.deps));
  }

  const skips = (row.verification.unlocks as readonly string[]).includes("skip_code");
  const skippedAnswer = (submission: FlowSubmission<Data>, status: number) =>
    jsonResponse(
      {
        outcome: "verified",
        submissionId: submission.id,
        result: flow.toResult(submission),
        toast: texts.skipped ?? texts.verified,
      } satisfies SkippedCode<Result>,
      { status },
    );

  /**
   * No code: the browser's proof (signed by us, never its own word) says this phone was verified for
   * this purpose when the proof was made. The submission is stored verified as of then, and it and
   * its lead are written in one transaction, so a failure leaves nothing and the form may be sent
   * again (then with a code, should the proof have run out meanwhile).
   */
  async function startVerifiedByProof(
    db: Database,
    context: Context,
    submission: { id: string; fields: Fields; data: Data; now: Date; verifiedAt: Date },
  ): Promise<Response> {
    const { id, fields, data, now, verifiedAt } = submission;
    const leadId = writesLead ? crypto.randomUUID() : null;
    const stored = {
      id,
      purpose,
      name: fields.name,
      phone: fields.phone,
      email: fields.email ?? null,
      data,
      verifiedAt,
      promoCode: null,
      leadId,
      requestIp: context.ip || null,
      createdAt: now,
    };
    const flowSubmission = fromRow<Data>(stored);
    if (!leadId) {
      await db.insert(leadSubmissions).values(stored);
      return skippedAnswer(flowSubmission, 201);
    }
    await db.transaction(async (tx) => {
      await tx.insert(leadSubmissions).values(stored);
      await createUnifiedLead(tx, {
        ...leadInputOf(flowSubmission, leadId),
        now,
        sourceData: {
          ...(leadInputOf(flowSubmission, leadId).sourceData ?? {}),
          verifiedBy: "This phone was verified with a code in the previous 24 hours; no new code was sent.",
        },
      });
    });
    return skippedAnswer(flowSubmission, 201);
  }

  /** The answer already given for a submission a parallel request with the same id stored. */
  async function answerTwin(
    db: Database,
    request: Request,
    submissionId: string,
    fields: Fields,
  ): Promise<Response | null> {
    const stored = await findSubmission(db, purpose, submissionId).catch(() => null);
    if (!stored || stored.phone !== fields.phone) return null;
    if (stored.verifiedAt) {
      return hasVerificationProof(request, purpose, stored.phone)
        ? skippedAnswer(fromRow<Data>(stored), 200)
        : null;
    }
    const code = await findCodeOf(db, purpose, stored.phone, stored.id).catch(() => null);
    if (code?.status !== "active") return null;
    const now = new Date();
    const toast = texts.codeSent(formatIndianMobile(stored.phone));
    return jsonResponse(codeSent(stored.id, stored.phone, code, now, true, toast));
  }

  async function start(request: Request, context: Context): Promise<Response> {
    const read = await readFlowFields(request, flow, texts.badRequest);
    if (!read.ok) return read.response;
    const { fields, givenId } = read;
    const proofOfWork = read.body.proofOfWork;
    const data = flow.toData(fields);
    const now = new Date();
    let submissionId: string = crypto.randomUUID();
    let result: SendCodeResult;
    let db: Database | undefined;
    try {
      db = context.db ?? (await getDb());
      const existing = await findSubmission(db, purpose, givenId);
      if (existing) {
        // The same form sent again after it was verified: its answer again, only with the proof.
        if (existing.verifiedAt && hasVerificationProof(request, purpose, existing.phone)) {
          if (existing.phone === fields.phone) return skippedAnswer(fromRow<Data>(existing), 200);
        } else {
          const resumed = await resume(db, existing, fields, data, context, now, proofOfWork);
          if (resumed) return resumed;
        }
      } else if (givenId) {
        if (!(await submissionExists(db, givenId))) submissionId = givenId;
        else {
          // Stored a moment ago by the same form sent twice at once: answer as that one did, rather
          // than storing this one again under a new id (a second lead).
          const twin = await answerTwin(db, request, givenId, fields);
          if (twin) return twin;
        }
      }
      const proof = skips ? readProof(request, purpose, now.getTime()) : null;
      if (proof && proof.phone === fields.phone) {
        const ttl = row.verification.proofTtlSeconds * 1000;
        const verifiedAt = new Date(proof.expiresAt.getTime() - ttl);
        return await startVerifiedByProof(db, context, { id: submissionId, fields, data, now, verifiedAt });
      }
      result = await sendVerificationCode(
        db,
        {
          purpose,
          phone: fields.phone,
          ip: context.ip,
          subjectId: submissionId,
          name: fields.name,
          submission: { id: submissionId, name: fields.name, email: fields.email, data },
          proofOfWork,
          now,
        },
        context.deps,
      );
    } catch (err) {
      // The same form sent twice at once: the other request stored it a moment ago.
      const twin =
        db && givenId === submissionId ? await answerTwin(db, request, submissionId, fields) : null;
      if (twin) return twin;
      // Nothing was written: the code and its submission (or, without a code, the submission and
      // its lead) are stored in one statement or transaction.
      logger.error({ err, purpose }, "lead flow: submission could not be saved");
      return errorResponse(503, texts.saveFailed);
    }
    if (writesLead && result.outcome === "rate_limited" && NOT_THE_VISITORS_LIMITS.includes(result.reason)) {
      return keepUnverified(context, {
        id: submissionId,
        fields,
        data,
        now,
        reason: result.reason,
        proof: result.proof ?? null,
      });
    }
    if (result.outcome !== "sent") return sendFailure(result, texts.sendFailed, submissionId);
    const body = codeSent(
      submissionId,
      result.phone,
      { sentAt: now, expiresAt: result.expiresAt },
      now,
      false,
      texts.codeSent(formatIndianMobile(result.phone)),
      context.deps,
    );
    return jsonResponse(body, { status: 201 });
  }

  /** The submission for a resend or verify; a database failure is a 503 in the step's own words. */
  async function load(context: { db?: Database }, submissionId: string | undefined, failure: ErrorText) {
    try {
      const db = context.db ?? (await getDb());
      return { ok: true as const, db, submission: await findSubmission(db, purpose, submissionId) };
    } catch (err) {
      logger.error({ err, purpose }, "lead flow: submission lookup failed");
      return { ok: false as const, response: errorResponse(503, failure) };
    }
  }

  async function resend(
    request: Request,
    submissionId: string | undefined,
    context: Context,
  ): Promise<Response> {
    const read = await readJsonObject(request, texts.badRequest);
    if (!read.ok) return read.response;
    const loaded = await load(context, submissionId, texts.resendFailed);
    if (!loaded.ok) return loaded.response;
    const { db, submission } = loaded;
    if (!submission || submission.verifiedAt) return invalidSession();
    const now = new Date();
    let result: SendCodeResult;
    try {
      result = await sendVerificationCode(
        db,
        {
          purpose,
          phone: submission.phone,
          ip: context.ip,
          subjectId: submission.id,
          name: submission.name,
          proofOfWork: read.body.proofOfWork,
          now,
        },
        context.deps,
      );
    } catch (err) {
      // The database failed before a new code was stored: the old one stands.
      logger.error({ err, purpose }, "lead flow: code could not be resent");
      return errorResponse(503, texts.resendFailed);
    }
    if (result.outcome !== "sent") return sendFailure(result, texts.resendFailed, submission.id);
    return jsonResponse(
      codeSent(
        submission.id,
        result.phone,
        { sentAt: now, expiresAt: result.expiresAt },
        now,
        false,
        texts.resent,
        context.deps,
      ),
    );
  }

  async function verify(
    request: Request,
    submissionId: string | undefined,
    context: Omit<Context, "ip">,
  ): Promise<Response> {
    const read = await readJsonObject(request, texts.badRequest);
    if (!read.ok) return read.response;
    const loaded = await load(context, submissionId, texts.verifyFailed);
    if (!loaded.ok) return loaded.response;
    const { db, submission } = loaded;
    if (!submission) return invalidSession();

    // Already verified (a reload, a double tap): the result again, but only with this browser's proof.
    if (submission.verifiedAt && hasVerificationProof(request, purpose, submission.phone)) {
      return jsonResponse({ result: flow.toResult(fromRow<Data>(submission)) } satisfies Verified<Result>);
    }

    const code = read.body.code;
    if (typeof code !== "string" || !/^\d{6}$/.test(code))
      return errorResponse(400, texts.incompleteCode, { field: "code" });

    const now = new Date();
    const leadId = writesLead ? crypto.randomUUID() : null;
    const retryJobId = crypto.randomUUID();
    const leadFor = (verified: FlowSubmission<Data>, id: string) => leadInputOf(verified, id);

    let check: CheckCodeResult;
    try {
      check = await checkVerificationCode(
        db,
        {
          purpose,
          phone: submission.phone,
          code,
          subjectId: submission.id,
          now,
          win: {
            submissionId: submission.id,
            leadId,
            promoCode: row.grantsPromoCode,
            // Queued with the win: should the lead not be written below (a crash, a database
            // hiccup), the outbox creates it under the same id.
            job: leadId
              ? ({ promoCode }) => ({
                  ...leadRetryJob(
                    leadFor({ ...fromRow<Data>(submission), verifiedAt: now, promoCode, leadId }, leadId),
                    now,
                  ),
                  id: retryJobId,
                })
              : undefined,
          },
        },
        context.deps,
      );
    } catch (err) {
      logger.error({ err, purpose }, "lead flow: verification failed");
      return errorResponse(503, texts.verifyFailed);
    }
    switch (check.outcome) {
      case "wrong_code":
      case "expired":
        return wrongCodeResponse(check, texts);
      case "too_many_attempts":
        return limitResponse(check, { field: "code" });
      case "verified":
        break;
    }

    // The phone is verified: from here on the visitor gets their result and proof whatever else fails.
    const won = check.submission;
    let verified: FlowSubmission<Data>;
    if (won) {
      verified = fromRow<Data>({ ...submission, ...won });
      try {
        // One statement: the lead, its owner and the settled retry land together or not at all.
        if (leadId) await createUnifiedLead(db, leadFor(verified, leadId), { settlesRetryJob: retryJobId });
      } catch (err) {
        logger.error(
          { err, purpose, sourceId: verified.id },
          "lead flow: lead not written now; its queued retry will",
        );
      }
    } else {
      // A parallel check with the same code won a moment ago: show what it stored.
      const stored = await findSubmission(db, purpose, submission.id).catch(() => null);
      if (!stored?.verifiedAt) return errorResponse(503, texts.verifyFailed);
      verified = fromRow<Data>(stored);
    }
    const headers = new Headers();
    headers.append(...verificationProofHeader(purpose, verified.phone));
    return jsonResponse(
      { result: flow.toResult(verified), toast: texts.verified } satisfies Verified<Result>,
      { headers },
    );
  }

  /**
   * What this browser's signed proof says for the purpose: always a 200, so a page may ask without a
   * failed request in the visitor's console. The phone is shown masked but for its last digits.
   */
  function proof(request: Request): Response {
    const found = readProof(request, purpose);
    const body: ProofStatus = found
      ? {
          verified: true,
          phoneEnding: found.phone.slice(-4),
          expiresAt: found.expiresAt.toISOString(),
        }
      : { verified: false };
    return jsonResponse(body, { headers: { Vary: "Cookie" } });
  }

  return { purpose, start, resend, verify, proof };
}
