import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "~/server/db/db.server";
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
