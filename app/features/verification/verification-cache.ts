import { normalizeIndianMobile } from "~/lib/phone";
import type { VerificationPurpose } from "./verification-purposes";

/**
 * The browser's verification cache (spec/01 §3, §4): one localStorage key holding an entry per
 * purpose + phone with a verified flag, the time it was set and its expiry (24 hours). It is only a
 * UX mirror — it decides whether a flow *tries* to skip the code; the server checks its own signed
 * proof cookie and falls back to sending a code when that is missing.
 */
export const VERIFICATION_CACHE_KEY = "luxe.verification-cache";
export const VERIFICATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export type VerificationCacheEntry = { verified: boolean; timestamp: number; expiresAt: number };
type CacheContents = Record<string, VerificationCacheEntry>;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type Options = { now?: number; storage?: StorageLike | null };

function defaultStorage(): StorageLike | null {
  try {
    // Private browsing and blocked storage throw on access; the cache then simply stays empty.
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is VerificationCacheEntry {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.verified === "boolean" && typeof v.timestamp === "number" && typeof v.expiresAt === "number";
}

function read(storage: StorageLike): CacheContents {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VERIFICATION_CACHE_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => isEntry(v))) as CacheContents;
  } catch {
    return {};
  }
}

function write(storage: StorageLike, contents: CacheContents) {
  try {
    if (Object.keys(contents).length === 0) storage.removeItem(VERIFICATION_CACHE_KEY);
    else storage.setItem(VERIFICATION_CACHE_KEY, JSON.stringify(contents));
  } catch {
    // quota exceeded or storage blocked: the cache is a convenience, never an error
  }
}

/** The entry key: purpose plus the phone in E.164, so "98123 45678" and "+919812345678" meet. */
export function verificationCacheKey(purpose: VerificationPurpose, phone: string) {
  return `${purpose}:${normalizeIndianMobile(phone) ?? phone.trim()}`;
}

export function markPhoneVerified(purpose: VerificationPurpose, phone: string, options: Options = {}) {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) return;
  const now = options.now ?? Date.now();
  const contents = read(storage);
  contents[verificationCacheKey(purpose, phone)] = { verified: true, timestamp: now, expiresAt: now + VERIFICATION_CACHE_TTL_MS };
  write(storage, contents);
}

/** The live entry for purpose + phone; an expired one is removed as it is read. */
export function getVerificationEntry(purpose: VerificationPurpose, phone: string, options: Options = {}): VerificationCacheEntry | null {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) return null;
  const now = options.now ?? Date.now();
  const contents = read(storage);
  const key = verificationCacheKey(purpose, phone);
  const entry = contents[key];
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    delete contents[key];
    write(storage, contents);
    return null;
  }
  return entry;
}

export function isPhoneVerified(purpose: VerificationPurpose, phone: string, options: Options = {}): boolean {
  return getVerificationEntry(purpose, phone, options)?.verified === true;
}

export function forgetPhoneVerification(purpose: VerificationPurpose, phone: string, options: Options = {}) {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) return;
  const contents = read(storage);
  delete contents[verificationCacheKey(purpose, phone)];
  write(storage, contents);
}

/** Drops every expired entry; returns how many were removed. */
export function cleanupVerificationCache(options: Options = {}): number {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) return 0;
  const now = options.now ?? Date.now();
  const contents = read(storage);
  const live = Object.fromEntries(Object.entries(contents).filter(([, e]) => e.expiresAt > now));
  const removed = Object.keys(contents).length - Object.keys(live).length;
  // Always rewrite: this also clears entries that were unreadable (written by an older version).
  write(storage, live);
  return removed;
}
