import type { NextFunction, Request, Response } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { errorResponse } from "../app/server/http.server";
import { logger } from "../app/server/logger.server";

type RouteHandler = (args: {
  request: globalThis.Request;
  params: Record<string, string | undefined>;
  context: unknown;
}) => unknown;
type ApiRoute = {
  id: string;
  pattern: RegExp;
  paramNames: string[];
  score: number;
  loader?: RouteHandler;
  action?: RouteHandler;
};

/**
 * A route path of static and `:param` segments as a pattern, scored as React Router ranks routes
 * (a static segment 10, a parameter 3), so `contacts/export` wins over `contacts/:contactId`.
 * Compiled once: React Router's own matcher flattens and ranks the whole route list on every call.
 */
function compile(path: string, caseSensitive = false) {
  const segments = path.split("/").filter(Boolean);
  if (segments.some((s) => s.includes("*") || s.endsWith("?")))
    throw new Error(`API route ${path}: only static and :param segments are dispatched directly`);
  const paramNames: string[] = [];
  const source = segments
    .map((segment) => {
      if (segment.startsWith(":")) {
        paramNames.push(segment.slice(1));
        return "/([^/]+)";
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return {
    pattern: new RegExp(`^${source}/*$`, caseSensitive ? "" : "i"),
    paramNames,
    score: segments.length + segments.reduce((sum, s) => sum + (s.startsWith(":") ? 3 : 10), 0),
  };
}

const NO_SUCH_ENDPOINT = {
  title: "Not Found",
  description: "There is no API endpoint at this address. Check the path and the method.",
};

const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

function decodeParam(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The JSON API's resource routes (`api/…` in app/routes.ts) served straight from Express: matched
 * as React Router ranks routes and called with the arguments React Router would give them, but
 * without its request handler around each call (route-tree matching for the page framework, the
 * single-fetch data plumbing), which costs more than many of these handlers' own work. Pages and
 * anything unusual (a method a route does not handle, a `.data` request) go on to React Router.
 */
export function apiDispatcher(
  build: Pick<ServerBuild, "routes">,
  getLoadContext: (req: Request, res: Response) => unknown,
) {
  const apiRoutes: ApiRoute[] = Object.values(build.routes)
    .filter((route) => route?.path?.startsWith("api/"))
    .map((route) => {
      const module = route!.module as { loader?: RouteHandler; action?: RouteHandler };
      return {
        id: route!.id,
        ...compile(route!.path!, route!.caseSensitive),
        loader: module.loader,
        action: module.action,
      };
    })
    .sort((a, b) => b.score - a.score);

  const match = (pathname: string) => {
    for (const route of apiRoutes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, i) => (params[name] = decodeParam(found[i + 1]!)));
      return { route, params };
    }
    return null;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith("/api/")) return next();
    // A dot segment, plain or percent-encoded, is resolved by the URL parser before React Router and
    // the API's limits read the path; matched raw here it could reach a route under another name.
    // Such paths are left to React Router, which reads them as the limits did.
    if (DOT_SEGMENT.test(req.path)) return next();
    const found = match(req.path);
    if (!found) {
      // A client of the JSON API that asks for an address it does not have gets the API's error, not
      // the site's 404 page. React Router's own data requests (`.data`) are left to it, and so is a
      // percent-encoded spelling of a route's path, which React Router decodes before it matches.
      if (!req.path.startsWith("/api/v1/") || req.path.endsWith(".data") || match(decodeParam(req.path)))
        return next();
      return send(res, errorResponse(404, NO_SUCH_ENDPOINT), req.method === "HEAD").catch(next);
    }
    const { route, params } = found;
    const isRead = req.method === "GET" || req.method === "HEAD";
    const handler = isRead ? route.loader : route.action;
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
      response = toResponse(await handler({ request, params, context: getLoadContext(req, res) }));
    } catch (thrown) {
      if (thrown instanceof globalThis.Response) response = thrown;
      else {
        logger.error({ err: thrown, path: req.path }, "API route failed");
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

/** What a route returned, as React Router turns it into a response: JSON unless it is one already. */
function toResponse(result: unknown): globalThis.Response {
  if (result instanceof globalThis.Response) return result;
  if (typeof result === "string") return new globalThis.Response(result);
  // `data(value, init)`: the value as JSON with the given status and headers.
  if (
    result &&
    typeof result === "object" &&
    (result as { type?: unknown }).type === "DataWithResponseInit"
  ) {
    const { data, init } = result as { data: unknown; init?: ResponseInit };
    return globalThis.Response.json(data, init ?? undefined);
  }
  return globalThis.Response.json(result);
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
