import { z } from "~/lib/zod";
import { consoleAction } from "~/features/crm/index.server";
import { newTaxRuleSchema } from "~/features/quotes";
import { addTaxRule, listTaxRules, quoteRead } from "~/features/quotes/index.server";

/** GET: every GST and TCS rule row, oldest first (a quote uses the latest row in force on its date). */
export const loader = quoteRead({ query: z.object({}) }, async ({ db }) => ({
  rules: await listTaxRules(db),
}));

/**
 * POST (admins) {"kind": "tcs", "effectiveFrom": "2027-04-01", "params": {…}, "note": "…"}: a new
 * dated row; rows are never edited, so quotes dated before it keep the rule they were made with.
 */
export const action = consoleAction({ role: "admin", schema: newTaxRuleSchema }, ({ db, user, input, ip }) =>
  addTaxRule(db, user, input, ip),
);
