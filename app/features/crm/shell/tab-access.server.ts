import { redirect } from "react-router";
import { requireStaff, type StaffContext, type StaffUser } from "~/features/auth/index.server";
import { DEFAULT_TAB, resolveTab, tabPath, type ConsoleTabId } from "./tabs";

/**
 * The signed-in staff member, when their role may open `tab`. A tab their role may not open sends
 * them to the default tab, as the single-page console did: its data is never read for them.
 */
export async function requireConsoleTab(
  request: Request,
  tab: ConsoleTabId,
  context?: StaffContext,
): Promise<StaffUser> {
  const user = await requireStaff(request, "partner", context);
  if (resolveTab(tab, user.role) !== tab) throw redirect(tabPath(DEFAULT_TAB));
  return user;
}
