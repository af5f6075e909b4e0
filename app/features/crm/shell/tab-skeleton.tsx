import { Skeleton } from "~/components/ui/skeleton";

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
