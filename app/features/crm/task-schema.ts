import { z } from "zod";

/** What a task is for. */
export const TASK_TYPES = ["follow_up", "call", "email", "meeting", "review"] as const;
export const TASK_PRIORITIES = ["urgent", "high", "normal", "low"] as const;
export const TASK_TYPE_LABELS: Record<(typeof TASK_TYPES)[number], string> = {
  follow_up: "Follow-up",
  call: "Call",
  email: "E-mail",
  meeting: "Meeting",
  review: "Review",
};

export const TASK_TEXTS = {
  type: "Choose a task type: follow-up, call, e-mail, meeting or review.",
  title: "Say what to do in 3 to 200 characters.",
  priority: "Choose a priority: urgent, high, normal or low.",
  due: "Give the due date and time.",
  notes: "Notes are at most 2,000 characters.",
  snooze: "Snooze for an hour, until tomorrow morning, next week, or to a time you choose.",
} as const;

const blankToNull = (v: unknown) => (v === "" ? null : v);
const fields = {
  type: z.enum(TASK_TYPES, { error: TASK_TEXTS.type }),
  title: z.string({ error: TASK_TEXTS.title }).trim().min(3, TASK_TEXTS.title).max(200, TASK_TEXTS.title),
  priority: z.enum(TASK_PRIORITIES, { error: TASK_TEXTS.priority }),
  // Dates travel as ISO text; a form's datetime-local value is read as India time.
  dueAt: z.preprocess(
    (v) =>
      v === "" || v === null
        ? null
        : typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)
          ? `${v}:00+05:30`
          : v,
    z.coerce.date({ error: TASK_TEXTS.due }).nullable(),
  ),
  notes: z.preprocess(blankToNull, z.string().trim().max(2000, TASK_TEXTS.notes).nullable()),
  assigneeId: z.preprocess(blankToNull, z.string().max(64).nullable()),
  contactId: z.preprocess(blankToNull, z.uuid({ error: "That contact does not exist." }).nullable()),
  leadId: z.preprocess(blankToNull, z.uuid({ error: "That lead does not exist." }).nullable()),
};

export const newTaskSchema = z.object({
  type: fields.type,
  title: fields.title,
  priority: fields.priority.default("normal"),
  dueAt: fields.dueAt.optional().default(null),
  notes: fields.notes.optional().default(null),
  assigneeId: fields.assigneeId.optional().default(null),
  contactId: fields.contactId.optional().default(null),
  leadId: fields.leadId.optional().default(null),
});

export const taskPatchSchema = z
  .object({
    type: fields.type.optional(),
    title: fields.title.optional(),
    priority: fields.priority.optional(),
    dueAt: fields.dueAt.optional(),
    notes: fields.notes.optional(),
    assigneeId: fields.assigneeId.optional(),
    contactId: fields.contactId.optional(),
    leadId: fields.leadId.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    message: "Change at least one field before saving.",
  });

export const snoozeSchema = z.union(
  [z.object({ preset: z.enum(["1h", "tomorrow", "next_week"]) }), z.object({ until: z.coerce.date() })],
  { error: TASK_TEXTS.snooze },
);
