import { describe, expect, it } from "vitest";
import { brandFromMatches, siteUrlFromMatches } from "./seo";
import { defaultSiteSettings } from "./site-settings";
import { siteSettingsFromMatches } from "./use-site-settings";

const settings = { ...defaultSiteSettings, brandName: "Test Voyages" };

describe("site settings in a route's meta", () => {
  it("come from the root match's loader data", () => {
    const matches = [
      { id: "root", loaderData: { siteSettings: settings, siteUrl: "https://example.in" } },
      { id: "routes/about", loaderData: {} },
    ];
    expect(siteSettingsFromMatches(matches)).toBe(settings);
    expect(brandFromMatches(matches)).toBe("Test Voyages");
    expect(siteUrlFromMatches(matches)).toBe("https://example.in");
  });

  it("fall back to the defaults when the root has no data (its loader failed)", () => {
    expect(siteSettingsFromMatches([{ id: "root" }, undefined])).toBe(defaultSiteSettings);
    expect(brandFromMatches([])).toBe(defaultSiteSettings.brandName);
    expect(siteUrlFromMatches([{ id: "root", loaderData: undefined }])).toBe("http://localhost:3000");
  });
});
