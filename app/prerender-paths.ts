/**
 * Pages rendered to static HTML at build time, and the indexable pages listed in the sitemap.
 * A page with a path parameter is listed here from its data, so a new package, hotel or destination
 * is never missed. Relative imports, and only alias-free modules: react-router.config.ts loads this
 * file before Vite (and its "~" alias) is set up.
 */
import { packages } from "./features/packages/index.server";
import { hotels } from "./features/hotels/index.server";
import { destinationIndex } from "./lib/destination-index";

const INDEXABLE_STATIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/deals",
  "/packages",
  "/hotels",
  "/wedding-planner",
  "/quiz",
  "/activities",
  "/luxe-match",
];
const NOINDEX_STATIC_PAGES = ["/privacy", "/terms", "/cancellations"];

const PACKAGE_PAGES = packages.map((p) => `/packages/${p.id}`);
const HOTEL_PAGES = hotels.map((h) => `/hotel/${h.id}`);
const DESTINATION_PAGES = destinationIndex.map((d) => `/destination/${d.slug}`);

/** Prerendered at build (no per-request data). */
export function prerenderPaths(): string[] {
  // /packages and /hotels are rendered per request: their filters live in the query string.
  return [
    "/",
    "/about",
    "/contact",
    "/deals",
    "/wedding-planner",
    "/quiz",
    ...NOINDEX_STATIC_PAGES,
    ...PACKAGE_PAGES,
    ...HOTEL_PAGES,
    ...DESTINATION_PAGES,
  ];
}

/** Listed in /sitemap.xml. */
export function sitemapPaths(): string[] {
  return [...INDEXABLE_STATIC_PAGES, ...PACKAGE_PAGES, ...HOTEL_PAGES, ...DESTINATION_PAGES];
}
