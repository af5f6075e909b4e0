export { loadConsoleTab, type ConsoleTabData } from "./console-tabs.server";
export { phoneDigitsForSearch, searchContacts } from "./contacts.server";
export { PAGE_SIZE } from "./tab-params.server";
