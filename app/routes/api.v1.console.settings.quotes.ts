import { z } from "~/lib/zod";
import { consoleAction } from "~/features/crm/index.server";
import { quoteSettingsSchema } from "~/features/quotes";
import { getQuoteSettings, quoteRead, saveQuoteSettings } from "~/features/quotes/index.server";

/** GET (admins): the markup per kind of line and the terms template new quotes start with. */
export const loader = quoteRead({ role: "admin", query: z.object({}) }, async ({ db }) => ({
  settings: await getQuoteSettings(db),
}));

/** PUT (admins) the whole settings: markups per line kind, terms template, days of validity. Audited. */
export const action = consoleAction(
  { role: "admin", schema: quoteSettingsSchema, methods: ["PUT"], maxBytes: 64 * 1024 },
  ({ db, user, input, ip }) => saveQuoteSettings(db, user, input, ip),
);
