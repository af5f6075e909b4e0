/**
 * Pages rendered to static HTML at build time, and the indexable pages listed in the sitemap.
 * Feature issues add their paths here (e.g. the 18 destination pages).
 */
const INDEXABLE_STATIC_PAGES = ["/", "/about", "/contact", "/deals", "/packages", "/hotels", "/wedding-planner", "/quiz", "/activities"];
const NOINDEX_STATIC_PAGES = ["/privacy", "/terms", "/cancellations"];

/** Prerendered at build (no per-request data). */
export function prerenderPaths(): string[] {
  return ["/", "/about", "/contact", "/deals", ...NOINDEX_STATIC_PAGES];
}

/** Listed in /sitemap.xml. */
export function sitemapPaths(): string[] {
  return [...INDEXABLE_STATIC_PAGES];
}
