import type { ToastText } from "~/features/verification";

/** Every quiz toast, word for word as the agency wrote them. */
export const QUIZ_TEXT = {
  invalidName: { title: "Invalid Name", description: "Please enter a valid name (at least 2 characters)" },
  invalidMobile: {
    title: "Invalid Mobile Number",
    description: "Please enter a valid 10-digit Indian mobile number",
  },
  // Ours: a number outside India goes with its country code and an e-mail address for its code.
  invalidInternational: {
    title: "Invalid Mobile Number",
    description: "Please enter your mobile number with its country code, for example +44 7911 123456",
  },
  emailForCode: {
    title: "Email Required",
    description: "Please enter your email address: we send the OTP there for a number outside India",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  errorTitle: "Error",
  saveFailed: "Failed to save quiz submission",
  sendFailed: "Failed to send OTP",
  sendFallback: "Failed to send OTP. Please try again.",
  invalidSession: { title: "Error", description: "Invalid session. Please restart the quiz." },
  wrongCode: { title: "Invalid OTP", description: "Please enter the correct OTP or request a new one." },
  incompleteCode: {
    title: "Invalid OTP",
    description: "Please enter the complete 6-digit verification code",
  },
  verifyFailed: { title: "Error", description: "Failed to verify OTP. Please try again." },
  resendFailed: { title: "Error", description: "Failed to resend OTP. Please try again." },
  otpResent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  verified: {
    title: "Verification Successful!",
    description: "Your personalized recommendations are ready!",
  },
  // Ours, not the agency's: a name holding a character nobody types in one (a pasted tab, a NUL byte).
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  // Ours, not the agency's: answers that do not fit the questions can only come from a tampered request.
  invalidAnswers: { title: "Error", description: "Your answers could not be read. Please retake the quiz." },
} as const satisfies Record<string, ToastText | string>;

export function otpSentText(phoneDisplay: string): ToastText {
  return { title: "OTP Sent!", description: `Verification code sent to ${phoneDisplay}` };
}

type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** The toast title for a failed field, with the first message. */
export function quizIssueText(error: IssueList): { title: string; description: string; field: string } {
  const issue = error.issues[0]!;
  const field = String(issue.path[0] ?? "");
  const title =
    field === "name"
      ? QUIZ_TEXT.invalidName.title
      : field === "phone"
        ? QUIZ_TEXT.invalidMobile.title
        : field === "email"
          ? issue.message === QUIZ_TEXT.emailForCode.description
            ? QUIZ_TEXT.emailForCode.title
            : QUIZ_TEXT.invalidEmail.title
          : field === "code"
            ? QUIZ_TEXT.incompleteCode.title
            : QUIZ_TEXT.errorTitle;
  return { title, description: issue.message, field };
}
