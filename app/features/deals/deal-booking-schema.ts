import * as z from "~/lib/zod-mini";
import { LEAD_PURPOSES } from "~/features/leads";
import type { ToastText } from "~/features/verification";
import { personNameSchema } from "~/lib/person-name";
import {
  codeEmailSchema,
  emailForNumberAbroad,
  emailOnlyForNumberAbroad,
  leadPhoneSchema,
} from "~/lib/enquiry-rules";
import { deals } from "./deals-data";

/**
 * The deal booking form: a name and a mobile number, and which deal (by id only: the server reads the
 * deal's title and price from our own list, never from the browser). One schema for the dialog and
 * the endpoint, so both say the same thing for the same input; `path[0]` names the field.
 */
export const DEAL_BOOKING_TEXT = {
  required: { title: "Error", description: "Please fill in all fields" },
  invalidPhone: { title: "Error", description: "Please enter a valid phone number" },
  // Ours: a number outside India goes with its country code and an e-mail address for its code.
  invalidInternational: {
    title: "Error",
    description: "Please enter your phone number with its country code, for example +44 7911 123456",
  },
  emailForCode: {
    title: "Error",
    description: "Please enter your email address: we send the OTP there for a number outside India",
  },
  invalidEmail: { title: "Error", description: "Please enter a valid email address" },
  // Ours: a name holding a character nobody types in one (a pasted tab, a NUL byte).
  unusualName: { title: "Error", description: "Please remove unusual characters from your name" },
  shortName: { title: "Error", description: "Please enter your name (at least 2 characters)" },
  longName: { title: "Error", description: "Please enter a shorter name (at most 80 characters)" },
  // Ours: only a stale page or a tampered request names a deal we do not have.
  unknownDeal: {
    title: "Deal Not Found",
    description: "We couldn't find that deal. Please reload the page and try again.",
  },
  badRequest: {
    title: "Error",
    description: "Send a JSON object with name, phone and dealId.",
  },
  sendFailed: { title: "Error", description: "Failed to submit booking. Please try again." },
  codeSent: { title: "OTP Sent", description: "Please check your phone for the verification code." },
  codeSentByEmail: { title: "OTP Sent", description: "Please check your email for the verification code." },
  resent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  resendFailed: { title: "Error", description: "Failed to send OTP. Please try again." },
  incompleteCode: { title: "Error", description: "Please enter the complete OTP" },
  wrongCode: { title: "Error", description: "Invalid OTP. Please try again." },
  // Ours: the code could not be checked at all (not a wrong code), or the booking is no longer known.
  verifyFailed: { title: "Error", description: "We couldn't check your code just now. Please try again." },
  invalidSession: { title: "Error", description: "This booking has expired. Please start again." },
  verified: { title: "Booking Submitted!", description: "We'll contact you soon with travel options." },
  skipped: { title: "Welcome Back!", description: "We'll contact you soon with travel options." },
} as const satisfies Record<string, ToastText>;

export const DEAL_NAME_MAX = 80;
export const PHONE_INPUT_MAX = 20;
/** An optional plus, then only digits, spaces, hyphens and brackets: how people write a number. */
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;

/**
 * What the deal form's phone box keeps while someone types or pastes: the characters a number may
 * be written with, so a plus in the middle still shows and is named, not silently moved.
 */
export function keepDealPhoneInput(raw: string): string {
  return raw.replace(/[^\d\s\-()+]/g, "").slice(0, PHONE_INPUT_MAX);
}

/** How soon a travel designer calls about a verified deal booking (India's business hours). */
export const DEAL_CALL_WITHIN_MINUTES = LEAD_PURPOSES.deal_booking.callWithinMinutes;

/** Blank first ("fill in all fields"), then the one rule for names every form shares. */
const nameSchema = z.pipe(
  z
    .string(DEAL_BOOKING_TEXT.required.description)
    .check(z.trim(), z.minLength(1, { error: DEAL_BOOKING_TEXT.required.description, abort: true })),
  personNameSchema(
    {
      tooShort: DEAL_BOOKING_TEXT.shortName.description,
      unusual: DEAL_BOOKING_TEXT.unusualName.description,
      tooLong: DEAL_BOOKING_TEXT.longName.description,
    },
    { max: DEAL_NAME_MAX },
  ),
);

/**
 * The deal form's own character check first, then an Indian mobile (→ +91XXXXXXXXXX) or a number
 * outside India (→ E.164, which then needs an e-mail for its code), in the deal form's words.
 */
const phoneSchema = leadPhoneSchema(
  {
    missing: DEAL_BOOKING_TEXT.required.description,
    invalid: DEAL_BOOKING_TEXT.invalidPhone.description,
    international: DEAL_BOOKING_TEXT.invalidInternational.description,
  },
  [
    z.trim(),
    z.minLength(1, { error: DEAL_BOOKING_TEXT.required.description, abort: true }),
    z.regex(PHONE_CHARACTERS, { error: DEAL_BOOKING_TEXT.invalidPhone.description, abort: true }),
  ],
);

/** A deal of ours, by id: the list is the site's own static content, the same in the browser and on the server. */
const dealIdSchema = z.string(DEAL_BOOKING_TEXT.unknownDeal.description).check(
  z.maxLength(80, { error: DEAL_BOOKING_TEXT.unknownDeal.description, abort: true }),
  z.refine((id: string) => deals.some((d) => d.id === id), DEAL_BOOKING_TEXT.unknownDeal.description),
);

export const dealBookingSchema = z.pipe(
  z
    .object({
      name: nameSchema,
      phone: phoneSchema,
      email: codeEmailSchema(DEAL_BOOKING_TEXT.invalidEmail.description),
      dealId: dealIdSchema,
    })
    .check(emailForNumberAbroad(DEAL_BOOKING_TEXT.emailForCode.description)),
  z.transform(emailOnlyForNumberAbroad),
);
export type DealBookingInput = z.input<typeof dealBookingSchema>;
export type DealBookingFields = z.output<typeof dealBookingSchema>;

/** What the visitor receives once verified: which deal was booked. */
export type DealBookingResult = {
  dealId: string;
  dealTitle: string;
  /** The deposit's pay page, added once the code is right (null when it could not be made just now). */
  payUrl?: string | null;
};

type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * The toast title for a field's problem. The deal form titles every problem of the visitor's own
 * input 'Error' (its description says which); only a deal we do not have is named as such.
 */
export function dealIssueTitle(field: string): string {
  return field === "dealId" ? DEAL_BOOKING_TEXT.unknownDeal.title : DEAL_BOOKING_TEXT.required.title;
}

export function dealIssueText(error: IssueList): { title: string; field: string } {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "");
  return { field, title: dealIssueTitle(field) };
}
