import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie, expireCookie } from "better-auth/cookies";
import { admin, twoFactor } from "better-auth/plugins";
import { and, eq, sql } from "drizzle-orm";
import { recordAuditQuietly, type AuditEntry } from "~/server/audit.server";
import { getConfig, type Config } from "~/server/config.server";
import { getDb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { authSchema, authTwoFactor, authUser } from "~/server/db/schema.server";
import { logger, scrubErrorMessage } from "~/server/logger.server";
import { codesFailed, codesSent } from "~/server/metrics.server";
import { MAX_JSON_BODY_BYTES, readBodyBytes } from "~/server/http.server";
import { getMailSender } from "~/server/mail.server";
import { enqueueOutbox } from "~/server/outbox.server";
import {
  countInWindows,
  rollingCountParts,
  rollingRetryAfterSeconds,
  type RollingWindow,
} from "~/server/rate-limit-counters.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { ac, roles } from "./access.server";
import { isSameOriginRequest } from "./origin.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeaknesses } from "./password-policy";
import { endIfIdle, sessionByToken, STAFF_SESSION } from "./session-lifetime.server";
import { staffNameSchema } from "./staff-name";

/** The e-mailed sign-in code: 6 digits, valid 5 minutes, at most 5 tries per code. */
export const SIGN_IN_CODE = { digits: 6, minutes: 5, tries: 5 } as const;
/** Wrong passwords for one address from one network before it waits out the rest of a 15-minute window. */
export const PASSWORD_LOCKOUT = { failures: 5, windowMs: 15 * 60_000 } as const;
/**
 * Wrong passwords for one account from all networks together in a rolling hour before its sign-in
 * pauses: someone guessing from many addresses gets this many tries an hour in all, and the account's
 * owner and the admins are e-mailed when it pauses. Setting a new password through a link clears it.
 */
export const ACCOUNT_LOCKOUT = { failures: 20, windowMs: 60 * 60_000, bucketMs: 5 * 60_000 } as const;
/** Wrong codes in a row (across sign-ins) before the code step locks for 15 minutes. */
export const CODE_LOCKOUT = { failures: 10, seconds: 15 * 60 } as const;

export const AUTH_BASE_PATH = "/api/auth";

/**
 * The auth service's paths the product uses, and nothing else: the library has dozens more (admin
 * changes to any account, TOTP, account linking…) that would bypass the console's own rules and its
 * audit log. Any other path, including one a library upgrade adds, is answered 404 before it runs.
 * Server code calls the library directly (auth.api), never through these.
 */
export const SERVED_AUTH_ROUTES: readonly string[] = [
  "POST /sign-in/email",
  "POST /two-factor/send-otp",
  "POST /two-factor/verify-otp",
  "GET /get-session",
  "POST /sign-out",
  "POST /change-password",
  "POST /revoke-other-sessions",
  "POST /revoke-sessions",
];
const servedRoutes = new Set(SERVED_AUTH_ROUTES);

/**
 * What one request to the auth handler knows beyond better-auth: the client's address as Express
 * resolved it (trusting only the configured proxies), and whether the sign-in e-mail failed.
 */
type AuthRequestState = {
  ip: string;
  userAgent?: string;
  mailFailed?: boolean;
  /** The sign-in attempt counted against its account, until the password is known right or wrong. */
  accountAttempt?: AccountAttempt;
};
const requestState = new AsyncLocalStorage<AuthRequestState>();

/** Runs the auth handler for one request with its trusted client address. */
export function withAuthRequest<T>(state: AuthRequestState, fn: () => T): T {
  return requestState.run(state, fn);
}

/** Header the entry sets from Express's resolved client address (a browser's own value is removed first). */
export const CLIENT_IP_HEADER = "x-luxe-client-ip";

const emailHash = (email: string) =>
  crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

const lockoutKey = (email: string, ip: string) => `auth-pw:${emailHash(email)}:${ip || "unknown"}`;

async function passwordLockedFor(db: Database, email: string, ip: string, now = new Date()) {
  const start = Math.floor(now.getTime() / PASSWORD_LOCKOUT.windowMs) * PASSWORD_LOCKOUT.windowMs;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limit_counters WHERE key = ${lockoutKey(email, ip)}
      AND window_start = ${new Date(start)}::timestamptz`,
  );
  if ((row?.count ?? 0) < PASSWORD_LOCKOUT.failures) return 0;
  return Math.max(1, Math.ceil((start + PASSWORD_LOCKOUT.windowMs - now.getTime()) / 1000));
}

/** Counts a wrong password; true when this one reached the limit (the lockout starts now). */
async function countPasswordFailure(db: Database, email: string, ip: string, now = new Date()) {
  const window = { key: lockoutKey(email, ip), windowMs: PASSWORD_LOCKOUT.windowMs, limit: 1_000_000 };
  await countInWindows(db, [window], now);
  return (await passwordLockedFor(db, email, ip, now)) > 0;
}

const accountWindow = (email: string): RollingWindow => ({
  key: `auth-pw-account:${emailHash(email)}`,
  windowMs: ACCOUNT_LOCKOUT.windowMs,
  bucketMs: ACCOUNT_LOCKOUT.bucketMs,
  limit: ACCOUNT_LOCKOUT.failures,
});

/** Seconds until the account takes passwords again (0: it does now), counted over every network. */
async function accountLockedFor(db: Database, email: string, now = new Date()) {
  const window = accountWindow(email);
  const [row] = await queryRows<{ total: number; oldest: number | null }>(
    db,
    sql`SELECT coalesce(sum(count), 0)::int AS total,
        (extract(epoch FROM min(window_start)) * 1000)::float8 AS oldest
      FROM rate_limit_counters
      WHERE key = ${window.key} AND window_start > ${new Date(now.getTime() - window.windowMs)}::timestamptz`,
  );
  if ((row?.total ?? 0) < window.limit) return 0;
  return rollingRetryAfterSeconds(window, now, row?.oldest ?? null);
}

/** One sign-in attempt counted against the account before its password is checked. */
type AccountAttempt = { key: string; bucketStart: Date; total: number };

/**
 * Counts an attempt against the account before the password is checked, so parallel guesses from
 * many networks cannot all pass a check made before any of them was counted: each waits its turn on
 * the bucket's row and sees the others.
 */
async function reserveAccountAttempt(db: Database, email: string, now = new Date()): Promise<AccountAttempt> {
  const window = accountWindow(email);
  const parts = rollingCountParts(window, now, "account");
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`WITH ${parts.ctes} SELECT ${parts.total} AS total`,
  );
  const bucketStart = new Date(Math.floor(now.getTime() / window.bucketMs) * window.bucketMs);
  return { key: window.key, bucketStart, total: row?.total ?? 0 };
}

/** Takes an attempt back: it was the right password, or it was refused without a password check. */
async function releaseAccountAttempt(db: Database, attempt: AccountAttempt) {
  await db.execute(sql`UPDATE rate_limit_counters SET count = count - 1
    WHERE key = ${attempt.key} AND window_start = ${attempt.bucketStart}::timestamptz AND count > 0`);
}

/** Whether the account's owner and admins should hear of this pause: once an hour at most. */
async function firstPauseThisHour(db: Database, email: string, now = new Date()) {
  const key = `auth-pw-account-told:${emailHash(email)}`;
  const refused = await countInWindows(db, [{ key, windowMs: ACCOUNT_LOCKOUT.windowMs, limit: 1 }], now);
  return refused.length === 0;
}

/** Lets the account take passwords again at once: its owner has just chosen a new one through a link. */
export async function clearAccountLockout(db: Executor, email: string) {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${accountWindow(email).key}`);
}

