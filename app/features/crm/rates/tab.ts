import type { ConsoleTab } from "../shell/tab-entry";

/** The Rates tab's entry in the console's tab table (shell/tabs.ts). */
export const ratesTabEntry = {
  id: "rates",
  label: "Rates",
  key: "x",
  role: "admin",
} as const satisfies ConsoleTab;
