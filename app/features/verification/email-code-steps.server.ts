import crypto from "node:crypto";
import type { VerifiedPurpose } from "~/features/leads";
import type { Database } from "~/server/db/db.server";
import { errorResponse, jsonResponse, tooManyRequests } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import {
  checkEmailCode,
  findEmailCode,
  sendEmailCode,
  settingsOf,
  type CheckEmailCodeResult,
  type EmailCodeDeps,
  type SendEmailCodeResult,
} from "./email-code.server";
import type { LeadFlowTexts } from "./lead-flow-definition.server";
import { wrongCodeResponse } from "./lead-flow-responses.server";
import type { CodeSent, SkippedCode, Verified } from "./lead-flow-types";
import { rateLimitedText, tooManyAttemptsText } from "./verification-messages";
import { createEmailProofCookie, hasEmailProof } from "./verification-proof.server";

/**
 * The e-mail route's three steps (start, resend, verify), answering as a lead flow's endpoints do
 * (the same texts, the same refusals), so a flow whose phone is optional can offer it behind its own
 * start, resend and verify. One module-level function per step, each given the route's definition;
 * createEmailCodeSteps binds them for a route. The codes themselves: email-code.server.ts.
 */

/** A route's e-mailed code: its purpose, its words, what a right code answers with, its database. */
export type EmailCodeRoute<Result> = {
  purpose: VerifiedPurpose;
  texts: LeadFlowTexts;
  result: () => Result;
  db: () => Promise<Database>;
};

type Context = { ip: string; db?: Database; deps?: EmailCodeDeps };

const invalidSession = (texts: LeadFlowTexts) =>
  errorResponse(404, texts.invalidSession, { outcome: "invalid_session" });

/** The code-sent answer: the address in the phone's place, and seconds counted from `now`. */
export function emailCodeSent(
  submissionId: string,
  email: string,
  sentAt: Date,
  expiresAt: Date,
  now: Date,
  deps?: EmailCodeDeps,
): Omit<CodeSent, "toast" | "resumed"> {
  const s = settingsOf(deps);
  const seconds = (until: number) => Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  return {
    submissionId,
    phone: email,
    phoneDisplay: email,
    sentAt: sentAt.toISOString(),
    resendAvailableInSeconds: seconds(sentAt.getTime() + s.resendCooldownSeconds * 1000),
    expiresInSeconds: seconds(expiresAt.getTime()),
    codeTtlSeconds: s.codeTtlSeconds,
    maxAttempts: s.maxAttempts,
  };
}

/** A send that did not happen: the mail provider failed (502) or a cap was reached (429, with when to retry). */
export function sendRefusal(
  result: Exclude<SendEmailCodeResult, { outcome: "sent" }>,
  failure: LeadFlowTexts["sendFailed"],
) {
  if (result.outcome === "send_failed") return errorResponse(502, failure, { outcome: "provider_failed" });
  return tooManyRequests(rateLimitedText(result.retryAfterSeconds, result.reason), result.retryAfterSeconds, {
    outcome: "rate_limited",
    reason: result.reason,
  });
}

/** Whether a form fill's id names an e-mailed code of this purpose (rather than an SMS one). */
export async function ownsEmailCode<Result>(
  route: EmailCodeRoute<Result>,
  submissionId: string | undefined,
  context: { db?: Database },
) {
  const db = context.db ?? (await route.db());
  return (await findEmailCode(db, route.purpose, submissionId)) !== null;
}

/**
 * A code for the address, or none when this browser's proof already covers it (then the answer is
 * "verified" at once). The same form fill sent again while its code is live returns to that code.
 */
