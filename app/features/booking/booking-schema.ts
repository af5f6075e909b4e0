import { indiaDay } from "~/lib/india-time";
import * as z from "~/lib/zod-mini";
import type { ToastText } from "~/features/verification";
import { personNameSchema } from "~/lib/person-name";
import { leadPhoneSchema } from "~/lib/enquiry-rules";
import { hasUnusualCharacters } from "~/lib/plain-text";

/**
 * The booking request ('Book Your Adventure'): who is travelling, when and how many, and what they
 * want to book — an itinerary of a destination, a package or a hotel. The item travels as its slug or
 * id only; the server resolves it against our content, so staff never read a title the browser made
 * up. One schema for the dialog and the endpoint, so both say the same thing for the same input;
 * `path[0]` names the field.
 */
export const BOOKING_TEXT = {
  invalidPhone: { title: "Invalid Phone Number", description: "Please enter a valid phone number" },
  // Ours: a number typed with a country code other than +91 that is not a valid one.
  invalidInternational: {
    title: "Invalid Phone Number",
    description: "Please enter your phone number with its country code, for example +44 7911 123456",
  },
  failed: { title: "Error", description: "Failed to submit booking request. Please try again." },
  codeRequired: { title: "Error", description: "Please enter the OTP code" },
  wrongCode: { title: "Invalid OTP", description: "Please enter the correct OTP code" },
  verifyFailed: { title: "Error", description: "Failed to verify OTP. Please try again." },
  verified: {
    title: "Booking Request Submitted!",
    description: "Our travel expert will call you within 15 minutes (8am to 8pm).",
  },
  resent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  // Ours, not the agency's: the agency's form states only which fields are required.
  shortName: { title: "Invalid Name", description: "Please enter your full name (at least 2 characters)" },
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  longName: { title: "Invalid Name", description: "Please enter a shorter name (at most 80 characters)" },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  invalidDate: { title: "Invalid Travel Date", description: "Please choose a valid travel date" },
  pastDate: { title: "Invalid Travel Date", description: "Please choose a travel date from today onwards" },
  farDate: {
    title: "Invalid Travel Date",
    description: "Please choose a travel date within the next 2 years",
  },
  invalidGroup: {
    title: "Invalid Group Size",
    description: "Please enter how many people are travelling (at least 1)",
  },
  largeGroup: {
    title: "Invalid Group Size",
    description: "For groups larger than 50, please call us and we'll plan it with you",
  },
  unusualMessage: {
    title: "Invalid Message",
    description: "Please remove unusual characters from your message",
  },
  longMessage: { title: "Invalid Message", description: "Please keep your message under 1,000 characters" },
  // Only a stale page or a tampered request names something we do not offer.
  unknownItem: {
    title: "Not Found",
    description: "We couldn't find what you wanted to book. Please reload the page and try again.",
  },
  unknownDestination: {
    title: "Not Found",
    description: "We couldn't find that destination. Please reload the page and try again.",
  },
  invalidSession: { title: "Error", description: "Please start your booking request again." },
  // A hotel enquiry asks for the stay itself: both dates, rooms and guests.
  checkInRequired: { title: "Invalid Check-in Date", description: "Please choose your check-in date" },
  checkOut: {
    title: "Invalid Check-out Date",
    description: "Please choose a check-out date after your check-in date",
  },
  longStay: {
    title: "Invalid Check-out Date",
    description: "For stays longer than 30 nights, please call us and we'll arrange it with you",
  },
  invalidRooms: { title: "Invalid Rooms", description: "Please enter how many rooms you need (1 to 10)" },
  fewGuests: { title: "Invalid Rooms", description: "Please ask for no more rooms than guests" },
} as const satisfies Record<string, ToastText>;

export function bookingCodeSentText(phoneDisplay: string): ToastText {
  return { title: "OTP Sent", description: `Verification code sent to ${phoneDisplay}` };
}

export const BOOKING_NAME_MAX = 80;
export const BOOKING_MESSAGE_MAX = 1000;
export const BOOKING_GROUP_MAX = 50;
export const BOOKING_ROOMS_MAX = 10;
export const BOOKING_NIGHTS_MAX = 30;
/** The booking form asks for at least this many characters before reading the number at all. */
export const BOOKING_PHONE_MIN = 10;
/** How far ahead a travel date may be: beyond it nobody can quote availability. */
const BOOKING_YEARS_AHEAD = 2;

