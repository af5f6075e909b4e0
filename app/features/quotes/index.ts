// What the console's screens and the proposal page may use from quotes in the browser (pure code).
export {
  LINE_KINDS,
  LINE_KIND_LABELS,
  LINE_SOURCES,
  MASKED_PAN_PATTERN,
  MAX_LINE_MINOR,
  MEAL_PLANS,
  MEAL_PLAN_LABELS,
  PAN_PATTERN,
  QUOTE_TEXTS,
  dayDate,
  maskPan,
  quoteDocumentIssue,
  quoteDocumentSchema,
  quoteLineSchema,
  travellerDocument,
  type LineKind,
  type Markup,
  type MoneyJson,
  type QuoteDay,
  type QuoteDocument,
  type QuoteLine,
  type QuoteOption,
  type QuoteTax,
  type QuoteTerms,
  type ScheduleStep,
  type TravellerDocument,
  type TravellerLine,
} from "./quote-document";
export {
  computeQuote,
  financialYearOf,
  lineFigures,
  percentOf,
  ruleInForce,
  rulesOn,
  scheduleFor,
  tcsOn,
  travellerTotals,
  type GstRule,
  type Instalment,
  type LineFigures,
  type OptionTotals,
  type QuoteContext,
  type QuoteProblem,
  type QuoteRules,
  type QuoteTotals,
  type TaxRule,
  type TcsFigures,
  type TcsRule,
  type TravellerOptionTotals,
  type TravellerTotals,
} from "./quote-totals";
export {
  compareDocuments,
  type ItemChange,
  type OptionDifference,
  type VersionComparison,
} from "./quote-compare";
export { newTaxRuleSchema, SEED_TAX_RULES, TAX_RULE_TEXTS, type NewTaxRule } from "./tax-rules";
export {
  DEFAULT_QUOTE_SETTINGS,
  QUOTE_SETTINGS_TEXTS,
  quoteSettingsSchema,
  type QuoteSettings,
} from "./quote-settings";
export {
  compareQuerySchema,
  createQuoteSchema,
  quoteListQuerySchema,
  revenueQuerySchema,
  saveDraftSchema,
  type CreateQuoteInput,
  type SaveDraftInput,
} from "./quote-api-schema";
// The traveller's proposal page (served at /proposal/:token).
export { ProposalPage } from "./proposal/proposal-page";
export { ProposalNotFound } from "./proposal/proposal-not-found";
