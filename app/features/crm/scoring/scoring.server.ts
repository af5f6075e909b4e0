import { and, count, desc, gte, sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { DEFAULT_SCORING_RULES, LEAD_TYPES, leadTypeLabel } from "~/features/leads";
import type { Database } from "~/server/db/db.server";
import { leads } from "~/server/db/schema.server";
import { crmScope, visibleLeads } from "../records/access.server";
import { SCORE_BANDS } from "../shared/crm-constants";
import { getRescoreRun } from "./rescoring.server";
import { getCrmSettings } from "../shared/settings.server";

/**
 * The Scoring tab: how many leads sit in each band, the rules behind the scores, and any rescoring
 * under way. The bands and the top leads count only the leads this person may see, so with
 * only-my-records on a partner's figures are their own, like every other tab's.
 */
export async function scoringTab(db: Database, user: StaffUser) {
  const scope = await crmScope(db, user);
  const bands = await Promise.all(
    SCORE_BANDS.map(async (band) => {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(gte(leads.score, band.min), sql`${leads.score} <= ${band.max}`, visibleLeads(scope)));
      return { ...band, count: row?.n ?? 0 };
    }),
  );
  const top = await db
    .select({
      id: leads.id,
      name: leads.name,
      type: leads.type,
      score: leads.score,
      scoreReason: leads.scoreReason,
      stage: leads.stage,
    })
    .from(leads)
    .where(and(sql`${leads.stage} NOT IN ('Closed Won', 'Closed Lost')`, visibleLeads(scope)))
    .orderBy(desc(leads.score), desc(leads.createdAt))
    .limit(20);
  const [settings, run] = await Promise.all([getCrmSettings(db), getRescoreRun(db)]);
  return {
    tab: "scoring" as const,
    bands,
    top,
    rules: settings.scoringRules,
    defaults: DEFAULT_SCORING_RULES,
    types: LEAD_TYPES.map((type) => ({ type, label: leadTypeLabel(type) })),
    run,
    canEdit: user.role === "admin",
  };
}
