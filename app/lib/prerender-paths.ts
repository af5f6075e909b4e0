/**
 * Pages rendered to static HTML at build time, and the indexable pages listed in the sitemap.
 * Feature issues add their paths here (e.g. the 18 destination pages).
 */
// One page per package and per Goa hotel, taken from their data so a new entry is never missed.
// (lib may not import features in general; these static data modules are the exception. Relative
// paths, because react-router.config.ts loads this file without the "~" alias.)
// eslint-disable-next-line no-restricted-imports
import { packages } from "../features/packages/packages-data";
// eslint-disable-next-line no-restricted-imports
import { hotels } from "../features/hotels/hotels-data";
// eslint-disable-next-line no-restricted-imports
import { destinationIndex } from "../features/destinations/destination-index";

const INDEXABLE_STATIC_PAGES = ["/", "/about", "/contact", "/deals", "/packages", "/hotels", "/wedding-planner", "/quiz", "/activities"];
const NOINDEX_STATIC_PAGES = ["/privacy", "/terms", "/cancellations"];

const PACKAGE_PAGES = packages.map((p) => `/packages/${p.id}`);
const HOTEL_PAGES = hotels.map((h) => `/hotel/${h.id}`);
const DESTINATION_PAGES = destinationIndex.map((d) => `/destination/${d.slug}`);

/** Prerendered at build (no per-request data). */
export function prerenderPaths(): string[] {
  // /packages and /hotels are rendered per request: their filters live in the query string.
  return ["/", "/about", "/contact", "/deals", "/wedding-planner", "/quiz", ...NOINDEX_STATIC_PAGES, ...PACKAGE_PAGES, ...HOTEL_PAGES, ...DESTINATION_PAGES];
}

/** Listed in /sitemap.xml. */
export function sitemapPaths(): string[] {
  return [...INDEXABLE_STATIC_PAGES, ...PACKAGE_PAGES, ...HOTEL_PAGES, ...DESTINATION_PAGES];
}
