import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { StaffUser } from "~/features/auth/index.server";
import { LEAD_TYPES } from "~/features/leads";
import { queryRows, type Executor } from "~/server/db/db.server";
import { leads } from "~/server/db/schema.server";
import { crmScope, visibleLeads } from "../records/access.server";
import { cardsPerStage } from "./board-cards";
import { staffChoices } from "../records/contact-records.server";
import { PIPELINE_STAGES } from "../shared/crm-constants";
import { tripOf } from "../records/lead-trip";
import { mayExport } from "../csv/export-permission.server";

const filtersSchema = z.object({
  owner: z
    .union([z.literal("me"), z.literal("none"), z.string().min(1).max(64)])
    .optional()
    .catch(undefined),
  type: z
    .enum(LEAD_TYPES as [string, ...string[]])
    .optional()
    .catch(undefined),
});

/** The leads on the board as this person sees it with these URL filters (the CSV export uses it too). */
export async function leadBoardCondition(db: Executor, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const filters = filtersSchema.parse({
    owner: params.get("owner") ?? undefined,
    type: params.get("type") ?? undefined,
  });
  const where: SQL[] = [visibleLeads(scope)];
  if (filters.owner === "me") where.push(eq(leads.ownerId, user.id));
  else if (filters.owner === "none") where.push(isNull(leads.ownerId));
  else if (filters.owner) where.push(eq(leads.ownerId, filters.owner));
  if (filters.type) where.push(eq(leads.type, filters.type));
  return { filters, condition: and(...where)! };
}

export async function pipelineTab(db: Executor, user: StaffUser, params: URLSearchParams) {
  const { filters, condition } = await leadBoardCondition(db, user, params);
  // Only the cards each column draws leave the database; the counts and sums cover them all.
  const limits = cardsPerStage(params);
  const limitOf = sql.join(
    PIPELINE_STAGES.map((stage) => sql`WHEN ${stage} THEN ${limits[stage]}::int`),
    sql` `,
  );

  const [totals, cards, owners] = await Promise.all([
    queryRows<{ stage: string; n: number; value: string | null }>(
      db,
      sql`SELECT stage, count(*)::int AS n, sum(value_inr)::text AS value FROM leads WHERE ${condition} GROUP BY stage`,
    ),
    queryRows<{
      id: string;
      contact_id: string;
      name: string;
      type: string;
      score: number;
      stage: string;
      value_inr: string | null;
      owner_name: string | null;
      trip: Record<string, unknown> | null;
      source_data: Record<string, unknown>;
      created_ms: number;
    }>(
      db,
      sql`SELECT ranked.id, ranked.contact_id, ranked.name, ranked.type, ranked.score, ranked.stage, ranked.value_inr::text AS value_inr,
          u.name AS owner_name, ranked.trip, ranked.source_data,
          (extract(epoch FROM ranked.created_at) * 1000)::float8 AS created_ms
        FROM (
          SELECT leads.*, row_number() OVER (PARTITION BY stage ORDER BY coalesce(stage_changed_at, created_at) DESC, id) AS rank
          FROM leads WHERE ${condition}
        ) ranked
        LEFT JOIN auth_user u ON u.id = ranked.owner_id
        WHERE ranked.rank <= CASE ranked.stage ${limitOf} ELSE 0 END
        ORDER BY ranked.rank`,
    ),
    staffChoices(db),
  ]);

  return {
    tab: "pipeline" as const,
    canExport: await mayExport(db, user),
    filters,
    owners,
    leadTypes: LEAD_TYPES,
    stages: PIPELINE_STAGES.map((stage) => {
      const total = totals.find((t) => t.stage === stage);
      return {
        stage,
        count: total?.n ?? 0,
        /** How many cards this column was asked to draw (it may hold fewer). */
        limit: limits[stage],
        // Sums of whole rupees: exact as bigint text, and far below 2^53 for any real agency.
        valueInr: total?.value ? Number(total.value) : 0,
        cards: cards
          .filter((c) => c.stage === stage)
          .map((c) => ({
            id: c.id,
            contactId: c.contact_id,
            name: c.name,
            type: c.type,
            score: c.score,
            stage: c.stage,
            destination: tripOf({ trip: c.trip, sourceData: c.source_data }).destination,
            valueInr: c.value_inr === null ? null : Number(c.value_inr),
            ownerName: c.owner_name,
            createdAt: new Date(c.created_ms).toISOString(),
          })),
      };
    }),
  };
}

export type PipelineData = Awaited<ReturnType<typeof pipelineTab>>;
export type PipelineCard = PipelineData["stages"][number]["cards"][number];
