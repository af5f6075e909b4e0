import * as z from "~/lib/zod-mini";
import { leadPhoneSchema } from "~/lib/enquiry-rules";
import { personNameSchema } from "~/lib/person-name";
import { hasUnusualCharacters } from "~/lib/plain-text";
import {
  PRIORITY_ACCESS_VARIANTS,
  PRIORITY_EMAIL_MAX,
  PRIORITY_FIELD_TEXT,
  PRIORITY_NAME_MAX,
} from "./priority-access-texts";

/**
 * The priority-access request, one schema for the dialog and the endpoint. Name, e-mail and phone are
 * required; the phone may be typed with 91 or +91, spaces, hyphens (the one Indian-mobile rule) and
 * becomes +91XXXXXXXXXX, or is a number outside India with its country code (E.164), whose code goes
 * to the e-mail the form always asks for. From a destination page it carries which destination,
 * itinerary and saved customisation it was about: here only their shape is checked; the server
 * resolves them against its own content (priority-access-flow.server.ts).
 */
const tripText = (max: number) =>
  z.optional(
    z.string(PRIORITY_FIELD_TEXT.invalidTrip.description).check(
      z.maxLength(max, PRIORITY_FIELD_TEXT.invalidTrip.description),
      z.refine((v: string) => !hasUnusualCharacters(v), PRIORITY_FIELD_TEXT.invalidTrip.description),
    ),
  );

export const priorityAccessSchema = z.object({
  name: personNameSchema(
    {
      tooShort: PRIORITY_FIELD_TEXT.invalidName.description,
      unusual: PRIORITY_FIELD_TEXT.unusualName.description,
      tooLong: `Please enter a shorter name (at most ${PRIORITY_NAME_MAX} characters)`,
    },
    { max: PRIORITY_NAME_MAX },
  ),
  email: z.string(PRIORITY_FIELD_TEXT.invalidEmail.description).check(
    z.trim(),
    // Lowercased as the booking's: a code for a number outside India is mailed and matched so.
    z.toLowerCase(),
    z.maxLength(PRIORITY_EMAIL_MAX, PRIORITY_FIELD_TEXT.invalidEmail.description),
    z.email(PRIORITY_FIELD_TEXT.invalidEmail.description),
  ),
  phone: leadPhoneSchema({
    invalid: PRIORITY_FIELD_TEXT.invalidPhone.description,
    international: PRIORITY_FIELD_TEXT.invalidInternational.description,
  }),
  variant: z._default(z.enum(PRIORITY_ACCESS_VARIANTS, PRIORITY_FIELD_TEXT.badRequest.description), "home"),
  /** The destination's slug. */
  destination: tripText(60),
  itineraryId: tripText(100),
  /** The saved customisation as JSON: { hotel, activities, transfer }. */
  customisation: tripText(2000),
});

export type PriorityAccessFields = z.output<typeof priorityAccessSchema>;
