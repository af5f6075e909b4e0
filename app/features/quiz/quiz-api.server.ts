import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
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
import { epochMs, getDb, jsonb, queryRows, type Database } from "~/server/db/db.server";
import type { TravelQuizSubmissionRow } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { QUIZ_PERSONAS } from "./quiz-content";
import { QUIZ_TEXT, otpSentText, quizIssueText } from "./quiz-messages";
import { quizSubmissionSchema, quizVerifySchema } from "./quiz-schema";
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

  // The submission is saved in the same statement as its code (sendVerificationCode keeps it even
  // when the send is refused); its id is made here so the code can name it.
  const submissionId = crypto.randomUUID();
  const saveSubmission = sql`INSERT INTO travel_quiz_submissions (id, name, phone_number, quiz_answers, recommendations, points, request_ip)
    VALUES (${submissionId}::uuid, ${name}, ${phone}, ${jsonb(answers)}, ${jsonb(recommendDestinations(answers))}, ${totalPoints(answers)}::int, ${context.ip || null}::text)`;
  const now = new Date();
  let result: SendCodeResult;
  try {
    const db = context.db ?? (await getDb());
    result = await sendVerificationCode(db, { purpose: "quiz", phone, ip: context.ip, subjectId: submissionId, name, saveSubject: saveSubmission, now });
  } catch (err) {
    // Nothing was written (sendVerificationCode throws only before the submission is stored).
    logger.error({ err }, "quiz submission could not be saved");
    return errorResponse(503, QUIZ_TEXT.errorTitle, QUIZ_TEXT.saveFailed);
  }
  if (result.outcome !== "sent") return sendOutcomeResponse(result, { title: QUIZ_TEXT.errorTitle, description: QUIZ_TEXT.sendFailed }, submissionId);
  return Response.json(sentBody(submissionId, result, otpSentText(formatIndianMobile(phone)), now), { status: 201, headers: noStore });
}

type SubmissionSqlRow = Omit<TravelQuizSubmissionRow, "verifiedAt" | "createdAt"> & { verifiedAtMs: number | null; createdAtMs: number };

/** The submission (one prepared statement on PostgreSQL: resend and verify both start here). */
async function findSubmission(db: Database, submissionId: string | undefined): Promise<TravelQuizSubmissionRow | null> {
  if (!submissionId || !UUID.test(submissionId)) return null;
  const [row] = await queryRows<SubmissionSqlRow>(
    db,
    sql`SELECT id, name, phone_number AS "phoneNumber", quiz_answers AS "quizAnswers", recommendations, points, promo_code AS "promoCode",
        lead_id AS "leadId", request_ip AS "requestIp", ${epochMs(sql`verified_at`)} AS "verifiedAtMs", ${epochMs(sql`created_at`)} AS "createdAtMs"
      FROM travel_quiz_submissions WHERE id = ${submissionId}::uuid`,
  );
  if (!row) return null;
  const { verifiedAtMs, createdAtMs, ...rest } = row;
  return { ...rest, verifiedAt: verifiedAtMs === null ? null : new Date(verifiedAtMs), createdAt: new Date(createdAtMs) };
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

/** Marks the submission verified with its own promo code, in the same statement as the code's win. */
const markVerified = (submissionId: string) => (won: SQL, verifiedAt: Date) =>
  sql`UPDATE travel_quiz_submissions SET verified_at = ${verifiedAt}::timestamptz, promo_code = ${generatePromoCode()}
    WHERE id = ${submissionId}::uuid AND verified_at IS NULL AND ${won}
    RETURNING verified_at, promo_code`;

/** Score-and-notify (spec/01 §7) through the unified lead path; a failure is logged, never shown. */
async function recordQuizLead(db: Database, submission: TravelQuizSubmissionRow) {
  await recordUnifiedLead(
    db,
    {
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
    },
    // Linked to its lead in the lead's own statement.
    { link: sql`UPDATE travel_quiz_submissions SET lead_id = new_lead.id FROM new_lead WHERE travel_quiz_submissions.id = ${submission.id}::uuid` },
  );
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
    const check = await checkVerificationCode(db, { purpose: "quiz", phone: submission.phoneNumber, code: parsed.data.code, subjectId: submission.id, onWin: markVerified(submission.id) });
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
    const marked = check.subject as { verified_at: string; promo_code: string } | null | undefined;
    // Null only when a parallel request verified the submission a moment ago: use what it stored.
    const verified = marked ? { ...submission, verifiedAt: new Date(marked.verified_at), promoCode: marked.promo_code } : (await findSubmission(db, submission.id))!;
    await recordQuizLead(db, verified);
    const headers = new Headers(noStore);
    headers.append(...verificationProofHeader("quiz", verified.phoneNumber));
    return Response.json({ results: resultsOf(verified), toast: QUIZ_TEXT.verified }, { headers });
  } catch (err) {
    logger.error({ err }, "quiz verification failed");
    return errorResponse(503, QUIZ_TEXT.verifyFailed.title, QUIZ_TEXT.verifyFailed.description);
  }
}
