import { z } from "zod";
import { consoleAction, CRM_SETTINGS, setCrmSetting, writeOnly } from "~/features/crm/index.server";
import { recordAudit } from "~/server/audit.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"days": [3, 7, 14]}: the days after a lead on which an unreached lead gets a
 * follow-up task. An empty list switches the cadence off.
 */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({
      days: CRM_SETTINGS.cadenceDays.schema,
    }),
  },
  async ({ db, user, input, ip }) => {
    await db.transaction(async (tx) => {
      await setCrmSetting(tx, "cadenceDays", input.days, user.id);
      await recordAudit(tx, {
        action: "crm_setting_changed",
        actorUserId: user.id,
        actorEmail: user.email,
        targetType: "setting",
        targetId: "cadenceDays",
        ip,
        details: { value: input.days },
      });
    });
    return { cadenceDays: input.days };
  },
);
