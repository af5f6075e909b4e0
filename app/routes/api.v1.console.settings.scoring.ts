import { z } from "~/lib/zod";
import { consoleAction, CRM_SETTINGS, saveCrmSetting, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"rules": {"types": {...}, "quiz": {"zeroAt", "hundredAt"}}}: the scoring rules new
 * leads are scored by from now on; open leads change only when an admin rescores them.
 */
export const action = consoleAction(
  { role: "admin", methods: ["PUT"], schema: z.object({ rules: CRM_SETTINGS.scoringRules.schema }) },
  async ({ db, user, input, ip }) => {
    await saveCrmSetting(db, "scoringRules", input.rules, { id: user.id, email: user.email, ip });
    return { scoringRules: input.rules };
  },
);