/** Today's date in India (where the agency quotes dates), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return indiaDay(now);
}

const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const latestDate = () => {
  const today = todayInIndia();
  return `${Number(today.slice(0, 4)) + BOOKING_YEARS_AHEAD}${today.slice(4)}`;
};

const nameSchema = personNameSchema(
  {
    tooShort: BOOKING_TEXT.shortName.description,
    unusual: BOOKING_TEXT.unusualName.description,
    tooLong: BOOKING_TEXT.longName.description,
  },
  { max: BOOKING_NAME_MAX },
);

/**
 * At least ten characters first (the agency's rule), then an Indian mobile (→ +91XXXXXXXXXX) or a
 * number outside India (→ E.164). The form always asks for an e-mail, so a number outside India has
 * its address for the code without a check of its own.
 */
const phoneSchema = leadPhoneSchema(
  {
    invalid: BOOKING_TEXT.invalidPhone.description,
    international: BOOKING_TEXT.invalidInternational.description,
  },
  [z.trim(), z.minLength(BOOKING_PHONE_MIN, { error: BOOKING_TEXT.invalidPhone.description, abort: true })],
);

const emailSchema = z.pipe(
  z.string(BOOKING_TEXT.invalidEmail.description).check(z.trim(), z.toLowerCase()),
  z
    .email(BOOKING_TEXT.invalidEmail.description)
    .check(z.maxLength(254, BOOKING_TEXT.invalidEmail.description)),
);

/** Optional: blank means "not decided yet"; otherwise a real date from today (in India) on. */
const travelDateSchema = z
  .pipe(
    z.optional(z.string(BOOKING_TEXT.invalidDate.description).check(z.trim())),
    z.transform((v: string | undefined) => v || null),
  )
  .check(
    z.refine((v) => v === null || isCalendarDate(v), {
      error: BOOKING_TEXT.invalidDate.description,
      abort: true,
    }),
    z.refine((v) => v === null || v >= todayInIndia(), BOOKING_TEXT.pastDate.description),
    z.refine((v) => v === null || v <= latestDate(), BOOKING_TEXT.farDate.description),
  );

/** The form's number box sends text; a script may send a number. Whole people only. */
const groupSizeSchema = z
  .pipe(
    z.union([
      z.string(BOOKING_TEXT.invalidGroup.description),
      z.number(BOOKING_TEXT.invalidGroup.description),
    ]),
    z.transform((v: string | number) =>
      typeof v === "number" ? v : /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : NaN,
    ),
  )
  .check(
    z.refine((n: number) => Number.isSafeInteger(n) && n >= 1, {
      error: BOOKING_TEXT.invalidGroup.description,
      abort: true,
    }),
    z.refine((n: number) => n <= BOOKING_GROUP_MAX, BOOKING_TEXT.largeGroup.description),
  );

const messageSchema = z
  .pipe(
    z.optional(z.string(BOOKING_TEXT.unusualMessage.description).check(z.trim())),
    z.transform((v: string | undefined) => v ?? ""),
  )
  .check(
    z.refine((v: string) => !hasUnusualCharacters(v, { lineBreaks: true }), {
      error: BOOKING_TEXT.unusualMessage.description,
      abort: true,
    }),
    z.refine((v: string) => v.length <= BOOKING_MESSAGE_MAX, BOOKING_TEXT.longMessage.description),
  );

/** A hotel stay's check-out (blank for anything else): a real date; how it sits after check-in is the object's check. */
const checkOutSchema = z
  .pipe(
    z.optional(z.string(BOOKING_TEXT.checkOut.description).check(z.trim())),
    z.transform((v: string | undefined) => v || null),
  )
  .check(z.refine((v) => v === null || isCalendarDate(v), BOOKING_TEXT.checkOut.description));

