import * as z from "zod/mini";
import { personNameSchema } from "~/lib/person-name";
import { indianMobileDigits, normalizeIndianMobile } from "~/lib/phone";
import { hasUnusualCharacters } from "~/lib/plain-text";
import { CALLBACK_MESSAGE_MAX, CALLBACK_NAME_MAX, CALLBACK_TEXT, CALLBACK_TIMES } from "./callback-texts";

/**
 * The callback request, checked by the same schema in the dialog and at the endpoint. The phone
 * becomes +91XXXXXXXXXX by the one Indian-mobile rule; the message may have line breaks but nothing
 * else a person does not type (PostgreSQL refuses a NUL byte).
 */
export const callbackSchema = z.object({
  name: personNameSchema(
    {
      tooShort: CALLBACK_TEXT.invalidName.description,
      unusual: CALLBACK_TEXT.unusualName.description,
      tooLong: `Please enter a shorter name (at most ${CALLBACK_NAME_MAX} characters)`,
    },
    { max: CALLBACK_NAME_MAX },
  ),
  phone: z.pipe(
    z.string(CALLBACK_TEXT.invalidMobile.description).check(
      z.maxLength(20, CALLBACK_TEXT.invalidMobile.description),
      z.refine((v: string) => indianMobileDigits(v) !== null, CALLBACK_TEXT.invalidMobile.description),
    ),
    z.transform((v: string) => normalizeIndianMobile(v)!),
  ),
  preferredTime: z.enum(CALLBACK_TIMES, CALLBACK_TEXT.invalidTime.description),
  message: z.optional(
    z.string(CALLBACK_TEXT.invalidMessage.description).check(
      z.refine(
        (v: string) => !hasUnusualCharacters(v, { lineBreaks: true }),
        CALLBACK_TEXT.invalidMessage.description,
      ),
      z.maxLength(CALLBACK_MESSAGE_MAX, CALLBACK_TEXT.longMessage.description),
      z.trim(),
    ),
  ),
});

export type CallbackFields = z.output<typeof callbackSchema>;
