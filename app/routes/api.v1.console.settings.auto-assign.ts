import { z } from "zod";
import { consoleAction, saveCrmSetting, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"enabled": true|false}: with it on, each new lead goes to the next active partner in
 * turn (or to the partner who already looks after the contact); off, new leads wait unassigned.
 */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({ enabled: z.boolean({ error: "Say enabled: true or false." }) }),
  },
  async ({ db, user, input, ip }) => {
    await saveCrmSetting(db, "autoAssign", input.enabled, { id: user.id, email: user.email, ip });
    return { autoAssign: input.enabled };
  },
);
