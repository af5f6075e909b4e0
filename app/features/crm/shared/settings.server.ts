import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { SCORING_SETTING } from "~/features/leads";
import { AUTO_ASSIGN_SETTING } from "~/features/leads/index.server";
import { DEFAULT_SCREENSHOT_POLICY, screenshotPolicySchema } from "~/features/screenshot-alerts";
import { recordAudit } from "~/server/audit.server";
import { DEFAULT_STAGE_PROBABILITIES, OPEN_STAGES, type OpenStage } from "./crm-constants";
import { jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";

const CADENCE_TEXT = "Give up to 6 days between 1 and 90, in increasing order (e.g. 3, 7, 14).";

/**
 * The CRM's switches. Each has a default, so a fresh installation works before an admin has set
 * anything; a stored value that no longer parses (an old shape) falls back to the default too.
 */
export const CRM_SETTINGS = {
  /** Partners see and search only the contacts and leads assigned to them. */
  onlyMyRecords: { schema: z.boolean(), default: false },
  /** Days after a lead nobody has reached on which a follow-up task is opened. */
  cadenceDays: {
    schema: z
      .array(z.number({ error: CADENCE_TEXT }).int(CADENCE_TEXT).min(1, CADENCE_TEXT).max(90, CADENCE_TEXT), {
        error: CADENCE_TEXT,
      })
      .max(6, CADENCE_TEXT)
      .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]!), CADENCE_TEXT),
    default: [3, 7, 14],
  },
  /** New leads go to the active partners in turn (a contact's owner keeps their returning traveller). */
  autoAssign: { schema: AUTO_ASSIGN_SETTING.schema, default: AUTO_ASSIGN_SETTING.default },
  /** Per open stage, the per cent chance of closing won: what the Revenue tab weighs the pipeline by. */
  stageProbabilities: {
    schema: z.object(
      Object.fromEntries(
        OPEN_STAGES.map((stage) => [
          stage,
          z
            .number({ error: `Give ${stage} a probability: a whole number from 0 to 100.` })
            .int(`Give ${stage} a probability: a whole number from 0 to 100.`)
            .min(0, `Give ${stage} a probability: a whole number from 0 to 100.`)
            .max(100, `Give ${stage} a probability: a whole number from 0 to 100.`),
        ]),
      ) as Record<OpenStage, z.ZodNumber>,
      { error: "Send a probability for every open stage." },
    ),
    default: DEFAULT_STAGE_PROBABILITIES,
  },
  /** A score per lead type and the quiz's scale: what new leads score, and what rescoring applies. */
  scoringRules: { schema: SCORING_SETTING.schema, default: SCORING_SETTING.default },
  /** Per screenshot-detector method: alert the admins, or only count it. */
  screenshotPolicy: { schema: screenshotPolicySchema, default: DEFAULT_SCREENSHOT_POLICY },
} as const;

export type CrmSettingKey = keyof typeof CRM_SETTINGS;
export type CrmSettings = { [K in CrmSettingKey]: z.infer<(typeof CRM_SETTINGS)[K]["schema"]> };

export async function getCrmSettings(db: Executor): Promise<CrmSettings> {
  const rows = await queryRows<{ key: string; value: unknown }>(db, sql`SELECT key, value FROM crm_settings`);
  const settings = Object.fromEntries(
    Object.entries(CRM_SETTINGS).map(([key, def]) => {
      const stored = rows.find((r) => r.key === key);
      const parsed = stored ? def.schema.safeParse(stored.value) : null;
      return [key, parsed?.success ? parsed.data : def.default];
    }),
  );
  return settings as CrmSettings;
}

export async function setCrmSetting<K extends CrmSettingKey>(
  db: Executor,
  key: K,
  value: CrmSettings[K],
  userId: string,
): Promise<void> {
  const parsed = CRM_SETTINGS[key].schema.parse(value);
  await db.execute(
    sql`INSERT INTO crm_settings (key, value, updated_at, updated_by) VALUES (${key}, ${jsonb(parsed)}, now(), ${userId})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
  );
}

/** An admin's change of a setting: saved with its audit entry in one transaction, so both land or neither. */
export async function saveCrmSetting<K extends CrmSettingKey>(
  db: Database,
  key: K,
  value: CrmSettings[K],
  actor: { id: string; email: string; ip: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await setCrmSetting(tx, key, value, actor.id);
    await recordAudit(tx, {
      action: "crm_setting_changed",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "setting",
      targetId: key,
      ip: actor.ip,
      details: { value },
    });
  });
}
