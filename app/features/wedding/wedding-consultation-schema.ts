import * as z from "~/lib/zod-mini";
import { emailSchema, leadPhoneSchema, optionalTextSchema } from "~/lib/enquiry-rules";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { personNameSchema } from "~/lib/person-name";

/** The wedding consultation: its words and its one schema, shared by the form and its endpoint. */
export const WEDDING_TEXT = {
  invalidName: { title: "Invalid Name", description: "Please enter a valid name (at least 2 characters)" },
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  longName: { title: "Invalid Name", description: "Please enter a shorter name (at most 80 characters)" },
  invalidMobile: {
    title: "Invalid Mobile Number",
    description: "Please enter a valid 10-digit Indian mobile number",
  },
  // Ours: a number outside India goes with its country code.
  invalidInternational: {
    title: "Invalid Mobile Number",
    description: "Please enter your number with its country code, for example +44 7911 123456",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  invalidBudget: { title: "Invalid Budget", description: "Please choose one of the budget ranges" },
  invalidDate: { title: "Invalid Date", description: "Please choose a wedding date from today onwards" },
  invalidGuests: {
    title: "Invalid Guest Count",
    description: "Please enter the number of guests (1 to 5,000)",
  },
  invalidMessage: {
    title: "Invalid Message",
    description: "Please keep your message to plain text (at most 2,000 characters)",
  },
  badRequest: {
    title: "Request Failed",
    description: "Please fill in the consultation form and send it again.",
  },
  failed: {
    title: "Request Failed",
    description: "Failed to send your consultation request. Please try again or call us directly.",
  },
  received: {
    title: "Consultation Request Received",
    description: "Our wedding specialists will contact you within 24 hours.",
  },
} as const;

export const WEDDING_BUDGETS = [
  "Under ₹25 lakh",
  "₹25–50 lakh",
  "₹50 lakh – ₹1 crore",
  "Above ₹1 crore",
] as const;

/** The note's cap: the form counts up to it, and the server refuses more. */
export const WEDDING_MESSAGE_MAX = 2000;
export const WEDDING_GUESTS_MAX = 5000;

const TITLES: Record<string, string> = {
  name: WEDDING_TEXT.invalidName.title,
  phone: WEDDING_TEXT.invalidMobile.title,
  email: WEDDING_TEXT.invalidEmail.title,
  budget: WEDDING_TEXT.invalidBudget.title,
  weddingDate: WEDDING_TEXT.invalidDate.title,
  guestCount: WEDDING_TEXT.invalidGuests.title,
  message: WEDDING_TEXT.invalidMessage.title,
};
export const weddingTitleFor = (field: string) => TITLES[field] ?? WEDDING_TEXT.badRequest.title;

function isPlannedDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // A date such as 2027-02-30 rolls over; only one that reads back the same is real.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  // A wedding may be today in India or later, wherever the visitor is, with one day of slack: a
  // visitor west of India may still be on the previous day.
  return (
    value >= addIndiaDays(indiaDay(), -1) && Number(value.slice(0, 4)) <= new Date().getUTCFullYear() + 10
  );
}

const emptyToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === "" ? null : v.trim();

export const weddingConsultationSchema = z.object({
  name: personNameSchema(
    {
      tooShort: WEDDING_TEXT.invalidName.description,
      unusual: WEDDING_TEXT.unusualName.description,
      tooLong: WEDDING_TEXT.longName.description,
    },
    { max: 80 },
  ),
  email: emailSchema(WEDDING_TEXT.invalidEmail.description, { required: true }),
  // An Indian mobile (→ +91XXXXXXXXXX) or a number outside India (→ E.164): no code is sent, so a
  // number abroad needs nothing more; the specialists call it as it is.
  phone: leadPhoneSchema({
    invalid: WEDDING_TEXT.invalidMobile.description,
    international: WEDDING_TEXT.invalidInternational.description,
  }),
  budget: z.pipe(
    z.optional(
      z.nullable(
        z
          .string(WEDDING_TEXT.invalidBudget.description)
          .check(
            z.refine(
              (v: string) => v === "" || (WEDDING_BUDGETS as readonly string[]).includes(v),
              WEDDING_TEXT.invalidBudget.description,
            ),
          ),
      ),
    ),
    z.transform(emptyToNull),
  ),
  weddingDate: z.pipe(
    z.optional(
      z.nullable(
        z
          .string(WEDDING_TEXT.invalidDate.description)
          .check(
            z.refine(
              (v: string) => v.trim() === "" || isPlannedDate(v.trim()),
              WEDDING_TEXT.invalidDate.description,
            ),
          ),
      ),
    ),
    z.transform(emptyToNull),
  ),
  guestCount: z.pipe(
    z.optional(
      z.nullable(
        z.string(WEDDING_TEXT.invalidGuests.description).check(
          z.refine((v: string) => {
            const t = v.trim();
            if (t === "") return true;
            if (!/^\d{1,5}$/.test(t)) return false;
            const n = Number(t);
            return n >= 1 && n <= WEDDING_GUESTS_MAX;
          }, WEDDING_TEXT.invalidGuests.description),
        ),
      ),
    ),
    z.transform((v: string | null | undefined) => {
      const t = emptyToNull(v);
      return t === null ? null : Number(t);
    }),
  ),
  message: optionalTextSchema(
    { unusual: WEDDING_TEXT.invalidMessage.description, tooLong: WEDDING_TEXT.invalidMessage.description },
    { max: WEDDING_MESSAGE_MAX, lineBreaks: true },
  ),
});

export type WeddingConsultationValues = {
  name: string;
  email: string;
  phone: string;
  budget: string;
  weddingDate: string;
  guestCount: string;
  message: string;
};
