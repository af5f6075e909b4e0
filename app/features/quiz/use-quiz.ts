import { useCallback, useEffect, useReducer, useRef } from "react";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { markPhoneVerified, rateLimitedText, tooManyAttemptsText, type RateLimitReason } from "~/features/verification";
import { sanitizeMobileInput } from "~/lib/phone";
import { resendQuizCode, submitQuiz, verifyQuizCode, type QuizApiErrorBody } from "./quiz-api-client";
import { QUIZ_ADVANCE_MS, QUIZ_FINISH_MS, QUIZ_QUESTIONS, QUIZ_QUESTION_COUNT } from "./quiz-content";
import { QUIZ_TEXT, quizIssueText } from "./quiz-messages";
import { joinMultiAnswer } from "./quiz-scoring";
import type { QuizResults } from "./quiz-types";

/**
 * The quiz's state machine (spec/01 §4): question → contact → OTP → results, with the 0.8 s
 * advance (controls locked), the further 0.5 s after the last question, and every toast of §8.
 */
export type QuizStage = "question" | "contact" | "otp" | "results";

export type QuizState = {
  stage: QuizStage;
  index: number;
  answers: string[];
  /** Running points: added the moment an option is chosen. */
  score: number;
  /** The highlighted single-choice option while the advance runs. */
  selected: string | null;
  /** Q7's current selections. */
  multi: string[];
  locked: boolean;
  name: string;
  phone: string;
  code: string;
  submissionId: string | null;
  phoneDisplay: string;
  /** Epoch ms from which a resend is allowed (the countdown). */
  resendAt: number | null;
  results: QuizResults | null;
  sending: boolean;
  verifying: boolean;
  resending: boolean;
  /** Field to mark invalid after a refused send. */
  invalidField: "name" | "phone" | null;
  /** Bumped when a refused code is cleared, so the code box takes focus again. */
  codeResets: number;
};

export const initialQuizState: QuizState = {
  stage: "question",
  index: 0,
  answers: [],
  score: 0,
  selected: null,
  multi: [],
  locked: false,
  name: "",
  phone: "",
  code: "",
  submissionId: null,
  phoneDisplay: "",
  resendAt: null,
  results: null,
  sending: false,
  verifying: false,
  resending: false,
  invalidField: null,
  codeResets: 0,
};

type Action =
  | { type: "select"; optionId: string; points: number }
  | { type: "toggle"; optionId: string; points: number }
  | { type: "lock" }
  | { type: "record"; answer: string }
  | { type: "finish" }
  | { type: "field"; field: "name" | "phone" | "code"; value: string }
  | { type: "codeRefused" }
  | { type: "invalid"; field: "name" | "phone" | null }
  | { type: "busy"; flag: "sending" | "verifying" | "resending"; value: boolean }
  | { type: "sent"; submissionId: string; phoneDisplay: string; resendAt: number }
  | { type: "failedSubmission" }
  | { type: "resent"; resendAt: number }
  | { type: "wait"; resendAt: number }
  | { type: "verified"; results: QuizResults }
  | { type: "backToContact" }
  | { type: "reset" };

export function quizReducer(state: QuizState, action: Action): QuizState {
  switch (action.type) {
    case "select":
      if (state.locked || state.stage !== "question") return state;
      return { ...state, selected: action.optionId, score: state.score + action.points, locked: true };
    case "toggle": {
      if (state.locked || state.stage !== "question") return state;
      const on = state.multi.includes(action.optionId);
      return {
        ...state,
        multi: on ? state.multi.filter((id) => id !== action.optionId) : [...state.multi, action.optionId],
        score: state.score + (on ? -action.points : action.points),
      };
    }
    case "lock":
      return { ...state, locked: true };
    case "record": {
      const answers = [...state.answers.slice(0, state.index), action.answer];
      const last = state.index >= QUIZ_QUESTION_COUNT - 1;
      // After the last answer the index stays on the last question and controls stay locked.
      return last ? { ...state, answers } : { ...state, answers, index: state.index + 1, selected: null, multi: [], locked: false };
    }
    case "finish":
      return { ...state, stage: "contact", selected: null, multi: [], locked: false };
    case "field":
      return { ...state, [action.field]: action.value, invalidField: state.invalidField === action.field ? null : state.invalidField };
    case "codeRefused":
      return { ...state, code: "", verifying: false, codeResets: state.codeResets + 1 };
    case "invalid":
      return { ...state, invalidField: action.field };
    case "busy":
      return { ...state, [action.flag]: action.value };
    case "sent":
      return { ...state, stage: "otp", submissionId: action.submissionId, phoneDisplay: action.phoneDisplay, resendAt: action.resendAt, code: "", sending: false };
    case "failedSubmission":
      return { ...state, sending: false };
    case "resent":
      return { ...state, resendAt: action.resendAt, code: "", resending: false, codeResets: state.codeResets + 1 };
    case "wait":
      return { ...state, resendAt: action.resendAt };
    case "verified":
      return { ...state, stage: "results", results: action.results, verifying: false };
    case "backToContact":
      return { ...state, stage: "contact", code: "" };
    case "reset":
      return initialQuizState;
  }
}

