import { consoleAction, writeOnly } from "~/features/crm/index.server";
import { retentionSettingsSchema, saveRetentionSettings } from "~/features/privacy/index.server";

export const loader = writeOnly("PUT");

/** PUT {inactiveYears, noticeHours, unverifiedDays} (admins): the retention job's numbers. */
export const action = consoleAction(
  { schema: retentionSettingsSchema, role: "admin", methods: ["PUT"] },
  ({ db, user, input, ip }) => saveRetentionSettings(db, input, { id: user.id, email: user.email, ip }),
);
