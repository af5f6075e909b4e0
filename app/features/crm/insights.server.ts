import { sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { LEAD_PURPOSES, VERIFIED_PURPOSES } from "~/features/leads";
import { addIndiaDays, indiaDay, indiaDaysBetween } from "~/lib/india-time";
import { queryRows, type Database } from "~/server/db/db.server";
import { crmScope, visibleLeads } from "./access.server";
import { leadTypeLabel, OPEN_STAGES, PIPELINE_STAGES } from "./crm-constants";
import { getCrmSettings } from "./settings.server";
import { calendarDay, indiaMidnight } from "./tab-params.server";

export const RANGE_PRESETS = [
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
  { id: "90d", label: "90 days", days: 90 },
  { id: "month", label: "This month", days: 0 },
] as const;
const MAX_RANGE_DAYS = 366;

/** The period a report covers, from the URL: a preset, or from/to (India dates); anything else is the last 30 days. */
export function readRange(params: URLSearchParams, now = new Date()) {
  const today = indiaDay(now);
  const from = calendarDay.safeParse(params.get("from"));
  const to = calendarDay.safeParse(params.get("to"));
  if (
    from.success &&
    to.success &&
    from.data <= to.data &&
    indiaDaysBetween(from.data, to.data).length <= MAX_RANGE_DAYS
  ) {
    return { range: "custom" as const, from: from.data, to: to.data };
  }
  const preset = RANGE_PRESETS.find((p) => p.id === params.get("range")) ?? RANGE_PRESETS[1];
  if (preset.id === "month") return { range: preset.id, from: `${today.slice(0, 8)}01`, to: today };
  return { range: preset.id, from: addIndiaDays(today, -(preset.days - 1)), to: today };
}
export type ReportRange = ReturnType<typeof readRange>;

const STAGE_ARRAY = sql.raw(`ARRAY[${PIPELINE_STAGES.map((s) => `'${s}'`).join(", ")}]`);

export async function analyticsTab(db: Database, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const range = readRange(params);
  const start = indiaMidnight(range.from);
  const end = sql`${indiaMidnight(range.to)} + interval '1 day'`;
  const inRange = sql`leads.created_at >= ${start} AND leads.created_at < ${end} AND ${visibleLeads(scope)}`;

  const [perDay, funnelRows, stageRows, contactRow, destinations] = await Promise.all([
    queryRows<{ day: string; type: string; source: string | null; n: number }>(
      db,
      sql`SELECT to_char(leads.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, leads.type, leads.source, count(*)::int AS n
        FROM leads WHERE ${inRange} GROUP BY 1, 2, 3`,
    ),
    // Every form start of a flow with a code, whether a code went out (its SMS is on the contact's
    // timeline, kept after the code itself is cleaned away) and whether the number was verified.
    queryRows<{ purpose: string; started: number; sent: number; verified: number }>(
      db,
      sql`WITH sent AS (
          SELECT DISTINCT data->>'subjectId' AS id FROM contact_timeline
          WHERE kind = 'sms_sent' AND occurred_at >= ${start} - interval '1 day')
        SELECT s.purpose, count(*)::int AS started,
          count(*) FILTER (WHERE s.verified_at IS NOT NULL OR s.id::text IN (SELECT id FROM sent))::int AS sent,
          count(*) FILTER (WHERE s.verified_at IS NOT NULL)::int AS verified
        FROM lead_submissions s
        WHERE s.created_at >= ${start} AND s.created_at < ${end} AND s.purpose IN ${[...VERIFIED_PURPOSES]}
        GROUP BY s.purpose`,
    ),
    // How far each lead got: the furthest stage it is in or was moved to (Closed Lost aside).
    queryRows<{ furthest: number | null; lost: boolean }>(
      db,
      sql`SELECT GREATEST(
            CASE WHEN leads.stage <> 'Closed Lost' THEN array_position(${STAGE_ARRAY}, leads.stage) END,
            (SELECT max(array_position(${STAGE_ARRAY}, t.data->>'to')) FROM contact_timeline t
              WHERE t.lead_id = leads.id AND t.kind = 'stage_changed' AND t.data->>'to' <> 'Closed Lost')
          ) AS furthest, leads.stage = 'Closed Lost' AS lost
        FROM leads WHERE ${inRange}`,
    ),
    // First contact: the first call, note, e-mail or stage move a staff member made on the lead.
    queryRows<{ median_minutes: number | null; contacted: number; waiting: number }>(
      db,
      sql`WITH firsts AS (
          SELECT leads.created_at, (SELECT min(t.occurred_at) FROM contact_timeline t
            WHERE t.lead_id = leads.id AND t.actor_id IS NOT NULL
              AND t.kind IN ('call', 'note', 'email', 'stage_changed')) AS first_at
          FROM leads WHERE ${inRange})
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_at - created_at) / 60)
            FILTER (WHERE first_at IS NOT NULL) AS median_minutes,
          count(first_at)::int AS contacted, (count(*) - count(first_at))::int AS waiting
        FROM firsts`,
    ),
    queryRows<{ destination: string; n: number }>(
      db,
      sql`SELECT d AS destination, count(*)::int AS n FROM (
          SELECT coalesce(nullif(trim(leads.trip->>'destination'), ''), nullif(trim(leads.source_data->>'destination'), '')) AS d
          FROM leads WHERE ${inRange}) x
        WHERE d IS NOT NULL GROUP BY d ORDER BY n DESC, d LIMIT 8`,
    ),
  ]);

  const days = indiaDaysBetween(range.from, range.to).map((day) => {
    const rows = perDay.filter((r) => r.day === day);
    const byType: Record<string, number> = {};
    const bySource: Record<string, number> = {};
    for (const r of rows) {
      byType[r.type] = (byType[r.type] ?? 0) + r.n;
      const source = r.source ?? "unknown";
      bySource[source] = (bySource[source] ?? 0) + r.n;
    }
    return { day, total: rows.reduce((s, r) => s + r.n, 0), byType, bySource };
  });
  const funnel = VERIFIED_PURPOSES.map((purpose) => {
    const row = funnelRows.find((r) => r.purpose === purpose);
    return {
      purpose,
      label: LEAD_PURPOSES[purpose].label,
      started: row?.started ?? 0,
      sent: row?.sent ?? 0,
      verified: row?.verified ?? 0,
    };
  }).filter((f) => f.started > 0);
  const total = stageRows.length;
  const stages = PIPELINE_STAGES.filter((s) => s !== "Closed Lost").map((stage, i) => ({
    stage,
    reached: stageRows.filter((r) => (r.furthest ?? 0) >= i + 1).length,
  }));
  const contact = contactRow[0];
  return {
    tab: "analytics" as const,
    range,
    presets: RANGE_PRESETS.map(({ id, label }) => ({ id, label })),
    total,
    days,
    types: [...new Set(perDay.map((r) => r.type))]
      .sort()
      .map((type) => ({ id: type, label: leadTypeLabel(type) })),
    sources: [...new Set(perDay.map((r) => r.source ?? "unknown"))].sort(),
    funnel,
    stages,
    lost: stageRows.filter((r) => r.lost).length,
    firstContact: {
      medianMinutes:
        contact?.median_minutes === null || contact?.median_minutes === undefined
          ? null
          : Math.round(Number(contact.median_minutes)),
      contacted: contact?.contacted ?? 0,
      waiting: contact?.waiting ?? 0,
    },
    destinations: destinations.map((d) => ({ destination: d.destination, count: d.n })),
  };
}

export async function revenueTab(db: Database, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const range = readRange(params);
  const start = indiaMidnight(range.from);
  const end = sql`${indiaMidnight(range.to)} + interval '1 day'`;
  // A won deal counts in the period it was won (its move to Closed Won).
  const won = sql`leads.stage = 'Closed Won' AND leads.value_inr IS NOT NULL
    AND coalesce(leads.stage_changed_at, leads.updated_at) >= ${start} AND coalesce(leads.stage_changed_at, leads.updated_at) < ${end}
    AND ${visibleLeads(scope)}`;
  const [byMonth, byDestination, byOwner, open, settings] = await Promise.all([
    queryRows<{ month: string; value: string; n: number }>(
      db,
      sql`SELECT to_char(coalesce(leads.stage_changed_at, leads.updated_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
          sum(leads.value_inr)::text AS value, count(*)::int AS n
        FROM leads WHERE ${won} GROUP BY 1 ORDER BY 1`,
    ),
    queryRows<{ destination: string; value: string; n: number }>(
      db,
      sql`SELECT coalesce(nullif(trim(leads.trip->>'destination'), ''), nullif(trim(leads.source_data->>'destination'), ''), 'Not recorded') AS destination,
          sum(leads.value_inr)::text AS value, count(*)::int AS n
        FROM leads WHERE ${won} GROUP BY 1 ORDER BY sum(leads.value_inr) DESC LIMIT 10`,
    ),
    queryRows<{ owner: string; value: string; n: number }>(
      db,
      sql`SELECT coalesce(u.name, 'Unassigned') AS owner, sum(leads.value_inr)::text AS value, count(*)::int AS n
        FROM leads LEFT JOIN auth_user u ON u.id = leads.owner_id
        WHERE ${won} GROUP BY 1 ORDER BY sum(leads.value_inr) DESC`,
    ),
    queryRows<{ stage: string; value: string | null; n: number; valued: number }>(
      db,
      sql`SELECT leads.stage, sum(leads.value_inr)::text AS value, count(*)::int AS n, count(leads.value_inr)::int AS valued
        FROM leads WHERE leads.stage NOT IN ('Closed Won', 'Closed Lost') AND ${visibleLeads(scope)} GROUP BY 1`,
    ),
    getCrmSettings(db),
  ]);
  const probabilities = settings.stageProbabilities;
  const pipeline = OPEN_STAGES.map((stage) => {
    const row = open.find((r) => r.stage === stage);
    const value = Number(row?.value ?? 0);
    return {
      stage,
      count: row?.n ?? 0,
      valued: row?.valued ?? 0,
      value,
      probability: probabilities[stage],
      weighted: Math.round((value * probabilities[stage]) / 100),
    };
  });
  const months = monthsBetween(range.from, range.to).map((month) => {
    const row = byMonth.find((r) => r.month === month);
    return { month, value: Number(row?.value ?? 0), count: row?.n ?? 0 };
  });
  return {
    tab: "revenue" as const,
    range,
    presets: RANGE_PRESETS.map(({ id, label }) => ({ id, label })),
    wonTotal: months.reduce((s, m) => s + m.value, 0),
    wonCount: months.reduce((s, m) => s + m.count, 0),
    months,
    byDestination: byDestination.map((r) => ({
      destination: r.destination,
      value: Number(r.value),
      count: r.n,
    })),
    byOwner: byOwner.map((r) => ({ owner: r.owner, value: Number(r.value), count: r.n })),
    pipeline,
    weightedTotal: pipeline.reduce((s, p) => s + p.weighted, 0),
    canEdit: user.role === "admin",
  };
}

/** The months (YYYY-MM) a range touches, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (let i = 0; i < 24; i++) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    out.push(month);
    if (month >= last) break;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}
