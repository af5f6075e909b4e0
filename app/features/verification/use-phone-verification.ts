import { useCallback, useMemo, useReducer, useRef } from "react";
import { showErrorToast } from "~/components/ui/toast";
import { leftForForm } from "./pending-codes";
import type { OptIns } from "./phone-consent";
import type { VerifiedPurpose } from "~/features/leads";
import type { ToastText } from "./lead-flow-types";
import type {
  Action,
  CodeChannel,
  PhoneVerificationContext,
  PhoneVerificationState,
  PhoneVerificationTexts,
} from "./phone-verification-types";

export type {
  Action,
  BusyFlag,
  PhoneVerificationContext,
  PhoneVerificationState,
  PhoneVerificationTexts,
  VerificationStep,
} from "./phone-verification-types";

/**
 * The browser's half of every lead flow: details → code → done. It sends the flow's fields, counts
 * down to "Resend", checks the code, and says what went wrong where the visitor looks — next to the
 * field and in a toast — in the flow's own words: a wrong code with the tries left, an expired code,
 * a limit with its wait, a failed network. Error toasts go once a step succeeds. Going back from the
 * code step and sending again returns to the code already sent while it is live (the server keeps
 * it; no second SMS, no cooldown refusal). A phone this browser verified for the same purpose in the
 * last 24 hours needs no code: the server, reading its own signed proof, answers the send with the
 * result, and the flow goes straight to done. When the SMS budget is past its threshold the server
 * asks for a proof of work first: it is solved unseen ("Checking…") and the send is made again once.
 * Given a `pendingKey`, the form fill whose code is out is remembered in the tab (its id, never the
 * code): closing the dialog or reloading loses nothing, `resume` asks the server whether that code
 * is still live and returns to its step, and a send of the same number goes back to it.
 */

const initialState: PhoneVerificationState<never> = {
  step: "details",
  submissionId: null,
  phone: null,
  phoneDisplay: "",
  resendAt: null,
  expiresAt: null,
  sentAt: null,
  returned: false,
  codeTtlSeconds: null,
  maxAttempts: null,
  attemptsLeft: null,
  sendBlockedUntil: null,
  sending: false,
  verifying: false,
  resending: false,
  checking: false,
  fieldErrors: {},
  codeError: null,
  codeResets: 0,
  channel: "sms",
  channels: ["sms"],
  result: null,
};

function reducer<Result>(
  state: PhoneVerificationState<Result>,
  action: Action<Result>,
): PhoneVerificationState<Result> {
  switch (action.type) {
    case "busy":
      return { ...state, [action.flag]: action.value };
    case "sent": {
      const { sent, now } = action;
      return {
        ...state,
        step: "code",
        sending: false,
        submissionId: sent.submissionId,
        phone: sent.phone,
        phoneDisplay: sent.phoneDisplay,
        resendAt: now + sent.resendAvailableInSeconds * 1000,
        expiresAt: now + sent.expiresInSeconds * 1000,
        sentAt: Date.parse(sent.sentAt) || now,
        returned: action.returned === true,
        codeTtlSeconds: sent.codeTtlSeconds,
        maxAttempts: sent.maxAttempts,
        // A code kept from before keeps its count (the server's, when it told it); a new one starts afresh.
        attemptsLeft:
          action.attemptsLeft !== undefined ? action.attemptsLeft : sent.resumed ? state.attemptsLeft : null,
        sendBlockedUntil: null,
        fieldErrors: {},
        codeError: null,
        codeResets: state.codeResets + 1,
        channel: sent.channel ?? "sms",
        channels: sent.channels ?? ["sms"],
      };
    }
    case "resent": {
      const { sent, now } = action;
      return {
        ...state,
        resending: false,
        resendAt: now + sent.resendAvailableInSeconds * 1000,
        expiresAt: now + sent.expiresInSeconds * 1000,
        sentAt: Date.parse(sent.sentAt) || now,
        returned: false,
        codeTtlSeconds: sent.codeTtlSeconds,
        maxAttempts: sent.maxAttempts,
        attemptsLeft: null,
        codeError: null,
        codeResets: state.codeResets + 1,
        channel: sent.channel ?? "sms",
        channels: sent.channels ?? state.channels,
      };
    }
    case "fieldErrors":
      return { ...state, sending: false, fieldErrors: action.errors };
    case "clearFieldError": {
      if (!(action.field in state.fieldErrors)) return state;
      const { [action.field]: _cleared, ...rest } = state.fieldErrors;
      return { ...state, fieldErrors: rest };
    }
    case "codeRefused":
      return {
        ...state,
        verifying: false,
        codeError: action.message,
        attemptsLeft: action.attemptsLeft === undefined ? state.attemptsLeft : action.attemptsLeft,
        resendAt: action.resendAt ?? (action.expired ? Date.now() : state.resendAt),
        expiresAt: action.expired ? Date.now() : state.expiresAt,
        codeResets: state.codeResets + 1,
      };
    case "sendBlocked":
      return { ...state, sending: false, sendBlockedUntil: action.until };
    case "verified":
      return {
        ...state,
        step: "done",
        sending: false,
        verifying: false,
        codeError: null,
        result: action.result,
      };
    case "kept":
      return { ...state, step: "kept", sending: false, submissionId: action.submissionId, fieldErrors: {} };
    case "back":
      // The submission and its code are remembered: sending the same number again returns to them.
      return { ...state, step: "details", codeError: null };
    case "restore":
      return { ...state, ...action.state };
    case "reset":
      return { ...(initialState as PhoneVerificationState<Result>), codeResets: state.codeResets + 1 };
  }
}

