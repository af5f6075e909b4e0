import { readStorage, useStoredValue, writeStorage } from "./device-storage";

/** Destinations the visitor saved on this device (the page's Save button). */
const KEY = "saved-destinations";

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string" && s.length <= 40).slice(0, 50) : [];
  } catch {
    return [];
  }
}

export function readSavedDestinations(): string[] {
  return parse(readStorage(KEY));
}

export function toggleSavedDestination(slug: string): boolean {
  const current = readSavedDestinations();
  const saved = !current.includes(slug);
  writeStorage(KEY, JSON.stringify(saved ? [...current, slug] : current.filter((s) => s !== slug)));
  return saved;
}

/** Whether the destination is saved; false on the server and until hydration. */
export function useIsDestinationSaved(slug: string) {
  return parse(useStoredValue(KEY)).includes(slug);
}
