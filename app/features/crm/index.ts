export { CONSOLE_TABS, DEFAULT_TAB, resolveTab, tabsFor, type ConsoleTabId } from "./tabs";
