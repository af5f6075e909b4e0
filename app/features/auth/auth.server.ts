import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { and, eq, gt, sql } from "drizzle-orm";
import { recordAuditQuietly, type AuditEntry } from "~/server/audit.server";
import { getConfig, type Config } from "~/server/config.server";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { authSchema, authTwoFactor, authUser } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { MAX_JSON_BODY_BYTES, readBodyBytes } from "~/server/http.server";
import { getMailSender } from "~/server/mail.server";
import { countInWindows } from "~/server/rate-limit-counters.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { ac, roles } from "./access.server";
import { isSameOriginRequest } from "./origin.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeaknesses } from "./password-policy";

/** The e-mailed sign-in code: 6 digits, valid 5 minutes, at most 5 tries per code. */
export const SIGN_IN_CODE = { digits: 6, minutes: 5, tries: 5 } as const;
/** Wrong passwords for one address from one network before it waits out the rest of a 15-minute window. */
export const PASSWORD_LOCKOUT = { failures: 5, windowMs: 15 * 60_000 } as const;
/** Wrong codes in a row (across sign-ins) before the code step locks for 15 minutes. */
export const CODE_LOCKOUT = { failures: 10, seconds: 15 * 60 } as const;

export const AUTH_BASE_PATH = "/api/auth";

/**
 * What one request to the auth handler knows beyond better-auth: the client's address as Express
 * resolved it (trusting only the configured proxies), and whether the sign-in e-mail failed.
 */
type AuthRequestState = { ip: string; userAgent?: string; mailFailed?: boolean };
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

function createAuth(db: Database, config: Config) {
  const behindTls = config.siteUrl.startsWith("https://") || config.FORCE_HTTPS;
  const brand = getSiteSettings().brandName;
  const audit = (entry: AuditEntry) =>
    recordAuditQuietly(db, { ip: requestState.getStore()?.ip ?? null, ...entry });

  const userByEmail = async (email: string | undefined) => {
    if (!email) return undefined;
    const [row] = await db
      .select({ id: authUser.id, email: authUser.email })
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
    session: {
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 60,
      // No cookie cache: with it, a revoked session or a ban would go on working until the cache
      // expired, and the second factor's session checks would read a stale copy.
      cookieCache: { enabled: false },
    },
    // Paths a staff console does not offer: no sign-up, no TOTP or backup codes (the code is
    // e-mailed), no switching the second step off, no e-mail change without an admin, no
    // impersonation, no SSO or account linking.
    disabledPaths: [
      "/sign-up/email",
      "/change-email",
      "/delete-user",
      "/link-social",
      "/unlink-account",
      "/two-factor/enable",
      "/two-factor/disable",
      "/two-factor/get-totp-uri",
      "/two-factor/verify-totp",
      "/two-factor/generate-backup-codes",
      "/two-factor/verify-backup-code",
      "/two-factor/view-backup-codes",
      "/admin/impersonate-user",
      "/admin/stop-impersonating",
      "/request-password-reset",
      "/forget-password",
    ],
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
          before: async (user) => ({ data: { ...user, twoFactorEnabled: true } }),
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
        if (ctx.path === "/sign-in/email") {
          const email = bodyString(ctx.body, "email");
          const ip = requestState.getStore()?.ip ?? "";
          if (email) {
            const retryAfter = await passwordLockedFor(db, email, ip);
            if (retryAfter > 0) {
              throw new APIError(
                "TOO_MANY_REQUESTS",
                {
                  code: "SIGN_IN_LOCKED",
                  message: `Too many wrong passwords. Try again in ${Math.ceil(retryAfter / 60)} minutes, or ask an admin to reset your password.`,
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
          }
        }
        if (ctx.path === "/two-factor/send-otp" && requestState.getStore()?.mailFailed) {
          throw new APIError("BAD_GATEWAY", {
            code: "CODE_NOT_SENT",
            message: "We could not e-mail your sign-in code just now. Please try again in a minute.",
          });
        }
        if (ctx.path === "/two-factor/verify-otp") {
          const session = ctx.context.newSession;
          if (!failed && session) {
            await audit({
              action: "sign_in",
              actorUserId: session.user.id,
              actorEmail: session.user.email,
              details: { sessionId: session.session.id },
            });
          } else if (failed) {
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
      bodyLimit,
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
            try {
              await getMailSender(config).send({
                to: user.email,
                // Never held back by a daily cap: see MailAudience.
                audience: "staff_sign_in",
                ...codeMail(brand, user.name, otp),
              });
            } catch (err) {
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

/** True while the code step for this user is locked after too many wrong codes. */
export async function isCodeStepLocked(db: Database, userId: string, now = new Date()) {
  const rows = await db
    .select({ id: authTwoFactor.id })
    .from(authTwoFactor)
    .where(and(eq(authTwoFactor.userId, userId), gt(authTwoFactor.lockedUntil, now)));
  return rows.length > 0;
}
