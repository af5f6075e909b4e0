import * as z from "~/lib/zod-mini";
import { indiaDay } from "~/lib/india-time";
import { leadPhoneSchema } from "~/lib/enquiry-rules";
import { personNameSchema } from "~/lib/person-name";
import type { Money } from "~/lib/money";

/**
 * The activity booking form, one schema for the dialog and the endpoint so both say the same thing
 * for the same input; `path[0]` names the field. The price is never taken from the browser: the
 * server prices the activity itself and recomputes the total with the same rule the dialog shows.
 */
export const ACTIVITY_BOOKING_TEXT = {
  confirmed: { title: "Booking Confirmed" },
  /** A booking no supplier confirmed yet: staff confirm availability and payment, then the voucher follows. */
  requested: {
    title: "Request received",
    description: (hours: number) => `We confirm availability and payment within ${hours} hours.`,
  },
  /** Held until it is paid: nothing goes to the supplier (or to staff to confirm) before the money does. */
  awaitingPayment: {
    title: "Almost done: pay to book",
    description: (reference: string) =>
      `Your booking ${reference} is held. It is sent to the operator as soon as it is paid; your voucher follows.`,
  },
  failed: {
    title: "Booking Failed",
    description: "There was an error processing your booking. Please try again.",
  },
  /** The supplier has not answered the booking yet (it may still be made): no "try again". */
  pending: {
    title: "We are confirming with the supplier",
    description: (email: string) =>
      `The supplier has not confirmed your booking yet. Please don't book again: we will e-mail the outcome to ${email} — your voucher once it is confirmed, or a note if it could not be booked.`,
  },
  /** Held at a supplier's own price that is not the estimate the dialog showed. */
  priceChanged: (held: string, estimate: string, guests: string) =>
    `The operator's price for ${guests} is ${held}, not the ${estimate} we estimated. That is the amount you will be asked to pay, and nothing is charged until you pay it.`,
  notBooked:
    "The supplier could not confirm this booking and nothing was booked. We have e-mailed you and our team will be in touch.",
  paidNotBooked:
    "The supplier could not confirm this booking, so nothing was booked and what you paid will be refunded in full. We have e-mailed you; to book another day, please start a new booking.",
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  unusualName: "Please remove unusual characters from your name",
  longName: "Please enter a shorter name (at most 60 characters)",
  email: "Please enter a valid email address",
  phone: "Please enter a valid Indian mobile number, or leave it blank",
  // Ours: a number outside India goes with its country code (its code goes to the e-mail address).
  phoneInternational: "Please enter your phone number with its country code, for example +44 7911 123456",
  date: "Please choose a date for your activity",
  pastDate: "Please choose a date from today onwards",
  farDate: "Please choose a date within the next 12 months",
  adults: "At least 1 adult is needed for a booking",
  manyGuests: "For more than 20 guests, please call us and we'll arrange it with you",
  children: "Please enter the number of children (0 or more)",
  unknownActivity: "We couldn't find that experience. Please reload the page and try again.",
  key: "Please reload the page and try again.",
  pickup: "Please shorten where to pick you up (at most 120 characters)",
  answer: "Please shorten your answer (at most 300 characters)",
  /** A question the supplier must have answered before it books, in its own words. */
  unanswered: (question: string) => `Please answer the operator's question: ${question}`,
  /** A supplier refused or failed: its own words go to staff, never to the visitor. */
  notBookableOnline:
    "This activity can't be booked online right now. Please try another date or ask us to book it for you.",
  /** A supplier asked us to slow down: nothing was booked, and a minute later it will work. */
  busy: "We're handling a lot of bookings right now. Please try again in a minute or two.",
  /** A booking sent without this browser's proof of the phone (or, without one, the address). */
  proofNeeded:
    "Please confirm your mobile number, or without one your email address, with the code we send you.",
} as const;

/**
 * The code step before a booking: a code to the phone when one is given, else to the e-mail address.
 * Nothing is booked and nothing is mailed until it is entered (or this browser proved the same phone
 * or address in the last 24 hours).
 */
