/**
 * A circuit breaker for the model provider. After `failures` failures within `windowMs` the
 * provider rests: nobody asks it until the cool-down has passed, and the built-in planner answers.
 * Then one request is let through as a probe (half-open); if it works the breaker closes, if it
 * fails the provider rests again for twice as long (up to `maxCooldownMs`). A provider that says
 * when to come back (Retry-After) is not asked before then, even below the failure count.
 *
 * The state is this process's own: each app process learns of a failing provider from its own
 * requests, which costs each at most `failures` failed requests per cool-down.
 */
export type BreakerOptions = {
  failures: number;
  windowMs: number;
  baseCooldownMs: number;
  maxCooldownMs: number;
  /** A probe that never settles (its visitor left mid-flight) frees the half-open slot after this. */
  probeTimeoutMs: number;
};

export type BreakerDecision = "closed" | "probe" | "open";

export type ProviderBreaker = {
  /** Whether to ask the provider now: "closed" and "probe" ask it, "open" does not. */
  admit(nowMs: number): BreakerDecision;
  succeeded(nowMs: number): void;
  /** A failure; `retryAfterMs` when the provider said when to come back. True when it opened the breaker. */
  failed(nowMs: number, retryAfterMs?: number): boolean;
  /** A probe that ended with neither answer (the visitor left): the next request may probe. */
  abandoned(): void;
  /** For logs and tests. */
  snapshot(): { state: "closed" | "open" | "half-open"; until: number; cooldownMs: number };
};

/** A Retry-After longer than this is not believed: the provider is probed again within the hour. */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

export function createProviderBreaker(options: BreakerOptions): ProviderBreaker {
  let recent: number[] = [];
  /** Nobody asks the provider before this (ms since the epoch). */
  let until = 0;
  /** How long the next opening rests the provider; doubles with each failed probe. */
  let cooldownMs = options.baseCooldownMs;
  /** Set while the breaker is open or half-open, as against a mere Retry-After pause. */
  let tripped = false;
  let probeSince: number | null = null;

  const open = (nowMs: number, retryAfterMs = 0) => {
    tripped = true;
    until = nowMs + Math.max(cooldownMs, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
    cooldownMs = Math.min(cooldownMs * 2, options.maxCooldownMs);
    recent = [];
    probeSince = null;
  };

  return {
    admit(nowMs) {
      if (nowMs < until) return "open";
      if (!tripped) return "closed";
      if (probeSince !== null && nowMs - probeSince < options.probeTimeoutMs) return "open";
      probeSince = nowMs;
      return "probe";
    },
    succeeded() {
      recent = [];
      tripped = false;
      probeSince = null;
      cooldownMs = options.baseCooldownMs;
    },
    failed(nowMs, retryAfterMs) {
      if (tripped) {
        // Already resting: a request let through before the breaker opened has ended late.
        if (probeSince === null) return false;
        // The probe failed: rest longer.
        open(nowMs, retryAfterMs);
        return true;
      }
      recent = [...recent.filter((at) => nowMs - at < options.windowMs), nowMs];
      if (recent.length >= options.failures) {
        open(nowMs, retryAfterMs);
        return true;
      }
      if (retryAfterMs && retryAfterMs > 0)
        until = Math.max(until, nowMs + Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
      return false;
    },
    abandoned() {
      probeSince = null;
    },
    snapshot() {
      return { state: !tripped ? "closed" : probeSince !== null ? "half-open" : "open", until, cooldownMs };
    },
  };
}
