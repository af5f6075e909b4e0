import { z } from "~/lib/zod";

/**
 * An admin's new tax rule row: GST (the package and service-fee rates) or TCS (a threshold per PAN
 * per financial year with the rates below and above it, or one flat rate), from a day on. Rows are
 * never edited: a changed rate is a new row, and quotes dated before it keep the old one.
 */
export const TAX_RULE_TEXTS = {
  kind: "Choose the kind of rule: gst or tcs.",
  effectiveFrom: "Give the day the rule takes effect (YYYY-MM-DD).",
  bp: "Give each rate in basis points: a whole number from 0 to 10,000 (500 is 5 %).",
  threshold: "Give the threshold in paise (₹10 lakh is 100000000), or null for one flat rate.",
  flat: "With no threshold the rate is one flat rate: give the same rate below and above.",
  note: "Say in a note where the rule comes from (3 to 300 characters), such as who confirmed it.",
} as const;

const bp = z
  .number({ error: TAX_RULE_TEXTS.bp })
  .int(TAX_RULE_TEXTS.bp)
  .min(0, TAX_RULE_TEXTS.bp)
  .max(10_000, TAX_RULE_TEXTS.bp);
const effectiveFrom = z.string({ error: TAX_RULE_TEXTS.effectiveFrom }).refine((v) => {
  // A real day in years the database stores (PostgreSQL has no year 0).
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}, TAX_RULE_TEXTS.effectiveFrom);
const note = z
  .string({ error: TAX_RULE_TEXTS.note })
  .trim()
  .min(3, TAX_RULE_TEXTS.note)
  .max(300, TAX_RULE_TEXTS.note);

export const newTaxRuleSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("gst"),
      effectiveFrom,
      params: z.object({ packageBp: bp, serviceFeeBp: bp }, { error: TAX_RULE_TEXTS.bp }),
      note,
    }),
    z.object({
      kind: z.literal("tcs"),
      effectiveFrom,
      params: z
        .object(
          {
            thresholdMinor: z
              .number({ error: TAX_RULE_TEXTS.threshold })
              .int(TAX_RULE_TEXTS.threshold)
              .min(1, TAX_RULE_TEXTS.threshold)
              .max(100_000_000_00, TAX_RULE_TEXTS.threshold)
              .nullable(),
            belowBp: bp,
            aboveBp: bp,
          },
          { error: TAX_RULE_TEXTS.bp },
        )
        .refine((p) => p.thresholdMinor !== null || p.belowBp === p.aboveBp, {
          message: TAX_RULE_TEXTS.flat,
          path: ["aboveBp"],
        }),
      note,
    }),
  ],
  { error: TAX_RULE_TEXTS.kind },
);
export type NewTaxRule = z.infer<typeof newTaxRuleSchema>;

/** The rows a fresh installation starts with (each added once, by its key). */
export const SEED_TAX_RULES = [
  {
    seedKey: "gst-2017-07-01",
    kind: "gst",
    effectiveFrom: "2017-07-01",
    params: { packageBp: 500, serviceFeeBp: 1800 },
    note: "GST on tour operators' services: 5 % of the package value without input credit, or 18 % on a service fee only.",
  },
  {
    seedKey: "tcs-2025-04-01",
    kind: "tcs",
    effectiveFrom: "2025-04-01",
    params: { thresholdMinor: 1_000_000_00, belowBp: 500, aboveBp: 2000 },
    note: "TCS on overseas tour packages for FY 2025-26: 5 % up to ₹10 lakh per financial year per PAN, 20 % above.",
  },
  {
    seedKey: "tcs-2026-04-01",
    kind: "tcs",
    effectiveFrom: "2026-04-01",
    params: { thresholdMinor: null, belowBp: 200, aboveBp: 200 },
    note: "As published guides read the Income-tax Act, 2025 — confirm with your accountant",
  },
] as const;
