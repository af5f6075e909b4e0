import { z } from "zod";
import { consoleAction, setCrmSetting, writeOnly } from "~/features/crm/index.server";
import { recordAudit } from "~/server/audit.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"enabled": true|false}: with it on, partners see and search only the contacts and
 * leads assigned to them; admins always see everything.
 */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({ enabled: z.boolean({ error: "Say enabled: true or false." }) }),
  },
  async ({ db, user, input, ip }) => {
    await db.transaction(async (tx) => {
      await setCrmSetting(tx, "onlyMyRecords", input.enabled, user.id);
      await recordAudit(tx, {
        action: "crm_setting_changed",
        actorUserId: user.id,
        actorEmail: user.email,
        targetType: "setting",
        targetId: "onlyMyRecords",
        ip,
        details: { value: input.enabled },
      });
    });
    return { onlyMyRecords: input.enabled };
  },
);
