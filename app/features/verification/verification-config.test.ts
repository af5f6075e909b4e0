import { describe, expect, it } from "vitest";
import { BENCH_CONFIRM_VALUE, parseConfig } from "~/server/config.server";
import { verificationSettings } from "./verification.server";

const base = { SESSION_SECRET: "s".repeat(40), CODE_HMAC_KEY: "k".repeat(40) };

describe("verification configuration", () => {
  it("defaults to the issue's limits", () => {
    expect(verificationSettings(parseConfig({ ...base, NODE_ENV: "test" }))).toMatchObject({
      codeTtlSeconds: 300,
      maxAttempts: 5,
      resendCooldownSeconds: 30,
      maxSendsPerPhoneHour: 5,
      maxSendsPerPhoneDay: 10,
      maxSendsPerIpHour: 20,
      maxSendsPerEmailHour: 5,
      hourlyBudget: 500,
      rateLimitsDisabled: false,
    });
  });

  it("the bench switch works outside production with the log provider", () => {
    expect(
      parseConfig({ ...base, NODE_ENV: "development", RATE_LIMITS_DISABLED_FOR_BENCH: "true" })
        .rateLimitsDisabled,
    ).toBe(true);
  });

  it("in production the bench switch needs the exact confirmation, or start-up fails", () => {
    const env = { ...base, NODE_ENV: "production", RATE_LIMITS_DISABLED_FOR_BENCH: "true" };
    expect(() => parseConfig(env)).toThrow(
      /RATE_LIMITS_DISABLED_FOR_BENCH: in production it also needs RATE_LIMITS_BENCH_CONFIRM=/,
    );
    expect(() => parseConfig({ ...env, RATE_LIMITS_BENCH_CONFIRM: "yes" })).toThrow(
      /RATE_LIMITS_BENCH_CONFIRM/,
    );
    expect(parseConfig({ ...env, RATE_LIMITS_BENCH_CONFIRM: BENCH_CONFIRM_VALUE }).rateLimitsDisabled).toBe(
      true,
    );
  });

  it("never with a provider that sends real SMS", () => {
    expect(() =>
      parseConfig({
        ...base,
        NODE_ENV: "development",
        RATE_LIMITS_DISABLED_FOR_BENCH: "1",
        SMS_PROVIDER: "webhook",
        SMS_WEBHOOK_URL: "http://127.0.0.1:9/sms",
      }),
    ).toThrow(/only allowed with SMS_PROVIDER=log/);
  });

  it("rejects nonsense limits with the variable's name", () => {
    expect(() => parseConfig({ ...base, VERIFICATION_MAX_ATTEMPTS: "0" })).toThrow(
      /VERIFICATION_MAX_ATTEMPTS/,
    );
    expect(() => parseConfig({ ...base, VERIFICATION_CODE_TTL_SECONDS: "five" })).toThrow(
      /VERIFICATION_CODE_TTL_SECONDS/,
    );
  });
});
