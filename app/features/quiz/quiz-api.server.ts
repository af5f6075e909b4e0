import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { quizPointsToScore, QUIZ_POINTS_MAX, QUIZ_POINTS_MIN } from "~/features/leads";
import { recordUnifiedLead } from "~/features/leads/leads.server";
import { PHONE_CONSENT } from "~/features/verification";
import {
  checkVerificationCode,
  hasVerificationProof,
  limitRefusalResponse,
  sendVerificationCode,
  verificationProofHeader,
  type SendCodeResult,
} from "~/features/verification/verification.server";
import { formatIndianMobile } from "~/lib/phone";
import { getDb, type Database } from "~/server/db/db.server";
import { travelQuizSubmissions, type TravelQuizSubmissionRow } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { QUIZ_PERSONAS } from "./quiz-content";
import { QUIZ_TEXT, otpSentText } from "./quiz-messages";
import { quizIssueText, quizSubmissionSchema, quizVerifySchema } from "./quiz-schema";
import { describeAnswers, describeRecommendations, leadScoringAnswers, recommendDestinations, totalPoints } from "./quiz-scoring";
import type { QuizResults, QuizSendSuccess } from "./quiz-types";

/**
 * The quiz's JSON endpoints (spec/01 §7): save the submission and send a code, resend, verify.
 * Points and recommendations are computed here from the answer ids and returned only after the
 * phone is verified. Every answer has the shape { …data } or { error: { title, description } }.
 */


type Context = { ip: string; db?: Database };

const MAX_BODY_BYTES = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noStore = { "Cache-Control": "no-store" };

function errorResponse(status: number, title: string, description: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  return Response.json({ error: { title, description, ...extra } }, { status, headers: { ...noStore, ...headers } });
}

export function methodNotAllowed(): Response {
  return errorResponse(405, "Method Not Allowed", "Use POST with a JSON body.", {}, { Allow: "POST" });
}

/** POST with a JSON body only (a cross-site form cannot send application/json without CORS). */
async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  if (request.method !== "POST") return { ok: false, response: methodNotAllowed() };
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return { ok: false, response: errorResponse(415, QUIZ_TEXT.errorTitle, "Send the request as JSON (Content-Type: application/json).") };
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, QUIZ_TEXT.errorTitle, "The request is too large.") };
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, QUIZ_TEXT.errorTitle, "The request is too large.") };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: errorResponse(400, QUIZ_TEXT.errorTitle, "The request body is not valid JSON.") };
  }
}

function sendOutcomeResponse(result: Exclude<SendCodeResult, { outcome: "sent" }>, failure: { title: string; description: string }, submissionId: string): Response {
  switch (result.outcome) {
    case "rate_limited":
      return limitRefusalResponse(result, { submissionId });
    case "provider_failed":
      // The submission is kept (spec/01 §8); the visitor may try again.
      return errorResponse(502, failure.title, failure.description, { outcome: "provider_failed", submissionId });
    case "invalid_phone":
      return errorResponse(400, QUIZ_TEXT.invalidMobile.title, QUIZ_TEXT.invalidMobile.description, { field: "phone" });
  }
}

function sentBody(submissionId: string, result: Extract<SendCodeResult, { outcome: "sent" }>, toast: { title: string; description: string }, now: Date): QuizSendSuccess {
  return {
    submissionId,
    phone: result.phone,
    phoneDisplay: formatIndianMobile(result.phone),
    resendAvailableInSeconds: Math.max(0, Math.ceil((result.resendAvailableAt.getTime() - now.getTime()) / 1000)),
    expiresInSeconds: Math.round((result.expiresAt.getTime() - now.getTime()) / 1000),
    toast,
  };
}

