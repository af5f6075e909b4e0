import * as z from "zod/mini";
import { personNameSchema } from "~/lib/person-name";
import { indianMobileDigits, normalizeIndianMobile } from "~/lib/phone";
import { QUIZ_QUESTION_COUNT } from "./quiz-content";
import { QUIZ_TEXT } from "./quiz-messages";
import { answersProblem } from "./quiz-scoring";

/**
 * One schema per operation, shared by the quiz page and its endpoints, so both give the same
 * message for the same input. Issue messages are the quiz's toast texts; `path[0]` names the field.
 * zod/mini: the same validation as zod with a fraction of the bytes in the page's bundle.
 */
export const QUIZ_NAME_MAX = 80;

export const quizNameSchema = personNameSchema(
  {
    tooShort: QUIZ_TEXT.invalidName.description,
    unusual: QUIZ_TEXT.unusualName.description,
    tooLong: `Please enter a shorter name (at most ${QUIZ_NAME_MAX} characters)`,
  },
  { max: QUIZ_NAME_MAX },
);

/** The one Indian-mobile rule; the value becomes +91XXXXXXXXXX. */
export const quizPhoneSchema = z.pipe(
  z.string(QUIZ_TEXT.invalidMobile.description).check(
    z.maxLength(20, QUIZ_TEXT.invalidMobile.description),
    z.refine((v: string) => indianMobileDigits(v) !== null, QUIZ_TEXT.invalidMobile.description),
  ),
  z.transform((v: string) => normalizeIndianMobile(v)!),
);

export const quizContactSchema = z.object({ name: quizNameSchema, phone: quizPhoneSchema });

export const quizAnswersSchema = z
  .array(z.string().check(z.maxLength(200)), QUIZ_TEXT.invalidAnswers.description)
  .check(
    z.length(QUIZ_QUESTION_COUNT, QUIZ_TEXT.invalidAnswers.description),
    z.refine((answers: string[]) => answersProblem(answers) === null, QUIZ_TEXT.invalidAnswers.description),
  );

export const quizSubmissionSchema = z.object({
  name: quizNameSchema,
  phone: quizPhoneSchema,
  answers: quizAnswersSchema,
});
export type QuizSubmissionInput = z.input<typeof quizSubmissionSchema>;

export const quizVerifySchema = z.object({
  code: z
    .string(QUIZ_TEXT.incompleteCode.description)
    .check(z.regex(/^\d{6}$/, QUIZ_TEXT.incompleteCode.description)),
});
