import type { ConsoleTab } from "../shell/tab-entry";

/** The Scoring tab's entry in the console's tab table (shell/tabs.ts). */
export const scoringTabEntry = {
  id: "scoring",
  label: "Scoring",
  key: "s",
  role: "partner",
} as const satisfies ConsoleTab;
