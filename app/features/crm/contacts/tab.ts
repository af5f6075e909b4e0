import type { ConsoleTab } from "../shell/tab-entry";

/** The Contacts tab's entry in the console's tab table (shell/tabs.ts). */
export const contactsTabEntry = {
  id: "contacts",
  label: "Contacts",
  key: "c",
  role: "partner",
  takesContact: true,
  badge: "live",
} as const satisfies ConsoleTab;
