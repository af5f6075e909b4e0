import { expiringEntries, readStored, writeStored, type StorageLike } from "~/lib/browser-storage";
import { QUIZ_QUESTION_COUNT } from "./quiz-content";
import type { QuizState } from "./quiz-types";

/**
 * The quiz in progress, kept for this tab (sessionStorage) so a reload or a tap on the back button
 * does not cost the visitor nine answers. Nothing secret: the answers, the details typed, and the id
 * of a submission whose code may still be live or whose results may be shown again. The points are
 * worked out again from the answers.
 */
const KEY = "luxe.quiz-in-progress";

export type SavedQuiz = {
  quiz: Pick<QuizState, "stage" | "index" | "answers" | "name" | "phone" | "email" | "abroad">;
  submissionId: string | null;
  /** The submission was verified: the results can be asked for again. */
  verified: boolean;
};

function tabStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Blocked storage throws on access: the quiz then simply does not survive a reload.
    return null;
  }
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === "string");

/** What was saved, if it is a quiz this version could have written. */
function parseSavedQuiz(raw: unknown): SavedQuiz | null {
  if (!raw || typeof raw !== "object") return null;
  const { quiz, submissionId, verified } = raw as Partial<SavedQuiz>;
  if (!quiz || !isStringArray(quiz.answers) || quiz.answers.length > QUIZ_QUESTION_COUNT) return null;
  if (typeof quiz.index !== "number" || quiz.index < 0 || quiz.index >= QUIZ_QUESTION_COUNT) return null;
  const stage: QuizState["stage"] =
    quiz.stage === "contact" && quiz.answers.length === QUIZ_QUESTION_COUNT ? "contact" : "question";
  // Mid-question: back to the first unanswered one.
  const answers =
    stage === "contact" ? quiz.answers : quiz.answers.slice(0, Math.min(quiz.index, quiz.answers.length));
  return {
    quiz: {
      stage,
      index: stage === "contact" ? QUIZ_QUESTION_COUNT - 1 : answers.length,
      answers,
      name: typeof quiz.name === "string" ? quiz.name : "",
      phone: typeof quiz.phone === "string" ? quiz.phone : "",
      email: typeof quiz.email === "string" ? quiz.email : "",
      abroad: quiz.abroad === true,
    },
    submissionId: typeof submissionId === "string" ? submissionId : null,
    verified: verified === true && stage === "contact",
  };
}

export const readSavedQuiz = () => readStored(KEY, parseSavedQuiz, { storage: tabStorage() });

export const saveQuiz = (saved: SavedQuiz) => writeStored(KEY, saved, { storage: tabStorage() });

export const clearSavedQuiz = () => writeStored(KEY, null, { storage: tabStorage() });

/**
 * The verified quiz of this browser, for a day (as long as the proof that shows its results again):
 * only the submission's id, in localStorage, so a new tab, a closed and reopened browser or a reload
 * that lost the tab's storage still finds the results and the promo code without a new code. The
 * results themselves are never stored: the server gives them again only with this browser's proof.
 */
const RESULTS_KEY = "luxe.quiz-results";
const RESULTS_TTL_MS = 24 * 60 * 60 * 1000;

type VerifiedQuiz = { submissionId: string; expiresAt: number };
const isVerifiedQuiz = (v: unknown): v is VerifiedQuiz =>
  !!v &&
  typeof v === "object" &&
  typeof (v as VerifiedQuiz).submissionId === "string" &&
  typeof (v as VerifiedQuiz).expiresAt === "number";
const verifiedQuizzes = expiringEntries(RESULTS_KEY, isVerifiedQuiz);

export function rememberVerifiedQuiz(submissionId: string, now = Date.now()) {
  if (verifiedQuizzes.get("quiz", { now })?.submissionId === submissionId) return;
  verifiedQuizzes.set("quiz", { submissionId, expiresAt: now + RESULTS_TTL_MS });
}

export const readVerifiedQuiz = (now = Date.now()) =>
  verifiedQuizzes.get("quiz", { now })?.submissionId ?? null;

export const forgetVerifiedQuiz = () => verifiedQuizzes.remove("quiz");
