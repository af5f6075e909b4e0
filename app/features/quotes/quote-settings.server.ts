import { eq } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAudit } from "~/server/audit.server";
import type { Database, Executor } from "~/server/db/db.server";
import { quoteSettings } from "~/server/db/schema.server";
import {
  DEFAULT_QUOTE_SETTINGS,
  quoteSettingsSchema,
  upgradeStoredSettings,
  type QuoteSettings,
} from "./quote-settings";

/**
 * The settings in force: the stored ones (a single template saved before templates had names read as
 * the default one), or the defaults until an admin saves (or when a stored shape no longer parses).
 */
export async function getQuoteSettings(db: Executor): Promise<QuoteSettings> {
  const [row] = await db.select().from(quoteSettings).where(eq(quoteSettings.id, 1));
  const parsed = row ? quoteSettingsSchema.safeParse(upgradeStoredSettings(row.value)) : null;
  return parsed?.success ? parsed.data : DEFAULT_QUOTE_SETTINGS;
}

/** An admin's new settings (the whole set), with an audit entry; both or neither. */
export async function saveQuoteSettings(
  db: Database,
  staff: StaffUser,
  input: QuoteSettings,
  ip: string | null = null,
): Promise<{ settings: QuoteSettings }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(quoteSettings)
      .values({ id: 1, value: input, updatedBy: staff.id, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: quoteSettings.id,
        set: { value: input, updatedBy: staff.id, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      action: "quote_settings_changed",
      actorUserId: staff.id,
      actorEmail: staff.email,
      targetType: "quote_settings",
      targetId: "quote_settings",
      ip,
      details: {
        markups: input.markups,
        templates: input.templates.map((t) => ({ id: t.id, name: t.name, validityDays: t.validityDays })),
        defaultTemplateId: input.defaultTemplateId,
      },
    });
    return { settings: input };
  });
}
