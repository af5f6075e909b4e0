import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * JSON values kept in the browser's localStorage (the packages wishlist, saved destinations and
 * customisations, the verification mirror). Storage is missing on the server, may be blocked (private
 * mode, strict settings) or full, and is the visitor's to edit: every read is validated and falls back
 * to "nothing stored", and no call throws. When the browser refuses a write, the value is kept in
 * memory for the rest of the page, so a click still shows its effect until the visitor leaves.
 */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Turns what JSON.parse returned into a value we trust, or null when it is not one we wrote. */
export type ParseStored<T> = (value: unknown) => T | null;

/**
 * `storage` replaces the browser's localStorage (tests, or null for "no storage"); the in-memory
 * fallback and change notifications belong to the browser's storage only.
 */
export type StorageOptions = { storage?: StorageLike | null };

// Values the browser refused to store, by key (null: removed). Browser only: on the server this
// module is shared by every request, so nothing is ever put here there.
const refusedWrites = new Map<string, string | null>();
const listeners = new Map<string, Set<() => void>>();

function browserStorage(): StorageLike | null {
  if (typeof window === "undefined") return null;
  try {
    // Blocked storage throws on access.
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string, options: StorageOptions = {}): string | null {
  if (options.storage === undefined && refusedWrites.has(key)) return refusedWrites.get(key) ?? null;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseRaw<T>(raw: string | null, parse: ParseStored<T>): T | null {
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The stored value, or null when nothing valid is stored or storage cannot be read. */
export function readStored<T>(key: string, parse: ParseStored<T>, options: StorageOptions = {}): T | null {
  return parseRaw(readRaw(key, options), parse);
}

/** Stores the value as JSON (null removes the key); false when the storage refused it. */
export function writeStored(key: string, value: unknown, options: StorageOptions = {}): boolean {
  const raw = value === null ? null : JSON.stringify(value);
  const useBrowser = options.storage === undefined;
  if (useBrowser && typeof window === "undefined") return false;
  const storage = useBrowser ? browserStorage() : options.storage;
  let stored = false;
  try {
    if (storage) {
      if (raw === null) storage.removeItem(key);
      else storage.setItem(key, raw);
      stored = true;
    }
  } catch {
    // Full or blocked: handled below.
  }
  if (useBrowser) {
    if (stored) refusedWrites.delete(key);
    else refusedWrites.set(key, raw);
    for (const onChange of listeners.get(key) ?? []) onChange();
  }
  return stored;
}

/** Reads, changes and writes back one value. */
export function updateStored<T>(
  key: string,
  parse: ParseStored<T>,
  change: (current: T | null) => T | null,
  options: StorageOptions = {},
) {
  return writeStored(key, change(readStored(key, parse, options)), options);
}

/** Calls onChange when the key changes, in this tab or another. */
export function subscribeStored(key: string, onChange: () => void) {
  const forKey = listeners.get(key) ?? new Set();
  listeners.set(key, forKey);
  forKey.add(onChange);
  // key is null when another tab cleared the whole storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    forKey.delete(onChange);
    if (forKey.size === 0) listeners.delete(key);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The stored value for rendering, kept current across tabs. null on the server and during
 * hydration (React renders the server snapshot first), so stored values never cause a mismatch.
 */
export function useStored<T>(key: string, parse: ParseStored<T>): T | null {
  const subscribe = useCallback((onChange: () => void) => subscribeStored(key, onChange), [key]);
  const getSnapshot = useCallback(() => readRaw(key), [key]);
  // The raw string is the snapshot: equal strings keep the parsed value (and its identity) stable.
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return useMemo(() => parseRaw(raw, parse), [raw, parse]);
}

/** An entry that carries its own expiry time (ms since the epoch). */
export type ExpiringEntry = { expiresAt: number };

type ExpiringOptions = StorageOptions & { now?: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Entries that each expire on their own, kept together under one key (e.g. one per purpose and
 * phone). An expired entry is dropped as it is read; entries that fail `isEntry` are dropped at the
 * next write; the key is removed when no entry is left.
 */
export function expiringEntries<E extends ExpiringEntry>(
  key: string,
  isEntry: (value: unknown) => value is E,
) {
  const parse: ParseStored<Record<string, E>> = (value) =>
    isRecord(value)
      ? (Object.fromEntries(Object.entries(value).filter(([, entry]) => isEntry(entry))) as Record<string, E>)
      : null;
  const read = (options: StorageOptions) => readStored(key, parse, options) ?? {};
  const write = (entries: Record<string, E>, options: StorageOptions) =>
    writeStored(key, Object.keys(entries).length > 0 ? entries : null, options);

  return {
    /** The live entry, or null (an expired one is removed on the way). */
    get(id: string, { now = Date.now(), ...options }: ExpiringOptions = {}): E | null {
      const entries = read(options);
      const entry = entries[id];
      if (!entry) return null;
      if (entry.expiresAt > now) return entry;
      delete entries[id];
      write(entries, options);
      return null;
    },
    set(id: string, entry: E, options: StorageOptions = {}) {
      const entries = read(options);
      entries[id] = entry;
      write(entries, options);
    },
    remove(id: string, options: StorageOptions = {}) {
      const entries = read(options);
      delete entries[id];
      write(entries, options);
    },
    /** Drops every expired entry; returns how many were removed. */
    cleanup({ now = Date.now(), ...options }: ExpiringOptions = {}): number {
      const entries = read(options);
      const live = Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry.expiresAt > now));
      // Always rewrite: this also clears entries that no longer validate (written by an older version).
      write(live, options);
      return Object.keys(entries).length - Object.keys(live).length;
    },
  };
}
