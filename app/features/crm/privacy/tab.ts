import type { ConsoleTab } from "../shell/tab-entry";

/** The privacy requests queue's entry in the console's tab table (shell/tabs.ts). */
export const privacyTabEntry = {
  id: "privacy",
  label: "Privacy",
  key: "d",
  role: "partner",
} as const satisfies ConsoleTab;
