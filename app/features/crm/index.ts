export { CONSOLE_TABS, DEFAULT_TAB, resolveTab, tabsFor, type ConsoleTabId } from "./shell/tabs";
export { consoleTabPanels, ConsoleTabSkeleton } from "./shell/panels";
export { PIPELINE_STAGES, SCORE_BANDS, leadTypeLabel } from "./shared/crm-constants";
export { useLiveLeads } from "./live/use-live-leads";
