import { getConfig } from "~/server/config.server";

/**
 * State-changing requests must come from our own pages: the Origin (or, without one, the fetch
 * metadata) has to name this site. SameSite cookies already stop most cross-site posts; this also
 * stops a sibling subdomain.
 */
export function isSameOriginRequest(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return true;
  const origin = request.headers.get("origin");
  if (origin) return origin === getConfig().siteUrl || origin === new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}
