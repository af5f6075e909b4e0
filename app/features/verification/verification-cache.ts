import { expiringEntries, type StorageOptions } from "~/lib/browser-storage";
import { normalizeLeadPhone } from "~/lib/phone";
import { verificationOf, type VerifiedPurpose } from "~/features/leads";

/**
 * The browser's verification cache: one localStorage key holding an entry per purpose + phone with a
 * verified flag, the time it was set and its expiry (24 hours). It is only a UX mirror — it decides
 * whether a flow *tries* to skip the code; the server checks its own signed proof cookie and falls
 * back to sending a code when that is missing.
 */
export const VERIFICATION_CACHE_KEY = "luxe.verification-cache";
export const VERIFICATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export type VerificationCacheEntry = { verified: boolean; timestamp: number; expiresAt: number };

type Options = StorageOptions & { now?: number };

function isEntry(value: unknown): value is VerificationCacheEntry {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.verified === "boolean" && typeof v.timestamp === "number" && typeof v.expiresAt === "number"
  );
}

const cache = expiringEntries(VERIFICATION_CACHE_KEY, isEntry);

/** The entry key: purpose plus the phone in E.164, so "98123 45678" and "+919812345678" meet. */
export function verificationCacheKey(purpose: VerifiedPurpose, phone: string) {
  return `${purpose}:${normalizeLeadPhone(phone) ?? phone.trim()}`;
}

/** Mirrors the server's proof: it lasts as long as the purpose's proof does (24 hours). */
export function markPhoneVerified(
  purpose: VerifiedPurpose,
  phone: string,
  { now = Date.now(), ...options }: Options = {},
) {
  const ttlMs = verificationOf(purpose).proofTtlSeconds * 1000;
  cache.set(
    verificationCacheKey(purpose, phone),
    { verified: true, timestamp: now, expiresAt: now + ttlMs },
    options,
  );
}

/** The live entry for purpose + phone; an expired one is removed as it is read. */
export function getVerificationEntry(
  purpose: VerifiedPurpose,
  phone: string,
  options: Options = {},
): VerificationCacheEntry | null {
  return cache.get(verificationCacheKey(purpose, phone), options);
}

export function isPhoneVerified(purpose: VerifiedPurpose, phone: string, options: Options = {}): boolean {
  return getVerificationEntry(purpose, phone, options)?.verified === true;
}

export function forgetPhoneVerification(purpose: VerifiedPurpose, phone: string, options: Options = {}) {
  cache.remove(verificationCacheKey(purpose, phone), options);
}

/** Drops every expired entry; returns how many were removed. */
export function cleanupVerificationCache(options: Options = {}): number {
  return cache.cleanup(options);
}