/** POST /api/v1/quiz/submissions {name, phone, answers} → saves the submission, sends the code. */
export async function handleQuizSubmit(request: Request, context: Context): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  if (!read.body || typeof read.body !== "object" || Array.isArray(read.body)) {
    return errorResponse(400, QUIZ_TEXT.errorTitle, "Send a JSON object with name, phone and answers.");
  }
  const parsed = quizSubmissionSchema.safeParse(read.body);
  if (!parsed.success) {
    const { title, description, field } = quizIssueText(parsed.error);
    return errorResponse(400, title, description, { field });
  }
  const { name, phone, answers } = parsed.data;

  let submission: TravelQuizSubmissionRow;
  let db: Database;
  try {
    db = context.db ?? (await getDb());
    [submission] = (await db
      .insert(travelQuizSubmissions)
      .values({ name, phoneNumber: phone, quizAnswers: answers, recommendations: recommendDestinations(answers), points: totalPoints(answers), requestIp: context.ip || null })
      .returning()) as [TravelQuizSubmissionRow];
  } catch (err) {
    logger.error({ err }, "quiz submission could not be saved");
    return errorResponse(503, QUIZ_TEXT.errorTitle, QUIZ_TEXT.saveFailed);
  }

  const now = new Date();
  const result = await sendVerificationCode(db, { purpose: "quiz", phone, ip: context.ip, subjectId: submission.id, name, now }).catch((err: unknown) => {
    logger.error({ err }, "quiz code could not be sent");
    return { outcome: "provider_failed", phone, provider: "unknown", error: String(err) } as const;
  });
  if (result.outcome !== "sent") return sendOutcomeResponse(result, { title: QUIZ_TEXT.errorTitle, description: QUIZ_TEXT.sendFailed }, submission.id);
  return Response.json(sentBody(submission.id, result, otpSentText(formatIndianMobile(phone)), now), { status: 201, headers: noStore });
}

async function findSubmission(db: Database, submissionId: string | undefined): Promise<TravelQuizSubmissionRow | null> {
  if (!submissionId || !UUID.test(submissionId)) return null;
  const [row] = await db.select().from(travelQuizSubmissions).where(eq(travelQuizSubmissions.id, submissionId));
  return row ?? null;
}

const invalidSession = () => errorResponse(404, QUIZ_TEXT.invalidSession.title, QUIZ_TEXT.invalidSession.description, { outcome: "invalid_session" });

/** The database and the submission for a resend or verify; a database failure is a 503 with the step's own text. */
async function loadSubmission(
  context: { db?: Database },
  submissionId: string | undefined,
  step: "resend" | "verify",
  failure: { title: string; description: string },
): Promise<{ ok: true; db: Database; submission: TravelQuizSubmissionRow | null } | { ok: false; response: Response }> {
  try {
    const db = context.db ?? (await getDb());
    return { ok: true, db, submission: await findSubmission(db, submissionId) };
  } catch (err) {
    logger.error({ err }, `quiz ${step}: submission lookup failed`);
    return { ok: false, response: errorResponse(503, failure.title, failure.description) };
  }
}

/** POST /api/v1/quiz/submissions/:id/resend → a new code (the old one dies). */
export async function handleQuizResend(request: Request, submissionId: string | undefined, context: Context): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const loaded = await loadSubmission(context, submissionId, "resend", QUIZ_TEXT.resendFailed);
  if (!loaded.ok) return loaded.response;
  const { db, submission } = loaded;
  if (!submission || submission.verifiedAt) return invalidSession();

  const now = new Date();
  const result = await sendVerificationCode(db, { purpose: "quiz", phone: submission.phoneNumber, ip: context.ip, subjectId: submission.id, name: submission.name, now }).catch(
    (err: unknown) => {
      logger.error({ err }, "quiz code could not be resent");
      return { outcome: "provider_failed", phone: submission.phoneNumber, provider: "unknown", error: String(err) } as const;
    },
  );
  if (result.outcome !== "sent") return sendOutcomeResponse(result, QUIZ_TEXT.resendFailed, submission.id);
  return Response.json(sentBody(submission.id, result, QUIZ_TEXT.otpResent, now), { status: 200, headers: noStore });
}

// Promo codes: unambiguous characters (no 0/O, 1/I/L), e.g. LUXE-7KQ3-9MXD.
const PROMO_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function generatePromoCode(): string {
  const pick = () => Array.from({ length: 4 }, () => PROMO_ALPHABET[crypto.randomInt(PROMO_ALPHABET.length)]).join("");
  return `LUXE-${pick()}-${pick()}`;
}

function resultsOf(submission: TravelQuizSubmissionRow): QuizResults {
  const experience = submission.quizAnswers[1] ?? "";
  return {
    name: submission.name,
    points: submission.points,
    persona: QUIZ_PERSONAS[experience] ?? { title: "The Explorer", line: "Curious about everywhere, ready for anything." },
    recommendations: describeRecommendations(submission.recommendations),
    promoCode: submission.promoCode ?? "",
  };
}

