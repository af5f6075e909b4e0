import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import "react-router";

import { toNodeHandler } from "better-auth/node";
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  announceFirstAdminSetup,
  getAuth,
  isSameOriginRequest,
  isServedAuthRoute,
  refuseUnservedAuthPath,
  withAuthRequest,
} from "../app/features/auth/index.server";
import {
  apiRateLimitMiddleware,
  isApiWrite,
  readApiTier,
  type ApiTier,
} from "../app/server/api-rate-limits.server";
import { getConfig } from "../app/server/config.server";
import { checkDatabaseReady, closeDatabase, getDatabaseHandle, getDb } from "../app/server/db/db.server";
import { listenForBackups } from "../app/server/db/pglite-backup.server";
import { logger, serializeError } from "../app/server/logger.server";
import { describeMailProvider } from "../app/server/mail.server";
import {
  registerDatabaseGauges,
  registerFormPostGauges,
  registerReadiness,
} from "../app/server/metrics.server";
import { MAINTENANCE_TASKS, OUTBOX_JOBS } from "../app/outbox-jobs.server";
import { startMaintenance } from "../app/server/maintenance.server";
import { startOutboxWorker } from "../app/server/outbox.server";
import { publicContentVersionReader } from "../app/server/public-content-version.server";
import { describeSmsProvider } from "../app/server/sms.server";
import { NONCE_PLACEHOLDER, PRERENDER_ORIGIN } from "../app/lib/nonce";
import { createRequestMemo, type RequestMemo } from "../app/server/request-memo.server";
import { apiDispatcher } from "./api-dispatch";
import {
  encodePage,
  prerenderedPage,
  readPrerenderedManifest,
  sendEncoded,
  strongEtag,
  type EncodedPage,
} from "./page-bytes";
import { fastPages, pagePath } from "./fast-pages";
import { pageCache } from "./page-cache";
import { countRequests, listenForMetrics, publicMetrics, routeLabeler } from "./metrics";
import { sendPermissionsPolicy } from "./permissions-policy";
import { WRITE_TURNS_DEFAULTS, writeTurns } from "./write-turns";
import { reportRequestError, requestLog } from "./request-log";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    clientIp: string;
    /**
     * Work this request's loaders share (the signed-in staff member, read once per navigation).
     * Optional: a context made without it (the public page cache's renders) reads each time.
     */
    memo?: RequestMemo;
    /** A loader, action or render that failed: its error goes on the request's log line. */
    reportError?: (error: unknown) => void;
  }
}

/**
 * HTTP concerns only: request log, security headers with a per-request CSP nonce, health checks,
 * per-client API limits, prerendered pages, and React Router. Knows nothing of leads or quizzes.
 */
export const app = express();
app.disable("x-powered-by");

const config = getConfig();
// Only the configured proxies may name the visitor in X-Forwarded-For (see TRUST_PROXY in config.server.ts).
if (config.TRUST_PROXY !== undefined) app.set("trust proxy", config.TRUST_PROXY);
// Express reads X-Forwarded-Host only from those proxies, but React Router's adapter (and the API
// dispatcher, built the same way) take its port from anyone once some proxy is trusted, and the
// console's origin check compares with the URL they make: a client's own X-Forwarded-Host goes.
const fromTrustedProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
const behindTls = config.isProduction && (config.siteUrl.startsWith("https://") || config.FORCE_HTTPS);

// Every request is counted, the static files included (by route pattern once React Router's build is loaded).
const requestCounter = countRequests();
app.use(requestCounter);
registerDatabaseGauges(getDatabaseHandle, config.SMS_HOURLY_BUDGET);

// Before everything else, the static files included: every response says which browser features it allows.
app.use(sendPermissionsPolicy);
app.use((req, _res, next) => {
  if (req.headers["x-forwarded-host"] !== undefined && !fromTrustedProxy(req.socket.remoteAddress, 0)) {
    delete req.headers["x-forwarded-host"];
  }
  next();
});

// The API's tier is read once, first: the entry's compression (in `front`) and everything below follow it.
app.use(readApiTier);

