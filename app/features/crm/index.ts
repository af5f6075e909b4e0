export { CONSOLE_TABS, DEFAULT_TAB, resolveTab, tabsFor, type ConsoleTabId } from "./tabs";
export { consoleTabPanels, ConsoleTabSkeleton } from "./panels";
export { PIPELINE_STAGES, SCORE_BANDS, leadTypeLabel } from "./crm-constants";
export { useLiveLeads } from "./live/use-live-leads";
