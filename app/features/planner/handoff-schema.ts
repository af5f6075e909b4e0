import * as z from "~/lib/zod-mini";
import { LEAD_PURPOSES } from "~/features/leads";
import type { ToastText } from "~/features/verification";
import { personNameSchema } from "~/lib/person-name";
import {
  codeEmailSchema,
  emailForNumberAbroad,
  emailOnlyForNumberAbroad,
  leadPhoneSchema,
} from "~/lib/enquiry-rules";
import { MAX_TURNS, type PlannerTurn } from "./chat-limits";
import { HANDOFF_BUDGET_CHARS, HANDOFF_TURN_CHARS } from "./handoff-transcript";

export { HANDOFF_TURN_CHARS, handoffTranscript } from "./handoff-transcript";

/**
 * 'Send this plan to an expert': name and mobile, the code, and the conversation goes to the CRM as a
 * planner lead. The conversation travels as one JSON text field (the shared dialog's fields are
 * text), read back and capped here.
 */
export const HANDOFF_TEXT = {
  required: { title: "Error", description: "Please enter your name and mobile number" },
  invalidPhone: {
    title: "Invalid Phone Number",
    description: "Please enter a valid 10-digit Indian mobile number",
  },
  // Ours: a number outside India goes with its country code and an e-mail address for its code.
  invalidInternational: {
    title: "Invalid Phone Number",
    description: "Please enter your number with its country code, for example +44 7911 123456",
  },
  emailForCode: {
    title: "Email Needed",
    description: "Please enter your email address: we send the code there for a number outside India",
  },
  invalidEmail: { title: "Email Needed", description: "Please enter a valid email address" },
  shortName: { title: "Invalid Name", description: "Please enter your name (at least 2 characters)" },
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  longName: { title: "Invalid Name", description: "Please enter a shorter name (at most 80 characters)" },
  transcript: {
    title: "Error",
    description: "We couldn't read your conversation. Please reload the page and try again.",
  },
  badRequest: { title: "Error", description: "Send a JSON object with name, phone and transcript." },
  sendFailed: { title: "Error", description: "We couldn't send your code. Please try again." },
  resent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  resendFailed: { title: "Error", description: "We couldn't send a new code. Please try again." },
  incompleteCode: { title: "Error", description: "Please enter the complete 6-digit code" },
  wrongCode: { title: "Invalid OTP", description: "Please enter the correct code" },
  verifyFailed: { title: "Error", description: "We couldn't check your code just now. Please try again." },
  invalidSession: { title: "Error", description: "This request has expired. Please start again." },
  verified: {
    title: "Sent to our experts!",
    description: `A travel designer will call you within ${LEAD_PURPOSES.planner_handoff.callWithinMinutes} minutes (8 am to 8 pm IST) with your plan.`,
  },
} as const satisfies Record<string, ToastText>;

export function handoffCodeSentText(phoneDisplay: string): ToastText {
  return { title: "OTP Sent", description: `Verification code sent to ${phoneDisplay}` };
}

const nameSchema = z.pipe(
  z
    .string(HANDOFF_TEXT.required.description)
    .check(z.trim(), z.minLength(1, { error: HANDOFF_TEXT.required.description, abort: true })),
  personNameSchema(
    {
      tooShort: HANDOFF_TEXT.shortName.description,
      unusual: HANDOFF_TEXT.unusualName.description,
      tooLong: HANDOFF_TEXT.longName.description,
    },
    { max: 80 },
  ),
);

/** An Indian mobile (→ +91XXXXXXXXXX) or a number outside India (→ E.164, which needs an e-mail). */
const phoneSchema = leadPhoneSchema(
  {
    missing: HANDOFF_TEXT.required.description,
    invalid: HANDOFF_TEXT.invalidPhone.description,
    international: HANDOFF_TEXT.invalidInternational.description,
  },
  [z.trim(), z.minLength(1, { error: HANDOFF_TEXT.required.description, abort: true })],
);

function readTranscript(raw: string): PlannerTurn[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_TURNS) return null;
    const turns: PlannerTurn[] = [];
    for (const item of value) {
      if (typeof item !== "object" || item === null) return null;
      const { role, content } = item as Record<string, unknown>;
      if ((role !== "user" && role !== "assistant") || typeof content !== "string") return null;
      if (content.length > HANDOFF_TURN_CHARS) return null;
      turns.push({ role, content });
    }
    return turns.some((t) => t.role === "user") ? turns : null;
  } catch {
    return null;
  }
}

const transcriptSchema = z.pipe(
  z.string(HANDOFF_TEXT.transcript.description).check(
    z.maxLength(HANDOFF_BUDGET_CHARS * 2, {
      error: HANDOFF_TEXT.transcript.description,
      abort: true,
    }),
    z.refine((v: string) => readTranscript(v) !== null, HANDOFF_TEXT.transcript.description),
  ),
  z.transform((v: string) => readTranscript(v)!),
);

/** A number outside India needs the e-mail its code goes to; an Indian mobile's lead keeps none. */
export const handoffSchema = z.pipe(
  z
    .object({
      name: nameSchema,
      phone: phoneSchema,
      email: codeEmailSchema(HANDOFF_TEXT.invalidEmail.description),
      transcript: transcriptSchema,
      fromPath: z.optional(z.nullable(z.string().check(z.maxLength(200), z.regex(/^\/[\w\-/]*$/)))),
    })
    .check(emailForNumberAbroad(HANDOFF_TEXT.emailForCode.description)),
  z.transform(emailOnlyForNumberAbroad),
);
export type HandoffFields = z.output<typeof handoffSchema>;
export type HandoffResult = { destination: string | null };

type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
const TITLES: Record<string, string> = {
  name: HANDOFF_TEXT.shortName.title,
  phone: HANDOFF_TEXT.invalidPhone.title,
  email: HANDOFF_TEXT.emailForCode.title,
  transcript: HANDOFF_TEXT.transcript.title,
};
export function handoffIssueTitle(field: string): string {
  return TITLES[field] ?? "Error";
}
export function handoffIssueText(error: IssueList): { title: string; field: string } {
  const field = String(error.issues[0]?.path[0] ?? "");
  return { field, title: handoffIssueTitle(field) };
}
