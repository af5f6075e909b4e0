import { count, desc, gte, sql } from "drizzle-orm";
import { queryRows, type Database } from "~/server/db/db.server";
import { leads } from "~/server/db/schema.server";
import { PIPELINE_STAGES } from "./crm-constants";

const ANALYTICS_DAYS = 30;

export async function analyticsTab(db: Database) {
  const since = new Date(Date.now() - ANALYTICS_DAYS * 86_400_000);
  const perDay = await queryRows<{ day: string; type: string; n: number }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, type, count(*)::int AS n
      FROM leads WHERE created_at >= ${since}::timestamptz GROUP BY 1, 2 ORDER BY 1`,
  );
  const [verified] = await queryRows<{ yes: number; no: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE phone_verified)::int AS yes, count(*) FILTER (WHERE NOT phone_verified)::int AS no
      FROM leads WHERE created_at >= ${since}::timestamptz`,
  );
  const sources = await db
    .select({ source: leads.source, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.source)
    .orderBy(desc(count()))
    .limit(8);
  const days = [...new Set(perDay.map((r) => r.day))];
  return {
    tab: "analytics" as const,
    days: days.map((day) => {
      const rows = perDay.filter((r) => r.day === day);
      return {
        day,
        total: rows.reduce((sum, r) => sum + r.n, 0),
        byType: Object.fromEntries(rows.map((r) => [r.type, r.n])),
      };
    }),
    types: [...new Set(perDay.map((r) => r.type))].sort(),
    verified: verified?.yes ?? 0,
    unverified: verified?.no ?? 0,
    sources: sources.map((s) => ({ source: s.source ?? "unknown", count: s.n })),
  };
}

export async function revenueTab(db: Database) {
  const counts = await db.select({ stage: leads.stage, n: count() }).from(leads).groupBy(leads.stage);
  const of = (stage: string) => counts.find((c) => c.stage === stage)?.n ?? 0;
  return {
    tab: "revenue" as const,
    won: of("Closed Won"),
    lost: of("Closed Lost"),
    open: PIPELINE_STAGES.filter((s) => !s.startsWith("Closed")).map((stage) => ({
      stage,
      count: of(stage),
    })),
  };
}