export async function startEmailCode<Result>(
  route: EmailCodeRoute<Result>,
  request: Request,
  given: { email: string; submissionId: string | undefined },
  context: Context,
): Promise<Response> {
  const { purpose, texts } = route;
  const now = new Date();
  const email = given.email.trim().toLowerCase();
  const submissionId = given.submissionId ?? crypto.randomUUID();
  if (hasEmailProof(request, purpose, email)) {
    return jsonResponse(
      {
        outcome: "verified",
        submissionId,
        result: route.result(),
        toast: texts.skipped ?? texts.verified,
      } satisfies SkippedCode<Result>,
      { status: 201 },
    );
  }
  let result: SendEmailCodeResult;
  try {
    const db = context.db ?? (await route.db());
    const existing = await findEmailCode(db, purpose, submissionId);
    if (existing && existing.email !== email) {
      // An id names one address: a different one is a new form fill.
      return startEmailCode(route, request, { email, submissionId: crypto.randomUUID() }, context);
    }
    const live =
      existing?.status === "active" && existing.expiresAt > now && existing.attempts < existing.maxAttempts;
    if (existing && live) {
      return jsonResponse({
        ...emailCodeSent(submissionId, email, existing.sentAt, existing.expiresAt, now, context.deps),
        resumed: true,
        toast: texts.codeSent(email),
      } satisfies CodeSent);
    }
    result = await sendEmailCode(
      db,
      { purpose, email, ip: context.ip, subjectId: submissionId, now },
      context.deps,
    );
  } catch (err) {
    logger.error({ err, purpose }, "e-mail code could not be stored");
    return errorResponse(503, texts.saveFailed);
  }
  if (result.outcome !== "sent") return sendRefusal(result, texts.sendFailed);
  return jsonResponse(
    {
      ...emailCodeSent(submissionId, email, result.sentAt, result.expiresAt, now, context.deps),
      resumed: false,
      toast: texts.codeSent(email),
    } satisfies CodeSent,
    { status: 201 },
  );
}

/** A new code to the form fill's address, within the resend cooldown and the caps. */
export async function resendEmailCode<Result>(
  route: EmailCodeRoute<Result>,
  submissionId: string | undefined,
  context: Context,
): Promise<Response> {
  const { purpose, texts } = route;
  const now = new Date();
  let result: SendEmailCodeResult;
  try {
    const db = context.db ?? (await route.db());
    const existing = await findEmailCode(db, purpose, submissionId);
    if (!existing || existing.status === "verified") return invalidSession(texts);
    result = await sendEmailCode(
      db,
      { purpose, email: existing.email, ip: context.ip, subjectId: existing.subjectId, now },
      context.deps,
    );
    if (result.outcome === "sent") {
      return jsonResponse({
        ...emailCodeSent(
          existing.subjectId,
          result.email,
          result.sentAt,
          result.expiresAt,
          now,
          context.deps,
        ),
        resumed: false,
        toast: texts.resent,
      } satisfies CodeSent);
    }
  } catch (err) {
    logger.error({ err, purpose }, "e-mail code could not be resent");
    return errorResponse(503, texts.resendFailed);
  }
  return sendRefusal(result, texts.resendFailed);
}

/** The typed code checked: a right one answers the route's result and sets the e-mail proof cookie. */
export async function verifyEmailCode<Result>(
  route: EmailCodeRoute<Result>,
  submissionId: string | undefined,
  code: unknown,
  context: Omit<Context, "ip">,
): Promise<Response> {
  const { purpose, texts } = route;
  if (typeof code !== "string" || !/^\d{6}$/.test(code))
    return errorResponse(400, texts.incompleteCode, { field: "code" });
  let check: CheckEmailCodeResult;
  try {
    const db = context.db ?? (await route.db());
    const existing = await findEmailCode(db, purpose, submissionId);
    if (!existing) return invalidSession(texts);
    check = await checkEmailCode(db, { purpose, subjectId: existing.subjectId, code }, context.deps);
  } catch (err) {
    logger.error({ err, purpose }, "e-mail code check failed");
    return errorResponse(503, texts.verifyFailed);
  }
  switch (check.outcome) {
    case "wrong_code":
    case "expired":
      return wrongCodeResponse(check, texts);
    case "too_many_attempts":
      return tooManyRequests(tooManyAttemptsText(check.retryAfterSeconds), check.retryAfterSeconds, {
        outcome: "too_many_attempts",
        field: "code",
      });
    case "verified":
      break;
  }
  return jsonResponse({ result: route.result(), toast: texts.verified } satisfies Verified<Result>, {
    headers: { "Set-Cookie": createEmailProofCookie(purpose, check.email) },
  });
}

/**
 * The e-mail route's steps bound to one route. `Result` is what a right code (or a live proof)
 * answers with.
 */
export function createEmailCodeSteps<Result>(route: EmailCodeRoute<Result>) {
  return {
    owns: (submissionId: string | undefined, context: { db?: Database }) =>
      ownsEmailCode(route, submissionId, context),
    start: (request: Request, given: { email: string; submissionId: string | undefined }, context: Context) =>
      startEmailCode(route, request, given, context),
    resend: (submissionId: string | undefined, context: Context) =>
      resendEmailCode(route, submissionId, context),
    verify: (submissionId: string | undefined, code: unknown, context: Omit<Context, "ip">) =>
      verifyEmailCode(route, submissionId, code, context),
  };
}
