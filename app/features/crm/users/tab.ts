import type { ConsoleTab } from "../shell/tab-entry";

/** The Users tab's entry in the console's tab table (shell/tabs.ts). */
export const usersTabEntry = {
  id: "users",
  label: "Users",
  key: "u",
  role: "admin",
} as const satisfies ConsoleTab;
