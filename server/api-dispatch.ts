import type { NextFunction, Request, Response } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { matchRoutes, type ServerBuild } from "react-router";
import { errorResponse } from "../app/server/http.server";
import { reportRequestError } from "./request-log";

type RouteHandler = (args: {
  request: globalThis.Request;
  params: Record<string, string | undefined>;
  context: unknown;
}) => unknown;
type RouteModule = {
  loader?: RouteHandler;
  action?: RouteHandler;
  default?: unknown;
  ErrorBoundary?: unknown;
};
type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
type RouteTree = Parameters<typeof matchRoutes>[0];

/** A route path's segments; null when it can match a varying number of them (a splat, an optional). */
function fixedSegments(path: string): number | null {
  const segments = path.split("/").filter(Boolean);
  return segments.some((s) => s.includes("*") || s.endsWith("?")) ? null : segments.length;
}

/**
 * The route React Router would pick for a path, found with its own `matchRoutes` over the build's
 * route manifest (the same table its request handler matches against), so its ranking, decoding
 * and any route added to app/routes.ts apply here unchanged. `matchRoutes` flattens and ranks the
 * tree it is given on every call; given the whole site that costs more than many of the API's
 * handlers. So it is given only the routes that can match a path of that many segments: a route of
 * static and `:param` segments matches exactly as many (each matches one, never a `/`), and a route
 * with a splat or an optional segment is given for every length. Which route wins among them stays
 * React Router's decision (a contract test compares this with `matchRoutes` over the whole table).
 */
export function routeMatcher(manifest: ServerBuild["routes"]) {
  const routes = Object.values(manifest).filter((r): r is ManifestRoute => Boolean(r));
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const lengthOf = new Map(routes.map((route) => [route.id, fixedSegments(fullPath(route))]));
  const longest = Math.max(0, ...[...lengthOf.values()].map((n) => n ?? 0));

  /** The route tree in matchRoutes' shape, with only the routes that can match `n` segments. */
  const treeFor = (n: number) => {
    const build = (parentId: string | undefined): RouteTree =>
      routes
        .filter((route) => route.parentId === parentId)
        .flatMap((route): RouteTree => {
          const children = build(route.id);
          const length = lengthOf.get(route.id);
          if (!children.length && length !== null && length !== n) return [];
          return route.index
            ? [{ id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }]
            : [{ id: route.id, path: route.path, caseSensitive: route.caseSensitive, children }];
        });
    return build(undefined);
  };
  const trees = new Map<number, RouteTree>();

  return (pathname: string) => {
    // Longer than any fixed route: only the variable ones can match, the same tree for every length.
    const n = Math.min(pathname.split("/").filter(Boolean).length, longest + 1);
    let tree = trees.get(n);
    if (!tree) trees.set(n, (tree = treeFor(n)));
    const target = matchRoutes(tree, pathname)?.at(-1);
    const route = target?.route.id ? byId.get(target.route.id) : undefined;
    return route ? { route, params: target!.params } : null;
  };
}

/** React Router's rule: a route without a component or an error boundary is a resource route. */
const isResourceRoute = (module: RouteModule) => module.default == null && module.ErrorBoundary == null;

const NO_SUCH_ENDPOINT = {
  title: "Not Found",
  description: "There is no API endpoint at this address. Check the path and the method.",
};

const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * The JSON API's resource routes (`api/…` in app/routes.ts) served straight from Express: matched
 * by React Router's `matchRoutes` over the build's routes and called with the arguments React
 * Router would give them, but without its request handler around each call (the single-fetch data
 * plumbing and the rest of what pages need), which costs more than many of these handlers' own
 * work. An API route returns (or throws) a `Response`. Pages and anything unusual (a method a
 * route does not handle, a `.data` request) go on to React Router.
 */
