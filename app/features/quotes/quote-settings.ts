import { z } from "~/lib/zod";
import { LINE_KINDS, markupSchema, quoteTermsSchema, type LineKind, type Markup } from "./quote-document";

/**
 * What a new quote starts with, set by admins: the markup per kind of line, and a named set of terms
 * templates (inclusions, exclusions, payment schedule, cancellation terms, days of validity), one
 * of them the default a new quote starts with; an agent can apply any of them to a draft.
 */
export const QUOTE_SETTINGS_TEXTS = {
  markups:
    "Give a markup for every kind of line: hotel, flight, transfer, activity, visa, insurance and other.",
  validityDays: "A quote's validity is a whole number of days from 1 to 90.",
  templateName: "Give each terms template a name of 1 to 60 characters, such as “International – Europe”.",
  templateId: "A terms template has lost its id: reload the settings and make the change again.",
  templates: "Keep at least one terms template (and at most 30): a new quote starts with the default one.",
  duplicateName: (name: string) =>
    `Two terms templates are called “${name}”: give each template a name of its own.`,
  duplicateId: "Two terms templates share an id: reload the settings and make the change again.",
  defaultTemplate: "Mark one of the terms templates as the default for new quotes.",
} as const;

export const MAX_TEMPLATE_NAME = 60;

const validityDaysSchema = z
  .number({ error: QUOTE_SETTINGS_TEXTS.validityDays })
  .int(QUOTE_SETTINGS_TEXTS.validityDays)
  .min(1, QUOTE_SETTINGS_TEXTS.validityDays)
  .max(90, QUOTE_SETTINGS_TEXTS.validityDays);

const termsTemplateSchema = z.object({
  id: z
    .string({ error: QUOTE_SETTINGS_TEXTS.templateId })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, QUOTE_SETTINGS_TEXTS.templateId),
  name: z
    .string({ error: QUOTE_SETTINGS_TEXTS.templateName })
    .trim()
    .min(1, QUOTE_SETTINGS_TEXTS.templateName)
    .max(MAX_TEMPLATE_NAME, QUOTE_SETTINGS_TEXTS.templateName),
  terms: quoteTermsSchema.omit({ validUntil: true }),
  validityDays: validityDaysSchema,
});
export type TermsTemplate = z.infer<typeof termsTemplateSchema>;

export const quoteSettingsSchema = z
  .object({
    markups: z.object(
      Object.fromEntries(LINE_KINDS.map((kind) => [kind, markupSchema])) as Record<
        LineKind,
        typeof markupSchema
      >,
      { error: QUOTE_SETTINGS_TEXTS.markups },
    ),
    templates: z
      .array(termsTemplateSchema, { error: QUOTE_SETTINGS_TEXTS.templates })
      .min(1, QUOTE_SETTINGS_TEXTS.templates)
      .max(30, QUOTE_SETTINGS_TEXTS.templates),
    defaultTemplateId: z.string({ error: QUOTE_SETTINGS_TEXTS.defaultTemplate }),
  })
  .superRefine((settings, ctx) => {
    // Agents pick a template by its name, so two that read alike ("Europe" and "europe ") are one too many.
    const names = new Set<string>();
    const ids = new Set<string>();
    settings.templates.forEach((t, i) => {
      const key = t.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["templates", i, "name"],
          message: QUOTE_SETTINGS_TEXTS.duplicateName(t.name),
        });
      if (ids.has(t.id))
        ctx.addIssue({
          code: "custom",
          path: ["templates", i, "id"],
          message: QUOTE_SETTINGS_TEXTS.duplicateId,
        });
      names.add(key);
      ids.add(t.id);
    });
    if (!ids.has(settings.defaultTemplateId))
      ctx.addIssue({
        code: "custom",
        path: ["defaultTemplateId"],
        message: QUOTE_SETTINGS_TEXTS.defaultTemplate,
      });
  });
export type QuoteSettings = z.infer<typeof quoteSettingsSchema>;

/** The template a new quote starts with (the schema makes sure the default is one of them). */
export function defaultTemplate(settings: QuoteSettings): TermsTemplate {
  return settings.templates.find((t) => t.id === settings.defaultTemplateId) ?? settings.templates[0]!;
}

/** The id the single template of the settings saved before named templates becomes. */
const STANDARD_TEMPLATE_ID = "standard";

/**
 * Settings as stored before templates had names held one `terms` and one `validityDays`: they
 * become the default template, named "Standard", so nothing an admin wrote is lost. Any other shape
 * is given back as it is, for the schema to judge.
 */
export function upgradeStoredSettings(value: unknown): unknown {
  if (!value || typeof value !== "object" || "templates" in value || !("terms" in value)) return value;
  const { terms, validityDays, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    templates: [{ id: STANDARD_TEMPLATE_ID, name: "Standard", terms, validityDays }],
    defaultTemplateId: STANDARD_TEMPLATE_ID,
  };
}

const pct = (basisPoints: number): Markup => ({ kind: "percent", basisPoints });

export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  markups: {
    hotel: pct(1500),
    flight: pct(500),
    transfer: pct(2000),
    activity: pct(2000),
    visa: pct(1000),
    insurance: pct(1000),
    other: pct(1500),
  },
  templates: [
    {
      id: STANDARD_TEMPLATE_ID,
      name: "Standard",
      validityDays: 7,
      terms: {
        inclusions: [
          "Accommodation as listed, with the meal plan shown",
          "Private airport transfers",
          "Activities and sightseeing as listed",
          "24×7 concierge support during the trip",
        ],
        exclusions: [
          "International and domestic flights unless listed",
          "Visa fees unless listed",
          "Personal expenses, tips and anything not listed",
        ],
        schedule: [
          {
            id: "deposit",
            label: "Deposit",
            share: { kind: "percent", basisPoints: 2500 },
            due: { kind: "acceptance" },
          },
          {
            id: "balance",
            label: "Balance",
            share: { kind: "rest" },
            due: { kind: "daysBeforeDeparture", days: 30 },
          },
        ],
        cancellation:
          "Cancellation more than 45 days before departure: the deposit is kept. 45 to 15 days: 50 % of the total. Less than 15 days: no refund. Hotels' and airlines' own non-refundable terms apply where stricter.",
        notes: "Prices are subject to availability at the time of confirmation.",
      },
    },
  ],
  defaultTemplateId: STANDARD_TEMPLATE_ID,
};
