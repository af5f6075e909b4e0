import * as z from "~/lib/zod-mini";
import { personNameSchema } from "~/lib/person-name";
import {
  codeEmailSchema,
  emailForNumberAbroad,
  emailOnlyForNumberAbroad,
  leadPhoneSchema,
} from "~/lib/enquiry-rules";
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

/**
 * An Indian mobile by the one Indian rule (→ +91XXXXXXXXXX), or a number outside India with its
 * country code (→ E.164), which then needs the e-mail address its code goes to.
 */
export const quizPhoneSchema = leadPhoneSchema({
  invalid: QUIZ_TEXT.invalidMobile.description,
  international: QUIZ_TEXT.invalidInternational.description,
});
const quizEmailSchema = codeEmailSchema(QUIZ_TEXT.invalidEmail.description);
const quizEmailCheck = emailForNumberAbroad(QUIZ_TEXT.emailForCode.description);

export const quizContactSchema = z.pipe(
  z.object({ name: quizNameSchema, phone: quizPhoneSchema, email: quizEmailSchema }).check(quizEmailCheck),
  z.transform(emailOnlyForNumberAbroad),
);

export const quizAnswersSchema = z
  .array(z.string().check(z.maxLength(200)), QUIZ_TEXT.invalidAnswers.description)
  .check(
    z.length(QUIZ_QUESTION_COUNT, QUIZ_TEXT.invalidAnswers.description),
    z.refine((answers: string[]) => answersProblem(answers) === null, QUIZ_TEXT.invalidAnswers.description),
  );

export const quizSubmissionSchema = z.pipe(
  z
    .object({
      name: quizNameSchema,
      phone: quizPhoneSchema,
      email: quizEmailSchema,
      answers: quizAnswersSchema,
    })
    .check(quizEmailCheck),
  z.transform(emailOnlyForNumberAbroad),
);
export type QuizSubmissionInput = z.input<typeof quizSubmissionSchema>;

export const quizVerifySchema = z.object({
  code: z
    .string(QUIZ_TEXT.incompleteCode.description)
    .check(z.regex(/^\d{6}$/, QUIZ_TEXT.incompleteCode.description)),
});
