import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { NONCE_PLACEHOLDER, PRERENDER_ORIGIN } from "../app/lib/nonce";

/**
 * A page's bytes as they are sent: the page itself, its brotli and gzip forms (each made once), a
 * strong validator, and the policy sources that let its inline scripts run. Shared by the prerendered
 * pages (compressed by the build, see scripts/precompress.ts) and the server's page cache.
 */
export type EncodedPage = {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong ETag of the page's bytes; each encoding adds its own suffix (a representation's own tag). */
  etag: string;
  /** `'sha256-…'` of every inline script, for the page's script-src (it carries no nonce). */
  scriptHashes: string[];
};

/**
 * A prerendered page as every visitor gets it: the configured origin in place of the build's
 * placeholder, and no nonce attributes. A page shared by every visitor cannot carry a nonce (a nonce
 * is worth something only if each response has its own): its inline scripts are allowed by their
 * hashes instead, which allow exactly these scripts and nothing injected beside them.
 */
export function prerenderedPage(raw: string, siteUrl: string): string | null {
  const html = withoutNonce(raw.replaceAll(PRERENDER_ORIGIN, siteUrl), NONCE_PLACEHOLDER);
  // A placeholder anywhere else (a script that reads it) would be sent as it is: such a page keeps
  // being sent with a nonce of its own.
  return html.includes(NONCE_PLACEHOLDER) ? null : html;
}

/** The page without the `nonce="…"` attributes a render wrote with `nonce`. */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, "");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash source of each inline script: the browser hashes the script element's text exactly as
 * written (a script's text is raw: no entity is decoded), in UTF-8. Scripts with a `src` have no text
 * of their own and are allowed by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || text === "") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A strong validator of these bytes (quoted, as the header carries it). */
export function strongEtag(bytes: Buffer): string {
  return `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/** Brotli at its best (the build's files, once) or at a quality a request can wait for (a cache fill). */
export function brotli(bytes: Buffer, best: boolean): Buffer {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: best ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export function gzip(bytes: Buffer, best: boolean): Buffer {
  return zlib.gzipSync(bytes, { level: best ? zlib.constants.Z_BEST_COMPRESSION : 6 });
}

/** Encodes a page once, in both encodings. */
export function encodePage(
  html: string | Buffer,
  best = false,
  given?: { br?: Buffer; gzip?: Buffer },
): EncodedPage {
  const identity = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  return {
    identity,
    br: given?.br ?? brotli(identity, best),
    gzip: given?.gzip ?? gzip(identity, best),
    etag: strongEtag(identity),
    scriptHashes: inlineScriptHashes(identity.toString("utf8")),
  };
}

/**
 * The page's policy with its scripts' hashes where the request's nonce was: the rest of the policy
 * is the one every page gets (set before, by the page headers).
 */
export function allowScriptsByHash(res: Response, hashes: string[]) {
  const policy = res.getHeader("Content-Security-Policy");
  const nonce = res.locals.cspNonce as string | undefined;
  if (typeof policy !== "string" || !nonce) return;
  res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, hashes.join(" ")));
}

/**
 * Sends the page in the encoding the request accepts best (brotli, then gzip, else as it is), with
 * a strong ETag of that representation: a request whose If-None-Match names it is answered 304
 * with no body (Express's `res.send` reads the request's freshness). HEAD gets the headers only.
 */
export function sendEncoded(req: Request, res: Response, page: EncodedPage, cacheControl: string) {
  // Ours to choose among what the request accepts: browsers list gzip first and brotli after.
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControl);
  res.vary("Accept-Encoding");
  allowScriptsByHash(res, page.scriptHashes);
  let body = page.identity;
  let tag = page.etag;
  if (encoding === "br" || encoding === "gzip") {
    body = page[encoding];
    res.setHeader("Content-Encoding", encoding);
    tag = `${page.etag.slice(0, -1)}-${encoding}"`;
  }
  res.setHeader("ETag", tag);
  res.send(body);
}

/** Where the build records which prerendered bytes it compressed: beside the client folder, not served. */
export const PRERENDERED_MANIFEST = "prerendered.json";

/** Route → strong ETag of the page the build compressed; empty for a build that compressed none. */
export function readPrerenderedManifest(clientDir: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, "..", PRERENDERED_MANIFEST), "utf8")) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}
