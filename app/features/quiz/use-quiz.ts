import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  isPhoneVerified,
  NO_OPT_INS,
  usePhoneVerification,
  type OptIns,
  type PhoneVerificationTexts,
} from "~/features/verification";
import { sanitizeMobileInput } from "~/lib/phone";
import { QUIZ_ADVANCE_MS, QUIZ_FINISH_MS, QUIZ_QUESTIONS, QUIZ_QUESTION_COUNT } from "./quiz-content";
import { QUIZ_TEXT, quizIssueText } from "./quiz-messages";
import {
  clearSavedQuiz,
  forgetVerifiedQuiz,
  readSavedQuiz,
  readVerifiedQuiz,
  rememberVerifiedQuiz,
  saveQuiz,
} from "./quiz-saved-progress";
import { joinMultiAnswer, totalPoints } from "./quiz-scoring";
import type { QuizResults, QuizState } from "./quiz-types";

/**
 * The quiz's state machine: question → contact → code → results, with the 0.8 s advance (controls
 * locked), the further 0.5 s after the last question, and every toast of the quiz. The contact,
 * code and results steps are the lead-flow layer's (usePhoneVerification); this hook owns the
 * questions and the details form, and keeps them across a reload.
 */
export type QuizStage = "question" | "contact" | "otp" | "results" | "kept";

export type { QuizState };

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
  email: "",
  abroad: false,
};

type Action =
  | { type: "select"; optionId: string; points: number }
  | { type: "toggle"; optionId: string; points: number }
  | { type: "lock" }
  | { type: "record"; answer: string }
  | { type: "finish" }
  | { type: "field"; field: "name" | "phone" | "email"; value: string }
  | { type: "abroad"; on: boolean }
  /** A number with its country code was typed in the Indian box: its e-mail box opens, number kept. */
  | { type: "abroadKeepingNumber" }
  | { type: "restore"; state: QuizState }
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
      return last
        ? { ...state, answers }
        : { ...state, answers, index: state.index + 1, selected: null, multi: [], locked: false };
    }
    case "finish":
      return { ...state, stage: "contact", selected: null, multi: [], locked: false };
    case "field":
      return { ...state, [action.field]: action.value };
    case "abroad":
      // The number typed was for the other kind of box: it starts again empty.
      return { ...state, abroad: action.on, phone: "" };
    case "abroadKeepingNumber":
      return { ...state, abroad: true };
    case "restore":
      return action.state;
    case "reset":
      return initialQuizState;
  }
}

/** What the quiz says when the server's own words are not there (no answer, or an unreadable one). */
export const QUIZ_VERIFICATION_TEXTS: PhoneVerificationTexts = {
  sendFailed: { title: QUIZ_TEXT.errorTitle, description: QUIZ_TEXT.sendFallback },
  resendFailed: QUIZ_TEXT.resendFailed,
  verifyFailed: QUIZ_TEXT.verifyFailed,
  wrongCode: QUIZ_TEXT.wrongCode,
  incompleteCode: QUIZ_TEXT.incompleteCode,
  invalidSession: QUIZ_TEXT.invalidSession,
  verified: QUIZ_TEXT.verified,
};

