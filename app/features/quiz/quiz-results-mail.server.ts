import * as z from "~/lib/zod-mini";
import { findFlowSubmission, hasVerificationProof } from "~/features/verification/index.server";
import { emailSchema } from "~/lib/enquiry-rules";
import { formatIndiaDateTime12 } from "~/lib/format";
import { getSiteUrl } from "~/server/config.server";
import { getDb, type Database } from "~/server/db/db.server";
import { errorResponse, jsonResponse, readJsonObject } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { quizResultsLink } from "./quiz-results-link.server";

/**
 * "E-mail me this link": the verified quiz's results link, sent to the address the visitor gives, so
 * the results open on another device for the rest of their day without a new code. Only the browser
 * that checked the code (its proof cookie for the quiz's phone) may have it sent; the e-mail leaves
 * through the outbox under the visitors' mail cap.
 */
const QUIZ_RESULTS_MAIL_TEXT = {
  badRequest: { title: "Could not send", description: "Send a JSON object with submissionId and email." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid e-mail address." },
  notYours: {
    title: "Could not send",
    description:
      "These results can only be e-mailed from the browser where the code was checked. Take the quiz again to see them here.",
  },
  expired: {
    title: "Link expired",
    description:
      "The results link lasts 24 hours after the code was checked. Take the quiz again for a new one.",
  },
  failed: { title: "Could not send", description: "Please try again in a moment." },
} as const;

const requestSchema = z.object({
  submissionId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  email: emailSchema(QUIZ_RESULTS_MAIL_TEXT.invalidEmail.description, { required: true }),
});

export async function mailQuizResultsLink(
  request: Request,
  { db, now = Date.now() }: { db?: Database; now?: number } = {},
): Promise<Response> {
  const T = QUIZ_RESULTS_MAIL_TEXT;
  const read = await readJsonObject(request, T.badRequest);
  if (!read.ok) return read.response;
  const parsed = requestSchema.safeParse(read.body);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((issue) => issue.path[0] === "email");
    return emailIssue
      ? errorResponse(400, T.invalidEmail, { field: "email" })
      : errorResponse(400, T.badRequest);
  }
  const { submissionId, email } = parsed.data;
  try {
    const database = db ?? (await getDb());
    const submission = await findFlowSubmission("quiz", submissionId, database);
    if (!submission?.verifiedAt || !hasVerificationProof(request, "quiz", submission.phone)) {
      return errorResponse(403, T.notYours);
    }
    const link = quizResultsLink({ id: submission.id, verifiedAt: submission.verifiedAt });
    const expiresAt = Date.parse(link.expiresAt);
    if (now >= expiresAt) return errorResponse(410, T.expired);
    const url = `${getSiteUrl()}${link.path}`;
    await enqueueOutbox(database, "mail.send", {
      to: email,
      audience: "visitor",
      subject: "Your travel personality results",
      text: [
        `Hello ${submission.name.split(/\s+/)[0]},`,
        "",
        "Your travel persona, your three destinations and your concierge code are here:",
        url,
        "",
        `The link works until ${formatIndiaDateTime12(expiresAt)} (India time), on any device, with no new code.`,
        "If you did not take our travel quiz, you can ignore this e-mail.",
      ].join("\n"),
    });
    return jsonResponse({
      toast: { title: "Link sent", description: `We e-mailed your results link to ${email}.` },
    });
  } catch (err) {
    logger.error({ err }, "quiz: results link e-mail failed");
    return errorResponse(503, T.failed);
  }
}
