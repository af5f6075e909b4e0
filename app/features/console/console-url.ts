import type { ConsoleTabId } from "~/features/crm";

/** Tabs that read `?contact=`: the contacts tab opens that contact, the logs tab shows its history. */
const CONTACT_TABS: readonly ConsoleTabId[] = ["contacts", "logs"];

export const takesContact = (tab: ConsoleTabId) => CONTACT_TABS.includes(tab);

/**
 * The query string for switching to `tab`: the tab itself, and the contact only for the tabs that
 * read it. Other tabs' own parameters are dropped, so a filter set on one tab never leaks into another.
 */
export function tabSearch(current: URLSearchParams | string, tab: ConsoleTabId): string {
  const from = typeof current === "string" ? new URLSearchParams(current) : current;
  const next = new URLSearchParams({ tab });
  const contact = from.get("contact");
  if (contact && takesContact(tab)) next.set("contact", contact);
  return `?${next}`;
}

/** Where jumping to a contact lands: its record on the contacts tab. */
export function contactHref(contactId: string): string {
  return `/vox?${new URLSearchParams({ tab: "contacts", contact: contactId })}`;
}

/** Where a console whose session ended sends the person: sign-in, then back to this very view. */
export function sessionEndedHref(pathAndSearch: string): string {
  return `/auth?${new URLSearchParams({ reason: "session_ended", redirectTo: pathAndSearch })}`;
}
