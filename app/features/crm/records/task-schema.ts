import { z } from "~/lib/zod";
import { addIndiaDays, fromIndiaLocal, indiaDay, indiaTimeOn } from "~/lib/india-time";

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
  snooze: "Snooze an hour later, to tomorrow morning, to next week, or to a later time you choose.",
} as const;

const blankToNull = (v: unknown) => (v === "" ? null : v);

/**
 * A moment as ISO text with its offset ("2030-01-05T10:00:00+05:30", or Z), or a form's
 * datetime-local value ("2030-01-05T10:00"), which is read as India time whatever the browser's
 * zone. Dates without a time, numbers and impossible days (31 February) are refused.
 */
const isoMoment = (message: string) =>
  z.preprocess(
    fromIndiaLocal,
    z.iso
      .datetime({ offset: true, error: message })
      .transform((text) => new Date(text))
      // Year 0000 passes as ISO text, but PostgreSQL has no year 0: it would fail the save.
      .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1, message),
  );

const fields = {
  type: z.enum(TASK_TYPES, { error: TASK_TEXTS.type }),
  title: z.string({ error: TASK_TEXTS.title }).trim().min(3, TASK_TEXTS.title).max(200, TASK_TEXTS.title),
  priority: z.enum(TASK_PRIORITIES, { error: TASK_TEXTS.priority }),
  dueAt: z.preprocess(blankToNull, isoMoment(TASK_TEXTS.due).nullable()),
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

/** Later by a preset (an hour; tomorrow or in a week at 09:30 India time), or to a chosen moment. */
export const SNOOZE_PRESETS = ["1h", "tomorrow", "next_week"] as const;
export type SnoozePreset = (typeof SNOOZE_PRESETS)[number];
export const SNOOZE_PRESET_LABELS: Record<SnoozePreset, string> = {
  "1h": "1 hour later",
  tomorrow: "Tomorrow 9:30",
  next_week: "Next week",
};

/** 09:30 in India on the day after `now` (or `days` days after), as an instant. */
export function indiaMorning(now: Date, days: number): Date {
  return indiaTimeOn(addIndiaDays(indiaDay(now), days), 9, 30);
}

/**
 * Where a preset puts a task. "1 hour later" counts from the later of now and the task's due time,
 * so a task due tomorrow at 11:00 goes to 12:00, never to an hour from now; the mornings are fixed
 * moments in India time, which can be earlier than a task already due further out — see
 * `snoozeMovesLater`.
 */
export function snoozePresetTarget(preset: SnoozePreset, dueAt: Date | null, now: Date): Date {
  switch (preset) {
    case "1h":
      return new Date(Math.max(now.getTime(), dueAt?.getTime() ?? 0) + 60 * 60_000);
    case "tomorrow":
      return indiaMorning(now, 1);
    case "next_week":
      return indiaMorning(now, 7);
  }
}

/** Snoozing only ever moves a task later: the new time must be after both now and its current due time. */
export const snoozeMovesLater = (until: Date, dueAt: Date | null, now: Date) =>
  until.getTime() > now.getTime() && (dueAt === null || until.getTime() > dueAt.getTime());
export const snoozeSchema = z.union(
  [z.object({ preset: z.enum(SNOOZE_PRESETS) }), z.object({ until: isoMoment(TASK_TEXTS.snooze) })],
  { error: TASK_TEXTS.snooze },
);
