import type { ToastText } from "~/features/verification";

/**
 * The priority-access words, shared by the dialog and the endpoints. The home page's signup and the
 * destination page's request speak differently, so each variant has its own set.
 */
export type PriorityAccessVariant = "home" | "destination";
export const PRIORITY_ACCESS_VARIANTS = ["home", "destination"] as const;

export type PriorityAccessTexts = {
  sendFailed: ToastText;
  codeSent: ToastText;
  /** The code of a number outside India went to the e-mail address, not to the phone. */
  codeSentByEmail: ToastText;
  resent: ToastText;
  incompleteCode: ToastText;
  wrongCode: ToastText;
  invalidSession: ToastText;
  verifyFailed: ToastText;
  verified: ToastText;
  /** No code was needed: this browser verified the same phone for priority access in the last 24 hours. */
  skipped: ToastText;
};

const VERIFIED: ToastText = {
  title: "Success!",
  description: "Your priority access request has been verified.",
};
const WELCOME_BACK: ToastText = {
  title: "Welcome Back!",
  description:
    "Your number was verified in the last 24 hours, so no new code was needed. Your request is in.",
};
const RESENT: ToastText = { title: "OTP Resent", description: "A new verification code has been sent!" };
const CODE_SENT: ToastText = {
  title: "OTP Sent!",
  description: "Please check your phone for the verification code.",
};
const CODE_SENT_BY_EMAIL: ToastText = {
  title: "OTP Sent!",
  description: "Please check your email for the verification code.",
};

export const PRIORITY_ACCESS_TEXT: Record<PriorityAccessVariant, PriorityAccessTexts> = {
  home: {
    sendFailed: {
      title: "Something went wrong",
      description: "Please try again or contact support if the issue persists.",
    },
    codeSent: CODE_SENT,
    codeSentByEmail: CODE_SENT_BY_EMAIL,
    resent: RESENT,
    incompleteCode: { title: "Invalid OTP", description: "Please enter the complete 6-digit code." },
    wrongCode: {
      title: "Invalid OTP",
      description: "The code you entered is incorrect or has expired. Please try again.",
    },
    invalidSession: {
      title: "Verification Failed",
      description: "Please try again or contact support if the issue persists.",
    },
    verifyFailed: {
      title: "Verification Failed",
      description: "Please try again or contact support if the issue persists.",
    },
    verified: VERIFIED,
    skipped: WELCOME_BACK,
  },
  destination: {
    sendFailed: { title: "Error", description: "Failed to send OTP. Please try again." },
    codeSent: CODE_SENT,
    codeSentByEmail: CODE_SENT_BY_EMAIL,
    resent: RESENT,
    incompleteCode: { title: "Invalid OTP", description: "Please enter a 6-digit OTP." },
    wrongCode: { title: "Invalid OTP", description: "The OTP you entered is incorrect or expired." },
    invalidSession: { title: "Error", description: "Failed to verify OTP. Please try again." },
    verifyFailed: { title: "Error", description: "Failed to verify OTP. Please try again." },
    verified: VERIFIED,
    skipped: WELCOME_BACK,
  },
};

export const PRIORITY_FIELD_TEXT = {
  invalidPhone: {
    title: "Invalid Phone Number",
    description: "Please enter a valid Indian mobile number (10 digits starting with 6-9).",
  },
  // Ours: a number outside India goes with its country code (its code goes to the e-mail address).
  invalidInternational: {
    title: "Invalid Phone Number",
    description: "Please enter your phone number with its country code, for example +44 7911 123456",
  },
  invalidName: { title: "Invalid Name", description: "Please enter your name (at least 2 characters)" },
  unusualName: {
    title: "Invalid Name",
    description: "Please remove unusual characters (such as line breaks or control codes) from your name",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  invalidTrip: {
    title: "Request Failed",
    description:
      "The destination or package sent with this request is not one we offer. Please reload the page.",
  },
  badRequest: {
    title: "Request Failed",
    description: "Send a JSON object with name, email and phone.",
  },
} as const;

export const PRIORITY_NAME_MAX = 80;
export const PRIORITY_EMAIL_MAX = 254;

/** The toast title for a field's problem. */
export function priorityIssueTitle(field: string): string {
  switch (field) {
    case "name":
      return PRIORITY_FIELD_TEXT.invalidName.title;
    case "email":
      return PRIORITY_FIELD_TEXT.invalidEmail.title;
    case "phone":
      return PRIORITY_FIELD_TEXT.invalidPhone.title;
    default:
      return PRIORITY_FIELD_TEXT.invalidTrip.title;
  }
}
