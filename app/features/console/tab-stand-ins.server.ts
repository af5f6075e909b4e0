// Stand-in for the CRM's loadConsoleTab (same signature) until the tabs' own loaders exist.
import { CONSOLE_TABS, type ConsoleTabId } from "~/features/crm";
import type { StaffUser } from "~/features/auth/index.server";
import type { Database } from "~/server/db/db.server";

export async function loadStandInTab(
  _db: Database,
  tab: ConsoleTabId,
  { searchParams }: { user: StaffUser; searchParams: URLSearchParams },
) {
  const label = CONSOLE_TABS.find((t) => t.id === tab)?.label ?? tab;
  const contact = tab === "contacts" || tab === "logs" ? searchParams.get("contact") : null;
  return { label, contact };
}
