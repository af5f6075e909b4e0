import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { getSiteSettings } from "~/server/site-settings.server";
import { recordAudit } from "~/server/audit.server";
import { queryRows, type Executor } from "~/server/db/db.server";
import { HttpRefusal } from "~/server/http.server";
import { formatIndianNumber } from "~/lib/format";
import { breachNoticeText } from "./breach-notice";
import { recentPastDate } from "./past-date";

/**
 * The breach log (admins only): each personal-data breach with the 72 hours the Board gives the
 * agency to report it, counted from the finding, marked overdue while unreported past it, who
 * reported it and when, and the notice to the people it touched. Every write is audited.
 */

export const BREACH_STATUSES = ["open", "contained", "closed"] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];
export const BOARD_REPORT_HOURS = 72;
const HOUR_MS = 60 * 60 * 1000;

export type BreachActor = { id: string; email: string; isAdmin: boolean };

export type LoggedBreach = {
  id: string;
  foundAt: string;
  description: string;
  dataCategories: string;
  peopleAffected: number;
  actionsTaken: string;
  status: BreachStatus;
  boardDueAt: string;
  boardReportedAt: string | null;
  boardReportedByEmail: string | null;
  recordedByEmail: string | null;
  /** Not yet reported to the Board and past its 72 hours. */
  boardOverdue: boolean;
  noticeTemplate: string;
};

const adminOnly = (actor: BreachActor) => {
  if (!actor.isAdmin) throw new HttpRefusal(403, "Forbidden", "Only an admin can see or record a breach.");
};

const text = (what: string, max: number) =>
  z
    .string({ error: what })
    .trim()
    .min(3, what)
    .max(max, `${what} Keep it under ${formatIndianNumber(max)} characters.`);

export const newBreachSchema = z.object({
  foundAt: recentPastDate("Give the date and time the breach was found."),
  description: text("Say what happened.", 4000),
  dataCategories: text("Say which kinds of personal data were involved.", 1000),
  peopleAffected: z
    .number({ error: "Give how many people were affected (your best estimate, 0 if none)." })
    .int("Give how many people were affected as a whole number.")
    .min(0, "Give how many people were affected (your best estimate, 0 if none).")
    .max(100_000_000, "That is more people than the agency has ever held; check the number."),
  actionsTaken: z.string().trim().max(4000, "Keep the actions under 4,000 characters.").optional(),
});
export type NewBreach = z.infer<typeof newBreachSchema>;

export const breachUpdateSchema = z.object({
  status: z.enum(BREACH_STATUSES, { error: "Choose a status: open, contained or closed." }).optional(),
  actionsTaken: z.string().trim().max(4000, "Keep the actions under 4,000 characters.").optional(),
  peopleAffected: newBreachSchema.shape.peopleAffected.optional(),
  /** Marks it reported to the Board now (who and when are the server's). */
  reportedToBoard: z.literal(true, { error: "Send reportedToBoard: true to mark it reported." }).optional(),
});
export type BreachUpdate = z.infer<typeof breachUpdateSchema>;

