import type { ConsoleTab } from "../shell/tab-entry";

/** The Logs tab's entry in the console's tab table (shell/tabs.ts). */
export const logsTabEntry = {
  id: "logs",
  label: "Logs",
  key: "l",
  role: "partner",
  takesContact: true,
} as const satisfies ConsoleTab;
