export {
  CONSOLE_TABS,
  contactHref,
  DEFAULT_TAB,
  legacyTabHref,
  resolveTab,
  tabOfPath,
  tabPath,
  tabSearch,
  tabsFor,
  type ConsoleTabId,
} from "./shell/tabs";
export { ConsoleTabSkeleton } from "./shell/tab-skeleton";
export { default as ContactsPanel } from "./contacts/contacts-panel";
export { default as PipelinePanel } from "./pipeline/pipeline-panel";
export { default as TasksPanel } from "./tasks/tasks-panel";
export { default as AnalyticsPanel } from "./analytics/analytics-panel";
export { default as RevenuePanel } from "./revenue/revenue-panel";
export { default as ScoringPanel } from "./scoring/scoring-panel";
export { default as LogsPanel } from "./logs/logs-panel";
export { default as TagsPanel } from "./tags/tags-panel";
export { default as UsersPanel } from "./users/users-panel";
export { default as RatesPanel } from "./rates/rates-panel";
export { default as PrivacyPanel } from "./privacy/privacy-panel";
export { default as QuotesPanel } from "./quotes/quotes-panel";
export { default as PaymentsPanel } from "./payments/payments-panel";
export { QuoteBuilder } from "./quotes/builder/quote-builder";
export { QuoteSettingsPanel } from "./quotes/quote-settings-panel";
export { PaymentSettingsPanel } from "./payments/payment-settings-panel";
export { useLiveLeads } from "./live/use-live-leads";