type Row = {
  id: string;
  found_at: Date | string;
  description: string;
  data_categories: string;
  people_affected: number;
  actions_taken: string;
  status: BreachStatus;
  board_reported_at: Date | string | null;
  reported_by_email: string | null;
  recorded_by_email: string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function toLogged(r: Row, now: Date): LoggedBreach {
  const foundAt = iso(r.found_at);
  const boardDue = new Date(new Date(foundAt).getTime() + BOARD_REPORT_HOURS * HOUR_MS);
  const s = getSiteSettings();
  return {
    id: r.id,
    foundAt,
    description: r.description,
    dataCategories: r.data_categories,
    peopleAffected: r.people_affected,
    actionsTaken: r.actions_taken,
    status: r.status,
    boardDueAt: boardDue.toISOString(),
    boardReportedAt: r.board_reported_at ? iso(r.board_reported_at) : null,
    boardReportedByEmail: r.reported_by_email,
    recordedByEmail: r.recorded_by_email,
    boardOverdue: r.board_reported_at === null && boardDue.getTime() < now.getTime(),
    noticeTemplate: breachNoticeText(
      {
        foundAt,
        description: r.description,
        dataCategories: r.data_categories,
        actionsTaken: r.actions_taken,
      },
      s,
    ),
  };
}

const selectBreaches = (where: ReturnType<typeof sql>) => sql`
  SELECT b.id, b.found_at, b.description, b.data_categories, b.people_affected, b.actions_taken, b.status,
    b.board_reported_at, rb.email AS reported_by_email, rec.email AS recorded_by_email
  FROM privacy_breaches b
  LEFT JOIN auth_user rb ON rb.id = b.board_reported_by
  LEFT JOIN auth_user rec ON rec.id = b.recorded_by
  WHERE ${where}`;

/** Unreported ones first (soonest Board deadline first), then the latest found. */
export async function listBreaches(
  db: Executor,
  actor: BreachActor,
  now = new Date(),
): Promise<LoggedBreach[]> {
  adminOnly(actor);
  const rows = await queryRows<Row>(
    db,
    sql`${selectBreaches(sql`true`)} ORDER BY (b.board_reported_at IS NULL) DESC, b.found_at DESC LIMIT 200`,
  );
  return rows.map((r) => toLogged(r, now));
}

async function requireBreach(db: Executor, id: string, lock = false): Promise<Row> {
  const [row] = await queryRows<Row>(
    db,
    sql`${selectBreaches(sql`b.id = ${id}::uuid`)}${lock ? sql` FOR UPDATE OF b` : sql``}`,
  );
  if (!row) throw new HttpRefusal(404, "Not found", "That breach record does not exist.");
  return row;
}

export async function recordBreach(
  db: Executor,
  actor: BreachActor,
  input: NewBreach,
  ip: string | null,
  now = new Date(),
): Promise<LoggedBreach> {
  adminOnly(actor);
  if (input.foundAt.getTime() > now.getTime())
    throw new HttpRefusal(400, "Invalid request", "The time the breach was found cannot be in the future.", {
      field: "foundAt",
    });
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO privacy_breaches (found_at, description, data_categories, people_affected, actions_taken, recorded_by, created_at)
      VALUES (${input.foundAt}::timestamptz, ${input.description}, ${input.dataCategories}, ${input.peopleAffected},
        ${input.actionsTaken ?? ""}, ${actor.id}, ${now}::timestamptz) RETURNING id`,
  );
  await recordAudit(db, {
    action: "privacy_breach_recorded",
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: "privacy_breach",
    targetId: row!.id,
    ip,
    occurredAt: now,
    details: { peopleAffected: input.peopleAffected },
  });
  return toLogged(await requireBreach(db, row!.id), now);
}

export async function updateBreach(
  db: Executor,
  actor: BreachActor,
  id: string,
  update: BreachUpdate,
  ip: string | null,
  now = new Date(),
): Promise<LoggedBreach> {
  adminOnly(actor);
  const row = await requireBreach(db, id, true);
  if (update.reportedToBoard && row.board_reported_at)
    throw new HttpRefusal(409, "Already reported", "This breach is already marked reported to the Board.");
  await db.execute(sql`UPDATE privacy_breaches SET
    status = ${update.status ?? row.status},
    actions_taken = ${update.actionsTaken ?? row.actions_taken},
    people_affected = ${update.peopleAffected ?? row.people_affected},
    board_reported_at = ${update.reportedToBoard ? now : row.board_reported_at}::timestamptz,
    board_reported_by = CASE WHEN ${update.reportedToBoard ?? false} THEN ${actor.id} ELSE board_reported_by END
    WHERE id = ${id}::uuid`);
  await recordAudit(db, {
    action: "privacy_breach_updated",
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: "privacy_breach",
    targetId: id,
    ip,
    occurredAt: now,
    details: {
      from: row.status,
      to: update.status ?? row.status,
      reportedToBoard: update.reportedToBoard ?? false,
    },
  });
  return toLogged(await requireBreach(db, id), now);
}
