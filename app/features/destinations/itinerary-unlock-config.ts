import type { VerificationDialogConfig } from "~/features/verification";
import {
  UNLOCK_PHONE_DIGITS,
  UNLOCK_TEXT,
  itineraryUnlockSchema,
  unlockIssueTitle,
} from "./itinerary-unlock-schema";

/**
 * The unlock form's phone box keeps digits only, ten at most: the national number, with +91 shown
 * beside it. A number pasted whole (+91 98123 45678, 098123 45678) loses its prefix rather than its
 * last digits.
 */
export function keepNationalDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.length > UNLOCK_PHONE_DIGITS && /^\s*(\+\s*)?91/.test(value)) digits = digits.slice(2);
  else if (digits.length > UNLOCK_PHONE_DIGITS && digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, UNLOCK_PHONE_DIGITS);
}

/**
 * The itinerary unlock on the one verification dialog: name and mobile → the code → verified, and
 * then the dialog closes and clears itself (the toast says the plan is unlocked; the plan opens on
 * the page). Which itinerary was asked for goes along as the dialog's initial values.
 */
export function itineraryUnlockDialogConfig(itineraryTitle: string | undefined): VerificationDialogConfig {
  return {
    purpose: "itinerary_unlock",
    testId: "itinerary-unlock-dialog",
    title: "Unlock the Day-by-Day Plan",
    description: `${itineraryTitle ? `See every day of ${itineraryTitle}: verify` : "Verify"} your mobile number once and every itinerary opens for the next 24 hours.`,
    fields: [
      { name: "name", label: "Your name", type: "text", autoComplete: "name" },
      {
        name: "phone",
        label: "Mobile number",
        type: "tel",
        prefix: "+91",
        inputMode: "numeric",
        autoComplete: "tel-national",
        placeholder: "98765 43210",
        // Room for a pasted "+91 98123-45678"; what stays is ten digits at most.
        maxLength: 16,
        sanitize: keepNationalDigits,
        abroad: true,
      },
    ],
    submitLabel: "Send OTP",
    schema: itineraryUnlockSchema,
    issueTitle: unlockIssueTitle,
    texts: {
      sendFailed: UNLOCK_TEXT.sendFailed,
      resendFailed: UNLOCK_TEXT.resendFailed,
      verifyFailed: UNLOCK_TEXT.verifyFailed,
      wrongCode: UNLOCK_TEXT.wrongCode,
      incompleteCode: UNLOCK_TEXT.incompleteCode,
      invalidSession: UNLOCK_TEXT.invalidSession,
      verified: UNLOCK_TEXT.verified,
    },
    code: {
      title: "Enter your code",
      verifyLabel: "Verify & Unlock",
      backLabel: "Back",
      resendLabel: "Resend OTP",
    },
    done: null,
  };
}