/** Form posts take turns while visitors read pages; one pool of posts per process. */
const writeTurnsNow = writeTurns({ ...WRITE_TURNS_DEFAULTS, idleTurns: config.DATABASE_POOL_MAX });
registerFormPostGauges(writeTurnsNow.stats);
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);
app.use((req, res, next) => {
  const tier = res.locals.apiTier as ApiTier | null;
  // A load balancer's probes are nobody reading.
  if ((tier === null || tier === "read") && !PROBES.has(req.path)) writeTurnsNow.noteReader();
  next();
});

/**
 * What an entry serves before everything else here (the production entry: compression and the static
 * files), added by the entry. It sits inside this app rather than in an app of the entry's own, so
 * that one Express app takes every request: see `messageClassesFor` in serve.ts.
 */
export const front = express.Router();
app.use(front);

app.use(requestLog());

// What pages and JSON answers share; only their content security policies differ.
const SHARED_HEADERS = {
  strictTransportSecurity: behindTls ? { maxAge: 31536000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
} as const;

// A JSON answer runs no script and is framed by nobody: it gets a fixed policy that allows nothing,
// and no nonce (a nonce only means something in an HTML page that uses it).
const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] },
  },
  ...SHARED_HEADERS,
});

const pageHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "base-uri": ["'self'"],
      "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'", ...(config.isProduction ? [] : ["ws:"])],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
      "upgrade-insecure-requests": behindTls ? [] : null,
    },
  },
  ...SHARED_HEADERS,
});

app.use((req, res, next) => {
  if (res.locals.apiTier) return apiHeaders(req, res, next);
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  pageHeaders(req, res, next);
});

app.get("/healthz", (_req, res) => {
  res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
});

let draining = false;
/** Called at SIGTERM: the balancer should stop sending requests here before the server closes. */
export function markDraining() {
  draining = true;
}

registerReadiness(async () => !draining && (await checkDatabaseReady(await getDb())).ok);

app.get("/readyz", async (_req, res) => {
  if (draining) {
    res.status(503).json({ status: "draining" });
    return;
  }
  try {
    const db = await getDb();
    const migrations = await checkDatabaseReady(db);
    res
      .status(migrations.ok ? 200 : 503)
      .json({ status: migrations.ok ? "ready" : "migrating", database: "ok", migrations });
  } catch (err) {
    logger.error({ err }, "readiness check failed");
    res.status(503).json({ status: "unavailable", database: "unreachable" });
  }
});

// Off the public port unless METRICS_TOKEN is set (then for the token's bearer only): see server/metrics.ts.
app.get("/metrics", publicMetrics(config.METRICS_TOKEN));

// Staff sign-in and sessions (better-auth). Mounted before anything reads a body: the handler reads
// it itself. Its limiter and origin checks are its own; the client address it sees is the one
// Express resolved (trusting only the configured proxies), never a header the browser sent.
app.all(`${AUTH_BASE_PATH}/*splat`, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const ip = req.ip ?? "";
    res.setHeader("Cache-Control", "no-store");
    // A path the product does not use never reaches the library, not even its rate limiter's table.
    if (!isServedAuthRoute(req.method, req.path)) {
      const answer = await refuseUnservedAuthPath(await getDb(), {
        method: req.method,
        pathname: req.path,
        cookie: req.get("cookie") ?? "",
        ip,
      });
      res.status(answer.status).json(await answer.json());
      return;
    }
    const auth = await getAuth();
    req.headers[CLIENT_IP_HEADER] = ip;
    await withAuthRequest({ ip, userAgent: req.get("user-agent") }, () => toNodeHandler(auth)(req, res));
  } catch (err) {
    next(err);
  }
});

// A write to the JSON API must come from this site's own pages. A browser names the page's origin on
// every cross-site write, so a foreign Origin is refused here: before the write is counted against
// the visitor's limits, and before any route reads the body, sends an SMS or books anything. A request
// without Origin (curl, another server) carries no visitor's cookies and goes on; the console's
// endpoints check again for themselves. The paths are matched as the limiter below reads them, so no
// spelling of an API path slips past.
app.use((req: Request, res: Response, next: NextFunction) => {
  const tier = res.locals.apiTier as ApiTier | null;
  if (!isApiWrite(tier)) return next();
  let sameOrigin = false;
  try {
    // The request's own origin as React Router will see it: the protocol and host Express resolved
    // (X-Forwarded-Proto/-Host only from the trusted proxies).
    sameOrigin = isSameOriginRequest({
      method: req.method,
      url: `${req.protocol}://${req.host}${req.originalUrl}`,
      headers: { get: (name) => req.get(name) ?? null },
    });
  } catch {
    // A Host that makes no URL cannot be the site's own.
  }
  if (sameOrigin) return next();
  res.setHeader("Cache-Control", "no-store");
  res
    .status(403)
    .json(
      tier === "console"
        ? { code: "CROSS_ORIGIN", error: "This request did not come from the console." }
        : { error: { title: "Forbidden", description: "This request did not come from this website." } },
    );
});

