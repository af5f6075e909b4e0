import type { ToastText } from "~/features/verification";

/** The callback request's words, shared by its dialog and its endpoints. */
const REQUEST_FAILED: ToastText = {
  title: "Request Failed",
  description: "Failed to submit callback request. Please try again or contact us directly.",
};
const WRONG_CODE: ToastText = {
  title: "Verification Failed",
  description: "Invalid or expired OTP. Please try again.",
};

export const CALLBACK_TEXT = {
  requestFailed: REQUEST_FAILED,
  invalidName: { title: "Invalid Name", description: "Please enter a valid name (at least 2 characters)" },
  unusualName: {
    title: "Invalid Name",
    description: "Please remove unusual characters (such as line breaks or control codes) from your name",
  },
  invalidMobile: {
    title: "Invalid Mobile Number",
    description: "Please enter a valid 10-digit Indian mobile number",
  },
  invalidInternational: {
    title: "Invalid Mobile Number",
    description: "Please enter your number with its country code, for example +44 7911 123456",
  },
  emailForCode: {
    title: "E-mail Needed",
    description: "Please enter your e-mail address: we send the code there for a number outside India",
  },
  invalidEmail: { title: "E-mail Needed", description: "Please enter a valid e-mail address" },
  invalidMessage: {
    title: "Invalid Message",
    description: "Please remove unusual characters (such as control codes) from your message",
  },
  longMessage: { title: "Invalid Message", description: "Please keep your message under 500 characters" },
  invalidTime: { title: "Request Failed", description: "Please choose when we should call you" },
  otpResent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  incompleteCode: {
    title: "Invalid OTP",
    description: "Please enter the complete 6-digit verification code",
  },
  wrongCode: WRONG_CODE,
  invalidSession: WRONG_CODE,
  verifyFailed: { title: "Verification Failed", description: "Failed to verify OTP. Please try again." },
  verified: { title: "Verification Successful!", description: "We'll call you within 5 minutes!" },
} as const;

/** The code-sent toast names the number the code went to, so a mistyped one is noticed at once. */
export const callbackCodeSentText = (phoneDisplay: string): ToastText => ({
  title: "OTP Sent!",
  description: `Verification code sent to ${phoneDisplay}`,
});

export const CALLBACK_MESSAGE_MAX = 500;
export const CALLBACK_NAME_MAX = 80;
/** When the visitor would like the call; the form offers as soon as possible. */
export const CALLBACK_TIMES = ["ASAP"] as const;

/** The toast title for a field's problem. */
export function callbackIssueTitle(field: string): string {
  switch (field) {
    case "name":
      return CALLBACK_TEXT.invalidName.title;
    case "phone":
      return CALLBACK_TEXT.invalidMobile.title;
    case "email":
      return CALLBACK_TEXT.emailForCode.title;
    case "message":
      return CALLBACK_TEXT.invalidMessage.title;
    default:
      return CALLBACK_TEXT.requestFailed.title;
  }
}
