import type { ConsoleTab } from "../shell/tab-entry";

/** The Revenue tab's entry in the console's tab table (shell/tabs.ts). */
export const revenueTabEntry = {
  id: "revenue",
  label: "Revenue",
  key: "r",
  role: "partner",
} as const satisfies ConsoleTab;