// Per-client limits on the JSON API (/api/v1), counted in the database: before React Router, so a
// refused request runs no loader or action and writes nothing.
// Form posts take turns while pages are being read (server/write-turns.ts): queued before their
// body is read or counted, so a flood of posts neither slows the pages nor spends anything.
app.use(
  writeTurnsNow.middleware((_req, res) => {
    const tier = res.locals.apiTier as ApiTier | null;
    return tier === "start" || tier === "code";
  }),
);
app.use(apiRateLimitMiddleware());

// Loaded once and handed over as an object: given a function, React Router rebuilds its route tree on
// every request. (A dynamic import, so the build keeps the server build in its own chunk.)
const serverBuild = await import("virtual:react-router/server-build");

/** Where this build wrote the browser's files (BUILD_DIR at build time): the entry serves them from here. */
export const clientDir = path.resolve(serverBuild.assetsBuildDirectory);
requestCounter.setLabeler(routeLabeler(serverBuild.routes));

/**
 * Prerendered HTML, read once at start, as every visitor gets it: the configured origin in place of
 * the build's placeholder and, instead of a nonce, its inline scripts' hashes in the policy (a page
 * shared by every visitor cannot carry a nonce: see `prerenderedPage`). Its brotli and gzip forms
 * are the build's (scripts/precompress.ts) when the build compressed these very bytes (same
 * origin); otherwise they are made here, once.
 */
const prerendered = new Map<string, EncodedPage>();
/** Pages whose HTML reads the nonce placeholder beyond its attributes: sent with a nonce per request. */
const prerenderedWithNonce = new Map<string, string>();
if (config.isProduction && fs.existsSync(clientDir)) {
  const built = readPrerenderedManifest(clientDir);
  let compressedHere = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const route = rel ? `/${rel}` : "/";
        const raw = fs.readFileSync(full, "utf8");
        const html = prerenderedPage(raw, config.siteUrl);
        if (html === null) {
          prerenderedWithNonce.set(route, raw.replaceAll(PRERENDER_ORIGIN, config.siteUrl));
          continue;
        }
        const bytes = Buffer.from(html, "utf8");
        const fromBuild = built[route] === strongEtag(bytes);
        if (!fromBuild) compressedHere++;
        prerendered.set(
          route,
          encodePage(
            bytes,
            false,
            fromBuild
              ? { br: fs.readFileSync(`${full}.br`), gzip: fs.readFileSync(`${full}.gz`) }
              : undefined,
          ),
        );
      }
    }
  };
  walk(clientDir);
  if (compressedHere > 0) {
    logger.info(
      `${compressedHere} prerendered pages compressed at start (the build compressed them for another SITE_URL)`,
    );
  }
}

/** Prerendered pages sent again before Express once Express has sent them (server/fast-pages.ts). */
const fast = fastPages({
  bytesOf: (pathname, encoding) => prerendered.get(pathname)?.[encoding] ?? null,
  logger,
  count: requestCounter.record,
});
/** Called by the HTTP server before Express: true when it answered the request. */
export const answerBeforeExpress: typeof fast.handle = (req, res) => {
  const answered = fast.handle(req, res);
  if (answered) writeTurnsNow.noteReader();
  return answered;
};

app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
  const page = prerendered.get(pathname);
  // Revalidated on every use (a deploy changes it), with a strong ETag: a 304 costs no body.
  if (page) {
    if (req.method === "GET" && pagePath(req.url) === pathname) {
      res.once("finish", () => {
        const encoding = res.getHeader("Content-Encoding");
        if (encoding === "br" || encoding === "gzip")
          fast.learn(pathname, encoding, res.statusCode, res.getHeaders());
      });
    }
    return sendEncoded(req, res, page, "no-cache");
  }
  const html = prerenderedWithNonce.get(pathname);
  if (!html) return next();
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.send(html.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce));
});

