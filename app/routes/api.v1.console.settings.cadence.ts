import { z } from "~/lib/zod";
import { consoleAction, CRM_SETTINGS, saveCrmSetting, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"days": [3, 7, 14]}: the days after a lead on which an unreached lead gets a
 * follow-up task. An empty list switches the cadence off.
 */
export const action = consoleAction(
  { role: "admin", methods: ["PUT"], schema: z.object({ days: CRM_SETTINGS.cadenceDays.schema }) },
  async ({ db, user, input, ip }) => {
    await saveCrmSetting(db, "cadenceDays", input.days, { id: user.id, email: user.email, ip });
    return { cadenceDays: input.days };
  },
);
