import net from "node:net";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { formatWait } from "~/lib/format";
import { getConfig, type Config } from "./config.server";
import { getDb, type Database, type Executor } from "./db/db.server";
import { tooManyRequests, type ErrorText } from "./http.server";
import { logger } from "./logger.server";
import { rateLimitRefusals } from "./metrics.server";
import { countInWindows, type CounterWindow } from "./rate-limit-counters.server";

/**
 * Per-client limits on the JSON API (/api/v1), counted in the database so that every app process
 * shares them. Tiers by what a request costs: starting a lead flow writes a submission and sends an
 * SMS, so it is the strictest; checking or resending a code (and any other write) next; reads are
 * the cheapest. A refused request is answered 429 before the route runs, so it writes nothing.
 */

export type ApiTier = "start" | "code" | "console" | "read";

export type ApiRateLimits = {
  /** Benchmarks only (RATE_LIMITS_DISABLED_FOR_BENCH): no limit is checked. */
  disabled: boolean;
  startsPerMinute: number;
  startsPerHour: number;
  codeRequestsPerMinute: number;
  readsPerMinute: number;
  consoleWritesPerMinute: number;
};

export function apiRateLimits(config: Config = getConfig()): ApiRateLimits {
  return {
    disabled: config.rateLimitsDisabled,
    startsPerMinute: config.API_MAX_STARTS_PER_IP_MINUTE,
    startsPerHour: config.API_MAX_STARTS_PER_IP_HOUR,
    codeRequestsPerMinute: config.API_MAX_CODE_REQUESTS_PER_IP_MINUTE,
    readsPerMinute: config.API_MAX_READS_PER_IP_MINUTE,
    consoleWritesPerMinute: config.API_MAX_CONSOLE_WRITES_PER_IP_MINUTE,
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Starting a lead flow, or booking an activity (a provider call and a voucher): the dearest writes.
const START_PATH = /^\/api\/v1\/(?:[^/]+\/submissions|activities\/bookings)$/;
const CONSOLE_PATH = /^\/api\/v1\/console\//;
// An SMS provider's delivery reports and the payment gateway's and WhatsApp's webhooks: one provider address posts
// every visitor's (several per message or payment), so they are counted on the generous budget of
// reads rather than that of code checks. Being no browser's write, they also pass the origin guard;
// each proves itself by its provider's signature instead.
const PROVIDER_REPORT_PATH = /^\/api\/v1\/(?:sms\/reports\/|payments\/razorpay\/webhook$|whatsapp\/webhook$)/;

/**
 * The path as React Router will match it: it builds a URL from the request line (which resolves
 * "." and ".." segments), decodes each segment, ignores case and a trailing slash, and serves
 * `<path>.data` with the route at <path>. Read the same way here, so no spelling of a lead-flow URL
 * reaches its action in a cheaper tier, or in none.
 */
function routedPath(requestTarget: string): string {
  let pathname: string;
  try {
    pathname = new URL(`http://localhost${requestTarget}`).pathname;
  } catch {
    pathname = requestTarget.split("?")[0] ?? "";
  }
  const decoded = pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "")
    .replace(/(.)\/+$/, "$1");
}

/** The tier of a request to the API, or null for anything else (pages, assets, health checks). */
export function apiTierOf(method: string, requestTarget: string): ApiTier | null {
  const path = routedPath(requestTarget);
  if (path !== "/api/v1" && !path.startsWith("/api/v1/")) return null;
  if (READ_METHODS.has(method.toUpperCase()) || PROVIDER_REPORT_PATH.test(path)) return "read";
  // Any other write is counted as dear as checking a code until it earns a tier of its own.
  if (START_PATH.test(path)) return "start";
  // Signed-in staff's writes: checked for a session by the route; counted here on their own budget.
  return CONSOLE_PATH.test(path) ? "console" : "code";
}

/**
 * Whom a request is counted against: its IP address (Express's req.ip, which follows X-Forwarded-For
 * only as far as TRUST_PROXY allows). An IPv6 client usually holds a whole /64 and can pick any
 * address in it, so IPv6 is counted by its /64; an IPv4 address seen through an IPv6 socket is the
 * IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? "").trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(address)) return address;
  const bare = address.split("%")[0]!;
  if (net.isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`;
  // Only what a trusted proxy wrote gets here; bounded so it cannot make huge keys.
  return address.slice(0, 64) || "unknown";
}

/** The eight 16-bit groups of a valid IPv6 address, as short hex ("2001:db8::1" → 2001, db8, 0, …). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) =>
    part
      .split(":")
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes(".")) return [parseInt(group, 16)];
        const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right].map((group) => group.toString(16));
}

function windowsFor(tier: ApiTier, client: string, limits: ApiRateLimits): CounterWindow[] {
  switch (tier) {
    case "start":
      return [
        { key: `api:start:${client}:m`, windowMs: MINUTE_MS, limit: limits.startsPerMinute },
        { key: `api:start:${client}:h`, windowMs: HOUR_MS, limit: limits.startsPerHour },
      ];
    case "code":
      return [{ key: `api:code:${client}:m`, windowMs: MINUTE_MS, limit: limits.codeRequestsPerMinute }];
    case "console":
      return [{ key: `api:console:${client}:m`, windowMs: MINUTE_MS, limit: limits.consoleWritesPerMinute }];
    case "read":
      return [{ key: `api:read:${client}:m`, windowMs: MINUTE_MS, limit: limits.readsPerMinute }];
  }
}

export function apiRateLimitedText(retryAfterSeconds: number): ErrorText {
  return {
    title: "Too Many Requests",
    description: `Too many requests from your network. Please try again in ${formatWait(retryAfterSeconds)}.`,
  };
}

/**
 * Counts the request in its tier's windows (one statement) and returns the 429 to send when one of
 * them is full, or null to let it through. A request refused by one window is still counted in the
 * others that had room, so a client that keeps going while refused stays refused longer; the wait
 * given is the longest of the full windows', so retrying after it is not refused again at once.
 */
export async function checkApiRateLimit(
  db: Executor,
  request: { tier: ApiTier; client: string },
  limits: ApiRateLimits,
  now = new Date(),
): Promise<Response | null> {
  const refused = await countInWindows(db, windowsFor(request.tier, request.client, limits), now);
  if (!refused.length) return null;
  const wait = Math.max(...refused.map((r) => r.retryAfterSeconds));
  return tooManyRequests(apiRateLimitedText(wait), wait);
}

/** How often a counted request also clears out ended windows (not awaited by the request). */

/**
 * Reads a request's API tier once, first, into `res.locals.apiTier` (null for anything that is not
 * the API): the entry's compression, the origin guard, the limiter and the security headers follow it.
 */
export function readApiTier(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  res.locals.apiTier = apiTierOf(req.method, req.originalUrl);
  next();
}

/** Whether a tier is one of the API's writes (anything but a read, and not outside the API). */
export const isApiWrite = (tier: ApiTier | null | undefined) => tier != null && tier !== "read";

/**
 * The Express middleware: one database statement per API request, none for anything else. Placed
 * before React Router, so a refused request never reaches a loader or an action.
 */
export function apiRateLimitMiddleware(
  options: { limits?: ApiRateLimits; db?: () => Promise<Database> } = {},
) {
  const limits = options.limits ?? apiRateLimits();
  const openDb = options.db ?? getDb;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (limits.disabled) return next();
    // The app reads the tier once per request (res.locals.apiTier); read here when it did not.
    const given = res.locals?.apiTier as ApiTier | null | undefined;
    const tier = given === undefined ? apiTierOf(req.method, req.originalUrl) : given;
    if (!tier) return next();
    let refusal: Response | null;
    try {
      const db = await openDb();
      refusal = await checkApiRateLimit(db, { tier, client: clientKey(req.ip) }, limits);
    } catch (err) {
      // Fail open: a visitor is never refused (or shown a 500) because the limiter's table cannot be
      // reached. The route then meets the same database and answers for itself.
      logger.warn({ err, tier }, "API rate limit not checked (database error): request let through");
      return next();
    }
    if (!refusal) return next();
    rateLimitRefusals.inc({ tier });
    res.status(refusal.status);
    refusal.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(Buffer.from(await refusal.arrayBuffer()));
  };
}
