import * as z from "zod/mini";
import { personNameSchema } from "~/lib/person-name";
import { INTERNATIONAL_INPUT_MAX_LENGTH, isInternationalNumber, normalizeLeadPhone } from "~/lib/phone";
import { hasUnusualCharacters } from "~/lib/plain-text";
import { CALLBACK_MESSAGE_MAX, CALLBACK_NAME_MAX, CALLBACK_TEXT, CALLBACK_TIMES } from "./callback-texts";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A number typed with "+" and a country code other than 91 is meant as one outside India. */
const looksInternational = (v: string) => /^[\s(]*\+/.test(v) && !/^[\s(]*\+[\s(]*9[\s-]*1/.test(v);

/**
 * The callback request, checked by the same schema in the dialog and at the endpoint. The phone
 * becomes +91XXXXXXXXXX by the one Indian-mobile rule, or E.164 for a number outside India, which
 * then needs an e-mail address (its code goes there: SMS reaches Indian numbers only); the message
 * may have line breaks but nothing else a person does not type (PostgreSQL refuses a NUL byte).
 */
export const callbackSchema = z
  .object({
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
        z.maxLength(INTERNATIONAL_INPUT_MAX_LENGTH, CALLBACK_TEXT.invalidMobile.description),
        z.superRefine((v: string, ctx) => {
          if (normalizeLeadPhone(v) !== null) return;
          ctx.issues.push({
            code: "custom",
            input: v,
            message: looksInternational(v)
              ? CALLBACK_TEXT.invalidInternational.description
              : CALLBACK_TEXT.invalidMobile.description,
          });
        }),
      ),
      z.transform((v: string) => normalizeLeadPhone(v)!),
    ),
    email: z.optional(
      z.pipe(
        z.string(CALLBACK_TEXT.invalidEmail.description).check(
          z.trim(),
          z.maxLength(254, CALLBACK_TEXT.invalidEmail.description),
          z.refine((v: string) => v === "" || EMAIL_SHAPE.test(v), CALLBACK_TEXT.invalidEmail.description),
        ),
        z.transform((v: string) => v.toLowerCase() || undefined),
      ),
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
  })
  .check(
    z.refine((v) => !isInternationalNumber(v.phone) || v.email !== undefined, {
      message: CALLBACK_TEXT.emailForCode.description,
      path: ["email"],
    }),
  );

export type CallbackFields = z.output<typeof callbackSchema>;
