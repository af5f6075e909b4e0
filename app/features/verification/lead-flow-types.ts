import { purposeSlug, type ProofCapability, type VerifiedPurpose } from "~/features/leads";
import type { ToastText } from "./verification-messages";

export type { ToastText };

/**
 * The wire contract of every lead flow's three endpoints, shared by the server's handlers and the
 * browser's hook:
 *   POST /api/v1/{flow}/submissions                 the flow's fields (and the browser's own id for
 *                                                   this form fill, `submissionId`) → a code is
 *                                                   sent, or none when the proof allows
 *   POST /api/v1/{flow}/submissions/{id}/resend     → a new code (the old one dies)
 *   POST /api/v1/{flow}/submissions/{id}/verify     { code } → the flow's result
 *   GET  /api/v1/{flow}/submissions/{id}            → whether the code sent for it is still live
 *   GET  /api/v1/{flow}/proof                       → whether this browser's proof covers the purpose
 * Every error is { error: { title, description, field?, outcome?, attemptsLeft?, retryAfterSeconds? } }.
 * Once the SMS budget is past its threshold, a start or resend without a solved proof of work is
 * answered 428 with outcome "proof_required" and a `challenge`; the browser solves it and sends the
 * same request again once, with `proofOfWork: { challenge, solution }` in its body (ADR 030).
 */

export type CodeSent = {
  submissionId: string;
  phone: string;
  phoneDisplay: string;
  /** When the code that stands was sent (ISO). */
  sentAt: string;
  /** Seconds until "Resend" may be used. */
  resendAvailableInSeconds: number;
  /** Seconds this code has left. */
  expiresInSeconds: number;
  /** A code's whole lifetime, as configured on the server (the visitor is told this). */
  codeTtlSeconds: number;
  /** How many tries one code allows. */
  maxAttempts: number;
  /** True when the code already sent for this submission is still live: no new SMS went out. */
  resumed: boolean;
  toast: ToastText;
  /** How this code went: "sms", or "whatsapp" (the authentication template); absent: SMS (or e-mail). */
  channel?: "sms" | "whatsapp" | "email";
  /** The channels a resend may use here: ["sms", "whatsapp"] when WhatsApp is configured; absent: SMS only. */
  channels?: ("sms" | "whatsapp" | "email")[];
};

/**
 * The signed proof a verification answer set (or found): which purpose it covers, what it opens and
 * until when. The browser tells every form of the page, and its other tabs, at once (verified-proofs.ts),
 * so none of them asks for a code the proof makes needless; the cookie itself stays the judge.
 */
export type ProofGranted = {
  purpose: VerifiedPurpose;
  unlocks: ProofCapability[];
  /** The number's last four digits. */
  phoneEnding: string;
  expiresAt: string;
};

export type Verified<Result> = { result: Result; toast?: ToastText; proof?: ProofGranted };

/**
 * 201 (or 200 for the same submission again) from a start that needed no code: this browser's proof
 * says the phone was verified for this purpose within the proof's lifetime, so the lead was made.
 */
export type SkippedCode<Result> = {
  outcome: "verified";
  submissionId: string;
  result: Result;
  toast: ToastText;
  proof?: ProofGranted;
};

/**
 * 202 from a start: no code could be sent for reasons not the visitor's (their network or everyone
 * together used the SMS budget), so the details were kept as an unverified lead that staff call.
 */
export type KeptUnverified = { outcome: "kept_unverified"; submissionId: string; toast: ToastText };

/**
 * GET /api/v1/{flow}/submissions/{id}: whether the code sent for a form fill this browser remembers
 * (after the dialog was closed, a reload, Back) can still be used — in its time, with tries left —
 * and so the code step can be shown again with no new SMS. Always a 200 for a well-formed id.
 */
export type PendingCode = { live: false } | (CodeSent & { live: true; attemptsLeft: number });

/** GET /api/v1/{flow}/proof: whether this browser's proof covers the purpose now. */
export type ProofStatus =
  | { verified: false }
  | { verified: true; /** the number's last four digits */ phoneEnding: string; expiresAt: string };

export type FlowErrorOutcome =
  | "wrong_code"
  | "expired"
  | "too_many_attempts"
  | "rate_limited"
  | "provider_failed"
  | "invalid_session"
  | "proof_required";

/** An ALTCHA challenge as the server signed it (altcha-lib's Challenge, deterministic mode). */
export type PowChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    data?: Record<string, string | number | boolean | null>;
  };
  signature: string;
};

/** What the browser sends back: the challenge as received and the counter it found. */
export type PowPayload = { challenge: PowChallenge; solution: { counter: number; derivedKey: string } };

export type FlowErrorBody = ToastText & {
  field?: string;
  outcome?: FlowErrorOutcome;
  attemptsLeft?: number;
  retryAfterSeconds?: number;
  reason?: string;
  submissionId?: string;
  /** With outcome "proof_required": the challenge to solve before sending again. */
  challenge?: PowChallenge;
};

export function leadFlowEndpoints(purpose: VerifiedPurpose) {
  const base = `/api/v1/${purposeSlug(purpose)}/submissions`;
  return {
    start: base,
    resend: (submissionId: string) => `${base}/${encodeURIComponent(submissionId)}/resend`,
    verify: (submissionId: string) => `${base}/${encodeURIComponent(submissionId)}/verify`,
    pending: (submissionId: string) => `${base}/${encodeURIComponent(submissionId)}`,
    proof: `/api/v1/${purposeSlug(purpose)}/proof`,
  };
}
