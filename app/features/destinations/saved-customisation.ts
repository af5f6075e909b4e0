import { z } from "zod";
import { readStorage, writeStorage } from "./device-storage";

/**
 * The package customiser's choices, remembered on this device per destination so the next booking or
 * priority-access lead can attach them (readSavedCustomisation). Stored values are re-validated on
 * read: localStorage is the visitor's to edit.
 */
export const TRANSFER_OPTIONS = [
  { value: "private", label: "Private Car" },
  { value: "shared", label: "Shared Transfer" },
] as const;

export const savedCustomisationSchema = z.object({
  slug: z.string(),
  itineraryId: z.string(),
  itineraryTitle: z.string(),
  hotel: z.string(),
  activities: z.array(z.string()),
  transfer: z.enum(["private", "shared"]),
  updatedAt: z.string(),
});
export type SavedCustomisation = z.infer<typeof savedCustomisationSchema>;

const storedSchema = z.object({
  latest: z.string(),
  byItinerary: z.record(z.string(), savedCustomisationSchema),
});
type Stored = z.infer<typeof storedSchema>;

export const customisationKey = (slug: string) => `customisation:${slug}`;

function readStored(slug: string): Stored | null {
  const raw = readStorage(customisationKey(slug));
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's saved choices for a destination: for one itinerary, or (without itineraryId) the
 * itinerary they changed last. null on the server or when nothing was chosen.
 */
export function readSavedCustomisation(slug: string, itineraryId?: string): SavedCustomisation | null {
  const stored = readStored(slug);
  if (!stored) return null;
  return stored.byItinerary[itineraryId ?? stored.latest] ?? null;
}

export function saveCustomisation(choice: Omit<SavedCustomisation, "updatedAt">, now = new Date()) {
  const stored = readStored(choice.slug) ?? { latest: choice.itineraryId, byItinerary: {} };
  stored.byItinerary[choice.itineraryId] = { ...choice, updatedAt: now.toISOString() };
  stored.latest = choice.itineraryId;
  writeStorage(customisationKey(choice.slug), JSON.stringify(stored));
}

export function clearCustomisation(slug: string, itineraryId: string) {
  const stored = readStored(slug);
  if (!stored) return;
  delete stored.byItinerary[itineraryId];
  const remaining = Object.values(stored.byItinerary).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  if (remaining.length === 0) writeStorage(customisationKey(slug), null);
  else writeStorage(customisationKey(slug), JSON.stringify({ latest: remaining[0].itineraryId, byItinerary: stored.byItinerary }));
}