/** Rooms for a hotel stay (blank for anything else). */
const roomsSchema = z
  .pipe(
    z.optional(z.union([z.string(BOOKING_TEXT.invalidRooms.description), z.number()])),
    z.transform((v: string | number | undefined) =>
      v === undefined || v === ""
        ? null
        : typeof v === "number"
          ? v
          : /^\s*\d{1,2}\s*$/.test(v)
            ? Number(v)
            : NaN,
    ),
  )
  .check(
    z.refine(
      (n: number | null) => n === null || (Number.isSafeInteger(n) && n >= 1 && n <= BOOKING_ROOMS_MAX),
      BOOKING_TEXT.invalidRooms.description,
    ),
  );

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const BOOKING_ITEM_TYPES = ["itinerary", "package", "hotel"] as const;
export type BookingItemType = (typeof BOOKING_ITEM_TYPES)[number];

/** Slugs and ids as the site writes them; whether they exist is the server's to say. */
const slugSchema = (message: string) =>
  z.string(message).check(z.maxLength(80, message), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, message));

export const bookingShape = {
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  travelDate: travelDateSchema,
  groupSize: groupSizeSchema,
  message: messageSchema,
  itemType: z.enum(BOOKING_ITEM_TYPES, BOOKING_TEXT.unknownItem.description),
  itemId: slugSchema(BOOKING_TEXT.unknownItem.description),
  /** Only for an itinerary: the destination it belongs to. */
  destinationSlug: z.optional(slugSchema(BOOKING_TEXT.unknownDestination.description)),
  /** Only for a hotel: the stay's last morning and the rooms (travelDate is the check-in). */
  checkOut: checkOutSchema,
  rooms: roomsSchema,
};

type StayFields = {
  itemType: string;
  travelDate: string | null;
  checkOut: string | null;
  rooms: number | null;
  groupSize: number;
};

/**
 * A hotel enquiry is for a stay: check-in, a check-out after it (at most 30 nights), and rooms for
 * the guests. Shared by the dialog and the endpoint, like the fields.
 */
export const hotelStayChecks = [
  z.refine<StayFields>((v) => v.itemType !== "hotel" || v.travelDate !== null, {
    error: BOOKING_TEXT.checkInRequired.description,
    path: ["travelDate"],
    abort: true,
  }),
  z.refine<StayFields>(
    (v) =>
      v.itemType !== "hotel" || (v.checkOut !== null && v.travelDate !== null && v.checkOut > v.travelDate),
    { error: BOOKING_TEXT.checkOut.description, path: ["checkOut"], abort: true },
  ),
  z.refine<StayFields>(
    (v) => v.itemType !== "hotel" || daysBetween(v.travelDate!, v.checkOut!) <= BOOKING_NIGHTS_MAX,
    { error: BOOKING_TEXT.longStay.description, path: ["checkOut"], abort: true },
  ),
  z.refine<StayFields>((v) => v.itemType !== "hotel" || v.rooms !== null, {
    error: BOOKING_TEXT.invalidRooms.description,
    path: ["rooms"],
    abort: true,
  }),
  z.refine<StayFields>((v) => v.itemType !== "hotel" || v.rooms! <= v.groupSize, {
    error: BOOKING_TEXT.fewGuests.description,
    path: ["rooms"],
  }),
];

export const bookingSchema = z.object(bookingShape).check(...hotelStayChecks);
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingFields = z.output<typeof bookingSchema>;

/** What the visitor receives once the phone is verified: what the request was for, in our words. */
export type BookingResult = { item: string };

const FIELD_TITLES: Record<string, string> = {
  name: BOOKING_TEXT.shortName.title,
  email: BOOKING_TEXT.invalidEmail.title,
  phone: BOOKING_TEXT.invalidPhone.title,
  travelDate: BOOKING_TEXT.invalidDate.title,
  groupSize: BOOKING_TEXT.invalidGroup.title,
  message: BOOKING_TEXT.unusualMessage.title,
  itemType: BOOKING_TEXT.unknownItem.title,
  itemId: BOOKING_TEXT.unknownItem.title,
  destinationSlug: BOOKING_TEXT.unknownDestination.title,
  checkOut: BOOKING_TEXT.checkOut.title,
  rooms: BOOKING_TEXT.invalidRooms.title,
};

/** The toast title for a field's problem. */
export function bookingIssueTitle(field: string): string {
  return FIELD_TITLES[field] ?? BOOKING_TEXT.failed.title;
}

type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function bookingIssueText(error: IssueList): { title: string; field: string } {
  const field = String(error.issues[0]?.path[0] ?? "");
  return { field, title: bookingIssueTitle(field) };
}
