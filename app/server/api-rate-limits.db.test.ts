import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import {
  apiRateLimitMiddleware,
  apiRateLimits,
  apiTierOf,
  checkApiRateLimit,
  clientKey,
  type ApiRateLimits,
} from "./api-rate-limits.server";
import { parseConfig } from "./config.server";
import { rateLimitCounters } from "./db/schema.server";
import { logger } from "./logger.server";

const testDb = setUpTestDatabase();

const LIMITS: ApiRateLimits = {
  disabled: false,
  startsPerMinute: 2,
  startsPerHour: 3,
  codeRequestsPerMinute: 4,
  readsPerMinute: 6,
  consoleWritesPerMinute: 8,
};
const at = (seconds: number) => new Date(Date.UTC(2026, 11, 1, 6, 0, 0) + seconds * 1000);
let seq = 0;
const freshClient = () => `198.51.100.${++seq}`;

describe("apiTierOf", () => {
  it.each([
    ["POST", "/api/v1/quiz/submissions", "start"],
    ["POST", "/api/v1/priority-access/submissions/", "start"],
    ["POST", "/API/v1/Quiz/SUBMISSIONS", "start"],
    ["POST", "/api/v1/quiz/%73ubmissions", "start"],
    ["POST", "/api/v1/x/../quiz/submissions", "start"],
    ["POST", "/api/v1/x/%2e%2e/quiz/submissions", "start"],
    ["POST", "//api//v1/quiz/submissions", "start"],
    ["POST", "/api/v1/quiz/submissions.data", "start"],
    ["POST", "/api/v1/quiz/submissions?index", "start"],
    ["POST", "/api/v1/quiz/submissions/0b9a/verify", "code"],
    ["POST", "/api/v1/quiz/submissions/0b9a/resend", "code"],
    // Whether a form fill's code is still live: a read, on the reads' budget like the proof's.
    ["GET", "/api/v1/quiz/submissions/0b9a", "read"],
    ["POST", "/api/v1/quiz/submissions/0b9a", "code"],
    // The start action answers any write method, so each is a start.
    ["PUT", "/api/v1/quiz/submissions", "start"],
    ["POST", "/api/v1/anything-else", "code"],
    // Staff writes have their own budget; a console read is still a read.
    ["POST", "/api/v1/console/tasks", "console"],
    ["PATCH", "/api/v1/Console/leads/0b9a", "console"],
    ["POST", "/api/v1/x/../console/notes", "console"],
    ["GET", "/api/v1/console/contacts/search", "read"],
    ["POST", "/api/v1/console", "code"],
    ["GET", "/api/v1/destinations/kenya/itineraries/classic/daily-plan", "read"],
    ["GET", "/api/v1/quiz/submissions", "read"],
    // A provider's delivery reports: every visitor's come from its few addresses.
    ["POST", "/api/v1/sms/reports/twilio", "read"],
    ["POST", "/api/v1/SMS/reports/msg91/t0ken", "read"],
    ["POST", "/api/v1/whatsapp/webhook", "read"],
    ["POST", "/api/v1/sms/../quiz/submissions", "start"],
    // Razorpay's webhook likewise (and, being no browser's write, it passes the origin guard); only
    // the webhook itself: another payments write is not let through as a read.
    ["POST", "/api/v1/payments/razorpay/webhook", "read"],
    ["POST", "/api/v1/payments/razorpay/webhook/", "read"],
    ["POST", "/api/v1/payments/razorpay/webhook/extra", "code"],
    ["POST", "/api/v1/payments/requests", "code"],
    ["HEAD", "/api/v1", "read"],
    ["GET", "/quiz", null],
    ["POST", "/quiz", null],
    ["POST", "/api/v10/quiz/submissions", null],
    ["GET", "/healthz", null],
  ])("%s %s → %s", (method, path, tier) => {
    expect(apiTierOf(method, path)).toBe(tier);
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["", "unknown"],
    [undefined, "unknown"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("apiRateLimits", () => {
  it("takes the configured limits, and the bench switch turns them off", () => {
    const base = { NODE_ENV: "test", SESSION_SECRET: "s".repeat(40), CODE_HMAC_KEY: "k".repeat(40) };
    expect(apiRateLimits(parseConfig(base))).toEqual({
      disabled: false,
      startsPerMinute: 10,
      startsPerHour: 60,
      codeRequestsPerMinute: 30,
      readsPerMinute: 300,
      consoleWritesPerMinute: 240,
    });
    expect(apiRateLimits(parseConfig({ ...base, API_MAX_STARTS_PER_IP_MINUTE: "3" })).startsPerMinute).toBe(
      3,
    );
    expect(apiRateLimits(parseConfig({ ...base, RATE_LIMITS_DISABLED_FOR_BENCH: "true" })).disabled).toBe(
      true,
    );
    expect(() => parseConfig({ ...base, API_MAX_READS_PER_IP_MINUTE: "0" })).toThrow(
      /API_MAX_READS_PER_IP_MINUTE: must be a whole number at least 1/,
    );
  });
});

describe("checkApiRateLimit", () => {
  const check = (tier: "start" | "code" | "read", client: string, now: Date) =>
    checkApiRateLimit(testDb.db, { tier, client }, LIMITS, now);

  it("refuses past the limit with a 429, Retry-After and the API's error body", async () => {
    const client = freshClient();
    for (let i = 0; i < 4; i++) expect(await check("code", client, at(10 + i))).toBeNull();
    const refused = await check("code", client, at(15));
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toBe("45");
    expect(refused?.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused?.json()).toEqual({
      error: {
        title: "Too Many Requests",
        description: "Too many requests from your network. Please try again in 45 seconds.",
        retryAfterSeconds: 45,
      },
    });
    // Another client, and another tier of the same client, have counts of their own.
    expect(await check("code", freshClient(), at(16))).toBeNull();
    expect(await check("read", client, at(16))).toBeNull();
    // The next window starts from nothing.
    expect(await check("code", client, at(59))).not.toBeNull();
    expect(await check("code", client, at(60))).toBeNull();
  });

  it("starts have a minute and an hour window; the wait given is the longest full one", async () => {
    const client = freshClient();
    expect(await check("start", client, at(1))).toBeNull();
    expect(await check("start", client, at(2))).toBeNull();
    // Minute full (2): wait for the minute. The hour still had room, so this one counts there.
    expect((await check("start", client, at(3)))?.headers.get("Retry-After")).toBe("57");
    // Next minute, but the hour (3) is full: wait for the hour.
    const refused = await check("start", client, at(61));
    expect(refused?.headers.get("Retry-After")).toBe(String(3600 - 61));
    expect(((await refused?.json()) as { error: { description: string } }).error.description).toBe(
      "Too many requests from your network. Please try again in 59 minutes.",
    );
    expect(await check("start", client, at(3600))).toBeNull();
  });

  it("parallel requests never pass the limit", async () => {
    const client = freshClient();
    const results = await Promise.all(Array.from({ length: 20 }, () => check("read", client, at(5))));
    expect(results.filter((r) => r === null)).toHaveLength(LIMITS.readsPerMinute);
    const [row] = await testDb.db
      .select()
      .from(rateLimitCounters)
      .where(
        and(eq(rateLimitCounters.key, `api:read:${client}:m`), eq(rateLimitCounters.windowStart, at(0))),
      );
    expect(row?.count).toBe(LIMITS.readsPerMinute);
  });
});

describe("apiRateLimitMiddleware", () => {
  const req = (ip: string, originalUrl = "/api/v1/quiz/submissions") =>
    ({ method: "POST", originalUrl, ip }) as never;
  const res = () => {
    const r = {
      statusCode: 0,
      headers: {} as Record<string, string>,
      body: "",
      status(code: number) {
        r.statusCode = code;
        return r;
      },
      setHeader(name: string, value: string) {
        r.headers[name] = value;
      },
      send(body: Buffer) {
        r.body = body.toString("utf8");
      },
    };
    return r;
  };

  it("answers a refused request itself and passes the others on", async () => {
    const middleware = apiRateLimitMiddleware({ limits: LIMITS, db: async () => testDb.db });
    const client = freshClient();
    const next = vi.fn();
    for (let i = 0; i < 2; i++) await middleware(req(client), res() as never, next);
    expect(next).toHaveBeenCalledTimes(2);
    const refused = res();
    await middleware(req(client), refused as never, next);
    expect(next).toHaveBeenCalledTimes(2);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body).error.title).toBe("Too Many Requests");
    // Pages are not counted.
    await middleware(req(client, "/quiz"), res() as never, next);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it("lets the request through, with a warning, when the database fails", async () => {
    const warn = vi.spyOn(logger, "warn");
    const middleware = apiRateLimitMiddleware({
      limits: LIMITS,
      db: async () => {
        throw new Error("connection refused");
      },
    });
    const next = vi.fn();
    await middleware(req(freshClient()), res() as never, next);
    expect(next).toHaveBeenCalledWith();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ tier: "start" }),
      expect.stringContaining("request let through"),
    );
    warn.mockRestore();
  });

  it("checks nothing when the bench switch is on", async () => {
    const db = vi.fn();
    const middleware = apiRateLimitMiddleware({ limits: { ...LIMITS, disabled: true }, db });
    const next = vi.fn();
    await middleware(req(freshClient()), res() as never, next);
    expect(next).toHaveBeenCalledWith();
    expect(db).not.toHaveBeenCalled();
  });
});
