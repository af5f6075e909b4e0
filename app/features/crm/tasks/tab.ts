import type { ConsoleTab } from "../shell/tab-entry";

/** The Tasks tab's entry in the console's tab table (shell/tabs.ts). */
export const tasksTabEntry = {
  id: "tasks",
  label: "Tasks",
  key: "t",
  role: "partner",
  badge: "overdue",
} as const satisfies ConsoleTab;
