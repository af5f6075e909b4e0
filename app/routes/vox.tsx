import { Suspense, useState } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/vox";
import { requireStaff } from "~/features/auth/index.server";
import { ConsoleErrorView, ConsoleShell } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { consoleTabPanels, ConsoleTabSkeleton, resolveTab, tabsFor, useLiveLeads } from "~/features/crm";
import { crmScope, filterParams, loadConsoleTab, overdueTaskCount } from "~/features/crm/index.server";
import { ScreenshotDetector } from "~/features/screenshot-alerts";
import { seo } from "~/lib/seo";
import { useSiteSettings } from "~/lib/use-site-settings";
import { getDb } from "~/server/db/db.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "VOX",
    description: "Staff operations console.",
    path: "/vox",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/**
 * The tab is resolved here, against the role: an unknown or forbidden `?tab=` falls back to contacts,
 * and only the resolved tab's data is read — hiding a tab button is never the only protection.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "partner");
  const searchParams = filterParams(request);
  const tab = resolveTab(searchParams.get("tab"), user.role);
  const db = await getDb();
  const [tabData, overdue] = await Promise.all([
    loadConsoleTab(db, tab, { user, searchParams }),
    crmScope(db, user).then((scope) => overdueTaskCount(db, scope)),
  ]);
  const tabs = tabsFor(user.role).map(({ id, label, key }) => ({
    id,
    label,
    key,
    ...(id === "tasks" && overdue ? { badge: { count: overdue, label: "overdue" } } : {}),
  }));
  return data(
    { user, tabs, tab, tabData, liveSince: new Date().toISOString() },
    { headers: CONSOLE_HEADERS },
  );
}

export default function VoxRoute({ loaderData }: Route.ComponentProps) {
  const { user, tab, tabData } = loaderData;
  const location = useLocation();
  // The first load's time: what arrives after it is news (a later revalidation does not move it).
  const [liveSince] = useState(loaderData.liveSince);
  const live = useLiveLeads({ since: liveSince, tab });
  const tabs = loaderData.tabs.map((t) =>
    t.id === "contacts" && live.unread ? { ...t, badge: { count: live.unread, label: "new" } } : t,
  );
  const { brandName } = useSiteSettings();
  const Panel = consoleTabPanels[tab];
  return (
    <>
      <ConsoleShell
        brandName={brandName}
        user={user}
        tabs={tabs}
        activeTab={tab}
        skeleton={<ConsoleTabSkeleton />}
        panel={
          <Suspense fallback={<ConsoleTabSkeleton />}>
            <Panel key={tab} data={tabData} />
          </Suspense>
        }
      />
      <ScreenshotDetector user={user} route={`${location.pathname}${location.search}`} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  return <ConsoleErrorView error={error} retryHref={`${pathname}${search}`} />;
}
