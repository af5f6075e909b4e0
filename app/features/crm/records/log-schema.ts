import { z } from "~/lib/zod";
import { fromIndiaLocal } from "~/lib/india-time";

export const CALL_OUTCOMES = ["connected", "no_answer", "busy", "wrong_number", "left_voicemail"] as const;
export const CALL_OUTCOME_LABELS: Record<(typeof CALL_OUTCOMES)[number], string> = {
  connected: "Connected",
  no_answer: "No answer",
  busy: "Busy",
  wrong_number: "Wrong number",
  left_voicemail: "Left a voicemail",
};

const MAX_AGE_MS = 30 * 86_400_000;

/** A call or a note logged by hand, shared by the form and the endpoint. */
export const logActivitySchema = z
  .object({
    contactId: z.uuid({ error: "Choose the contact this is about." }),
    leadId: z
      .preprocess((v) => (v === "" ? null : v), z.uuid({ error: "That lead does not exist." }).nullable())
      .optional(),
    kind: z.enum(["call", "note"], { error: "Log a call or a note." }),
    outcome: z.enum(CALL_OUTCOMES, { error: "Choose how the call went." }).optional(),
    durationMinutes: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: "Duration is whole minutes, 0 to 600." })
        .int("Duration is whole minutes, 0 to 600.")
        .min(0, "Duration is whole minutes, 0 to 600.")
        .max(600, "Duration is whole minutes, 0 to 600.")
        .optional(),
    ),
    body: z
      .string({ error: "Write what was said or agreed (up to 4,000 characters)." })
      .trim()
      .min(1, "Write what was said or agreed (up to 4,000 characters).")
      .max(4000, "Write what was said or agreed (up to 4,000 characters)."),
    occurredAt: z.preprocess(
      (v) => (v === "" || v === null ? undefined : fromIndiaLocal(v)),
      z.coerce.date({ error: "Give when it happened." }).optional(),
    ),
  })
  .refine((a) => !a.occurredAt || a.occurredAt.getTime() <= Date.now() + 60_000, {
    message: "A call or note cannot be in the future.",
    path: ["occurredAt"],
  })
  .refine((a) => !a.occurredAt || a.occurredAt.getTime() >= Date.now() - MAX_AGE_MS, {
    message: "Log calls and notes from the last 30 days.",
    path: ["occurredAt"],
  });
