import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false on the server and during hydration, true afterwards. Values that depend on the visitor
 * (today's date, localStorage) render a placeholder first, so prerendered HTML never freezes them
 * and hydration never mismatches.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
