import { z } from "~/lib/zod";
import { consoleAction, writeOnly } from "~/features/crm/index.server";
import { requestDueDaysSchema, saveRequestDueDays } from "~/features/privacy/index.server";

export const loader = writeOnly("PUT");

/** PUT {dueDays} (admins): the days a privacy request is due in (1 to 90, the Rules' outer limit). */
export const action = consoleAction(
  { schema: z.object({ dueDays: requestDueDaysSchema }), role: "admin", methods: ["PUT"] },
  ({ db, user, input, ip }) => saveRequestDueDays(db, input.dueDays, { id: user.id, email: user.email, ip }),
);
