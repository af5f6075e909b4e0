import { z } from "zod";
import { consoleAction, saveCrmSetting, writeOnly } from "~/features/crm/index.server";

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
    await saveCrmSetting(db, "onlyMyRecords", input.enabled, { id: user.id, email: user.email, ip });
    return { onlyMyRecords: input.enabled };
  },
);
