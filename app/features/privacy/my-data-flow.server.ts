import { sql } from "drizzle-orm";
import * as z from "~/lib/zod-mini";
import { createLeadFlow, type LeadFlowTexts } from "~/features/verification/index.server";
import { codeEmailSchema, leadPhoneSchema } from "~/lib/enquiry-rules";
import { isInternationalNumber } from "~/lib/phone";
import { queryRows, type Database } from "~/server/db/db.server";
import { MY_DATA_TEXTS } from "./my-data-texts";

/**
 * The code before the privacy page: the lead-flow layer's privacy_access purpose (its caps, tries,
 * expiry and signed proof). An Indian mobile gets it by SMS; a number outside India by e-mail, and
 * only to the address the agency already holds for that number (`heldCodeEmail`). No lead is made.
 */
const T = MY_DATA_TEXTS.en;

export const myDataStartSchema = z.pipe(
  z.object({
    phone: leadPhoneSchema({ invalid: T.invalidPhone, international: T.invalidInternational }),
    email: codeEmailSchema(T.invalidEmail),
  }),
  // An Indian mobile's code goes by SMS: an address sent with it is not kept.
  z.transform(({ phone, email }) => ({
    name: "",
    phone,
    email: isInternationalNumber(phone) ? email : null,
  })),
);

/**
 * The one address a code for a number outside India may go to: the address the number's records
 * agree on, and only when they agree. Every enquiry on the number (and the contact, if it has an
 * address) must carry the same address, and at least one enquiry must have been confirmed with a
 * code; an address typed on the page must be that one. A code-less form, or a confirmed one typed
 * with someone else's number, can add an address anyone chose: then the records disagree and
 * nothing is sent, so nobody opens another person's data with an address of their own choosing.
 * null sends nothing, and the page answers exactly as when it sends.
 */
async function heldCodeEmail(db: Database, phone: string, typed: string | null) {
  const rows = await queryRows<{ email: string; confirmed: boolean }>(
    db,
    sql`SELECT lower(coalesce(l.email, '')) AS email, l.phone_verified AS confirmed FROM leads l
        WHERE l.phone = ${phone} OR l.contact_id IN (SELECT id FROM contacts WHERE phone = ${phone})
      UNION ALL
      SELECT lower(c.email), false FROM contacts c WHERE c.phone = ${phone} AND c.email IS NOT NULL`,
  );
  const addresses = new Set(rows.map((r) => r.email));
  const [only] = addresses;
  if (addresses.size !== 1 || !only || !rows.some((r) => r.confirmed)) return null;
  return typed === null || typed.toLowerCase() === only ? only : null;
}

const failed = {
  title: "Something went wrong",
  description: "We could not send your code. Please try again.",
};

const texts: LeadFlowTexts = {
  badRequest: { title: "Enter your number", description: T.invalidPhone },
  invalidPhone: { title: "Enter your number", description: T.invalidPhone },
  saveFailed: failed,
  sendFailed: failed,
  // A number outside India: the answer must not tell whether a code went (the number or address may
  // be unknown), so it says where a code goes when there is one. An Indian mobile's always goes.
  codeSent: (to) =>
    to.startsWith("+91 ")
      ? { title: "Code sent", description: `We sent a 6-digit code to ${to}.` }
      : { title: "Check your e-mail", description: T.codeByEmail },
  resent: { title: "New code", description: "A new code is on its way; the old one no longer works." },
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
  issueText: (issues) =>
    issues.issues[0]?.path[0] === "email"
      ? { title: "Check your e-mail", field: "email" }
      : { title: texts.invalidPhone.title, field: "phone" },
  texts,
  toData: () => ({}),
  toResult: () => ({ ok: true }),
  writesLead: false,
  codeEmail: heldCodeEmail,
});
