import { verificationOf, type VerifiedPurpose } from "~/features/leads";
import { formatIndianMobile, isInternationalNumber } from "~/lib/phone";
import { errorResponse, jsonResponse, tooManyRequests, type ErrorText } from "~/server/http.server";
import type { FlowSubmission, LeadFlowTexts } from "./lead-flow-definition.server";
import type {
  CodeSent,
  KeptUnverified,
  PowChallenge,
  ProofGranted,
  ProofStatus,
  SkippedCode,
  ToastText,
  Verified,
} from "./lead-flow-types";
import {
  KEPT_UNVERIFIED_TEXT,
  PROOF_REQUIRED_TEXT,
  rateLimitedText,
  tooManyAttemptsText,
} from "./verification-messages";
import { readProof } from "./verification-proof.server";
import { WHATSAPP_PROVIDER } from "~/server/whatsapp.server";
import {
  codeChannels,
  verificationProofHeader,
  verificationSettings,
  type CodeChannel,
  type CheckCodeResult,
  type SendCodeResult,
  type VerificationDeps,
} from "./verification.server";

/** Every answer a lead flow gives, in the wire contract of lead-flow-types.ts and the flow's words. */

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

/**
 * What the code step needs once a code is out: when Resend opens and how long the code lives, counted
 * from `now` with the configured cooldown. `resumed` says no new SMS went out (the live code stands).
 */
/**
 * Where the code went, as the visitor reads it: the number, or for a number outside India the
 * e-mail address its code is mailed to.
 */
export function codeSentTo(phone: string, email?: string | null): string {
  return isInternationalNumber(phone) && email ? email : formatIndianMobile(phone);
}

export function codeSentBody(
  sent: {
    submissionId: string;
    phone: string;
    sentAt: Date;
    expiresAt: Date;
    channel?: CodeChannel;
    provider?: string | null;
    /** The visitor's address: shown instead of a number outside India, whose code it receives. */
    email?: string | null;
  },
  now: Date,
  resumed: boolean,
  toast: ToastText,
  deps?: VerificationDeps,
): CodeSent {
  const settings = { ...verificationSettings(), ...deps?.settings };
  return {
    submissionId: sent.submissionId,
    phone: sent.phone,
    phoneDisplay: codeSentTo(sent.phone, sent.email),
    sentAt: sent.sentAt.toISOString(),
    resendAvailableInSeconds: secondsBetween(
      now,
      new Date(sent.sentAt.getTime() + settings.resendCooldownSeconds * 1000),
    ),
    expiresInSeconds: secondsBetween(now, sent.expiresAt),
    codeTtlSeconds: settings.codeTtlSeconds,
    maxAttempts: settings.maxAttempts,
    resumed,
    toast,
    channel:
      sent.channel ??
      (sent.provider === WHATSAPP_PROVIDER
        ? "whatsapp"
        : sent.provider?.startsWith("email:")
          ? "email"
          : "sms"),
    // No SMS reaches a number outside India: a resend goes by e-mail, or WhatsApp where configured.
    channels: isInternationalNumber(sent.phone)
      ? [...codeChannels(deps).filter((c) => c === "whatsapp"), "email"]
      : codeChannels(deps),
  };
}

/** A 429 with the wait, for a send refused by a cap or a code out of tries. */
export function limitResponse(
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

/** Nothing was stored: solve the challenge, then send the same request again with it. */
export const proofRequiredResponse = (challenge: PowChallenge) =>
  errorResponse(428, PROOF_REQUIRED_TEXT, { outcome: "proof_required", challenge });

/** A missing or unknown submission (or another flow's) on resend or verify. */
export const invalidSessionResponse = (texts: Pick<LeadFlowTexts, "invalidSession">) =>
  errorResponse(404, texts.invalidSession, { outcome: "invalid_session" });

/** Why a code did not go out, in the step's words (`failure`: the start's or the resend's). */
export function sendFailureResponse(
  result: Exclude<SendCodeResult, { outcome: "sent" }>,
  texts: Pick<LeadFlowTexts, "invalidPhone">,
  failure: ErrorText,
  submissionId: string,
): Response {
  switch (result.outcome) {
    case "rate_limited":
      // A refused start stored nothing, so there is no submission to name.
      return limitResponse(result);
    case "proof_required":
      return proofRequiredResponse(result.challenge);
    case "provider_failed":
      return errorResponse(502, failure, { outcome: "provider_failed", submissionId });
    case "invalid_phone":
      // The schema applies the phone rule already; this holds even for a schema that forgot it.
      return errorResponse(400, texts.invalidPhone, { field: "phone" });
  }
}

/** What a proof for the purpose and phone, lasting until `expiresAt`, tells the browser. */
export function proofGranted(purpose: VerifiedPurpose, phone: string, expiresAt: Date): ProofGranted {
  return {
    purpose,
    unlocks: [...verificationOf(purpose).unlocks],
    phoneEnding: phone.slice(-4),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * A start that needed no code (or the same verified form again): the flow's result at once, with the
 * proof that allowed it (read from the request), so the page's other forms learn of it too.
 */
export function skippedResponse<Data, Result>(
  flow: {
    purpose: VerifiedPurpose;
    texts: Pick<LeadFlowTexts, "skipped" | "verified">;
    toResult: (s: FlowSubmission<Data>) => Result;
  },
  request: Request,
  submission: FlowSubmission<Data>,
  status: 200 | 201,
) {
  const found = readProof(request, flow.purpose);
  return jsonResponse(
    {
      outcome: "verified",
      submissionId: submission.id,
      result: flow.toResult(submission),
      toast: flow.texts.skipped ?? flow.texts.verified,
      ...(found ? { proof: proofGranted(flow.purpose, found.phone, found.expiresAt) } : {}),
    } satisfies SkippedCode<Result>,
    { status },
  );
}

/** The phone was verified by a code: the flow's result, with the signed proof cookie for the purpose. */
export function verifiedResponse<Data, Result>(
  flow: {
    purpose: VerifiedPurpose;
    texts: Pick<LeadFlowTexts, "verified">;
    toResult: (s: FlowSubmission<Data>) => Result;
  },
  verified: FlowSubmission<Data>,
  now = Date.now(),
) {
  const headers = new Headers();
  headers.append(...verificationProofHeader(flow.purpose, verified.phone, now));
  const expiresAt = new Date(now + verificationOf(flow.purpose).proofTtlSeconds * 1000);
  return jsonResponse(
    {
      result: flow.toResult(verified),
      toast: flow.texts.verified,
      proof: proofGranted(flow.purpose, verified.phone, expiresAt),
    } satisfies Verified<Result>,
    { headers },
  );
}

/** 202: no code could be sent for reasons not the visitor's, and their details were kept for staff to call. */
export const keptUnverifiedResponse = (submissionId: string) =>
  jsonResponse(
    { outcome: "kept_unverified", submissionId, toast: KEPT_UNVERIFIED_TEXT } satisfies KeptUnverified,
    { status: 202 },
  );

/**
 * What this browser's signed proof says for the purpose: always a 200, so a page may ask without a
 * failed request in the visitor's console. The phone is shown masked but for its last digits.
 */
export function proofStatusResponse(request: Request, purpose: VerifiedPurpose): Response {
  const found = readProof(request, purpose);
  const body: ProofStatus = found
    ? { verified: true, phoneEnding: found.phone.slice(-4), expiresAt: found.expiresAt.toISOString() }
    : { verified: false };
  return jsonResponse(body, { headers: { Vary: "Cookie" } });
}
