import { readStored, useStored, writeStored, type ParseStored } from "~/lib/browser-storage";

/** Destinations the visitor saved on this device (the page's Save button). */
const SAVED_DESTINATIONS_KEY = "luxe-voyages:saved-destinations";

const parseSlugs: ParseStored<string[]> = (value) =>
  Array.isArray(value)
    ? value.filter((s): s is string => typeof s === "string" && s.length <= 40).slice(0, 50)
    : null;

export function readSavedDestinations(): string[] {
  return readStored(SAVED_DESTINATIONS_KEY, parseSlugs) ?? [];
}

export function toggleSavedDestination(slug: string): boolean {
  const current = readSavedDestinations();
  const saved = !current.includes(slug);
  writeStored(SAVED_DESTINATIONS_KEY, saved ? [...current, slug] : current.filter((s) => s !== slug));
  return saved;
}

/** Whether the destination is saved; false on the server and until hydration. */
export function useIsDestinationSaved(slug: string) {
  return (useStored(SAVED_DESTINATIONS_KEY, parseSlugs) ?? []).includes(slug);
}
