import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inlineScriptHashes, sendEncoded, strongEtag, withoutNonce, type EncodedPage } from "./page-bytes";

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** How long a CDN may keep a cached page without asking again, and serve it while it asks. */
export const PAGE_S_MAXAGE = 30;
export const PAGE_STALE_WHILE_REVALIDATE = 60;
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_S_MAXAGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;
/** What a page answered for one visitor says: no cache anywhere keeps it. */
export const VISITOR_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * A request that carries who the visitor is: a phone or e-mail proof (`vp_…`), a staff session.
 * Its page is rendered for it alone, never from the cache nor into it.
 */
const VISITOR_COOKIE = /(?:^|;\s*)(?:vp_\w+|(?:__Secure-)?vox\.session_token)=/;

/** Past this, a version read is not waited for: the page is rendered as if none were kept. */
const VERSION_WAIT_MS = 1000;

/** The headers of a render the cache keeps with the page; the rest are the cache's own or the visitor's. */
const NOT_KEPT = new Set([
  "cache-control",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "set-cookie",
  "date",
  "connection",
  "transfer-encoding",
]);

type Entry = { page: EncodedPage; headers: [string, string][]; version: number; madeAt: number };

export type PageCacheOptions = {
  build: ServerBuild;
  /** Pathnames whose page depends only on the content and the URL (its query included). */
  paths: string[];
  /** The content version (every process reads the same, from the database). */
  readVersion: () => Promise<number>;
  /** The configured origin: the render's URL, whatever Host the visitor sent. */
  siteUrl: string;
  /** After this a page is made again in the background (a supplier's list may change on its own). */
  refreshAfterMs?: number;
  maxEntries?: number;
  now?: () => number;
};

/**
 * Pages rendered per request whose output depends only on the content and the URL, kept in this
 * process: keyed by URL, compressed once in both encodings, sent with a strong ETag and a
 * Cache-Control that lets a CDN keep them briefly. A kept page is sent only while the content version
 * it was made at is the database's (read for every request, so a change committed by any process is
 * never followed by an older page) and this build runs (the cache lives in the process).
 *
 * The render never sees the visitor: it is made from the URL on the configured origin, with no
 * cookie or other header of the request, so nothing of one visitor can reach another. A request
 * that carries a proof or a staff session gets a page rendered for it alone, marked private. A render
 * that sets a cookie, says private or no-store, fails, or keeps a nonce anywhere but in attributes
 * is not kept: the request is handed on to React Router as any other page is.
 */
export function pageCache(options: PageCacheOptions) {
  const handle = createRequestHandler(options.build, "production");
  const paths = new Set(options.paths);
  const maxEntries = options.maxEntries ?? 500;
  const refreshAfterMs = options.refreshAfterMs ?? PAGE_S_MAXAGE * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();
  const readVersion = versionReader(options.readVersion);

  async function fill(url: string, version: number): Promise<Entry | null> {
    // A nonce of the render's own, taken out of the page below (the page's scripts go by their hashes).
    const nonce = crypto.randomBytes(16).toString("base64");
    const response = await handle(new Request(new URL(url, options.siteUrl), { method: "GET" }), {
      cspNonce: nonce,
      requestId: "",
      clientIp: "",
    });
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const text = await response.text();
    if (
      response.status !== 200 ||
      response.headers.has("Set-Cookie") ||
      /\b(private|no-store)\b/i.test(cacheControl) ||
      !response.headers.get("Content-Type")?.startsWith("text/html")
    ) {
      return null;
    }
    const html = withoutNonce(text, nonce);
    if (html.includes(nonce)) return null;
    const identity = Buffer.from(html, "utf8");
    const [br, gzip] = await Promise.all([
      brotliAsync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(identity, { level: 6 }),
    ]);
    const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
    const entry: Entry = {
      page: { identity, br, gzip, etag: strongEtag(identity), scriptHashes: inlineScriptHashes(html) },
      headers,
      version,
      madeAt: now(),
    };
    entries.delete(url);
    entries.set(url, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  }

  /** One render per URL and version at a time: a burst of visitors to a page not yet kept waits for one. */
  function fillOnce(url: string, version: number) {
    const key = `${version} ${url}`;
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(url, version).finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    return pending;
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    if (!paths.has(pathname)) return next();
    const visitor = VISITOR_COOKIE.test(req.get("cookie") ?? "");
    let version: number;
    try {
      version = visitor ? -1 : await withTimeout(readVersion(), VERSION_WAIT_MS);
    } catch {
      // Without the version no kept page can be trusted: the page is rendered as if none were kept.
      return next();
    }
    try {
      if (visitor) return await sendForVisitor(req, res);
      const url = req.originalUrl;
      let entry = entries.get(url);
      if (entry && entry.version === version) {
        if (now() - entry.madeAt > refreshAfterMs) void fillOnce(url, version).catch(() => {});
      } else {
        entry = (await fillOnce(url, version)) ?? undefined;
      }
      if (!entry) return next();
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      sendEncoded(req, res, entry.page, SHARED_PAGE_CACHE_CONTROL);
    } catch (err) {
      next(err);
    }
  };

  /** The page rendered for this visitor's own request (its cookies included), said to be theirs alone. */
  async function sendForVisitor(req: Request, res: Response) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const response = await handle(
      new Request(new URL(req.originalUrl, options.siteUrl), { method: "GET", headers }),
      {
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(req.id ?? ""),
        clientIp: req.ip ?? "",
      },
    );
    res.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.setHeader("Cache-Control", VISITOR_PAGE_CACHE_CONTROL);
    res.send(await response.text());
  }
  return Object.assign(middleware, { clear: () => entries.clear() });
}

/**
 * Reads the version with at most one read in flight: a request waits for a read that started after
 * it arrived (never one already under way, which may have started before a change it must see), and
 * every request that arrived while a read was in flight shares the next one.
 */
export function versionReader(read: () => Promise<number>) {
  let inFlight: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = (): Promise<number> => {
    const p = read().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };
  return (): Promise<number> => {
    if (!inFlight) return start();
    if (!next) {
      const after = inFlight.catch(() => 0);
      next = after.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timed out")), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