function toastServerError(error: QuizApiErrorBody | undefined, fallback: { title: string; description: string }) {
  if (error) showErrorToast(error.title, error.description);
  else showErrorToast(fallback.title, fallback.description);
}

/** Shared limit texts when the server's body was lost on the way (e.g. a proxy page with Retry-After). */
function limitToast(error: QuizApiErrorBody) {
  if (error.title) return showErrorToast(error.title, error.description);
  const text = error.outcome === "too_many_attempts" ? tooManyAttemptsText(error.retryAfterSeconds ?? 0) : rateLimitedText(error.retryAfterSeconds ?? 30, "cooldown" satisfies RateLimitReason);
  return showErrorToast(text.title, text.description);
}

function patchRef(ref: { current: QuizState }, partial: Partial<QuizState>) {
  ref.current = { ...ref.current, ...partial };
}

export function useQuiz() {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const timers = useRef<number[]>([]);
  // The latest state for callbacks, patched synchronously on lock/busy so a double tap that lands
  // before React re-renders is still refused.
  const stateRef = useRef(state);
  stateRef.current = state;

  // Bumped by a reset: an answer that arrives for an abandoned attempt is ignored.
  const generation = useRef(0);
  const checking = useRef(false);

  const clearTimers = useCallback(() => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  /** Records the answer after 0.8 s; after the last question, 0.5 s more before the contact stage. */
  const advance = useCallback(
    (answer: string) => {
      const isLast = stateRef.current.index >= QUIZ_QUESTION_COUNT - 1;
      later(QUIZ_ADVANCE_MS, () => {
        dispatch({ type: "record", answer });
        if (isLast) later(QUIZ_FINISH_MS, () => dispatch({ type: "finish" }));
      });
    },
    [later],
  );

  const chooseOption = useCallback(
    (optionId: string) => {
      const s = stateRef.current;
      if (s.locked || s.stage !== "question") return;
      const option = QUIZ_QUESTIONS[s.index]?.options.find((o) => o.id === optionId);
      if (!option) return;
      dispatch({ type: "select", optionId, points: option.points });
      patchRef(stateRef, { locked: true });
      advance(optionId);
    },
    [advance],
  );

  const toggleOption = useCallback((optionId: string) => {
    const s = stateRef.current;
    const option = QUIZ_QUESTIONS[s.index]?.options.find((o) => o.id === optionId);
    if (option) dispatch({ type: "toggle", optionId, points: option.points });
  }, []);

  const submitSelections = useCallback(() => {
    const s = stateRef.current;
    if (s.locked || s.stage !== "question") return;
    // Recorded in the order of the options, so the same choices always give the same answer.
    const ordered = QUIZ_QUESTIONS[s.index]!.options.map((o) => o.id).filter((id) => s.multi.includes(id));
    dispatch({ type: "lock" });
    patchRef(stateRef, { locked: true });
    advance(joinMultiAnswer(ordered));
  }, [advance]);

  const setName = useCallback((value: string) => dispatch({ type: "field", field: "name", value }), []);
  const setPhone = useCallback((value: string) => dispatch({ type: "field", field: "phone", value: sanitizeMobileInput(value) }), []);
  const setCode = useCallback((value: string) => dispatch({ type: "field", field: "code", value: value.replace(/\D/g, "").slice(0, 6) }), []);

  const sendOtp = useCallback(async () => {
    const s = stateRef.current;
    if (s.sending || !s.name || !s.phone || checking.current) return;
    // The schema (zod) loads with the first check, not with the page: it is only needed here.
    checking.current = true;
    const { quizContactSchema } = await import("./quiz-schema").finally(() => {
      checking.current = false;
    });
    const contact = quizContactSchema.safeParse({ name: s.name, phone: s.phone });
    if (!contact.success) {
      const issue = quizIssueText(contact.error);
      dispatch({ type: "invalid", field: issue.field === "name" ? "name" : "phone" });
      showErrorToast(issue.title, issue.description);
      return;
    }
    dispatch({ type: "busy", flag: "sending", value: true });
    patchRef(stateRef, { sending: true });
    const gen = generation.current;
    const result = await submitQuiz({ name: contact.data.name, phone: contact.data.phone, answers: s.answers });
    if (gen !== generation.current) return;
    if (result.ok) {
      dispatch({ type: "sent", submissionId: result.data.submissionId, phoneDisplay: result.data.phoneDisplay, resendAt: Date.now() + result.data.resendAvailableInSeconds * 1000 });
      showSuccessToast(result.data.toast.title, result.data.toast.description);
      return;
    }
    dispatch({ type: "failedSubmission" });
    if (result.status === 400 && result.error?.field) dispatch({ type: "invalid", field: result.error.field === "name" ? "name" : result.error.field === "phone" ? "phone" : null });
    if (result.status === 429 && result.error) return void limitToast(result.error);
    // 'Error' with the server's message ('Failed to save quiz submission' / 'Failed to send OTP'), else the fallback.
    showErrorToast(result.error?.title ?? QUIZ_TEXT.errorTitle, result.error?.description ?? QUIZ_TEXT.sendFallback);
  }, []);

  const verifyOtp = useCallback(async () => {
    const s = stateRef.current;
    if (s.verifying || s.code.length !== 6) return;
    if (!s.submissionId) return void showErrorToast(QUIZ_TEXT.invalidSession.title, QUIZ_TEXT.invalidSession.description);
    dispatch({ type: "busy", flag: "verifying", value: true });
    patchRef(stateRef, { verifying: true });
    const gen = generation.current;
    const result = await verifyQuizCode(s.submissionId, s.code);
    if (gen !== generation.current) return;
    if (result.ok) {
      markPhoneVerified("quiz", s.phone);
      dispatch({ type: "verified", results: result.data.results });
      showSuccessToast(QUIZ_TEXT.verified.title, QUIZ_TEXT.verified.description);
      return;
    }
    if (result.status === 400 || result.status === 404) {
      dispatch({ type: "codeRefused" });
      return void toastServerError(result.error, QUIZ_TEXT.wrongCode);
    }
    if (result.status === 429 && result.error) {
      dispatch({ type: "codeRefused" });
      if (result.error.retryAfterSeconds) dispatch({ type: "wait", resendAt: Date.now() + result.error.retryAfterSeconds * 1000 });
      return void limitToast(result.error);
    }
    dispatch({ type: "busy", flag: "verifying", value: false });
    showErrorToast(QUIZ_TEXT.verifyFailed.title, QUIZ_TEXT.verifyFailed.description);
  }, []);

  const resendOtp = useCallback(async () => {
    const s = stateRef.current;
    if (s.resending) return;
    if (!s.submissionId) return void showErrorToast(QUIZ_TEXT.invalidSession.title, QUIZ_TEXT.invalidSession.description);
    dispatch({ type: "busy", flag: "resending", value: true });
    patchRef(stateRef, { resending: true });
    const gen = generation.current;
    const result = await resendQuizCode(s.submissionId);
    if (gen !== generation.current) return;
    if (result.ok) {
      dispatch({ type: "resent", resendAt: Date.now() + result.data.resendAvailableInSeconds * 1000 });
      showSuccessToast(QUIZ_TEXT.otpResent.title, QUIZ_TEXT.otpResent.description);
      return;
    }
    dispatch({ type: "busy", flag: "resending", value: false });
    if (result.status === 429 && result.error) {
      if (result.error.retryAfterSeconds) dispatch({ type: "wait", resendAt: Date.now() + result.error.retryAfterSeconds * 1000 });
      return void limitToast(result.error);
    }
    toastServerError(result.status === 404 ? result.error : undefined, QUIZ_TEXT.resendFailed);
  }, []);

  const backToContact = useCallback(() => dispatch({ type: "backToContact" }), []);

  /** 'Back to Quiz' and 'Retake Quiz': everything back to question 1. */
  const reset = useCallback(() => {
    clearTimers();
    generation.current += 1;
    dispatch({ type: "reset" });
  }, [clearTimers]);

  return { state, chooseOption, toggleOption, submitSelections, setName, setPhone, setCode, sendOtp, verifyOtp, resendOtp, backToContact, reset };
}
