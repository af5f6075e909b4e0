import { describe, expect, it } from "vitest";
import { hotels } from "~/features/hotels/index.server";
import { packages } from "~/features/packages/index.server";
import { destinationIndex } from "~/lib/destination-index";
import { prerenderPaths, sitemapPaths } from "~/prerender-paths";

describe("prerender and sitemap paths", () => {
  it("prerender every package, hotel and destination page, and the wedding planner", () => {
    const paths = prerenderPaths();
    for (const p of packages) expect(paths).toContain(`/packages/${p.id}`);
    for (const h of hotels) expect(paths).toContain(`/hotel/${h.id}`);
    for (const d of destinationIndex) expect(paths).toContain(`/destination/${d.slug}`);
    expect(paths).toContain("/wedding-planner");
  });

  it("render the filterable listings per request, so a shared filtered URL is filtered in the HTML", () => {
    expect(prerenderPaths()).not.toContain("/packages");
    expect(prerenderPaths()).not.toContain("/hotels");
    expect(prerenderPaths()).not.toContain("/activities");
  });

  it("list package, hotel and destination pages in the sitemap, and never the noindex policy pages", () => {
    const paths = sitemapPaths();
    for (const p of packages) expect(paths).toContain(`/packages/${p.id}`);
    for (const h of hotels) expect(paths).toContain(`/hotel/${h.id}`);
    for (const d of destinationIndex) expect(paths).toContain(`/destination/${d.slug}`);
    for (const p of ["/privacy", "/terms", "/cancellations"]) expect(paths).not.toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
