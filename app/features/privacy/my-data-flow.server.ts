import * as z from "zod/mini";
import { createLeadFlow, type LeadFlowTexts } from "~/features/verification/index.server";
import { indianMobileDigits, normalizeIndianMobile } from "~/lib/phone";
import { MY_DATA_TEXTS } from "./my-data-texts";

/**
 * The phone code before the privacy page: the lead-flow layer's privacy_access purpose (its SMS,
 * caps, tries, expiry and signed proof). The person types only their number; the code proves it is
 * theirs, and no lead is made of it.
 */
const T = MY_DATA_TEXTS.en;

export const myDataStartSchema = z.pipe(
  z.object({
    phone: z.string(T.invalidPhone).check(
      z.maxLength(20, T.invalidPhone),
      z.refine((v: string) => indianMobileDigits(v) !== null, T.invalidPhone),
    ),
  }),
  z.transform(({ phone }) => ({ name: "", phone: normalizeIndianMobile(phone)! })),
);

const failed = {
  title: "Something went wrong",
  description: "We could not send your code. Please try again.",
};

const texts: LeadFlowTexts = {
  badRequest: { title: "Enter your number", description: T.invalidPhone },
  invalidPhone: { title: "Enter your number", description: T.invalidPhone },
  saveFailed: failed,
  sendFailed: failed,
  codeSent: (phone) => ({ title: "Code sent", description: `We sent a 6-digit code to ${phone}.` }),
  resent: { title: "New code sent", description: "We sent you a new code; the old one no longer works." },
  resendFailed: failed,
  invalidSession: { title: "Start again", description: "This code step has ended. Enter your number again." },
  incompleteCode: { title: "Enter the code", description: "Please enter the complete 6-digit code." },
  wrongCode: { title: "Wrong code", description: "That code is not right. Check the SMS and try again." },
  expiredCode: { title: "Code expired", description: "This code has expired. Request a new one." },
  verified: { title: "Number confirmed", description: "Here is what we hold about you." },
  verifyFailed: {
    title: "Something went wrong",
    description: "We could not check your code. Please try again.",
  },
};

export const myDataCodeFlow = createLeadFlow({
  purpose: "privacy_access",
  schema: myDataStartSchema,
  issueText: () => ({ title: texts.invalidPhone.title, field: "phone" }),
  texts,
  toData: () => ({}),
  toResult: () => ({ ok: true }),
  writesLead: false,
});