/** Marks the submission verified with its own promo code (retrying the rare collision). */
async function markVerified(db: Database, submission: TravelQuizSubmissionRow, verifiedAt: Date): Promise<TravelQuizSubmissionRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .update(travelQuizSubmissions)
        .set({ verifiedAt, promoCode: generatePromoCode() })
        .where(and(eq(travelQuizSubmissions.id, submission.id), isNull(travelQuizSubmissions.verifiedAt)))
        .returning();
      if (row) return row;
      // Verified a moment ago by a parallel request: use what it stored.
      return (await findSubmission(db, submission.id))!;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/** Score-and-notify (spec/01 §7) through the unified lead path; a failure is logged, never shown. */
async function recordQuizLead(db: Database, submission: TravelQuizSubmissionRow) {
  const result = await recordUnifiedLead(db, {
    type: "quiz",
    sourceId: submission.id,
    name: submission.name,
    phone: submission.phoneNumber,
    phoneVerified: true,
    verifiedAt: submission.verifiedAt,
    score: quizPointsToScore(submission.points),
    scoreReason: `Quiz: ${submission.points} points on the ${QUIZ_POINTS_MIN}–${QUIZ_POINTS_MAX.toLocaleString("en-IN")} scale`,
    promoCode: submission.promoCode,
    consent: { ...PHONE_CONSENT, at: submission.createdAt },
    sourceData: {
      submissionId: submission.id,
      points: submission.points,
      recommendations: submission.recommendations,
      answers: leadScoringAnswers(submission.quizAnswers),
      answersInWords: describeAnswers(submission.quizAnswers),
    },
    now: submission.verifiedAt ?? new Date(),
  });
  if (result) {
    try {
      await db.update(travelQuizSubmissions).set({ leadId: result.leadId }).where(eq(travelQuizSubmissions.id, submission.id));
    } catch (err) {
      logger.error({ err }, "quiz submission could not be linked to its lead");
    }
  }
}

/** POST /api/v1/quiz/submissions/:id/verify {code} → results, only once the phone is verified. */
export async function handleQuizVerify(request: Request, submissionId: string | undefined, context: Omit<Context, "ip"> = {}): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const loaded = await loadSubmission(context, submissionId, "verify", QUIZ_TEXT.verifyFailed);
  if (!loaded.ok) return loaded.response;
  const { db, submission } = loaded;
  if (!submission) return invalidSession();

  // Already verified (a reload, a double tap): the results again, but only with this browser's proof.
  if (submission.verifiedAt && hasVerificationProof(request, "quiz", submission.phoneNumber)) {
    return Response.json({ results: resultsOf(submission) }, { headers: noStore });
  }

  const parsed = quizVerifySchema.safeParse(read.body);
  if (!parsed.success) {
    const { title, description, field } = quizIssueText(parsed.error);
    return errorResponse(400, title, description, { field });
  }

  try {
    const check = await checkVerificationCode(db, { purpose: "quiz", phone: submission.phoneNumber, code: parsed.data.code, subjectId: submission.id });
    switch (check.outcome) {
      case "wrong_code":
        return errorResponse(400, QUIZ_TEXT.wrongCode.title, QUIZ_TEXT.wrongCode.description, { outcome: "wrong_code", attemptsLeft: check.attemptsLeft });
      case "expired":
        return errorResponse(400, QUIZ_TEXT.wrongCode.title, QUIZ_TEXT.wrongCode.description, { outcome: "expired" });
      case "too_many_attempts":
        return limitRefusalResponse(check);
      case "verified":
        break;
    }
    const verified = await markVerified(db, submission, check.verifiedAt);
    await recordQuizLead(db, verified);
    const headers = new Headers(noStore);
    headers.append(...verificationProofHeader("quiz", verified.phoneNumber));
    return Response.json({ results: resultsOf(verified), toast: QUIZ_TEXT.verified }, { headers });
  } catch (err) {
    logger.error({ err }, "quiz verification failed");
    return errorResponse(503, QUIZ_TEXT.verifyFailed.title, QUIZ_TEXT.verifyFailed.description);
  }
}