export const ACTIVITY_BOOKING_CODE_TEXT = {
  badRequest: {
    title: ACTIVITY_BOOKING_TEXT.failed.title,
    description: "Send a JSON object with firstName, lastName, email and, optionally, phone.",
  },
  sendFailed: {
    title: ACTIVITY_BOOKING_TEXT.failed.title,
    description: "We couldn't send your confirmation code. Please try again.",
  },
  codeSent: (to: string) => ({ title: "Code Sent", description: `We sent a 6-digit code to ${to}.` }),
  resent: { title: "Code Resent", description: "A new code is on its way." },
  resendFailed: { title: "Code Not Sent", description: "We couldn't send a new code. Please try again." },
  invalidSession: {
    title: ACTIVITY_BOOKING_TEXT.failed.title,
    description: "This code is no longer valid. Please go back and press Confirm Booking again.",
  },
  incompleteCode: { title: "Invalid Code", description: "Please enter the complete 6-digit code" },
  wrongCode: { title: "Wrong Code", description: "That code is not right. Please check it and try again." },
  expiredCode: { title: "Code Expired", description: "This code has expired. Please request a new one." },
  verified: { title: "Code Accepted", description: "Thank you. We're booking your activity now." },
  skipped: {
    title: "Welcome Back!",
    description: "You confirmed your details earlier today, so no code is needed.",
  },
  verifyFailed: {
    title: ACTIVITY_BOOKING_TEXT.failed.title,
    description: "We couldn't check your code. Please try again.",
  },
} as const;

/**
 * The toast title for a field the visitor can put right: what is wrong, not "Booking Failed", which
 * says the supplier refused and sends people away from a booking that only needed another date.
 */
const FIELD_TITLES: Record<string, string> = {
  firstName: "Invalid Name",
  lastName: "Invalid Name",
  email: "Invalid Email",
  phone: "Invalid Mobile Number",
  date: "Invalid Date",
  adults: "Invalid Guests",
  children: "Invalid Guests",
  pickup: "Invalid Pick-up",
  answers: "Invalid Answer",
};

export function activityIssueTitle(field: string): string {
  return FIELD_TITLES[field] ?? ACTIVITY_BOOKING_TEXT.failed.title;
}

export const MAX_GUESTS_PER_TYPE = 20;
const NAME_MAX = 60;

const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** The last day a booking may be for: a year from today in India (providers price no further). */
export function latestActivityDate(now = new Date()): string {
  const today = indiaDay(now);
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
}

const name = (missing: string) =>
  personNameSchema(
    {
      tooShort: missing,
      unusual: ACTIVITY_BOOKING_TEXT.unusualName,
      tooLong: ACTIVITY_BOOKING_TEXT.longName,
    },
    { min: 1, max: NAME_MAX },
  );

/** A count from a number box (text) or a script (a number); whole people only. */
const count = (message: string, min: number) =>
  z
    .pipe(
      z.union([z.string(message), z.number(message)]),
      z.transform((v: string | number) =>
        typeof v === "number" ? v : /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN,
      ),
    )
    .check(
      z.refine((n: number) => Number.isSafeInteger(n) && n >= min, { error: message, abort: true }),
      z.refine((n: number) => n <= MAX_GUESTS_PER_TYPE, ACTIVITY_BOOKING_TEXT.manyGuests),
    );

/** A phone that is given: an Indian mobile or a number outside India, in the form's words. */
const givenPhoneSchema = leadPhoneSchema({
  invalid: ACTIVITY_BOOKING_TEXT.phone,
  international: ACTIVITY_BOOKING_TEXT.phoneInternational,
});

