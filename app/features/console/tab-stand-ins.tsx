/*
 * Stand-ins for the CRM's tab panels, with the same names' shapes (consoleTabPanels,
 * ConsoleTabSkeleton), so the shell can be built and tested before the tabs' own lists exist.
 * The route swaps its import to "~/features/crm" and this file is deleted.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { CONSOLE_TABS, type ConsoleTabId } from "~/features/crm";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tab's data is its own shape
type TabPanel = LazyExoticComponent<ComponentType<{ data: any }>>;

const StandInPanel = lazy(() => import("./tab-stand-in-panel"));

export const standInTabPanels = Object.fromEntries(CONSOLE_TABS.map((t) => [t.id, StandInPanel])) as Record<
  ConsoleTabId,
  TabPanel
>;

export function StandInTabSkeleton() {
  return (
    <div data-testid="console-tab-skeleton" className="space-y-3">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}
