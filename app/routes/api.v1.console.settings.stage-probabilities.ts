import { z } from "~/lib/zod";
import { consoleAction, CRM_SETTINGS, saveCrmSetting, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/** PUT (admins) {"probabilities": {"New Lead": 10, …}}: each open stage's chance of closing won, in per cent. */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({ probabilities: CRM_SETTINGS.stageProbabilities.schema }),
  },
  async ({ db, user, input, ip }) => {
    await saveCrmSetting(db, "stageProbabilities", input.probabilities, {
      id: user.id,
      email: user.email,
      ip,
    });
    return { stageProbabilities: input.probabilities };
  },
);
