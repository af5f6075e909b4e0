import type { ConsoleTab } from "../shell/tab-entry";

/** The Analytics tab's entry in the console's tab table (shell/tabs.ts). */
export const analyticsTabEntry = {
  id: "analytics",
  label: "Analytics",
  key: "a",
  role: "partner",
} as const satisfies ConsoleTab;
