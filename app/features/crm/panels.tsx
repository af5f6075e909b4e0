import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { ConsoleTabId } from "./tabs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tab's data is its own shape
type TabPanel = LazyExoticComponent<ComponentType<{ data: any }>>;

/** Each tab's panel in its own chunk: a person loads only the tabs they open. */
export const consoleTabPanels: Record<ConsoleTabId, TabPanel> = {
  contacts: lazy(() => import("./panels/contacts-panel")),
  pipeline: lazy(() => import("./panels/pipeline-panel")),
  tasks: lazy(() => import("./panels/tasks-panel")),
  analytics: lazy(() => import("./panels/analytics-panel")),
  revenue: lazy(() => import("./panels/revenue-panel")),
  scoring: lazy(() => import("./panels/scoring-panel")),
  logs: lazy(() => import("./panels/logs-panel")),
  tags: lazy(() => import("./panels/tags-panel")),
  users: lazy(() => import("./panels/users-panel")),
  rates: lazy(() => import("./panels/rates-panel")),
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
