import { z } from "~/lib/zod";
import { consoleAction, saveCrmSetting, writeOnly } from "~/features/crm/index.server";
import { screenshotPolicySchema } from "~/features/screenshot-alerts";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"policy": {method: "alert" | "count", …}}: which screenshot-detector methods alert
 * the admins and which only count. Every method must be given, so a half-sent form changes nothing.
 */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({ policy: screenshotPolicySchema }),
  },
  async ({ db, user, input, ip }) => {
    await saveCrmSetting(db, "screenshotPolicy", input.policy, { id: user.id, email: user.email, ip });
    return { screenshotPolicy: input.policy };
  },
);
