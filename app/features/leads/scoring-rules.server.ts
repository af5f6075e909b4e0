import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "~/server/db/db.server";
import { AUTO_ASSIGN_SETTING } from "./lead-assignment.server";
import { SCORING_SETTING, type ScoringRules } from "./scoring-rules";

/** The scoring rules in force: the admins' saved ones, or the defaults (also when a stored value no longer parses). */
export async function loadScoringRules(exec: Executor): Promise<ScoringRules> {
  const [row] = await queryRows<{ value: unknown }>(
    exec,
    sql`SELECT value FROM crm_settings WHERE key = ${SCORING_SETTING.key}`,
  );
  const parsed = row ? SCORING_SETTING.schema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : SCORING_SETTING.default;
}

/**
 * What making a lead needs from the CRM settings, in one read: the scoring rules and the admins'
 * auto-assign switch (each falling back to its default when unset or no longer valid).
 */
export async function loadNewLeadSettings(
  exec: Executor,
): Promise<{ scoringRules: ScoringRules; autoAssign: boolean }> {
  const rows = await queryRows<{ key: string; value: unknown }>(
    exec,
    sql`SELECT key, value FROM crm_settings WHERE key IN (${SCORING_SETTING.key}, ${AUTO_ASSIGN_SETTING.key})`,
  );
  const stored = (key: string) => rows.find((r) => r.key === key)?.value;
  const rules = SCORING_SETTING.schema.safeParse(stored(SCORING_SETTING.key));
  const assign = AUTO_ASSIGN_SETTING.schema.safeParse(stored(AUTO_ASSIGN_SETTING.key));
  return {
    scoringRules: rules.success ? rules.data : SCORING_SETTING.default,
    autoAssign: assign.success ? assign.data : AUTO_ASSIGN_SETTING.default,
  };
}
