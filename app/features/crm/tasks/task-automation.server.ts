import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { StaffRole } from "~/features/auth";
import { formatIndiaTime, LEAD_TYPES, leadTypeLabel, NEW_LEAD_STAGE } from "~/features/leads";
import { formatIndiaWeekdayDay } from "~/lib/format";
import { INDIA_OFFSET_MS } from "~/lib/india-time";
import { getConfig } from "~/server/config.server";
import { queryRows, type Database } from "~/server/db/db.server";
import { contacts, tasks } from "~/server/db/schema.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { crmScope } from "../records/access.server";
import { getCrmSettings } from "../shared/settings.server";
import { visibleTasks } from "./tasks.server";

const DAY_MS = 86_400_000;

/** The lead's type as the rest of the CRM names it ("Booking request"), in SQL. */
const leadTypeLabelSql = sql`CASE l.type ${sql.join(
  LEAD_TYPES.map((type) => sql`WHEN ${type}::text THEN ${leadTypeLabel(type)}::text`),
  sql` `,
)} ELSE replace(l.type, '_', ' ') END`;

/**
 * Leads older than their last cadence day by this many days are no longer looked at: a lead left
 * in New Lead for weeks is the pipeline's question, not a reminder's, and the scan stays small.
 */
const CADENCE_LOOKBACK_EXTRA_DAYS = 30;

/**
 * The follow-up cadence for leads nobody has reached: while a lead is still New Lead and no call is
 * logged on its contact since it arrived, a follow-up task opens on each configured day after it
 * (3, 7 and 14 by default), due at that moment and assigned to the lead's owner (or nobody).
 *
 * Only the latest day that has come is opened, and the days before it that were missed are never
 * opened at all: after a pause (the worker was down, or an admin changed the days) several days can
 * have passed at once, and an agent should get one current reminder, not a pile of stale ones that
 * all say the same thing. An older cadence task still open is cancelled when a later day opens.
 * Leads that moved on or were called have their open cadence tasks cancelled.
 *
 * Idempotent: the (lead, day) pair is unique (INSERT … ON CONFLICT DO NOTHING), so running it twice,
 * or in two app processes at once, opens one task per lead and day.
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
        SELECT DISTINCT ON (l.id) l.id AS lead_id, l.contact_id, l.name, ${leadTypeLabelSql} AS type_label, l.owner_id, days.d,
          l.created_at + make_interval(days => days.d) AS due_at
        FROM leads l
        JOIN days ON l.created_at + make_interval(days => days.d) <= ${now}::timestamptz
        JOIN contacts c ON c.id = l.contact_id AND c.deleted_at IS NULL
        WHERE l.stage = ${NEW_LEAD_STAGE}
          AND l.created_at > ${now}::timestamptz - make_interval(days => ${maxDay + CADENCE_LOOKBACK_EXTRA_DAYS})
          AND NOT ${reached}
        ORDER BY l.id, days.d DESC
      )
      INSERT INTO tasks (type, title, priority, status, due_at, lead_id, contact_id, assignee_id, cadence_day, created_at, updated_at)
      SELECT 'follow_up', 'Follow-up day ' || d || ': ' || name || ' — ' || type_label, 'normal', 'open',
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

/** "Tue 24 Nov": the day a digest is for, as its subject names it. */
const digestDate = (now: Date) => formatIndiaWeekdayDay(now);

/**
 * Each morning in India (from DIGEST_HOUR), every active staff member with an e-mail and open tasks
 * that are overdue or due today gets one e-mail listing them, through the outbox. Each person's list
 * holds only tasks on records they may see (the same scope as the console), so a partner with
 * "only my records" on is never e-mailed about someone else's contact.
 *
 * Once per India day, even with several app processes: a marker row for the day (a
 * rate_limit_counters row keyed by the date) is inserted with ON CONFLICT DO NOTHING in the same
 * transaction as the e-mails. A second process's insert waits for the first's transaction and then
 * finds the row, so it sends nothing; if the first fails and rolls back, marker and e-mails go
 * together and the next round tries again. (An advisory lock alone would only keep two runs apart
 * at the same moment; the marker also remembers, for the rest of the day, that the digest went out.)
 * One marker for everyone rather than one per person: a task added after the morning's run waits
 * for tomorrow's digest instead of producing a second "morning" e-mail in the afternoon.
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
    const people = await queryRows<{ id: string; email: string; name: string; role: StaffRole }>(
      tx,
      sql`SELECT u.id, u.email, u.name, u.role FROM auth_user u
        WHERE u.role IN ('admin', 'partner') AND coalesce(u.banned, false) = false AND coalesce(u.email, '') <> ''
          AND EXISTS (SELECT 1 FROM tasks t WHERE t.assignee_id = u.id AND t.status = 'open' AND t.due_at < ${end})
        ORDER BY u.email`,
    );
    const siteUrl = getConfig().siteUrl;
    const date = digestDate(now);
    let sent = 0;
    for (const person of people) {
      const scope = await crmScope(tx, person);
      const list = await tx
        .select({ title: tasks.title, dueAt: tasks.dueAt, contact: contacts.name })
        .from(tasks)
        .leftJoin(contacts, eq(contacts.id, tasks.contactId))
        .where(
          and(
            eq(tasks.status, "open"),
            eq(tasks.assigneeId, person.id),
            lt(tasks.dueAt, end),
            visibleTasks(scope),
          ),
        )
        .orderBy(asc(tasks.dueAt), asc(tasks.id));
      if (!list.length) continue;
      const overdue = list.filter((r) => r.dueAt! < start);
      const today = list.filter((r) => r.dueAt! >= start);
      const line = (r: (typeof list)[number]) =>
        `- ${r.title}${r.contact ? ` (${r.contact})` : ""} — due ${formatIndiaTime(r.dueAt!)}`;
      await enqueueOutbox(tx, "mail.send", {
        to: person.email,
        audience: "staff",
        subject: `Your tasks for ${date}: ${overdue.length} overdue, ${today.length} today`,
        text: [
          `Good morning ${person.name},`,
          "",
          ...(overdue.length ? ["Overdue:", ...overdue.map(line), ""] : []),
          ...(today.length ? ["Due today:", ...today.map(line), ""] : []),
          `Open them in the console: ${siteUrl}/vox?tab=tasks&view=mine`,
        ].join("\n"),
      });
      sent += 1;
    }
    return { sent };
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
