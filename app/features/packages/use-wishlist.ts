import { useCallback } from "react";
import { updateStored, useStored, type ParseStored } from "~/lib/browser-storage";

/** Saved packages stay on this device only (see the privacy policy's browser-storage section). */
export const WISHLIST_STORAGE_KEY = "lv.wishlist.packages";

const NONE: string[] = [];

const parseIds: ParseStored<string[]> = (value) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : null;

/**
 * The wishlist of this device, kept in step with other tabs. Empty on the server and during
 * hydration, then the device's list: no mismatch. When storage is blocked (private mode, strict
 * settings) it lasts for the page.
 */
export function useWishlist() {
  const ids = useStored(WISHLIST_STORAGE_KEY, parseIds) ?? NONE;

  const toggle = useCallback((id: string) => {
    updateStored(WISHLIST_STORAGE_KEY, parseIds, (current) => {
      const saved = current ?? [];
      return saved.includes(id) ? saved.filter((x) => x !== id) : [...saved, id];
    });
  }, []);

  return { ids, has: (id: string) => ids.includes(id), toggle };
}
