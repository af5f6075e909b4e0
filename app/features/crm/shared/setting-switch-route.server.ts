import { z } from "~/lib/zod";
import { consoleAction, writeOnly } from "./console-api.server";
import { saveCrmSetting, type CrmSettingKey, type CrmSettings } from "./settings.server";

/** The CRM settings that are on/off switches. */
type SwitchKey = { [K in CrmSettingKey]: CrmSettings[K] extends boolean ? K : never }[CrmSettingKey];

/**
 * The API of one of the CRM's on/off settings, for its route module to export: PUT (admins)
 * {"enabled": true|false} saves the switch with its audit entry and answers {[key]: enabled}; any
 * other method is refused.
 */
export function switchSettingRoute<K extends SwitchKey>(key: K) {
  return {
    loader: writeOnly("PUT"),
    action: consoleAction(
      {
        role: "admin",
        methods: ["PUT"],
        schema: z.object({ enabled: z.boolean({ error: "Say enabled: true or false." }) }),
      },
      async ({ db, user, input, ip }) => {
        await saveCrmSetting(db, key, input.enabled as CrmSettings[K], {
          id: user.id,
          email: user.email,
          ip,
        });
        return { [key]: input.enabled } as Record<K, boolean>;
      },
    ),
  };
}