const getLoadContext = (req: Request, res: Response) => ({
  // None on the JSON API's own answers (see apiHeaders): its routes render no page.
  cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
  requestId: String(req.id ?? ""),
  clientIp: req.ip ?? "",
  memo: createRequestMemo(),
  reportError: (error: unknown) => reportRequestError(res, error),
});

/**
 * What React Router renders may be a page even under /api (its 404 page for an unknown API path), so
 * a request that got the API's nonce-less headers gets the page's nonce and policy before it.
 */
const pageLoadContext = (req: Request, res: Response) => {
  if (!res.locals.cspNonce) {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    pageHeaders(req, res, () => {});
  }
  return getLoadContext(req, res);
};

// The JSON API first, straight to its routes' handlers; then everything else through React Router.
app.use(apiDispatcher(serverBuild, getLoadContext));

/**
 * Pages rendered per request whose output depends only on the content and the URL (their filters
 * live in the query): kept in this process, compressed once, and sent with a short shared
 * Cache-Control, until a deploy or a content change (server/page-cache.ts). Production only: the
 * development server rebuilds pages as their code changes.
 */
export const CACHED_PAGES = ["/packages", "/hotels", "/activities"];
if (config.isProduction) {
  app.use(
    pageCache({
      build: serverBuild,
      paths: CACHED_PAGES,
      readVersion: publicContentVersionReader(config.DATABASE_URL),
      siteUrl: config.siteUrl,
    }),
  );
}
app.use(createRequestHandler({ build: serverBuild, getLoadContext: pageLoadContext }));

let worker: ReturnType<typeof startOutboxWorker> | undefined;
let maintenance: ReturnType<typeof startMaintenance> | undefined;
let backups: { close: () => Promise<void> } | undefined;
let metricsServer: Awaited<ReturnType<typeof listenForMetrics>>["server"] | undefined;

/**
 * Opens the database (migrating it), starts the outbox worker and its clean-up and, on PGlite, the
 * socket `npm run backup` asks for a copy on. Called once by the entry.
 */
export async function startBackgroundWork() {
  const handle = await getDatabaseHandle();
  const { db } = handle;
  if (handle.dump) {
    const listening = await listenForBackups(config.dataDir, handle.dump, (err) =>
      logger.error({ err: serializeError(err) }, "backup: the database could not be dumped"),
    );
    if ("unavailable" in listening) logger.warn(`backup socket: ${listening.unavailable}`);
    else backups = listening;
  }
  if (!config.OUTBOX_DISABLED) {
    worker = startOutboxWorker(db, OUTBOX_JOBS, { pollMs: config.OUTBOX_POLL_MS });
    maintenance = startMaintenance(db, MAINTENANCE_TASKS);
  }
  await announceFirstAdminSetup(db, config.siteUrl);
  let metrics = config.METRICS_TOKEN ? "metrics: /metrics with the bearer token (METRICS_TOKEN)" : "";
  if (config.METRICS_PORT !== undefined) {
    const listening = await listenForMetrics(config.METRICS_PORT, config.METRICS_HOST);
    metricsServer = listening.server;
    metrics = `metrics: ${listening.url}${config.METRICS_TOKEN ? ", and /metrics with the bearer token" : ""}`;
  }
  return {
    providers: [
      describeSmsProvider(config),
      describeMailProvider(config),
      `database: ${config.DATABASE_URL ? "PostgreSQL" : `PGlite in ${path.join(config.dataDir, "pglite")}`}`,
      ...(metrics ? [metrics] : []),
    ],
  };
}

/** Stops the worker (the job it is running finishes, the others it claimed are handed back) and the clean-up. */
export async function stopBackgroundWork() {
  const closeMetrics = new Promise<void>((resolve) =>
    metricsServer ? metricsServer.close(() => resolve()) : resolve(),
  );
  await Promise.all([worker?.stop(), maintenance?.stop(), backups?.close(), closeMetrics]);
}

export { closeDatabase, logger };
