import type { Dispatch, RefObject } from "react";
import type { VerifiedPurpose } from "~/features/leads";
import type { CodeSent, ToastText } from "./lead-flow-types";

// The phone-verification hook's state, actions and context: read by the hook and by the actions it
// fetches on first use (phone-verification-actions.ts), so neither file imports the other's types.

/** "kept": no code could be sent (not the visitor's doing); their details were kept for a call. */
export type VerificationStep = "details" | "code" | "done" | "kept";

/** What the flow says when the server could not say it (no answer, or an unreadable one). */
export type PhoneVerificationTexts = {
  sendFailed: ToastText;
  resendFailed: ToastText;
  verifyFailed: ToastText;
  wrongCode: ToastText;
  incompleteCode: ToastText;
  invalidSession: ToastText;
  verified: ToastText;
};

export type PhoneVerificationState<Result> = {
  step: VerificationStep;
  submissionId: string | null;
  /** E.164 of the number the code went to. */
  phone: string | null;
  phoneDisplay: string;
  /** Epoch ms from which "Resend" may be used. */
  resendAt: number | null;
  /** Epoch ms at which the current code dies. */
  expiresAt: number | null;
  /** Epoch ms at which the code that stands was sent. */
  sentAt: number | null;
  /**
   * The code step was taken up again (the dialog reopened, the page reloaded) for a code already
   * on the phone: it says when that code was sent and how long it has left.
   */
  returned: boolean;
  /** A code's whole lifetime as the server is configured (what the visitor is told). */
  codeTtlSeconds: number | null;
  maxAttempts: number | null;
  /** Tries left on this code after a wrong one; null until a wrong one. */
  attemptsLeft: number | null;
  /** Epoch ms until which a new send is refused (a limit's wait). */
  sendBlockedUntil: number | null;
  sending: boolean;
  verifying: boolean;
  resending: boolean;
  /** Solving the proof of work the server asked for before it sends a code ("Checking…"). */
  checking: boolean;
  /** Messages shown under the details form's fields, by field name. */
  fieldErrors: Record<string, string>;
  /** The message under the code box. */
  codeError: string | null;
  /** Bumped whenever the code box is cleared, so it takes focus again. */
  codeResets: number;
  /** How the code that stands went, and the channels a resend may use (WhatsApp only when configured). */
  channel: CodeChannel;
  channels: CodeChannel[];
  result: Result | null;
};

export type CodeChannel = "sms" | "whatsapp" | "email";

export type BusyFlag = "sending" | "verifying" | "resending" | "checking";

export type Action<Result> =
  | { type: "busy"; flag: BusyFlag; value: boolean }
  | { type: "sent"; sent: CodeSent; now: number; returned?: boolean; attemptsLeft?: number | null }
  | { type: "resent"; sent: CodeSent; now: number }
  | { type: "fieldErrors"; errors: Record<string, string> }
  | { type: "clearFieldError"; field: string }
  | {
      type: "codeRefused";
      message: string;
      attemptsLeft?: number | null;
      resendAt?: number;
      expired?: boolean;
    }
  | { type: "sendBlocked"; until: number }
  | { type: "verified"; result: Result }
  | { type: "kept"; submissionId: string }
  | { type: "back" }
  | { type: "restore"; state: Partial<PhoneVerificationState<Result>> }
  | { type: "reset" };

/** What the fetched actions read and write: the hook's state, refs and words. */
export type PhoneVerificationContext<Result> = {
  purpose: VerifiedPurpose;
  dispatch: Dispatch<Action<Result>>;
  /** The latest state, patched synchronously on busy so a double tap is refused. */
  stateRef: RefObject<PhoneVerificationState<Result>>;
  generation: RefObject<number>;
  textsRef: RefObject<PhoneVerificationTexts>;
  onVerifiedRef: RefObject<((result: Result) => void) | undefined>;
  formFillId: RefObject<string | null>;
  /** Where this flow remembers its pending submission in the tab (pending-codes.ts); null: nowhere. */
  pendingKey: string | null;
  rejectFields: (errors: Record<string, string>, toast?: ToastText) => void;
};
