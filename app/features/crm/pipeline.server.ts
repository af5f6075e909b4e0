import { count, sql } from "drizzle-orm";
import { queryRows, type Database } from "~/server/db/db.server";
import { leads } from "~/server/db/schema.server";
import { PIPELINE_STAGES } from "./crm-constants";

export async function pipelineTab(db: Database) {
  const counts = await db.select({ stage: leads.stage, n: count() }).from(leads).groupBy(leads.stage);
  const cards = await queryRows<{
    id: string;
    name: string;
    type: string;
    score: number;
    stage: string;
    created_ms: number;
  }>(
    db,
    sql`SELECT id, name, type, score, stage, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
      FROM (SELECT *, row_number() OVER (PARTITION BY stage ORDER BY created_at DESC) AS rank FROM leads) ranked
      WHERE rank <= 20 ORDER BY created_at DESC`,
  );
  return {
    tab: "pipeline" as const,
    stages: PIPELINE_STAGES.map((stage) => ({
      stage,
      count: counts.find((c) => c.stage === stage)?.n ?? 0,
      cards: cards
        .filter((c) => c.stage === stage)
        .map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          score: c.score,
          createdAt: new Date(c.created_ms).toISOString(),
        })),
    })),
  };
}
