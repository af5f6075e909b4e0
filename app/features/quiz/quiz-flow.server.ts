import type { Database } from "~/server/db/db.server";
import {
  createLeadFlow,
  findFlowSubmission,
  type FlowSubmission,
} from "~/features/verification/index.server";
import { QUIZ_PERSONAS } from "./quiz-content";
import { QUIZ_TEXT, otpSentText, quizIssueText } from "./quiz-messages";
import { isLiveResultsToken, quizResultsLink, submissionIdOfToken } from "./quiz-results-link.server";
import { quizSubmissionSchema } from "./quiz-schema";
import {
  describeAnswers,
  describeRecommendations,
  leadScoringAnswers,
  recommendDestinations,
  totalPoints,
} from "./quiz-scoring";
import type { QuizResults } from "./quiz-types";

/**
 * The quiz as a lead flow. Points and recommendations are computed here from the answer ids (never
 * taken from the browser) and shown only once the phone is verified, with a concierge promo code.
 */
type QuizData = { answers: string[]; recommendations: string[]; points: number };

function resultsOf(submission: FlowSubmission<QuizData>): QuizResults {
  const experience = submission.data.answers[1] ?? "";
  return {
    name: submission.name,
    points: submission.data.points,
    persona: QUIZ_PERSONAS[experience] ?? {
      title: "The Explorer",
      line: "Curious about everywhere, ready for anything.",
    },
    recommendations: describeRecommendations(submission.data.recommendations),
    promoCode: submission.promoCode ?? "",
    link: submission.verifiedAt
      ? quizResultsLink({ id: submission.id, verifiedAt: submission.verifiedAt })
      : null,
  };
}

/** The results a link opens: only a verified quiz's, by its own signed link, within the link's day. */
export async function quizResultsByLink(
  token: string,
  { db, now = Date.now() }: { db?: Database; now?: number } = {},
): Promise<QuizResults | null> {
  const id = submissionIdOfToken(token);
  if (!id) return null;
  const submission = await findFlowSubmission<QuizData>("quiz", id, db);
  if (!submission || !isLiveResultsToken(token, submission, now)) return null;
  return resultsOf(submission);
}

export const quizLeadFlow = createLeadFlow({
  purpose: "quiz",
  schema: quizSubmissionSchema,
  issueText: quizIssueText,
  texts: {
    badRequest: {
      title: QUIZ_TEXT.errorTitle,
      description: "Send a JSON object with name, phone and answers.",
    },
    invalidPhone: QUIZ_TEXT.invalidMobile,
    saveFailed: { title: QUIZ_TEXT.errorTitle, description: QUIZ_TEXT.saveFailed },
    sendFailed: { title: QUIZ_TEXT.errorTitle, description: QUIZ_TEXT.sendFailed },
    codeSent: otpSentText,
    resent: QUIZ_TEXT.otpResent,
    resendFailed: QUIZ_TEXT.resendFailed,
    invalidSession: QUIZ_TEXT.invalidSession,
    incompleteCode: QUIZ_TEXT.incompleteCode,
    wrongCode: QUIZ_TEXT.wrongCode,
    expiredCode: QUIZ_TEXT.wrongCode,
    verified: QUIZ_TEXT.verified,
    verifyFailed: QUIZ_TEXT.verifyFailed,
  },
  toData: ({ answers }): QuizData => ({
    answers,
    recommendations: recommendDestinations(answers),
    points: totalPoints(answers),
  }),
  toLead: ({ id, data }) => ({
    // Scored from `points` by the admins' scoring rules (0 and 100 at the points they set).
    sourceData: {
      submissionId: id,
      points: data.points,
      recommendations: data.recommendations,
      answers: leadScoringAnswers(data.answers),
      answersInWords: describeAnswers(data.answers),
    },
  }),
  toResult: resultsOf,
});
