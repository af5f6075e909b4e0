import { readStored, writeStored } from "~/lib/browser-storage";

/**
 * The package customiser's choices, remembered on this device per destination so the next booking or
 * priority-access lead can attach them (readSavedCustomisation). Stored values are re-checked on
 * read: localStorage is the visitor's to edit. (Hand-written guards, not zod: this ships to every
 * page that shows a destination card, and the server validates whatever a lead sends anyway.)
 */
export const TRANSFER_OPTIONS = [
  { value: "private", label: "Private Car" },
  { value: "shared", label: "Shared Transfer" },
] as const;

export type TransferChoice = (typeof TRANSFER_OPTIONS)[number]["value"];

export type SavedCustomisation = {
  slug: string;
  itineraryId: string;
  itineraryTitle: string;
  hotel: string;
  activities: string[];
  transfer: TransferChoice;
  /** ISO timestamp of the last change. */
  updatedAt: string;
};

type Stored = { latest: string; byItinerary: Record<string, SavedCustomisation> };

const isString = (v: unknown): v is string => typeof v === "string";

function isSavedCustomisation(v: unknown): v is SavedCustomisation {
  if (typeof v !== "object" || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    isString(c.slug) &&
    isString(c.itineraryId) &&
    isString(c.itineraryTitle) &&
    isString(c.hotel) &&
    Array.isArray(c.activities) &&
    c.activities.every(isString) &&
    (c.transfer === "private" || c.transfer === "shared") &&
    isString(c.updatedAt)
  );
}

function isStored(v: unknown): v is Stored {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Record<string, unknown>;
  if (!isString(s.latest) || typeof s.byItinerary !== "object" || s.byItinerary === null) return false;
  return Object.values(s.byItinerary).every(isSavedCustomisation);
}

// The "luxe-voyages:" prefix is kept so choices saved before stay readable.
export const customisationKey = (slug: string) => `luxe-voyages:customisation:${slug}`;

const readStoredChoices = (slug: string): Stored | null =>
  readStored(customisationKey(slug), (value) => (isStored(value) ? value : null));

/**
 * The visitor's saved choices for a destination: for one itinerary, or (without itineraryId) the
 * itinerary they changed last. null on the server or when nothing was chosen.
 */
export function readSavedCustomisation(slug: string, itineraryId?: string): SavedCustomisation | null {
  const stored = readStoredChoices(slug);
  if (!stored) return null;
  return stored.byItinerary[itineraryId ?? stored.latest] ?? null;
}

export function saveCustomisation(choice: Omit<SavedCustomisation, "updatedAt">, now = new Date()) {
  const stored = readStoredChoices(choice.slug) ?? { latest: choice.itineraryId, byItinerary: {} };
  stored.byItinerary[choice.itineraryId] = { ...choice, updatedAt: now.toISOString() };
  stored.latest = choice.itineraryId;
  writeStored(customisationKey(choice.slug), stored);
}

export function clearCustomisation(slug: string, itineraryId: string) {
  const stored = readStoredChoices(slug);
  if (!stored) return;
  delete stored.byItinerary[itineraryId];
  const remaining = Object.values(stored.byItinerary).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  writeStored(
    customisationKey(slug),
    remaining.length === 0 ? null : { latest: remaining[0].itineraryId, byItinerary: stored.byItinerary },
  );
}
