import fc from "fast-check";
import type { LeadPurpose } from "~/features/leads";
import { normalizeLeadPhone } from "~/lib/phone";
import { TOP_ANSWERS } from "./quiz-requests";

/**
 * What the lead flows' bad-input tests share: a payload each flow accepts, and the values its name and
 * phone fields refuse. The flows' own fuzz calls the handlers directly; the reliability suite sends
 * the same payloads to a production process.
 */

/** A payload each flow accepts; a test breaks it. A new flow without one fails the tests that use this. */
export const VALID_LEAD_PAYLOADS: Partial<Record<LeadPurpose, Record<string, unknown>>> = {
  quiz: { name: "Asha Rao", phone: "9812345678", answers: TOP_ANSWERS },
  priority_access: { name: "Asha Rao", email: "asha@example.com", phone: "9812345678", variant: "home" },
  callback: { name: "Asha Rao", phone: "9812345678", preferredTime: "ASAP", message: "Kenya in May" },
  itinerary_unlock: {
    name: "Asha Rao",
    phone: "9812345678",
    destinationSlug: "kenya",
    itineraryId: "luxury-safari-8d",
  },
  deal_booking: { name: "Asha Rao", phone: "9812345678", dealId: "bali-7-days" },
  booking: {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9812345678",
    groupSize: "2",
    itemType: "itinerary",
    itemId: "luxury-safari-8d",
    destinationSlug: "kenya",
  },
  contact_inquiry: { name: "Asha Rao", phone: "9812345678", message: "Kerala in December" },
  wedding_consultation: { name: "Asha Rao", phone: "9812345678", email: "asha@example.com" },
  planner_handoff: {
    name: "Asha Rao",
    phone: "9812345678",
    transcript: JSON.stringify([{ role: "user", content: "Kenya for 2 in March" }]),
  },
  // The code step before an activity booking: the visitor's name in two fields, the phone optional.
  activity_booking: { firstName: "Asha", lastName: "Rao", email: "asha@example.com", phone: "9812345678" },
};

/**
 * How a flow's form differs from the usual name-and-phone: the field that holds the name, and
 * whether the phone may be left out (then a blank one is no error, and a one-letter first name is a
 * name).
 */
export const LEAD_PAYLOAD_SHAPES: Partial<
  Record<LeadPurpose, { nameField: string; optionalPhone: boolean }>
> = { activity_booking: { nameField: "firstName", optionalPhone: true } };

/** Values no name field takes: wrong types, blanks, control or invisible characters, far too long. */
export const badName = fc.oneof(
  fc.constantFrom(null, 42, true, [], {}, "", " ", "A", "\u0000\u0000", "\u200b\u200b\u200b", "\u0007bell"),
  fc.string({ minLength: 201, maxLength: 400 }).map((s) => `Asha ${s.replace(/\s/g, "x")}`),
);

/**
 * Values no phone field takes: wrong types, and strings that are neither an Indian mobile nor a
 * number outside India with its country code (+91 with a non-mobile is never read as foreign).
 */
export const badPhone = fc.oneof(
  fc.constantFrom(
    null,
    9812345678,
    false,
    ["9812345678"],
    {},
    "",
    "+91 415 555 0100",
    "+1 415",
    "5812345678",
  ),
  fc.string({ maxLength: 30 }).filter((s) => normalizeLeadPhone(s) === null),
);

/** Junk for any other field: either still acceptable or refused — a broken name or phone decides. */
export const junkField = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.constant(null),
);
