import { useCallback, useSyncExternalStore } from "react";

/** Saved packages stay on this device only (see the privacy policy's browser-storage section). */
export const WISHLIST_STORAGE_KEY = "lv.wishlist.packages";

const EMPTY = "[]";
const listeners = new Set<() => void>();
// Used only when storage is blocked (private mode, strict settings): the wishlist then lasts for the page.
let memoryFallback = EMPTY;

function read(): string {
  try {
    return window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? EMPTY;
  } catch {
    return memoryFallback;
  }
}

function parseIds(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed the wishlist.
  const onStorage = (e: StorageEvent) => {
    if (e.key === WISHLIST_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The wishlist as a string snapshot (stable while unchanged). The server snapshot is always empty,
 * and React renders it during hydration too, then re-renders with the device's list: no mismatch.
 */
export function useWishlist() {
  const raw = useSyncExternalStore(subscribe, read, () => EMPTY);
  const ids = parseIds(raw);

  const toggle = useCallback((id: string) => {
    const current = parseIds(read());
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    const value = JSON.stringify(next);
    try {
      window.localStorage.setItem(WISHLIST_STORAGE_KEY, value);
    } catch {
      memoryFallback = value;
    }
    for (const l of listeners) l();
  }, []);

  return { ids, has: (id: string) => ids.includes(id), toggle };
}
