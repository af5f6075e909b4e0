import * as z from "~/lib/zod-mini";
import { personNameSchema } from "~/lib/person-name";
import {
  codeEmailSchema,
  emailForNumberAbroad,
  emailOnlyForNumberAbroad,
  leadPhoneSchema,
} from "~/lib/enquiry-rules";
import { hasUnusualCharacters } from "~/lib/plain-text";
import { CALLBACK_MESSAGE_MAX, CALLBACK_NAME_MAX, CALLBACK_TEXT, CALLBACK_TIMES } from "./callback-texts";

/**
 * The callback request, checked by the same schema in the dialog and at the endpoint. The phone
 * becomes +91XXXXXXXXXX by the one Indian-mobile rule, or E.164 for a number outside India, which
 * then needs an e-mail address (its code goes there: SMS reaches Indian numbers only); the message
 * may have line breaks but nothing else a person does not type (PostgreSQL refuses a NUL byte).
 * An Indian mobile's request keeps no e-mail, whatever it carried: the form asks for none.
 */
export const callbackSchema = z.pipe(
  z
    .object({
      name: personNameSchema(
        {
          tooShort: CALLBACK_TEXT.invalidName.description,
          unusual: CALLBACK_TEXT.unusualName.description,
          tooLong: `Please enter a shorter name (at most ${CALLBACK_NAME_MAX} characters)`,
        },
        { max: CALLBACK_NAME_MAX },
      ),
      phone: leadPhoneSchema({
        invalid: CALLBACK_TEXT.invalidMobile.description,
        international: CALLBACK_TEXT.invalidInternational.description,
      }),
      email: codeEmailSchema(CALLBACK_TEXT.invalidEmail.description),
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
    .check(emailForNumberAbroad(CALLBACK_TEXT.emailForCode.description)),
  z.transform(emailOnlyForNumberAbroad),
);

export type CallbackFields = z.output<typeof callbackSchema>;
