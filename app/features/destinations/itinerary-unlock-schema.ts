import * as z from "~/lib/zod-mini";
import type { ToastText } from "~/features/verification";
import { personNameSchema } from "~/lib/person-name";
import {
  codeEmailSchema,
  emailForNumberAbroad,
  emailOnlyForNumberAbroad,
  leadPhoneSchema,
} from "~/lib/enquiry-rules";

/**
 * The itinerary unlock form: a name and a mobile number, and which itinerary the visitor asked for
 * (sent as the page's slug and id; the server resolves them to the destination's name and the
 * itinerary's title, never taking the browser's words for them). One schema for the dialog and the
 * endpoint, so both say the same thing for the same input; `path[0]` names the field.
 */
export const UNLOCK_TEXT = {
  required: { title: "Required Fields", description: "Please fill in both name and phone number" },
  invalidPhone: { title: "Invalid Phone", description: "Please enter a valid phone number" },
  // Ours: a number outside India goes with its country code and an e-mail address for its code.
  invalidInternational: {
    title: "Invalid Phone",
    description: "Please enter your phone number with its country code, for example +44 7911 123456",
  },
  emailForCode: {
    title: "Email Required",
    description: "Please enter your email address: we send the OTP there for a number outside India",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  // Ours, not the agency's: a name holding a character nobody types in one (a pasted tab, a NUL byte).
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  shortName: { title: "Invalid Name", description: "Please enter your name (at least 2 characters)" },
  longName: { title: "Invalid Name", description: "Please enter a shorter name (at most 80 characters)" },
  // Ours: only a stale page or a tampered request names an itinerary we do not have.
  unknownDestination: {
    title: "Itinerary Not Found",
    description: "We couldn't find that destination. Please reload the page and try again.",
  },
  unknownItinerary: {
    title: "Itinerary Not Found",
    description: "We couldn't find that itinerary. Please reload the page and try again.",
  },
  sendFailed: { title: "Error", description: "Failed to send OTP. Please try again." },
  wrongCode: { title: "Invalid OTP", description: "The code you entered is incorrect or expired" },
  incompleteCode: { title: "Invalid OTP", description: "Please enter the 6-digit code sent to your phone" },
  verifyFailed: { title: "Verification Failed", description: "Please try again or contact support" },
  verified: { title: "Verification Successful!", description: "Complete itinerary is now unlocked" },
  resent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  resendFailed: { title: "Error", description: "Failed to send OTP. Please try again." },
  invalidSession: { title: "Verification Failed", description: "Please try again or contact support" },
} as const satisfies Record<string, ToastText>;

export function unlockCodeSentText(phoneDisplay: string): ToastText {
  return { title: "OTP Sent!", description: `Verification code sent to ${phoneDisplay}` };
}

export const UNLOCK_NAME_MAX = 80;
/** The unlock form's phone box keeps digits only, ten at most: a national number without its +91. */
export const UNLOCK_PHONE_DIGITS = 10;

/** Blank first ("fill in both"), then the one rule for names every form shares. */
const nameSchema = z.pipe(
  z
    .string(UNLOCK_TEXT.required.description)
    .check(z.trim(), z.minLength(1, { error: UNLOCK_TEXT.required.description, abort: true })),
  personNameSchema(
    {
      tooShort: UNLOCK_TEXT.shortName.description,
      unusual: UNLOCK_TEXT.unusualName.description,
      tooLong: UNLOCK_TEXT.longName.description,
    },
    { max: UNLOCK_NAME_MAX },
  ),
);

/**
 * An Indian mobile (→ +91XXXXXXXXXX) or a number outside India (→ E.164, which then needs an e-mail
 * for its code), in the unlock form's words.
 */
const phoneSchema = leadPhoneSchema(
  {
    missing: UNLOCK_TEXT.required.description,
    invalid: UNLOCK_TEXT.invalidPhone.description,
    international: UNLOCK_TEXT.invalidInternational.description,
  },
  [z.trim(), z.minLength(1, { error: UNLOCK_TEXT.required.description, abort: true })],
);

/** Slugs and ids as the site writes them; whether they exist is the server's to say. */
export const destinationSlugSchema = z
  .string(UNLOCK_TEXT.unknownDestination.description)
  .check(z.regex(/^[a-z]+(-[a-z]+)*$/, UNLOCK_TEXT.unknownDestination.description), z.maxLength(40));
export const itineraryIdSchema = z
  .string(UNLOCK_TEXT.unknownItinerary.description)
  .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, UNLOCK_TEXT.unknownItinerary.description), z.maxLength(80));

export const itineraryUnlockShape = {
  name: nameSchema,
  phone: phoneSchema,
  email: codeEmailSchema(UNLOCK_TEXT.invalidEmail.description),
  destinationSlug: destinationSlugSchema,
  itineraryId: itineraryIdSchema,
};

/** A number outside India needs the e-mail its code goes to; an Indian mobile's lead keeps none. */
export const unlockEmailCheck = emailForNumberAbroad(UNLOCK_TEXT.emailForCode.description);

export const itineraryUnlockSchema = z.pipe(
  z.object(itineraryUnlockShape).check(unlockEmailCheck),
  z.transform(emailOnlyForNumberAbroad),
);
export type ItineraryUnlockInput = z.input<typeof itineraryUnlockSchema>;

/** What the visitor receives once verified: which plan to open. */
export type ItineraryUnlockResult = { destinationSlug: string; itineraryId: string };

type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** The toast title for the first failed field. */
export function unlockIssueTitle(field: string, message: string): string {
  if (message === UNLOCK_TEXT.required.description) return UNLOCK_TEXT.required.title;
  switch (field) {
    case "phone":
      return UNLOCK_TEXT.invalidPhone.title;
    case "email":
      return message === UNLOCK_TEXT.invalidEmail.description
        ? UNLOCK_TEXT.invalidEmail.title
        : UNLOCK_TEXT.emailForCode.title;
    case "name":
      return UNLOCK_TEXT.unusualName.title;
    case "destinationSlug":
    case "itineraryId":
      return UNLOCK_TEXT.unknownItinerary.title;
    default:
      return UNLOCK_TEXT.sendFailed.title;
  }
}

export function unlockIssueText(error: IssueList): { title: string; field: string } {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "");
  return { field, title: unlockIssueTitle(field, issue?.message ?? "") };
}