/** Tells the account's owner and every active admin that its sign-in paused, through the outbox. */
async function notifyAccountLocked(
  db: Database,
  user: { id: string; email: string; name: string },
  brand: string,
) {
  const admins = await db
    .select({ email: authUser.email })
    .from(authUser)
    .where(and(eq(authUser.role, "admin"), sql`NOT coalesce(${authUser.banned}, false)`));
  const minutes = ACCOUNT_LOCKOUT.windowMs / 60_000;
  const to = [...new Set([user.email, ...admins.map((a) => a.email)])];
  for (const address of to) {
    const own = address === user.email;
    await enqueueOutbox(db, "mail.send", {
      forgetAfterSend: true,
      audience: "staff",
      to: address,
      subject: own
        ? `Sign-in to your ${brand} VOX account is paused`
        : `Sign-in to ${user.name}'s VOX account is paused`,
      text: [
        own ? `Hello ${user.name},` : "Hello,",
        "",
        `${ACCOUNT_LOCKOUT.failures} wrong passwords were tried for ${user.email} within the last hour, from one or more networks. Sign-in to this account is paused for up to ${minutes} minutes.`,
        "",
        own
          ? "If this was not you, someone may be guessing your password: ask an admin to send you a new password link, which also lifts the pause."
          : "If the owner did not do this, someone may be guessing the password: a new password link from the Users tab lifts the pause once it is used.",
        "",
        `${brand} · internal use only`,
      ].join("\n"),
    });
  }
}

