import type { VerificationDialogConfig } from "~/features/verification";
import { LEAD_PURPOSES } from "~/features/leads";
import { HANDOFF_TEXT, handoffIssueTitle, handoffSchema } from "./handoff-schema";

/** 'Send this plan to an expert' on the shared verification dialog (its schema is zod). */
const CALL_WITHIN = LEAD_PURPOSES.planner_handoff.callWithinMinutes;

export const HANDOFF_DIALOG_CONFIG: VerificationDialogConfig = {
  purpose: "planner_handoff",
  testId: "planner-handoff-dialog",
  title: "Send this plan to an expert",
  description:
    `A travel designer reads your conversation and calls you within ${CALL_WITHIN} minutes (8 am to 8 pm ` +
    "IST) to refine it, check availability and quote. We text you a 6-digit code to confirm your number.",
  fields: [
    { name: "name", label: "Your name", type: "text", autoComplete: "name", maxLength: 80 },
    {
      name: "phone",
      label: "Mobile number",
      type: "tel",
      autoComplete: "tel",
      placeholder: "+91 98765 43210",
      maxLength: 20,
      abroad: true,
    },
  ],
  submitLabel: "Send OTP",
  schema: handoffSchema,
  issueTitle: handoffIssueTitle,
  texts: {
    sendFailed: HANDOFF_TEXT.sendFailed,
    resendFailed: HANDOFF_TEXT.resendFailed,
    verifyFailed: HANDOFF_TEXT.verifyFailed,
    wrongCode: HANDOFF_TEXT.wrongCode,
    incompleteCode: HANDOFF_TEXT.incompleteCode,
    invalidSession: HANDOFF_TEXT.invalidSession,
    verified: HANDOFF_TEXT.verified,
  },
  code: {
    title: "Enter your code",
    verifyLabel: "Verify & Send",
    backLabel: "Back",
    resendLabel: "Resend OTP",
  },
  done: null,
};
