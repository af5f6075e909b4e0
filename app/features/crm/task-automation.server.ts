import { sql } from "drizzle-orm";
import { formatIndiaTime, NEW_LEAD_STAGE } from "~/features/leads";
import { getConfig } from "~/server/config.server";
import { queryRows, type Database } from "~/server/db/db.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { getCrmSettings } from "./settings.server";

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The follow-up cadence for leads nobody has reached: while a lead is still New Lead and no call is
 * logged on its contact since it arrived, a follow-up task opens on each configured day after it
 * (3, 7 and 14 by default). Only the latest day that has come is opened — after a pause (the server
 * was down, or the days were changed) an agent gets one reminder, not a pile — and it replaces an
 * older open one. Leads that moved on or were called have their open cadence tasks cancelled.
 * Idempotent: the (lead, day) pair is unique, so two app processes running it at once open one task.
 */
export async function runFollowUpCadence(db: Database, now = new Date()) {
  const { cadenceDays } = await getCrmSettings(db);
  const reached = sql`EXISTS (SELECT 1 FROM contact_timeline t WHERE t.contact_id = l.contact_id AND t.kind = 'call' AND t.occurred_at >= l.created_at)`;
  return db.transaction(async (tx) => {
    const stopped = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE tasks SET status = 'cancelled', updated_at = ${now}
        FROM leads l
        WHERE tasks.lead_id = l.id AND tasks.cadence_day IS NOT NULL AND tasks.status = 'open'
          AND (l.stage <> ${NEW_LEAD_STAGE} OR ${reached})
        RETURNING tasks.id`,
    );
    if (!cadenceDays.length) return { opened: 0, stopped: stopped.length };
    const maxDay = Math.max(...cadenceDays);
    const opened = await queryRows<{ id: string; lead_id: string; cadence_day: number }>(
      tx,
      sql`WITH days AS (SELECT unnest(${`{${cadenceDays.join(",")}}`}::int[]) AS d),
      due AS (
        SELECT DISTINCT ON (l.id) l.id AS lead_id, l.contact_id, l.name, l.type, l.owner_id, days.d,
          l.created_at + make_interval(days => days.d) AS due_at
        FROM leads l
        JOIN days ON l.created_at + make_interval(days => days.d) <= ${now}::timestamptz
        JOIN contacts c ON c.id = l.contact_id AND c.deleted_at IS NULL
        WHERE l.stage = ${NEW_LEAD_STAGE}
          AND l.created_at > ${now}::timestamptz - make_interval(days => ${maxDay + 30})
          AND NOT ${reached}
        ORDER BY l.id, days.d DESC
      )
      INSERT INTO tasks (type, title, priority, status, due_at, lead_id, contact_id, assignee_id, cadence_day, created_at, updated_at)
      SELECT 'follow_up', 'Follow-up day ' || d || ': ' || name || ' — ' || initcap(replace(type, '_', ' ')), 'normal', 'open',
        due_at, lead_id, contact_id, owner_id, d, ${now}, ${now}
      FROM due
      ON CONFLICT (lead_id, cadence_day) WHERE cadence_day IS NOT NULL DO NOTHING
      RETURNING id, lead_id, cadence_day`,
    );
    for (const task of opened) {
      await tx.execute(
        sql`UPDATE tasks SET status = 'cancelled', updated_at = ${now}
          WHERE lead_id = ${task.lead_id}::uuid AND cadence_day IS NOT NULL AND cadence_day < ${task.cadence_day} AND status = 'open'`,
      );
    }
    return { opened: opened.length, stopped: stopped.length };
  });
}

/** The India date (YYYY-MM-DD) and the instant its day ends. */
function indiaDay(now: Date) {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const day = india.toISOString().slice(0, 10);
  const start = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()) - INDIA_OFFSET_MS;
  return { day, start: new Date(start), end: new Date(start + DAY_MS), hour: india.getUTCHours() };
}

/** Hour (India time) from which the morning digest goes out. */
export const DIGEST_HOUR = 8;

/**
 * Each morning in India, every staff member with overdue tasks or tasks due today gets one e-mail
 * listing them, through the outbox. A marker row for the day is inserted in the same transaction
 * as the e-mails: with several app processes, the one whose insert wins sends, the others see the
 * conflict and send nothing — so each person gets the digest once.
 */
export async function sendTaskDigests(db: Database, now = new Date()) {
  const { day, start, end, hour } = indiaDay(now);
  if (hour < DIGEST_HOUR) return { sent: 0 };
  return db.transaction(async (tx) => {
    const [marker] = await queryRows<{ key: string }>(
      tx,
      sql`INSERT INTO rate_limit_counters (key, window_start, count, expires_at)
        VALUES (${`tasks:digest:${day}`}, ${start}, 1, ${new Date(end.getTime() + 2 * DAY_MS)})
        ON CONFLICT DO NOTHING RETURNING key`,
    );
    if (!marker) return { sent: 0 };
    const rows = await queryRows<{
      email: string;
      name: string;
      title: string;
      due_at: Date | string;
      contact: string | null;
      overdue: boolean;
    }>(
      tx,
      sql`SELECT u.email, u.name, t.title, t.due_at, c.name AS contact, t.due_at < ${start} AS overdue
        FROM tasks t
        JOIN auth_user u ON u.id = t.assignee_id AND u.role IN ('admin', 'partner') AND coalesce(u.banned, false) = false
        LEFT JOIN contacts c ON c.id = t.contact_id
        WHERE t.status = 'open' AND t.due_at < ${end} AND (c.id IS NULL OR c.deleted_at IS NULL)
        ORDER BY u.email, t.due_at`,
    );
    const byPerson = new Map<string, typeof rows>();
    for (const row of rows) byPerson.set(row.email, [...(byPerson.get(row.email) ?? []), row]);
    const dateWords = new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "Asia/Kolkata",
    }).format(now);
    for (const [email, list] of byPerson) {
      const overdue = list.filter((r) => r.overdue);
      const today = list.filter((r) => !r.overdue);
      const line = (r: (typeof list)[number]) =>
        `- ${r.title}${r.contact ? ` (${r.contact})` : ""} — due ${formatIndiaTime(new Date(r.due_at))}`;
      await enqueueOutbox(tx, "mail.send", {
        to: email,
        subject: `Your tasks for ${dateWords}: ${overdue.length} overdue, ${today.length} today`,
        text: [
          `Good morning ${list[0]!.name},`,
          "",
          ...(overdue.length ? ["Overdue:", ...overdue.map(line), ""] : []),
          ...(today.length ? ["Due today:", ...today.map(line), ""] : []),
          `Open them in the console: ${getConfig().siteUrl}/vox?tab=tasks&view=mine`,
        ].join("\n"),
      });
    }
    return { sent: byPerson.size };
  });
}

export const FOLLOW_UP_CADENCE_TASK: MaintenanceTask = {
  name: "follow-up cadence",
  run: async (db, now) => {
    await runFollowUpCadence(db, now);
  },
};

export const TASK_DIGEST_TASK: MaintenanceTask = {
  name: "morning task digest",
  run: async (db, now) => {
    await sendTaskDigests(db, now);
  },
};
