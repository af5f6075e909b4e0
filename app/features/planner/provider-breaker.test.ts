import { describe, expect, it } from "vitest";
import { createProviderBreaker } from "./provider-breaker.server";

const options = {
  failures: 3,
  windowMs: 60_000,
  baseCooldownMs: 30_000,
  maxCooldownMs: 120_000,
  probeTimeoutMs: 65_000,
};

/** Opens a fresh breaker at t = 0 with three failures a second apart; it rests until 32 s. */
function opened() {
  const breaker = createProviderBreaker(options);
  for (const at of [0, 1_000, 2_000]) {
    expect(breaker.admit(at)).toBe("closed");
    breaker.failed(at);
  }
  return breaker;
}

describe("the provider's circuit breaker", () => {
  it("counts failures within the window only, and a success starts the count again", () => {
    const breaker = createProviderBreaker(options);
    breaker.failed(0);
    breaker.failed(10_000);
    // The first failure is more than a minute old by now.
    expect(breaker.failed(61_000)).toBe(false);
    breaker.succeeded(62_000);
    expect(breaker.failed(63_000)).toBe(false);
    expect(breaker.failed(64_000)).toBe(false);
    expect(breaker.failed(65_000)).toBe(true);
    expect(breaker.admit(66_000)).toBe("open");
  });

  it("lets one probe through after the cool-down; the others wait until it settles", () => {
    const breaker = opened();
    expect(breaker.admit(31_999)).toBe("open");
    expect(breaker.admit(32_000)).toBe("probe");
    expect(breaker.admit(32_500)).toBe("open");
    breaker.succeeded(33_000);
    expect(breaker.admit(33_001)).toBe("closed");
  });

  it("rests twice as long after each failed probe, up to the cap, and back to the start after a success", () => {
    const breaker = opened();
    let at = 32_000;
    for (const rest of [60_000, 120_000, 120_000]) {
      expect(breaker.admit(at)).toBe("probe");
      expect(breaker.failed(at)).toBe(true);
      expect(breaker.admit(at + rest - 1)).toBe("open");
      at += rest;
    }
    expect(breaker.admit(at)).toBe("probe");
    breaker.succeeded(at);
    for (const t of [1, 2, 3]) breaker.failed(at + t);
    expect(breaker.admit(at + 30_003)).toBe("probe");
  });

  it("frees the probe's place when its visitor leaves, and forgets a probe that never settles", () => {
    const breaker = opened();
    expect(breaker.admit(32_000)).toBe("probe");
    breaker.abandoned();
    expect(breaker.admit(32_100)).toBe("probe");
    expect(breaker.admit(32_200)).toBe("open");
    expect(breaker.admit(32_100 + 65_000)).toBe("probe");
  });

  it("waits out a Retry-After even below the failure count, and believes at most an hour of it", () => {
    const breaker = createProviderBreaker(options);
    expect(breaker.failed(0, 90_000)).toBe(false);
    expect(breaker.admit(89_999)).toBe("open");
    expect(breaker.admit(90_000)).toBe("closed");
    breaker.failed(100_000, 10 * 3600_000);
    expect(breaker.admit(100_000 + 3600_000 - 1)).toBe("open");
    expect(breaker.admit(100_000 + 3600_000)).toBe("closed");
  });

  it("does not rest the provider again for a request that was already in flight when it opened", () => {
    const breaker = opened();
    expect(breaker.failed(2_500)).toBe(false);
    expect(breaker.admit(32_000)).toBe("probe");
  });
});
