import { getConfig } from "~/server/config.server";

/**
 * What the check reads of a request: a fetch Request has it, and so does a plain object describing an
 * Express request (server/app.ts checks API writes before React Router builds a Request).
 */
export type OriginFacts = { method: string; url: string; headers: { get(name: string): string | null } };

/**
 * State-changing requests must come from our own pages: the Origin (or, without one, the fetch
 * metadata) has to name this site. SameSite cookies already stop most cross-site posts; this also
 * stops a sibling subdomain.
 */
export function isSameOriginRequest(request: OriginFacts): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return true;
  const origin = request.headers.get("origin");
  if (origin) return origin === getConfig().siteUrl || origin === new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}