/**
 * The server side of the flow (phone-verification-actions.ts) is fetched with its first send, resend,
 * check or recovery, so a page whose form comes later does not load it up front. A page can fetch it
 * ahead, when its form comes into view.
 */
export const loadPhoneVerificationActions = () => import("./phone-verification-actions");

export type UsePhoneVerificationOptions<Result> = {
  purpose: VerifiedPurpose;
  /** Where the tab remembers this flow's pending code (pending-codes.ts pendingKeyOf); none by default. */
  pendingKey?: string;
  texts: PhoneVerificationTexts;
  /** Called once the phone is verified, with what the server returned for this flow. */
  onVerified?: (result: Result) => void;
};

export function usePhoneVerification<Result>({
  purpose,
  pendingKey,
  texts,
  onVerified,
}: UsePhoneVerificationOptions<Result>) {
  const [state, dispatch] = useReducer(reducer<Result>, initialState as PhoneVerificationState<Result>);
  // The latest state for callbacks, updated synchronously on busy so a double tap is refused.
  const stateRef = useRef(state);
  stateRef.current = state;
  // Bumped by a reset: an answer that arrives for an abandoned attempt is ignored.
  const generation = useRef(0);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;
  // This form fill's id until it is done or reset: a send retried after a lost answer, or sent twice,
  // names the same submission, so the server makes one lead of it.
  const formFillId = useRef<string | null>(null);

  /** Marks fields invalid (the message beside each, the first one in a toast). */
  const rejectFields = useCallback((errors: Record<string, string>, toast?: ToastText) => {
    dispatch({ type: "fieldErrors", errors });
    if (toast) showErrorToast(toast.title, toast.description);
  }, []);

  const clearFieldError = useCallback((field: string) => dispatch({ type: "clearFieldError", field }), []);

  const ctx = useMemo<PhoneVerificationContext<Result>>(
    () => ({
      purpose,
      dispatch,
      stateRef,
      generation,
      textsRef,
      onVerifiedRef,
      formFillId,
      pendingKey: pendingKey ?? null,
      rejectFields,
    }),
    [purpose, pendingKey, rejectFields],
  );

  /** Sends the flow's fields (already checked by its schema in the form); true when a code is on its way. */
  const start = useCallback(
    async (fields: Record<string, unknown>) => (await loadPhoneVerificationActions()).start(ctx, fields),
    [ctx],
  );
  /** A new code; `channel` when the visitor chose one ("Send code on WhatsApp", SMS instead). */
  const resend = useCallback(
    async (channel?: CodeChannel) => (await loadPhoneVerificationActions()).resend(ctx, channel),
    [ctx],
  );
  const verify = useCallback(
    async (code: string, optIns?: OptIns) => (await loadPhoneVerificationActions()).verify(ctx, code, optIns),
    [ctx],
  );

  const back = useCallback(() => {
    if (pendingKey) leftForForm(pendingKey);
    dispatch({ type: "back" });
  }, [pendingKey]);

  /**
   * The code step of this flow's form fill from before (the dialog closed, the page reloaded), when
   * the server says its code can still be used; false (and forgotten) when it cannot. No SMS is sent.
   */
  const resume = useCallback(async () => (await loadPhoneVerificationActions()).resume(ctx), [ctx]);

  const reset = useCallback(() => {
    generation.current += 1;
    formFillId.current = null;
    stateRef.current = initialState as PhoneVerificationState<Result>;
    dispatch({ type: "reset" });
  }, []);

  /**
   * A verified submission of this browser, after a reload: its result again, which the server gives
   * only with this browser's proof cookie. False when it will not (the proof has expired).
   */
  const recover = useCallback(
    async (submissionId: string) => (await loadPhoneVerificationActions()).recover(ctx, submissionId),
    [ctx],
  );

  /**
   * Takes up a submission this browser started before a reload: the next send of the same number
   * returns to its code if that is still live.
   */
  const remember = useCallback((submissionId: string | null) => {
    stateRef.current = { ...stateRef.current, submissionId };
    dispatch({ type: "restore", state: { submissionId } });
  }, []);

  return {
    state,
    start,
    resend,
    verify,
    back,
    reset,
    remember,
    recover,
    resume,
    rejectFields,
    clearFieldError,
  };
}

export type PhoneVerification<Result> = ReturnType<typeof usePhoneVerification<Result>>;
