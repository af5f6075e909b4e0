import { useState } from "react";
import { data, Outlet, useLocation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/vox";
import { requireStaff } from "~/features/auth/index.server";
import { ConsoleErrorView, ConsoleShell } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { ConsoleTabSkeleton, DEFAULT_TAB, tabOfPath, tabsFor, useLiveLeads } from "~/features/crm";
import { crmScope, overdueTaskCount } from "~/features/crm/index.server";
import { ScreenshotDetector } from "~/features/screenshot-alerts";
import { seo } from "~/lib/seo";
import { useSiteSettings } from "~/lib/use-site-settings";
import { getDb } from "~/server/db/db.server";
import type { ModulePreloadHandle } from "~/server/module-preloads.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "VOX",
    description: "Staff operations console.",
    path: "/vox",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/**
 * A console page is a screenful of records drawn by the server (the board's cards, the contacts'
 * rows): it is painted first and its modules fetched after, not while the browser is still parsing.
 */
export const handle: ModulePreloadHandle = { modulePreloads: false };

/**
 * The shell's own data: who is signed in and the tabs their role may open, from the tab table. Each
 * tab's data is its own route's (routes/vox.<tab>.tsx), which checks the role again on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, "partner", context);
  const db = await getDb();
  const overdue = await crmScope(db, user).then((scope) => overdueTaskCount(db, scope));
  const tabs = tabsFor(user.role).map((tab) => ({
    id: tab.id,
    label: tab.label,
    key: tab.key,
    badgeKind: "badge" in tab ? tab.badge : undefined,
  }));
  return data({ user, tabs, overdue, liveSince: new Date().toISOString() }, { headers: CONSOLE_HEADERS });
}

/**
 * Moving between tabs reads the shell again too (the overdue count on the Tasks tab), as the
 * single-route console did on every tab change.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export default function VoxRoute({ loaderData }: Route.ComponentProps) {
  const { user, overdue } = loaderData;
  const location = useLocation();
  const tab = tabOfPath(location.pathname) ?? DEFAULT_TAB;
  // The first load's time: what arrives after it is news (a later revalidation does not move it).
  const [liveSince] = useState(loaderData.liveSince);
  const live = useLiveLeads({ since: liveSince, tab });
  const counts = {
    overdue: { count: overdue, label: "overdue" },
    live: { count: live.unread, label: "new" },
  };
  const tabs = loaderData.tabs.map(({ badgeKind, ...t }) =>
    badgeKind && counts[badgeKind].count ? { ...t, badge: counts[badgeKind] } : t,
  );
  const { brandName } = useSiteSettings();
  return (
    <>
      <ConsoleShell
        brandName={brandName}
        user={user}
        tabs={tabs}
        activeTab={tab}
        skeleton={<ConsoleTabSkeleton />}
        panel={<Outlet />}
      />
      <ScreenshotDetector user={user} route={`${location.pathname}${location.search}`} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  return <ConsoleErrorView error={error} retryHref={`${pathname}${search}`} />;
}
