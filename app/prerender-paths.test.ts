import { describe, expect, it } from "vitest";
import { sitemapPaths } from "./prerender-paths";

describe("the sitemap's pages", () => {
  it("list every indexable public page, the planner included", () => {
    const paths = sitemapPaths();
    for (const page of [
      "/",
      "/packages",
      "/hotels",
      "/activities",
      "/wedding-planner",
      "/luxe-match",
      "/deals",
    ]) {
      expect(paths).toContain(page);
    }
    for (const page of ["/privacy", "/terms", "/cancellations", "/auth", "/vox"])
      expect(paths).not.toContain(page);
  });
});