export const activityBookingShape = {
  /** One per dialog submission: a retried or doubled request finds the first booking. */
  key: z
    .string(ACTIVITY_BOOKING_TEXT.key)
    .check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ACTIVITY_BOOKING_TEXT.key),
    ),
  activityCode: z
    .string(ACTIVITY_BOOKING_TEXT.unknownActivity)
    .check(
      z.maxLength(80, ACTIVITY_BOOKING_TEXT.unknownActivity),
      z.regex(/^[A-Za-z0-9-]+$/, ACTIVITY_BOOKING_TEXT.unknownActivity),
    ),
  firstName: name(ACTIVITY_BOOKING_TEXT.firstName),
  lastName: name(ACTIVITY_BOOKING_TEXT.lastName),
  email: z.pipe(
    z.string(ACTIVITY_BOOKING_TEXT.email).check(z.trim(), z.toLowerCase()),
    z.email(ACTIVITY_BOOKING_TEXT.email).check(z.maxLength(254, ACTIVITY_BOOKING_TEXT.email)),
  ),
  /**
   * Optional: blank is no phone; otherwise an Indian mobile, kept as +91XXXXXXXXXX, or a number
   * outside India with its country code (E.164), whose code goes to the e-mail address.
   */
  phone: z.pipe(
    z.optional(z.nullable(z.string(ACTIVITY_BOOKING_TEXT.phone).check(z.trim()))),
    z.transform((v: string | null | undefined, ctx) => {
      if (!v) return null;
      const given = givenPhoneSchema.safeParse(v);
      if (!given.success) {
        ctx.issues.push({ code: "custom", message: given.error.issues[0]!.message, input: v });
        return z.NEVER;
      }
      return given.data;
    }),
  ),
  date: z.string(ACTIVITY_BOOKING_TEXT.date).check(
    z.trim(),
    z.refine(isCalendarDate, { error: ACTIVITY_BOOKING_TEXT.date, abort: true }),
    z.refine((v: string) => v >= indiaDay(new Date()), {
      error: ACTIVITY_BOOKING_TEXT.pastDate,
      abort: true,
    }),
    z.refine((v: string) => v <= latestActivityDate(), ACTIVITY_BOOKING_TEXT.farDate),
  ),
  adults: count(ACTIVITY_BOOKING_TEXT.adults, 1),
  children: count(ACTIVITY_BOOKING_TEXT.children, 0),
  /** Where staying, for a pick-up (a hotel or camp); optional, blank is none. */
  pickup: z.pipe(
    z.optional(
      z.nullable(
        z
          .string(ACTIVITY_BOOKING_TEXT.pickup)
          .check(z.trim(), z.maxLength(120, ACTIVITY_BOOKING_TEXT.pickup)),
      ),
    ),
    z.transform((v: string | null | undefined) => v || null),
  ),
  /** The supplier's questions answered by the traveller: question code → answer. */
  answers: z._default(
    z.record(
      z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,40}$/, ACTIVITY_BOOKING_TEXT.key)),
      z.string(ACTIVITY_BOOKING_TEXT.answer).check(z.trim(), z.maxLength(300, ACTIVITY_BOOKING_TEXT.answer)),
    ),
    {},
  ),
};

export const activityBookingSchema = z.object(activityBookingShape);

/** Who books: what the code step needs (the code goes to the phone, or without one to the address). */
export const activityBookingContactSchema = z.object({
  firstName: activityBookingShape.firstName,
  lastName: activityBookingShape.lastName,
  email: activityBookingShape.email,
  phone: activityBookingShape.phone,
});
export type ActivityBookingContact = z.output<typeof activityBookingContactSchema>;

/** What a right code answers with: the booking itself is the next request. */
export type ActivityBookingProven = { proven: true };
export type ActivityBookingInput = z.input<typeof activityBookingSchema>;
export type ActivityBookingFields = z.output<typeof activityBookingSchema>;

/** What the visitor sees once booked (and again for a repeated submission). */
/** The 202 answer while the supplier has not confirmed: the outcome follows by e-mail. */
export type ActivityBookingPending = {
  outcome: "pending";
  title: string;
  description: string;
  activityTitle: string;
  date: string;
  email: string;
};

export type ActivityBookingConfirmation = {
  reference: string;
  activityTitle: string;
  date: string;
  adults: number;
  children: number;
  /** What was charged, in the currency of the sale (the supplier's own for a supplier product). */
  adultPrice: Money;
  childPrice: Money | null;
  total: Money;
  /** "≈ ₹11,313 at €1 = ₹90.50 on 20 Nov 2026" from the rate the booking keeps; null without one. */
  approxInr: string | null;
  email: string;
  /**
   * awaiting_payment: held until paid (payUrl is its pay page); requested: staff confirm it within
   * `confirmWithinHours`; confirmed: a supplier (or staff) did.
   */
  status: "awaiting_payment" | "requested" | "confirmed";
  /** Our pay page while the booking awaits payment; null after. */
  payUrl: string | null;
  /**
   * Held at a supplier's price other than the estimate the dialog showed: that change in plain
   * words, for the traveller to read before the pay page. Null when the price is the one shown.
   */
  priceChanged: string | null;
  confirmWithinHours: number;
  /** The voucher's download link, once the booking is confirmed. */
  voucherUrl: string | null;
  toast: { title: string; description: string };
};

/** A question the supplier asks before it books (Hotelbeds' modality questions), in its own words. */
export type SupplierQuestion = { code: string; text: string; required: boolean };

/** GET /api/v1/activities/questions: what the dialog asks, and whether a supplier confirms at once. */
export type ActivityQuestionsAnswer = {
  questions: SupplierQuestion[];
  instant: boolean;
  confirmWithinHours: number;
};
