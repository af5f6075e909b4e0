import { LazyVerificationDialog, type VerificationDialogConfig } from "~/features/verification";
import { callbackSchema } from "./callback-schema";
import { CALLBACK_MESSAGE_MAX, CALLBACK_TEXT, callbackIssueTitle } from "./callback-texts";

/**
 * The support hub's call back: name, mobile and an optional note, then the code. Verified, it closes
 * and clears itself; the verified toast carries the 5-minute promise. Loaded the first time it opens
 * (its schema stays off the home page's first load).
 */
export const CALLBACK_DIALOG_CONFIG: VerificationDialogConfig = {
  purpose: "callback",
  title: "Request a Call Back",
  description:
    "Leave your name and mobile, confirm it with the 6-digit code we send you, and a travel expert calls you within 5 minutes (8am to 8pm India time; later requests are called from 8:15 the next morning).",
  fields: [
    { name: "name", label: "Your name", type: "text", autoComplete: "name", placeholder: "Full name" },
    {
      name: "phone",
      label: "Mobile number",
      type: "tel",
      autoComplete: "tel-national",
      placeholder: "98123 45678",
      abroad: true,
    },
    {
      name: "message",
      label: "What would you like to talk about?",
      type: "textarea",
      optional: true,
      maxLength: CALLBACK_MESSAGE_MAX,
      placeholder: "Dates, destinations, budget…",
    },
  ],
  submitLabel: "Send Verification Code",
  sendNeeds: ["name", "phone"],
  schema: callbackSchema,
  issueTitle: callbackIssueTitle,
  texts: {
    sendFailed: CALLBACK_TEXT.requestFailed,
    resendFailed: CALLBACK_TEXT.requestFailed,
    verifyFailed: CALLBACK_TEXT.verifyFailed,
    wrongCode: CALLBACK_TEXT.wrongCode,
    incompleteCode: CALLBACK_TEXT.incompleteCode,
    invalidSession: CALLBACK_TEXT.invalidSession,
    verified: CALLBACK_TEXT.verified,
  },
  code: {
    title: "Enter your verification code",
    verifyLabel: "Verify & Request Call",
    backLabel: "Back",
    resendLabel: "Resend code",
  },
  done: null,
};

/** The one time the form offers is as soon as possible; it is sent as it is. */
const HIDDEN = { preferredTime: "ASAP" };

export function CallbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <LazyVerificationDialog
      open={open}
      onOpenChange={onOpenChange}
      config={CALLBACK_DIALOG_CONFIG}
      initialValues={HIDDEN}
    />
  );
}
