import type { StaffRole } from "~/features/auth";
import { roleAllows } from "~/features/auth";

/**
 * The console's tabs, in order. `key` is the letter after "g" that jumps to the tab; admin-only
 * tabs are neither shown nor loaded for partners.
 */
export const CONSOLE_TABS = [
  { id: "contacts", label: "Contacts", key: "c", role: "partner" },
  { id: "pipeline", label: "Pipeline", key: "p", role: "partner" },
  { id: "tasks", label: "Tasks", key: "t", role: "partner" },
  { id: "analytics", label: "Analytics", key: "a", role: "partner" },
  { id: "revenue", label: "Revenue", key: "r", role: "partner" },
  { id: "scoring", label: "Scoring", key: "s", role: "partner" },
  { id: "logs", label: "Logs", key: "l", role: "partner" },
  { id: "tags", label: "Tags", key: "g", role: "admin" },
  { id: "users", label: "Users", key: "u", role: "admin" },
  { id: "rates", label: "Rates", key: "x", role: "admin" },
] as const satisfies readonly { id: string; label: string; key: string; role: StaffRole }[];

export type ConsoleTabId = (typeof CONSOLE_TABS)[number]["id"];
export const DEFAULT_TAB: ConsoleTabId = "contacts";

export function tabsFor(role: StaffRole) {
  return CONSOLE_TABS.filter((tab) => roleAllows(role, tab.role));
}

/** The tab a `?tab=` value selects for this role: unknown or forbidden values fall back to contacts. */
export function resolveTab(value: string | null | undefined, role: StaffRole): ConsoleTabId {
  const tab = tabsFor(role).find((t) => t.id === value);
  return tab ? tab.id : DEFAULT_TAB;
}
