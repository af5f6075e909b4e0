export {
  loadConsoleTab,
  PAGE_SIZE,
  phoneDigitsForSearch,
  searchContacts,
  type ConsoleTabData,
} from "./console-tabs.server";