export function apiDispatcher(
  build: Pick<ServerBuild, "routes">,
  getLoadContext: (req: Request, res: Response) => unknown,
) {
  const match = routeMatcher(build.routes);

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith("/api/")) return next();
    // A dot segment, plain or percent-encoded, is resolved by the URL parser before React Router and
    // the API's limits read the path; matched raw here it could reach a route under another name.
    // Such paths are left to React Router, which reads them as the limits did.
    if (DOT_SEGMENT.test(req.path)) return next();
    const found = match(req.path);
    const module = found?.route.module as RouteModule | undefined;
    if (!found || !module || !isResourceRoute(module)) {
      // A client of the JSON API that asks for an address it does not have (the site's not-found
      // page would be React Router's answer) gets the API's error, not that page. React Router's own
      // data requests (`.data`) are left to it.
      if (!req.path.startsWith("/api/v1/") || req.path.endsWith(".data")) return next();
      return send(res, errorResponse(404, NO_SUCH_ENDPOINT), req.method === "HEAD").catch(next);
    }
    const { route, params } = found;
    const isRead = req.method === "GET" || req.method === "HEAD";
    const handler = isRead ? module.loader : module.action;
    if (!handler) return next();

    let body: Buffer<ArrayBuffer> | null;
    try {
      body = await smallBody(req);
    } catch {
      // The client went away while sending: there is no one to answer.
      return;
    }
    let response: globalThis.Response;
    const request = fetchRequest(req, res, body);
    try {
      const result = await handler({ request, params, context: getLoadContext(req, res) });
      if (result instanceof globalThis.Response) response = result;
      else {
        // React Router would turn other values (an object, a string, `data()`) into a response by
        // rules of its own; the API's routes answer with a Response (jsonResponse, errorResponse),
        // so that nothing here depends on those rules. A route that does not is a bug, said so.
        reportRequestError(res, new Error(`API route ${route.id} answered without a Response`));
        response = new globalThis.Response("Unexpected Server Error", { status: 500 });
      }
    } catch (thrown) {
      if (thrown instanceof globalThis.Response) response = thrown;
      else {
        // The request's log line carries it: one line for the failure (server/request-log.ts).
        reportRequestError(
          res,
          thrown instanceof Error
            ? thrown
            : new Error(`API route ${route.id} threw a value that is neither an Error nor a Response`),
        );
        response = new globalThis.Response("Unexpected Server Error", { status: 500 });
      }
    }
    try {
      await send(res, response, req.method === "HEAD");
    } catch (err) {
      next(err);
    }
  };
}

/** A body this size or smaller, with its length declared, is read whole before the route runs. */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * A small body with a declared length (every JSON form post) as one buffer: the route reads it from
 * memory instead of through a web stream piped from the socket, which costs more than the parsing.
 * Anything else (no length, a chunked upload, a larger file) stays a stream, which the route reads
 * with its own limit and abandons once past it. Null: stream it.
 */
async function smallBody(req: Request): Promise<Buffer<ArrayBuffer> | null> {
  if (req.method === "GET" || req.method === "HEAD") return null;
  const declared = Number(req.headers["content-length"]);
  if (!req.headers["content-length"] || !Number.isSafeInteger(declared) || declared > SMALL_BODY_BYTES)
    return null;
  if (req.headers["transfer-encoding"]) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    chunks.push(chunk);
  }
  // Node stops at the declared length; more or fewer bytes would have failed the request already.
  return Buffer.concat(chunks, size);
}

/** The Fetch request a route expects, as @react-router/express builds it (same URL, same abort on close). */
function fetchRequest(req: Request, res: Response, body: Buffer<ArrayBuffer> | null): globalThis.Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = body ?? createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init);
}

async function send(res: Response, response: globalThis.Response, headOnly: boolean) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const type = response.headers.get("Content-Type") ?? "";
  if (/text\/event-stream/i.test(type)) res.flushHeaders();
  if (response.body && !headOnly && /^application\/json/i.test(type)) {
    // A JSON answer is small and whole: sent with its length in one write, rather than piped as a
    // chunked stream (a write per chunk, and one more for the end).
    const bytes = Buffer.from(await response.arrayBuffer());
    res.setHeader("Content-Length", bytes.length);
    res.end(bytes);
  } else if (response.body && !headOnly) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    await response.body?.cancel();
    res.end();
  }
}
