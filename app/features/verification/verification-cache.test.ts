import { describe, expect, it } from "vitest";
import {
  VERIFICATION_CACHE_KEY,
  VERIFICATION_CACHE_TTL_MS,
  cleanupVerificationCache,
  forgetPhoneVerification,
  getVerificationEntry,
  isPhoneVerified,
  markPhoneVerified,
  verificationCacheKey,
} from "./verification-cache";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const T0 = Date.UTC(2025, 0, 10, 6, 0, 0);

describe("verification cache", () => {
  it("keeps one key with an entry per purpose + E.164 phone", () => {
    const storage = memoryStorage();
    markPhoneVerified("booking", "98123 45678", { storage, now: T0 });
    markPhoneVerified("priority_access", "+919812345678", { storage, now: T0 });
    expect([...storage.map.keys()]).toEqual([VERIFICATION_CACHE_KEY]);
    const stored = JSON.parse(storage.map.get(VERIFICATION_CACHE_KEY)!);
    expect(stored).toEqual({
      "booking:+919812345678": { verified: true, timestamp: T0, expiresAt: T0 + VERIFICATION_CACHE_TTL_MS },
      "priority_access:+919812345678": {
        verified: true,
        timestamp: T0,
        expiresAt: T0 + VERIFICATION_CACHE_TTL_MS,
      },
    });
    expect(verificationCacheKey("booking", "919812345678")).toBe("booking:+919812345678");
  });

  it("answers per purpose and per phone", () => {
    const storage = memoryStorage();
    markPhoneVerified("booking", "9812345678", { storage, now: T0 });
    expect(isPhoneVerified("booking", "+91 98123 45678", { storage, now: T0 + 1000 })).toBe(true);
    expect(isPhoneVerified("priority_access", "9812345678", { storage, now: T0 + 1000 })).toBe(false);
    expect(isPhoneVerified("booking", "9812345679", { storage, now: T0 + 1000 })).toBe(false);
  });

  it("an entry lives 24 hours and is removed when read after that", () => {
    const storage = memoryStorage();
    markPhoneVerified("booking", "9812345678", { storage, now: T0 });
    markPhoneVerified("quiz", "9812345678", { storage, now: T0 + 60_000 });
    expect(
      isPhoneVerified("booking", "9812345678", { storage, now: T0 + VERIFICATION_CACHE_TTL_MS - 1 }),
    ).toBe(true);
    expect(isPhoneVerified("booking", "9812345678", { storage, now: T0 + VERIFICATION_CACHE_TTL_MS })).toBe(
      false,
    );
    const stored = JSON.parse(storage.map.get(VERIFICATION_CACHE_KEY)!);
    expect(Object.keys(stored)).toEqual(["quiz:+919812345678"]);
  });

  it("cleanup removes every expired entry and the key when nothing is left", () => {
    const storage = memoryStorage();
    markPhoneVerified("booking", "9812345678", { storage, now: T0 });
    markPhoneVerified("quiz", "9812345678", { storage, now: T0 + 3_600_000 });
    expect(cleanupVerificationCache({ storage, now: T0 + VERIFICATION_CACHE_TTL_MS + 1 })).toBe(1);
    expect(
      getVerificationEntry("quiz", "9812345678", { storage, now: T0 + VERIFICATION_CACHE_TTL_MS + 1 }),
    ).not.toBeNull();
    expect(cleanupVerificationCache({ storage, now: T0 + 2 * VERIFICATION_CACHE_TTL_MS })).toBe(1);
    expect(storage.map.has(VERIFICATION_CACHE_KEY)).toBe(false);
  });

  it("survives unreadable contents and blocked storage", () => {
    const storage = memoryStorage();
    storage.map.set(VERIFICATION_CACHE_KEY, "{not json");
    expect(isPhoneVerified("booking", "9812345678", { storage, now: T0 })).toBe(false);
    markPhoneVerified("booking", "9812345678", { storage, now: T0 });
    expect(isPhoneVerified("booking", "9812345678", { storage, now: T0 })).toBe(true);

    storage.map.set(VERIFICATION_CACHE_KEY, JSON.stringify({ "booking:+919812345678": { verified: "yes" } }));
    expect(isPhoneVerified("booking", "9812345678", { storage, now: T0 })).toBe(false);

    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => markPhoneVerified("booking", "9812345678", { storage: throwing, now: T0 })).not.toThrow();
    expect(isPhoneVerified("booking", "9812345678", { storage: throwing, now: T0 })).toBe(false);
    expect(isPhoneVerified("booking", "9812345678", { storage: null })).toBe(false);
  });

  it("forget removes one entry", () => {
    const storage = memoryStorage();
    markPhoneVerified("booking", "9812345678", { storage, now: T0 });
    forgetPhoneVerification("booking", "9812345678", { storage });
    expect(isPhoneVerified("booking", "9812345678", { storage, now: T0 })).toBe(false);
  });
});
