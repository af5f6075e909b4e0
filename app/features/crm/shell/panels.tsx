import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { ConsoleTabId } from "./tabs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tab's data is its own shape
type TabPanel = LazyExoticComponent<ComponentType<{ data: any }>>;

/** Each tab's panel in its own chunk: a person loads only the tabs they open. */
export const consoleTabPanels: Record<ConsoleTabId, TabPanel> = {
  contacts: lazy(() => import("../contacts/contacts-panel")),
  pipeline: lazy(() => import("../pipeline/pipeline-panel")),
  tasks: lazy(() => import("../tasks/tasks-panel")),
  analytics: lazy(() => import("../analytics/analytics-panel")),
  revenue: lazy(() => import("../revenue/revenue-panel")),
  scoring: lazy(() => import("../scoring/scoring-panel")),
  logs: lazy(() => import("../logs/logs-panel")),
  tags: lazy(() => import("../tags/tags-panel")),
  users: lazy(() => import("../users/users-panel")),
  rates: lazy(() => import("../rates/rates-panel")),
};

/** Shown while a tab's panel or data is on its way: the shape of a table, so nothing jumps. */
export function ConsoleTabSkeleton() {
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
