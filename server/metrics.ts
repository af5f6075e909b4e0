// Prometheus metrics over HTTP: each request counted by its route pattern, and /metrics served on a
// listener of its own (METRICS_PORT, on 127.0.0.1 unless told) or, with METRICS_TOKEN, on the public
// port to a request that carries the token. Neither configured: the public port has no /metrics.
import crypto from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { httpRequestDuration, httpRequests, metricsRegistry } from "../app/server/metrics.server";
import { routeMatcher } from "./api-dispatch";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Paths the app answers itself, outside React Router's routes. */
const OWN_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);
/** How many paths' route labels are remembered (see routeLabeler). */
const LABELS_KEPT = 2000;

/**
 * The label for a path: the pattern of the route React Router would pick (`/api/v1/quiz/
 * submissions/:id/verify`), never the path itself, so the label's values are as many as the routes.
 * Files served as they are count as `/assets/*` or `static`; anything else matched by no route but
 * the catch-all is `/*`.
 */
export function routeLabeler(manifest: ServerBuild["routes"]) {
  const match = routeMatcher(manifest);
  const routes = Object.values(manifest).filter((r) => r !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const patternOf = (id: string): string => {
    const route = byId.get(id);
    if (!route) return "";
    const parent = route.parentId ? patternOf(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = new Map(routes.map((route) => [route.id, `/${patternOf(route.id)}`]));
  // React Router's matchRoutes flattens and ranks the route tree on every call: a tenth of a page's
  // CPU when every request is labelled. A path's label never changes, so the labels of the paths
  // seen are kept (at most LABELS_KEPT: paths are the client's choice, so the table is emptied when
  // full rather than allowed to grow).
  const kept = new Map<string, string>();
  return (pathname: string): string => {
    const known = kept.get(pathname);
    if (known !== undefined) return known;
    if (kept.size >= LABELS_KEPT) kept.clear();
    const label = labelOf(pathname);
    kept.set(pathname, label);
    return label;
  };

  function labelOf(pathname: string): string {
    if (OWN_PATHS.has(pathname)) return pathname;
    if (pathname.startsWith("/assets/")) return "/assets/*";
    if (pathname.startsWith("/api/auth/")) return "/api/auth/*";
    let pattern: string | undefined;
    try {
      const found = match(pathname);
      pattern = found ? patterns.get(found.route.id) : undefined;
    } catch {
      // A path React Router cannot decode matches nothing.
    }
    if (!pattern || pattern === "/*") return /\.[a-z0-9]+$/i.test(pathname) ? "static" : "/*";
    return pattern;
  }
}

/**
 * Counts every request and its duration when its response ends. The label function is asked only
 * then, so the app may give it once React Router's build is loaded (`setLabeler`).
 */
export function countRequests() {
  let label: ((pathname: string) => string) | undefined;
  const record = (requestMethod: string, pathname: string, status: number, seconds: number) => {
    const method = METHODS.has(requestMethod) ? requestMethod : "OTHER";
    const route = label ? label(pathname) : "/*";
    httpRequests.inc({ method, route, status: String(status) });
    httpRequestDuration.observe({ method, route }, seconds);
  };
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const pathname = req.path;
    res.once("finish", () => {
      record(req.method, pathname, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
  return Object.assign(middleware, {
    /** Counts a request answered before Express (server/fast-pages.ts). */
    record,
    setLabeler: (fn: (pathname: string) => string) => {
      label = fn;
    },
  });
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string) {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(token).digest();
  return given.length > 0 && crypto.timingSafeEqual(a, b);
}

async function sendMetrics(res: Response | ServerResponse) {
  try {
    const body = await metricsRegistry.metrics();
    res.statusCode = 200;
    res.setHeader("Content-Type", metricsRegistry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(body);
  } catch (err) {
    // A gauge read from the database failed: the scrape fails (Prometheus records `up` 0 for it).
    res.statusCode = 503;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(`metrics unavailable: ${err instanceof Error ? err.message : String(err)}\n`);
  }
}

/**
 * GET /metrics on the public port: with METRICS_TOKEN set, answered to a request bearing it and
 * refused (401) otherwise; without it, passed on (React Router's 404), as if there were none.
 */
export function publicMetrics(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!token) return next();
    if (!bearerMatches(req.get("authorization"), token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.setHeader("Cache-Control", "no-store");
      res.status(401).json({ error: "Metrics need the bearer token (METRICS_TOKEN)." });
      return;
    }
    void sendMetrics(res);
  };
}

/** The metrics' own listener: GET /metrics and nothing else. Resolves with its address once listening. */
export async function listenForMetrics(port: number, host: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const pathname = (req.url ?? "").split("?")[0];
    if (pathname === "/metrics" && (req.method === "GET" || req.method === "HEAD")) {
      void sendMetrics(res);
      return;
    }
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Only /metrics is served here.\n");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return { server, url: `http://${shownHost}:${actualPort}/metrics` };
}
