import { describe, expect, it } from "vitest";
import { hotels } from "~/features/hotels/hotels-data";
import { packages } from "~/features/packages/packages-data";
import { prerenderPaths, sitemapPaths } from "~/lib/prerender-paths";

describe("prerender and sitemap paths", () => {
  it("prerender every package and hotel page, and the wedding planner", () => {
    const paths = prerenderPaths();
    for (const p of packages) expect(paths).toContain(`/packages/${p.id}`);
    for (const h of hotels) expect(paths).toContain(`/hotel/${h.id}`);
    expect(paths).toContain("/wedding-planner");
  });

  it("render the filterable listings per request, so a shared filtered URL is filtered in the HTML", () => {
    expect(prerenderPaths()).not.toContain("/packages");
    expect(prerenderPaths()).not.toContain("/hotels");
  });

  it("list package and hotel pages in the sitemap, and never the noindex policy pages", () => {
    const paths = sitemapPaths();
    for (const p of packages) expect(paths).toContain(`/packages/${p.id}`);
    for (const h of hotels) expect(paths).toContain(`/hotel/${h.id}`);
    for (const p of ["/privacy", "/terms", "/cancellations"]) expect(paths).not.toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