export function useQuiz() {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const verification = usePhoneVerification<QuizResults>({ purpose: "quiz", texts: QUIZ_VERIFICATION_TEXTS });
  const { remember } = verification;
  const v = verification.state;
  const timers = useRef<number[]>([]);
  // The latest state for callbacks, patched synchronously on lock so a double tap that lands before
  // React re-renders is still refused.
  const stateRef = useRef(state);
  stateRef.current = state;
  const checking = useRef(false);

  const clearTimers = useCallback(() => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  // A reload carries on where the visitor was: the answers, the details, the code already sent, or
  // the results (fetched again with this browser's proof; shown only if the server still gives them).
  const restored = useRef(false);
  const { recover } = verification;
  useEffect(() => {
    const saved = readSavedQuiz();
    restored.current = true;
    if (!saved) {
      // A quiz this browser verified in the last day (another tab, a closed browser): its results.
      const verifiedId = readVerifiedQuiz();
      if (!verifiedId) return;
      // (Question 1 stays until the server gives the results again with this browser's proof.)
      void recover(verifiedId).then((shown) => {
        if (!shown) return forgetVerifiedQuiz();
        dispatch({
          type: "restore",
          state: { ...initialQuizState, stage: "contact", index: QUIZ_QUESTION_COUNT - 1 },
        });
      });
      return;
    }
    dispatch({
      type: "restore",
      state: { ...initialQuizState, ...saved.quiz, score: totalPoints(saved.quiz.answers) },
    });
    if (saved.submissionId && saved.verified) {
      void recover(saved.submissionId).then((shown) => {
        if (!shown) {
          clearSavedQuiz();
          forgetVerifiedQuiz();
          dispatch({ type: "reset" });
        }
      });
    } else if (saved.submissionId) remember(saved.submissionId);
  }, [remember, recover]);
  useEffect(() => {
    if (v.step === "done" && v.submissionId) rememberVerifiedQuiz(v.submissionId);
  }, [v.step, v.submissionId]);
  useEffect(() => {
    if (!restored.current) return;
    // Kept for a call (no code could be sent): the details are with the agency, nothing to resume.
    if (v.step === "kept" || (state.answers.length === 0 && !state.name && !state.phone)) clearSavedQuiz();
    else
      saveQuiz({
        quiz: {
          stage: state.stage,
          index: state.index,
          answers: state.answers,
          name: state.name,
          phone: state.phone,
          email: state.email,
          abroad: state.abroad,
        },
        submissionId: v.submissionId,
        verified: v.step === "done",
      });
  }, [
    state.stage,
    state.index,
    state.answers,
    state.name,
    state.phone,
    state.email,
    state.abroad,
    v.step,
    v.submissionId,
  ]);

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
      stateRef.current = { ...s, locked: true };
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
    stateRef.current = { ...s, locked: true };
    advance(joinMultiAnswer(ordered));
  }, [advance]);

  const { clearFieldError } = verification;
  const setName = useCallback(
    (value: string) => {
      dispatch({ type: "field", field: "name", value });
      clearFieldError("name");
    },
    [clearFieldError],
  );
  const setPhone = useCallback(
    (value: string) => {
      const international = stateRef.current.abroad;
      dispatch({ type: "field", field: "phone", value: sanitizeMobileInput(value, { international }) });
      clearFieldError("phone");
    },
    [clearFieldError],
  );
  const setEmail = useCallback(
    (value: string) => {
      dispatch({ type: "field", field: "email", value });
      clearFieldError("email");
    },
    [clearFieldError],
  );
  /** "I have a number outside India" and back: the box changes kind, and what it held is cleared. */
  const setAbroad = useCallback(
    (on: boolean) => {
      dispatch({ type: "abroad", on });
      clearFieldError("phone");
      clearFieldError("email");
    },
    [clearFieldError],
  );

  // The code step's two choices, asked on the contact step when this browser confirmed the number
  // for the quiz within the day (the server may then answer without a code step).
  const [optIns, setOptIns] = useState<OptIns>(NO_OPT_INS);
  const optInsRef = useRef(optIns);
  optInsRef.current = optIns;

  const { start, rejectFields } = verification;
  const sendOtp = useCallback(async () => {
    const s = stateRef.current;
    if (verification.state.sending || !s.name || !s.phone || checking.current) return;
    // The schema (zod) loads with the first check, not with the page: it is only needed here.
    checking.current = true;
    const { quizContactSchema } = await import("./quiz-schema").finally(() => {
      checking.current = false;
    });
    const contact = quizContactSchema.safeParse({
      name: s.name,
      phone: s.phone,
      ...(s.abroad ? { email: s.email } : {}),
    });
    if (!contact.success) {
      const issue = quizIssueText(contact.error);
      rejectFields({ [issue.field]: issue.description }, issue);
      if (issue.field === "email" && !s.abroad) {
        flushSync(() => dispatch({ type: "abroadKeepingNumber" }));
        document.getElementById("quiz-email")?.focus();
      }
      return;
    }
    const { name, phone, email } = contact.data;
    // A number outside India has its code e-mailed: our SMS reaches Indian numbers only.
    await start({
      name,
      phone,
      answers: s.answers,
      ...(email ? { email, channel: "email" } : {}),
      ...(isPhoneVerified("quiz", phone) ? { optIns: optInsRef.current } : {}),
    });
  }, [start, rejectFields, verification.state.sending]);

  /** 'Back to Quiz' and 'Retake Quiz': everything back to question 1. */
  const { reset: resetVerification } = verification;
  const reset = useCallback(() => {
    clearTimers();
    clearSavedQuiz();
    forgetVerifiedQuiz();
    resetVerification();
    setOptIns(NO_OPT_INS);
    dispatch({ type: "reset" });
  }, [clearTimers, resetVerification]);

  const stage: QuizStage =
    state.stage === "question"
      ? "question"
      : v.step === "details"
        ? "contact"
        : v.step === "code"
          ? "otp"
          : v.step === "kept"
            ? "kept"
            : "results";

  return {
    state,
    stage,
    verification,
    chooseOption,
    toggleOption,
    submitSelections,
    setName,
    setPhone,
    setEmail,
    setAbroad,
    optIns,
    setOptIns,
    sendOtp,
    reset,
  };
}
