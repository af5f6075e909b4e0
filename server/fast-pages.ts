import crypto from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { loggableUrl } from "../app/server/logger.server";

/**
 * Prerendered pages answered before Express. A prerendered page is the same bytes for every visitor,
 * yet the way through Express (request counter, permissions policy, API tier, static files, request
 * log, security headers, the prerendered handler) cost it about ten times what sending the bytes
 * costs: on a campaign day that is the difference between the home page keeping up and not.
 *
 * Nothing here decides a header. The first time Express sends a prerendered page in an encoding, the
 * headers it sent are kept (`learn`); from then on a plain request for that page in that encoding
 * gets exactly those headers and the page's bytes from here, with its own request id, its log line
 * in the request log's shape and its count in the metrics. Anything that is not plain goes through
 * Express as before: a method other than GET, a conditional or range request (Express answers 304s),
 * an Accept-Encoding with weights, a page never sent yet, a response that set a cookie or carried a
 * nonce.
 */

export type FastEncoding = "br" | "gzip";

type Learned = { headers: [string, string | number | string[]][] };

/** Headers made per response: never replayed. */
const PER_RESPONSE = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

/** The request log's id rule: a well-formed id the client (or a proxy) sent, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && /^[\w.-]{6,100}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * The encoding a plain Accept-Encoding asks for, as Express would choose it (brotli first, then
 * gzip); null when the header carries weights or parameters, or names neither: Express decides those.
 */
export function plainEncoding(header: string | string[] | undefined): FastEncoding | null {
  if (typeof header !== "string" || header.includes(";")) return null;
  const names = header.split(",").map((t) => t.trim().toLowerCase());
  if (names.includes("br")) return "br";
  if (names.includes("gzip")) return "gzip";
  return null;
}

/** A page path as the prerendered handler reads it: the query dropped, trailing slashes too. */
export function pagePath(url: string): string {
  const at = url.indexOf("?");
  const path = at < 0 ? url : url.slice(0, at);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function fastPages(options: {
  /** The page's bytes in an encoding, or null when the path is not a prerendered page. */
  bytesOf: (pathname: string, encoding: FastEncoding) => Buffer | null;
  logger: Logger;
  /** Counts the request in the metrics, as the request counter does for Express's requests. */
  count: (method: string, pathname: string, status: number, seconds: number) => void;
}) {
  const learned = new Map<string, Learned>();
  const keyOf = (pathname: string, encoding: FastEncoding) => `${encoding} ${pathname}`;

  return {
    /**
     * Keeps what Express sent for a prerendered page, when it can be sent again as it is to anyone:
     * a 200 with the whole body, no cookie, no nonce in its policy.
     */
    /** `headers` as the response set them, names in any case (kept as written). */
    learn(pathname: string, encoding: FastEncoding, status: number, headers: OutgoingHttpHeaders) {
      const named = (name: string) =>
        Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
      if (status !== 200 || named("set-cookie") !== undefined) return;
      if (String(named("content-security-policy") ?? "").includes("'nonce-")) return;
      if (named("content-encoding") !== encoding) return;
      const kept: Learned["headers"] = [];
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || PER_RESPONSE.has(name.toLowerCase())) continue;
        kept.push([name, value]);
      }
      learned.set(keyOf(pathname, encoding), { headers: kept });
    },

    /** Answers the request and returns true, or returns false and leaves it to Express untouched. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET") return false;
      const h = req.headers;
      if (h["if-none-match"] || h["if-modified-since"] || h.range) return false;
      const encoding = plainEncoding(h["accept-encoding"]);
      if (!encoding) return false;
      const url = req.url ?? "/";
      const pathname = pagePath(url);
      const page = learned.get(keyOf(pathname, encoding));
      if (!page) return false;
      const body = options.bytesOf(pathname, encoding);
      if (!body) return false;
      const started = process.hrtime.bigint();
      const id = requestIdOf(req);
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.setHeader("X-Request-Id", id);
      res.setHeader("Content-Length", body.length);
      res.statusCode = 200;
      res.end(body);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      options.count("GET", pathname, 200, seconds);
      options.logger.info(
        {
          req: { id, method: "GET", url: loggableUrl(url) },
          res: { statusCode: 200 },
          responseTime: Math.round(seconds * 1000),
        },
        "request completed",
      );
      return true;
    },
  };
}
