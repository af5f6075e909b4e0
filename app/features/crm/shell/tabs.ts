import type { StaffRole } from "~/features/auth";
import { roleAllows } from "~/features/auth";
import { analyticsTabEntry } from "../analytics/tab";
import { contactsTabEntry } from "../contacts/tab";
import { logsTabEntry } from "../logs/tab";
import { pipelineTabEntry } from "../pipeline/tab";
import { privacyTabEntry } from "../privacy/tab";
import { paymentsTabEntry } from "../payments/tab";
import { quotesTabEntry } from "../quotes/tab";
import { ratesTabEntry } from "../rates/tab";
import { revenueTabEntry } from "../revenue/tab";
import { scoringTabEntry } from "../scoring/tab";
import { tagsTabEntry } from "../tags/tab";
import { tasksTabEntry } from "../tasks/tab";
import { usersTabEntry } from "../users/tab";

/**
 * The console's tabs, in order: the one table the shell reads (tab bar, command menu, "g" keys).
 * A tab registers by adding its entry here and its route module routes/vox.<id>.tsx.
 */
export const CONSOLE_TABS = [
  contactsTabEntry,
  pipelineTabEntry,
  quotesTabEntry,
  paymentsTabEntry,
  tasksTabEntry,
  analyticsTabEntry,
  revenueTabEntry,
  scoringTabEntry,
  logsTabEntry,
  privacyTabEntry,
  tagsTabEntry,
  usersTabEntry,
  ratesTabEntry,
] as const;

export type ConsoleTabId = (typeof CONSOLE_TABS)[number]["id"];
export const DEFAULT_TAB: ConsoleTabId = contactsTabEntry.id;

export function tabsFor(role: StaffRole) {
  return CONSOLE_TABS.filter((tab) => roleAllows(role, tab.role));
}

/** The tab a value (a `?tab=` or a path segment) selects for this role: unknown or forbidden → contacts. */
export function resolveTab(value: string | null | undefined, role: StaffRole): ConsoleTabId {
  const tab = tabsFor(role).find((t) => t.id === value);
  return tab ? tab.id : DEFAULT_TAB;
}

/**
 * The tab whose page this path is (/vox/<id>, or a page under it such as one quote's builder at
 * /vox/quotes/<id>), or null for any other path.
 */
export function tabOfPath(pathname: string): ConsoleTabId | null {
  const segment = /^\/vox\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname)?.[1];
  return CONSOLE_TABS.find((t) => t.id === segment)?.id ?? null;
}

/** Where a tab lives. */
export const tabPath = (tab: ConsoleTabId) => `/vox/${tab}`;

/** One quote's builder, under the Quotes tab. */
export const quoteHref = (quoteId: string) => `${tabPath("quotes")}/${quoteId}`;

/** Where jumping to a contact lands: its record on the contacts tab. */
export function contactHref(contactId: string): string {
  return `${tabPath(contactsTabEntry.id)}?${new URLSearchParams({ contact: contactId })}`;
}

/**
 * The query string for switching to `tab`: the contact only for the tabs that read it. Other tabs'
 * own parameters are dropped, so a filter set on one tab never leaks into another.
 */
export function tabSearch(current: URLSearchParams | string, tab: ConsoleTabId): string {
  const from = typeof current === "string" ? new URLSearchParams(current) : current;
  const contact = from.get("contact");
  const entry = CONSOLE_TABS.find((t) => t.id === tab);
  return contact && entry && "takesContact" in entry && entry.takesContact
    ? `?${new URLSearchParams({ contact })}`
    : "";
}

/**
 * Where an old `/vox?tab=x&…` link lands now: the tab's own path (unknown or forbidden → contacts),
 * with the other query parameters kept.
 */
export function legacyTabHref(search: URLSearchParams, role: StaffRole): string {
  const rest = new URLSearchParams(search);
  const tab = resolveTab(rest.get("tab"), role);
  rest.delete("tab");
  const query = rest.toString();
  return `${tabPath(tab)}${query ? `?${query}` : ""}`;
}