const codeMail = (brand: string, name: string, code: string) => ({
  subject: `${code} is your ${brand} VOX sign-in code`,
  text: [
    `Hello ${name},`,
    "",
    `Your VOX sign-in code is ${code}. It expires in ${SIGN_IN_CODE.minutes} minutes and works once.`,
    "",
    "If you did not just sign in, someone knows your password: change it and tell your administrator.",
    "",
    `${brand} · internal use only`,
  ].join("\n"),
});

function weakPasswordError(reasons: string[]) {
  return new APIError("BAD_REQUEST", {
    code: "WEAK_PASSWORD",
    message: "Choose a stronger password.",
    reasons,
  });
}

function bodyString(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * better-auth reads a request's body whole, however large. Its endpoints take a few short fields, so
 * a body over the JSON API's limit is refused here first, declared or streamed, before the rest of it
 * is read; the connection then closes, so nothing more is read either.
 */
const bodyLimit = {
  id: "body-limit",
  async onRequest(request) {
    if (request.method === "GET" || request.method === "HEAD" || !request.body) return;
    const bytes = await readBodyBytes(request, MAX_JSON_BODY_BYTES);
    if (!bytes) {
      return {
        response: Response.json(
          { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." },
          { status: 413, headers: { "Cache-Control": "no-store", Connection: "close" } },
        ),
      };
    }
    return { request: new Request(request, { body: bytes }) };
  },
} satisfies BetterAuthPlugin;

const NOT_SERVED = () =>
  Response.json(
    { code: "NOT_FOUND", message: "There is nothing here." },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );

/** Set on a request whose trust cookie was taken out, so the answer clears it in the browser too. */
const TRUST_COOKIE_DROPPED = "x-vox-trust-cookie-dropped";

/**
 * The Cookie header without any trust-device cookie (the one that would let a browser skip the
 * e-mailed code), read pair by pair as the library reads it: names trimmed, any case.
 */
function withoutTrustCookie(header: string) {
  const pairs = header.split(";");
  const kept = pairs.filter((pair) => !/trust_device/i.test(pair.split("=")[0] ?? ""));
  return kept.length === pairs.length
    ? header
    : kept
        .map((pair) => pair.trim())
        .filter(Boolean)
        .join("; ");
}

/** The session token in a Cookie header's (signed) session cookie, unverified: only ever looked up. */
function sessionTokenOf(cookieHeader: string) {
  const match = /(?:^|;\s*)(?:__Secure-)?vox\.session_token=([^;]*)/.exec(cookieHeader);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!).split(".")[0] || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the auth service serves this method and path (the path with or without its base). */
export function isServedAuthRoute(method: string, pathname: string) {
  const path = pathname.startsWith(`${AUTH_BASE_PATH}/`) ? pathname.slice(AUTH_BASE_PATH.length) : pathname;
  return servedRoutes.has(`${method} ${path}`);
}

/**
 * The answer to a path the auth service does not serve. Someone signed in who tries one is on record:
 * a person with a session trying the library's admin paths is worth an admin's look.
 */
export async function refuseUnservedAuthPath(
  db: Database,
  request: { method: string; pathname: string; cookie: string; ip?: string | null },
) {
  const token = sessionTokenOf(request.cookie);
  const session = token ? await sessionByToken(db, token) : undefined;
  if (session) {
    const [user] = await db
      .select({ email: authUser.email })
      .from(authUser)
      .where(eq(authUser.id, session.userId));
    await recordAuditQuietly(db, {
      action: "auth_path_refused",
      actorUserId: session.userId,
      actorEmail: user?.email ?? null,
      ip: request.ip ?? null,
      details: {
        method: request.method.slice(0, 10),
        path: request.pathname.replace(AUTH_BASE_PATH, "").slice(0, 200),
      },
    });
  }
  return NOT_SERVED();
}

/**
 * Serves only the product's own paths of the auth service (SERVED_AUTH_ROUTES), answering 404 for
 * the rest before they run (the entry refuses them earlier still; this holds for every caller of the
 * handler). Also takes any trust-device cookie out of the request, so no cookie can stand in for the
 * e-mailed code.
 */
function servedRoutesOnly(db: Database) {
  return {
    id: "served-routes-only",
    async onRequest(request) {
      const { pathname } = new URL(request.url);
      if (!isServedAuthRoute(request.method, pathname)) {
        const response = await refuseUnservedAuthPath(db, {
          method: request.method,
          pathname,
          cookie: request.headers.get("cookie") ?? "",
          ip: requestState.getStore()?.ip,
        });
        return { response };
      }
      const cookie = request.headers.get("cookie") ?? "";
      const withoutTrust = withoutTrustCookie(cookie);
      if (withoutTrust === cookie && !request.headers.has(TRUST_COOKIE_DROPPED)) return;
      const headers = new Headers(request.headers);
      headers.delete(TRUST_COOKIE_DROPPED);
      if (withoutTrust !== cookie) {
        headers.set("cookie", withoutTrust);
        headers.set(TRUST_COOKIE_DROPPED, "1");
      }
      return { request: new Request(request, { headers }) };
    },
  } satisfies BetterAuthPlugin;
}

/**
 * No answer carries a session token in its body: the token lives in the HttpOnly cookie, and a copy
 * in JSON would be readable by any script on the page (verify-otp and get-session return one).
 */
const tokensOutOfJson = {
  id: "tokens-out-of-json",
  async onResponse(response) {
    if (!response.headers.get("content-type")?.includes("application/json")) return;
    const text = await response.clone().text();
    if (!text.includes('"token"')) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const strip = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(strip);
      if (!value || typeof value !== "object") return value;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => key !== "token")
          .map(([key, v]) => [key, strip(v)]),
      );
    };
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return {
      response: new Response(JSON.stringify(strip(body)), {
        status: response.status,
        statusText: response.statusText,
        headers,
      }),
    };
  },
} satisfies BetterAuthPlugin;

const SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/username", "/sign-in/phone-number"]);

/**
 * Runs after the second-factor plugin on a sign-in: a password step that still holds a session at
 * this point skipped the e-mailed code somehow (a library change, a trust cookie). That session is
 * ended and the sign-in refused: there is no way into the console without the code.
 */
function codeStepRequired(audit: (entry: AuditEntry) => Promise<void>) {
  return {
    id: "code-step-required",
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const granted = ctx.context.newSession;
            if (!granted) return;
            await ctx.context.internalAdapter.deleteSession(granted.session.token);
            ctx.context.setNewSession(null);
            deleteSessionCookie(ctx, true);
            await audit({
              action: "sign_in_refused",
              actorUserId: granted.user.id,
              actorEmail: granted.user.email,
              details: { reason: "no code step" },
            });
            throw new APIError("UNAUTHORIZED", {
              code: "CODE_STEP_REQUIRED",
              message: "Sign in again: a code will be e-mailed to you.",
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** Fields of a staff account that only the console changes, with its rules and its audit entries. */
const CONSOLE_ONLY_FIELDS = [
  "email",
  "emailVerified",
  "role",
  "banned",
  "banReason",
  "banExpires",
  "twoFactorEnabled",
] as const;

/** The auth library's log, in the app's log: errors without the values a failed statement was given. */
const authLogger = {
  log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
    const err = args.find((a) => a instanceof Error);
    const line = scrubErrorMessage(message);
    if (level === "error") logger.error({ err, source: "better-auth" }, line);
    else if (level === "warn") logger.warn({ err, source: "better-auth" }, line);
    else logger.debug({ source: "better-auth" }, line);
  },
};

/** A name the auth service is about to store, held to the staff-name rule (a 400 otherwise). */
function staffName(value: unknown) {
  const parsed = staffNameSchema.safeParse(value);
  if (!parsed.success) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: parsed.error.issues[0]!.message });
  }
  return parsed.data;
}

