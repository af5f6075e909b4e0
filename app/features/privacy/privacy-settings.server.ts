import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { recordAudit } from "~/server/audit.server";
import { jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { DEFAULT_RETENTION, retentionSettingsSchema, type RetentionSettings } from "./retention-settings";

/**
 * How many days the agency gives itself to answer a person's request. The Rules' outer limit is 90
 * days; the agency promises 30 in its notice. Kept among the CRM's switches (crm_settings) under its
 * own key, read and written here so the console's settings need not know about privacy.
 */
export const REQUEST_DUE_DAYS_KEY = "privacyRequestDueDays";
export const DEFAULT_REQUEST_DUE_DAYS = 30;
export const MAX_REQUEST_DUE_DAYS = 90;

const DUE_DAYS_TEXT = `Give a whole number of days from 1 to ${MAX_REQUEST_DUE_DAYS}.`;
export const requestDueDaysSchema = z
  .number({ error: DUE_DAYS_TEXT })
  .int(DUE_DAYS_TEXT)
  .min(1, DUE_DAYS_TEXT)
  .max(MAX_REQUEST_DUE_DAYS, DUE_DAYS_TEXT);

export async function requestDueDays(db: Executor): Promise<number> {
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM crm_settings WHERE key = ${REQUEST_DUE_DAYS_KEY}`,
  );
  const parsed = requestDueDaysSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_REQUEST_DUE_DAYS;
}

export async function setRequestDueDays(db: Executor, days: number, userId: string): Promise<void> {
  const value = requestDueDaysSchema.parse(days);
  await db.execute(
    sql`INSERT INTO crm_settings (key, value, updated_at, updated_by) VALUES (${REQUEST_DUE_DAYS_KEY}, ${jsonb(value)}, now(), ${userId})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a request received at `receivedAt` must be answered by. */
export const dueDateOf = (receivedAt: Date, days: number) => new Date(receivedAt.getTime() + days * DAY_MS);

/** An admin's change of the days, with its audit entry, in one transaction. */
export async function saveRequestDueDays(
  db: Database,
  days: number,
  actor: { id: string; email: string; ip: string | null },
): Promise<{ dueDays: number }> {
  await db.transaction(async (tx) => {
    await setRequestDueDays(tx, days, actor.id);
    await recordAudit(tx, {
      action: "privacy_setting_changed",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "setting",
      targetId: REQUEST_DUE_DAYS_KEY,
      ip: actor.ip,
      details: { value: days },
    });
  });
  return { dueDays: days };
}

/** The retention numbers are one key among the CRM's switches. */
export const RETENTION_KEY = "privacyRetention";

export async function retentionSettings(db: Executor): Promise<RetentionSettings> {
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM crm_settings WHERE key = ${RETENTION_KEY}`,
  );
  const parsed = retentionSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_RETENTION;
}

/** An admin's change of the retention numbers, with its audit entry, in one transaction. */
export async function saveRetentionSettings(
  db: Database,
  input: RetentionSettings,
  actor: { id: string; email: string; ip: string | null },
): Promise<{ retention: RetentionSettings }> {
  const value = retentionSettingsSchema.parse(input);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO crm_settings (key, value, updated_at, updated_by) VALUES (${RETENTION_KEY}, ${jsonb(value)}, now(), ${actor.id})
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    );
    await recordAudit(tx, {
      action: "privacy_setting_changed",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "setting",
      targetId: RETENTION_KEY,
      ip: actor.ip,
      details: value,
    });
  });
  return { retention: value };
}
