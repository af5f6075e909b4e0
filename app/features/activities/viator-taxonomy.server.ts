import { logger } from "~/server/logger.server";
import { ActivityProviderError } from "./activities-port.server";
import { viatorCall, type ViatorConnection } from "./viator-http.server";
import type { ViatorTaxonomy } from "./viator-mapping";

/**
 * Viator's taxonomies, which a v2 product summary refers to by number only: its destinations
 * (`GET /destinations` → { destinations: [{ destinationId, name, type, parentDestinationId }] }) and
 * its tags (`GET /products/tags` → { tags: [{ tagId, parentTagIds, allNamesByLocale }] }).
 *
 * Held in this process's memory and fetched lazily, on the first search that needs them — never at
 * start-up, so processes starting together do not all call Viator at once, and a process that never
 * searches never calls. Both lists change rarely: after a day the next search still gets the names
 * it has while one background fetch replaces them. A failed fetch is not tried again for a while
 * (the search answers with what it has, or without names); see docs/decisions/038.
 */
export type ViatorTaxonomyOptions = ViatorConnection & {
  now?: () => number;
  /** A failure's details, for the log and the admins' alert. */
  onFailure?: (err: ActivityProviderError) => void;
};

export const TAXONOMY_REFRESH_MS = 24 * 3600_000;
/** After a failed fetch, how long searches go without trying again. */
export const TAXONOMY_RETRY_MS = 10 * 60_000;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const id = (v: unknown) =>
  typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" && v ? v : null;

type Destination = { name: string; type: string | null; parent: string | null };
type Tag = { name: string; parents: number[] };

/** The destination's name with its country: "Kyoto, Japan"; a country (or one with none) alone. */
function placeName(destinations: Map<string, Destination>, ref: string): string | null {
  const own = destinations.get(ref);
  if (!own) return null;
  if (own.type === "COUNTRY") return own.name;
  let at = own.parent;
  for (let depth = 0; at && depth < 8; depth++) {
    const up = destinations.get(at);
    if (!up) break;
    if (up.type === "COUNTRY") return up.name === own.name ? own.name : `${own.name}, ${up.name}`;
    at = up.parent;
  }
  return own.name;
}

function readDestinations(body: unknown): Map<string, Destination> {
  const out = new Map<string, Destination>();
  const list = isRecord(body) && Array.isArray(body.destinations) ? body.destinations : [];
  for (const d of list) {
    if (!isRecord(d)) continue;
    const ref = id(d.destinationId);
    const name = text(d.name);
    if (ref && name) out.set(ref, { name, type: text(d.type), parent: id(d.parentDestinationId) });
  }
  return out;
}

function readTags(body: unknown, language: string): Map<number, Tag> {
  const out = new Map<number, Tag>();
  const list = isRecord(body) && Array.isArray(body.tags) ? body.tags : [];
  // The activity types are matched on English names; the visitor never reads a tag's name.
  const locales = ["en", language.split("-")[0] ?? "en"];
  for (const t of list) {
    if (!isRecord(t) || typeof t.tagId !== "number") continue;
    const names = isRecord(t.allNamesByLocale) ? t.allNamesByLocale : {};
    const name = locales.map((l) => text(names[l])).find(Boolean) ?? text(t.tagName);
    if (!name) continue;
    const parents = Array.isArray(t.parentTagIds)
      ? t.parentTagIds.filter((p): p is number => typeof p === "number")
      : [];
    out.set(t.tagId, { name, parents });
  }
  return out;
}

export type ViatorTaxonomySource = {
  /** The names as they stand: fetched now if there are none yet; null if they cannot be had. */
  get(): Promise<ViatorTaxonomy | null>;
};

export function createViatorTaxonomy(options: ViatorTaxonomyOptions): ViatorTaxonomySource {
  const now = options.now ?? Date.now;
  let current: { taxonomy: ViatorTaxonomy; fetchedAt: number } | null = null;
  let failedAt = -Infinity;
  let inflight: Promise<ViatorTaxonomy | null> | null = null;

  async function getJson(path: string): Promise<unknown> {
    const response = await viatorCall(options, path);
    if (!response.ok) {
      const excerpt = await response.text().catch(() => "");
      throw new ActivityProviderError(
        `Viator answered ${response.status} on ${path}`,
        "viator",
        response.status,
        {
          excerpt,
        },
      );
    }
    try {
      return await response.json();
    } catch {
      throw new ActivityProviderError(
        `Viator sent an unreadable answer on ${path}`,
        "viator",
        response.status,
      );
    }
  }

  function refresh(): Promise<ViatorTaxonomy | null> {
    inflight ??= (async () => {
      try {
        const [destinationsBody, tagsBody] = await Promise.all([
          getJson("/destinations"),
          getJson("/products/tags"),
        ]);
        const destinations = readDestinations(destinationsBody);
        const tags = readTags(tagsBody, options.language);
        if (!destinations.size && !tags.size)
          throw new ActivityProviderError("Viator's taxonomies came back empty", "viator");
        const taxonomy: ViatorTaxonomy = {
          destinationName: (ref) => placeName(destinations, ref),
          tagNames: (tagId) => {
            const tag = tags.get(tagId);
            return tag
              ? { own: tag.name, parents: tag.parents.map((p) => tags.get(p)?.name ?? "").filter(Boolean) }
              : null;
          },
        };
        current = { taxonomy, fetchedAt: now() };
        logger.info({ destinations: destinations.size, tags: tags.size }, "viator: taxonomies loaded");
        return taxonomy;
      } catch (err) {
        failedAt = now();
        const failure =
          err instanceof ActivityProviderError ? err : new ActivityProviderError(String(err), "viator");
        options.onFailure?.(failure);
        return current?.taxonomy ?? null;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  }

  return {
    async get() {
      const at = now();
      if (current && at - current.fetchedAt < TAXONOMY_REFRESH_MS) return current.taxonomy;
      const mayTry = at - failedAt >= TAXONOMY_RETRY_MS;
      if (current) {
        // A day old: this search keeps yesterday's names; one fetch in the background replaces them.
        if (mayTry) void refresh();
        return current.taxonomy;
      }
      if (inflight) return inflight;
      return mayTry ? refresh() : null;
    },
  };
}
