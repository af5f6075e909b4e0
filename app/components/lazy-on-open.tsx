import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * Wraps a dialog-like component (one with an `open` prop) so its code is fetched the first time it
 * opens: a page does not load or run code that only an interaction needs. Once loaded it stays
 * mounted, so closing keeps its exit animation. Until then it renders nothing, on the server too.
 */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyOnOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    useEffect(() => {
      if (props.open) setWanted(true);
    }, [props.open]);
    if (!wanted && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyOnOpen;
}
