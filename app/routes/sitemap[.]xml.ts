import { catalogueActivities } from "~/features/activities/index.server";
import { sitemapPaths } from "~/prerender-paths";
import { getSiteUrl } from "~/server/config.server";

/** Indexable pages only: policy pages, auth and the console are left out. */
export async function loader() {
  const siteUrl = getSiteUrl();
  // The experience pages are listed from the catalogue here: the build's path list cannot read it.
  const activityPages = catalogueActivities().map((a) => `/activity/${a.slug}`);
  const urls = [...sitemapPaths(), ...activityPages]
    .map((p) => `  <url><loc>${siteUrl}${p === "/" ? "/" : p}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
