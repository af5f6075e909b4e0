import type { ConsoleTab } from "../shell/tab-entry";

/** The Quotes tab's entry in the console's tab table (shell/tabs.ts). Partners quote their own leads. */
export const quotesTabEntry = {
  id: "quotes",
  label: "Quotes",
  key: "q",
  role: "partner",
} as const satisfies ConsoleTab;