function createAuth(db: Database, config: Config) {
  const behindTls = config.siteUrl.startsWith("https://") || config.FORCE_HTTPS;
  const brand = getSiteSettings().brandName;
  const audit = (entry: AuditEntry) =>
    recordAuditQuietly(db, { ip: requestState.getStore()?.ip ?? null, ...entry });

  const userByEmail = async (email: string | undefined) => {
    if (!email) return undefined;
    const [row] = await db
      .select({ id: authUser.id, email: authUser.email, name: authUser.name })
      .from(authUser)
      .where(eq(sql`lower(${authUser.email})`, email.trim().toLowerCase()))
      .limit(1);
    return row;
  };

  return betterAuth({
    appName: brand,
    baseURL: config.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.sessionSecret,
    trustedOrigins: [config.siteUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by an admin (or the first-admin setup), never by signing up.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    logger: authLogger,
    session: {
      // A fixed lifetime from the code step: never extended, however busy the person is. The idle
      // timeout is the console's (session-lifetime.server.ts), on the row's updated_at.
      expiresIn: 60 * 60 * STAFF_SESSION.hours,
      disableSessionRefresh: true,
      // No cookie cache: with it, a revoked session or a ban would go on working until the cache
      // expired, and the second factor's session checks would read a stale copy.
      cookieCache: { enabled: false },
    },
    // The paths the console does not use are not served at all: see SERVED_AUTH_ROUTES.
    advanced: {
      useSecureCookies: behindTls,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: behindTls },
      cookiePrefix: "vox",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: {
      enabled: !config.rateLimitsDisabled,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: config.AUTH_SIGN_INS_PER_MINUTE },
        "/two-factor/send-otp": { window: 60, max: config.AUTH_SIGN_INS_PER_MINUTE },
        "/two-factor/verify-otp": { window: 60, max: config.AUTH_SIGN_INS_PER_MINUTE * 2 },
        "/change-password": { window: 60, max: 5 },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every staff account signs in with the e-mailed second step; there is no way to skip it.
          before: async (user) => ({
            data: { ...user, name: staffName(user.name), twoFactorEnabled: true },
          }),
          after: async (user) => {
            await db
              .insert(authTwoFactor)
              .values({
                id: crypto.randomUUID(),
                userId: user.id,
                // Unused TOTP secret and backup codes (those paths are off); the row carries the
                // code step's failure count and lockout.
                secret: crypto.randomBytes(32).toString("base64url"),
                backupCodes: crypto.randomBytes(32).toString("base64url"),
              })
              .onConflictDoNothing();
          },
        },
        update: {
          // The console changes roles, addresses, activation and the code step, each with its own
          // rules (one admin always stays) and audit entry; the auth service never does.
          before: async (data, ctx) => {
            const refused = CONSOLE_ONLY_FIELDS.filter((field) => field in data);
            if (refused.length) {
              await audit({
                action: "staff_change_refused",
                actorUserId: ctx?.context.session?.user.id ?? null,
                actorEmail: ctx?.context.session?.user.email ?? null,
                details: { path: ctx?.path ?? null, fields: refused },
              });
              throw new APIError("FORBIDDEN", {
                code: "CONSOLE_ONLY",
                message: "Staff accounts are changed on the console's Users tab.",
              });
            }
            return { data: "name" in data ? { ...data, name: staffName(data.name) } : data };
          },
        },
      },
      session: {
        create: {
          // No session outlives its lifetime from the code step: not one asked to be remembered
          // longer, nor the one a password change makes in place of the current one.
          before: async (session, ctx) => {
            const limits = [session.expiresAt.getTime(), Date.now() + STAFF_SESSION.hours * 3_600_000];
            const current = ctx?.context.session?.session.expiresAt;
            if (current) limits.push(new Date(current).getTime());
            return { data: { ...session, expiresAt: new Date(Math.min(...limits)) } };
          },
          // Every session made is on record, however it was made. The password step's own session is
          // the exception: the code step ends it at once (or code-step-required refuses it).
          after: async (session, ctx) => {
            const path = ctx?.path ?? null;
            if (path && SIGN_IN_PATHS.has(path)) return;
            const [user] = await db
              .select({ email: authUser.email })
              .from(authUser)
              .where(eq(authUser.id, session.userId));
            await audit({
              action: path === "/two-factor/verify-otp" ? "sign_in" : "session_created",
              actorUserId: session.userId,
              actorEmail: user?.email ?? null,
              details: { sessionId: session.id, ...(path === "/two-factor/verify-otp" ? {} : { via: path }) },
            });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // better-auth checks the origin only when cookies come along; a sign-in posted from
        // another site (login CSRF) carries none, so every state-changing call is checked here.
        if (ctx.request && !isSameOriginRequest(ctx.request)) {
          throw new APIError("FORBIDDEN", {
            code: "INVALID_ORIGIN",
            message: "This request did not come from the console.",
          });
        }
        // A trust-device cookie was taken out of the request (servedRoutesOnly): the browser drops it too.
        if (ctx.headers?.get(TRUST_COOKIE_DROPPED)) {
          expireCookie(ctx, ctx.context.createAuthCookie("trust_device"));
        }
        // A session idle too long ends before the path reads it: the session check then finds none.
        const sessionToken = ctx.request
          ? await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)
          : null;
        if (sessionToken) {
          const session = await sessionByToken(db, sessionToken);
          if (session) await endIfIdle(db, session, {}, new Date(), requestState.getStore()?.ip ?? null);
        }
        if (ctx.path === "/sign-in/email") {
          const email = bodyString(ctx.body, "email");
          const ip = requestState.getStore()?.ip ?? "";
          if (email) {
            const fromHere = await passwordLockedFor(db, email, ip);
            let anywhere = 0;
            if (!fromHere) {
              const attempt = await reserveAccountAttempt(db, email);
              if (attempt.total > ACCOUNT_LOCKOUT.failures) {
                // Refused unchecked: not counted, so guessing on cannot stretch the pause.
                await releaseAccountAttempt(db, attempt);
                anywhere = await accountLockedFor(db, email);
              } else {
                const state = requestState.getStore();
                if (state) state.accountAttempt = attempt;
              }
            }
            const retryAfter = Math.max(fromHere, anywhere);
            if (retryAfter > 0) {
              throw new APIError(
                "TOO_MANY_REQUESTS",
                {
                  code: "SIGN_IN_LOCKED",
                  message:
                    anywhere > 0
                      ? `Too many wrong passwords for this account. Try again in ${Math.ceil(retryAfter / 60)} minutes, or ask an admin to send you a new password link.`
                      : `Too many wrong passwords. Try again in ${Math.ceil(retryAfter / 60)} minutes, or ask an admin to reset your password.`,
                  retryAfterSeconds: retryAfter,
                },
                { "Retry-After": String(retryAfter) },
              );
            }
          }
        }
        const newPassword =
          ctx.path === "/change-password" ||
          ctx.path === "/reset-password" ||
          ctx.path === "/admin/set-user-password"
            ? bodyString(ctx.body, "newPassword")
            : ctx.path === "/admin/create-user"
              ? bodyString(ctx.body, "password")
              : undefined;
        if (newPassword !== undefined) {
          const reasons = passwordWeaknesses(newPassword, {
            email: ctx.context.session?.user.email ?? bodyString(ctx.body, "email"),
            name: ctx.context.session?.user.name ?? bodyString(ctx.body, "name"),
          });
          if (reasons.length) throw weakPasswordError(reasons);
        }
        if (ctx.path === "/sign-out") {
          // Who is signing out is read before the session is gone.
          const token = await ctx.getSignedCookie(
            ctx.context.authCookies.sessionToken.name,
            ctx.context.secret,
          );
          const session = token
            ? await ctx.context.internalAdapter.findSession(token).catch(() => null)
            : null;
          if (session) {
            await audit({
              action: "sign_out",
              actorUserId: session.user.id,
              actorEmail: session.user.email,
            });
          }
        }
        // "Trust this device" would let the password alone sign in for 30 days: the code is always asked.
        if (ctx.path === "/two-factor/verify-otp" && (ctx.body as { trustDevice?: unknown })?.trustDevice) {
          return { context: { body: { ...(ctx.body as object), trustDevice: false } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        const ip = requestState.getStore()?.ip ?? "";
        if (ctx.path === "/sign-in/email") {
          const email = bodyString(ctx.body, "email") ?? "";
          if (failed && returned.statusCode === 401) {
            const user = await userByEmail(email);
            const lockedNow = email ? await countPasswordFailure(db, email, ip) : false;
            const attempt = requestState.getStore()?.accountAttempt;
            const accountLockedNow = attempt?.total === ACCOUNT_LOCKOUT.failures;
            await audit({
              action: "sign_in_failed",
              actorUserId: user?.id ?? null,
              actorEmail: user?.email ?? null,
              details: { step: "password", knownAccount: Boolean(user) },
            });
            if (lockedNow) {
              await audit({
                action: "sign_in_locked",
                actorUserId: user?.id ?? null,
                actorEmail: user?.email ?? null,
                details: { step: "password", minutes: PASSWORD_LOCKOUT.windowMs / 60_000 },
              });
            }
            if (accountLockedNow) {
              await audit({
                action: "sign_in_locked",
                actorUserId: user?.id ?? null,
                actorEmail: user?.email ?? null,
                details: { step: "password", scope: "account", failures: ACCOUNT_LOCKOUT.failures },
              });
              if (user && (await firstPauseThisHour(db, user.email)))
                await notifyAccountLocked(db, user, brand);
            }
          } else {
            // The right password (or a refusal that checked none): it does not count as a guess.
            const attempt = requestState.getStore()?.accountAttempt;
            if (attempt) await releaseAccountAttempt(db, attempt);
          }
        }
        if (ctx.path === "/two-factor/send-otp" && requestState.getStore()?.mailFailed) {
          throw new APIError("BAD_GATEWAY", {
            code: "CODE_NOT_SENT",
            message: "We could not e-mail your sign-in code just now. Please try again in a minute.",
          });
        }
        if (ctx.path === "/two-factor/verify-otp") {
          // A success is on record from the session it made (databaseHooks.session).
          if (failed) {
            const code = String((returned.body as { code?: string } | undefined)?.code ?? "");
            await audit({
              action: code === "ACCOUNT_TEMPORARILY_LOCKED" ? "sign_in_locked" : "sign_in_code_failed",
              details: { step: "code", reason: code || returned.status },
            });
          }
        }
        if (!failed && ctx.context.session) {
          const actor = {
            actorUserId: ctx.context.session.user.id,
            actorEmail: ctx.context.session.user.email,
          };
          const targetId = bodyString(ctx.body, "userId") ?? null;
          const target = { targetType: "user", targetId };
          if (ctx.path === "/change-password") await audit({ action: "password_changed", ...actor });
          if (ctx.path === "/revoke-sessions" || ctx.path === "/revoke-other-sessions")
            await audit({ action: "sessions_revoked", ...actor, details: { scope: ctx.path.slice(1) } });
          if (ctx.path === "/admin/set-role")
            await audit({
              action: "role_changed",
              ...actor,
              ...target,
              details: { role: bodyString(ctx.body, "role") },
            });
          if (ctx.path === "/admin/set-user-password")
            await audit({ action: "password_reset", ...actor, ...target });
          if (ctx.path === "/admin/ban-user") await audit({ action: "user_banned", ...actor, ...target });
          if (ctx.path === "/admin/unban-user") await audit({ action: "user_unbanned", ...actor, ...target });
          if (ctx.path === "/admin/remove-user") await audit({ action: "user_deleted", ...actor, ...target });
          if (ctx.path === "/admin/create-user") {
            const created = (returned as { user?: { id?: string; email?: string } } | undefined)?.user;
            await audit({
              action: "user_created",
              ...actor,
              targetType: "user",
              targetId: created?.id ?? null,
              details: { role: bodyString(ctx.body, "role") ?? null },
            });
          }
        }
      }),
    },
    plugins: [
      servedRoutesOnly(db),
      bodyLimit,
      tokensOutOfJson,
      twoFactor({
        issuer: brand,
        otpOptions: {
          period: SIGN_IN_CODE.minutes,
          digits: SIGN_IN_CODE.digits,
          allowedAttempts: SIGN_IN_CODE.tries,
          // A keyed hash: a copy of the table does not give the codes away, even for 5 minutes.
          storeOTP: {
            hash: async (code) =>
              crypto.createHmac("sha256", config.codeHmacKey).update(`vox-otp:${code}`).digest("base64url"),
          },
          // Sent inline, so a mail failure is told to the person at once (see the after hook).
          async sendOTP({ user, otp }) {
            const mail = getMailSender(config);
            try {
              await mail.send({
                to: user.email,
                // Never held back by a daily cap: see MailAudience.
                audience: "staff_sign_in",
                ...codeMail(brand, user.name, otp),
              });
              codesSent.inc({ provider: mail.name, channel: "email" });
            } catch (err) {
              codesFailed.inc({ provider: mail.name, channel: "email" });
              logger.error({ err }, "sign-in code e-mail failed");
              const state = requestState.getStore();
              if (!state) throw err;
              state.mailFailed = true;
            }
          },
        },
        accountLockout: {
          enabled: true,
          maxFailedAttempts: CODE_LOCKOUT.failures,
          durationSeconds: CODE_LOCKOUT.seconds,
        },
      }),
      // After the second factor's plugin, whose sign-in hook it checks.
      codeStepRequired(audit),
      // Roles and deactivation (a banned account cannot sign in); none of its paths is served.
      admin({ ac, roles, defaultRole: "partner", adminRoles: ["admin"] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { __auth?: WeakMap<Database, Auth> };

/** The auth service on the process's database (one per database, so tests on their own get their own). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  globalForAuth.__auth ??= new WeakMap();
  let auth = globalForAuth.__auth.get(db);
  if (!auth) {
    auth = createAuth(db, getConfig());
    globalForAuth.__auth.set(db, auth);
  }
  return auth;
}
