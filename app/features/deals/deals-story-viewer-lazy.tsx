import { lazy, Suspense, useEffect, useState } from "react";

const DealsStoryViewer = lazy(() => import("./deals-story-viewer").then((m) => ({ default: m.DealsStoryViewer })));

/**
 * The deals story viewer, fetched the first time it opens: most visits never open it, so its code
 * stays off every page's first load. Once loaded it stays mounted (closing keeps its exit animation).
 */
export function LazyDealsStoryViewer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <DealsStoryViewer open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
