import { useCallback, useSyncExternalStore } from "react";

/**
 * Small, SSR-safe wrappers around localStorage. Every key is namespaced; reads never throw (private
 * mode, full quota, a value another version wrote) and components re-render when a key changes, in
 * this tab or another.
 */
export const STORAGE_PREFIX = "luxe-voyages:";
const CHANGE_EVENT = "luxe-voyages:storage";

export function readStorage(key: string): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  if (typeof window === "undefined") return;
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_PREFIX + key);
    else window.localStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Storage unavailable: the choice simply is not remembered.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The raw stored string for a key; null on the server and during hydration. */
export function useStoredValue(key: string): string | null {
  const getSnapshot = useCallback(() => readStorage(key), [key]);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
