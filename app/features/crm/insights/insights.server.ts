import { sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { LEAD_PURPOSES, VERIFIED_PURPOSES } from "~/features/leads";
import { addIndiaDays, indiaDay, indiaDaysBetween } from "~/lib/india-time";
import { queryRows, type Database } from "~/server/db/db.server";
import { crmScope, visibleLeads } from "../records/access.server";
import { median, reportDays } from "./report-days.server";
import { leadTypeLabel, OPEN_STAGES, PIPELINE_STAGES } from "../shared/crm-constants";
import { getCrmSettings } from "../shared/settings.server";
import { indiaMidnight } from "../shared/tab-params.server";
import { rangeFilters, RANGE_PRESETS } from "./range-filters";

const MAX_RANGE_DAYS = 366;

/** The period a report covers, from the URL: a preset, or from/to (India dates); anything else is the last 30 days. */
export function readRange(params: URLSearchParams, now = new Date()) {
  const today = indiaDay(now);
  const { range, from, to } = rangeFilters.parse(params);
  if (from && to && from <= to && indiaDaysBetween(from, to).length <= MAX_RANGE_DAYS) {
    return { range: "custom" as const, from, to };
  }
  const preset = RANGE_PRESETS.find((p) => p.id === range) ?? RANGE_PRESETS[1];
  if (preset.id === "month") return { range: preset.id, from: `${today.slice(0, 8)}01`, to: today };
  return { range: preset.id, from: addIndiaDays(today, -(preset.days - 1)), to: today };
}

export async function analyticsTab(db: Database, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const range = readRange(params);
  // Counted per India day: settled days come from stored day figures (kept valid by versions the
  // database bumps as a day's leads change), so a year is a few hundred small rows, not every lead.
  const dayFigures = await reportDays(
    db,
    range,
    scope.onlyMine ? { everyRecord: false, visible: visibleLeads(scope) } : { everyRecord: true },
  );
  const perDay: { day: string; type: string; source: string | null; n: number }[] = [];
  const reached = PIPELINE_STAGES.filter((s) => s !== "Closed Lost").map(() => 0);
  const byDestination = new Map<string, number>();
  const minutes: number[] = [];
  const funnelRows = new Map<string, { started: number; sent: number; verified: number }>();
  let lost = 0;
  let total = 0;
  for (const [day, f] of dayFigures) {
    for (const p of f.per) perDay.push({ day, ...p });
    f.reached.forEach((n, i) => (reached[i] = (reached[i] ?? 0) + n));
    for (const d of f.destinations)
      byDestination.set(d.destination, (byDestination.get(d.destination) ?? 0) + d.n);
    for (const m of f.minutes) minutes.push(m);
    for (const r of f.funnel) {
      const sum = funnelRows.get(r.purpose) ?? { started: 0, sent: 0, verified: 0 };
      funnelRows.set(r.purpose, {
        started: sum.started + r.started,
        sent: sum.sent + r.sent,
        verified: sum.verified + r.verified,
      });
    }
    lost += f.lost;
    total += f.total;
  }
  const destinations = [...byDestination]
    .map(([destination, n]) => ({ destination, n }))
    .sort((a, b) => b.n - a.n || (a.destination < b.destination ? -1 : a.destination > b.destination ? 1 : 0))
    .slice(0, 8);
  const medianMinutes = median(minutes);

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
    const row = funnelRows.get(purpose);
    return {
      purpose,
      label: LEAD_PURPOSES[purpose].label,
      started: row?.started ?? 0,
      sent: row?.sent ?? 0,
      verified: row?.verified ?? 0,
    };
    // The forms are the whole site's traffic, nobody's records: a partner limited to their own
    // records does not see them (their leads' figures are the rest of the tab).
  }).filter((f) => f.started > 0 && !scope.onlyMine);
  const stages = PIPELINE_STAGES.filter((s) => s !== "Closed Lost").map((stage, i) => ({
    stage,
    reached: reached[i] ?? 0,
  }));
  return {
    tab: "analytics" as const,
    range,
    today: indiaDay(),
    presets: RANGE_PRESETS.map(({ id, label }) => ({ id, label })),
    total,
    days,
    types: [...new Set(perDay.map((r) => r.type))]
      .sort()
      .map((type) => ({ id: type, label: leadTypeLabel(type) })),
    sources: [...new Set(perDay.map((r) => r.source ?? "unknown"))].sort(),
    funnel,
    /** The verification funnel and its "Forms verified" figure are administrators' (site-wide) only. */
    funnelShown: !scope.onlyMine,
    stages,
    lost,
    firstContact: {
      medianMinutes: medianMinutes === null ? null : Math.round(medianMinutes),
      contacted: minutes.length,
      waiting: total - minutes.length,
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
    today: indiaDay(),
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
