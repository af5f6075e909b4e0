import type { ConsoleTab } from "../shell/tab-entry";

/** The Tags tab's entry in the console's tab table (shell/tabs.ts). */
export const tagsTabEntry = {
  id: "tags",
  label: "Tags",
  key: "g",
  role: "admin",
} as const satisfies ConsoleTab;
