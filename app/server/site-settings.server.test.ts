import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/lib/site-settings";
import { getSiteSettings } from "./site-settings.server";

describe("site settings", () => {
  it("are the defaults when no SITE_* variable is set", () => {
    expect(getSiteSettings({})).toEqual(defaultSiteSettings);
    expect(getSiteSettings({ SITE_PHONE: "", SITE_ADDRESS: " " })).toEqual(defaultSiteSettings);
  });

  it("take each SITE_* override, address lines split at |", () => {
    const settings = getSiteSettings({
      SITE_BRAND_NAME: "Voyages Test",
      SITE_PHONE: "+912240001234",
      SITE_PHONE_DISPLAY: "+91 22 4000 1234",
      SITE_WHATSAPP_NUMBER: "919800012345",
      SITE_ADDRESS: "Floor 2 | Nariman Point |Mumbai 400021",
      SITE_REVIEW_URL: "https://example.in/review",
    });
    expect(settings).toMatchObject({
      brandName: "Voyages Test",
      phoneE164: "+912240001234",
      phoneDisplay: "+91 22 4000 1234",
      whatsappNumber: "919800012345",
      addressLines: ["Floor 2", "Nariman Point", "Mumbai 400021"],
      reviewUrl: "https://example.in/review",
      supportEmail: defaultSiteSettings.supportEmail,
    });
  });

  it("hold exactly the public fields, whatever else the environment has", () => {
    const settings = getSiteSettings({
      SESSION_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://u:p@mail.example.in:587",
      SITE_URL: "https://example.in",
    });
    expect(Object.keys(settings).sort()).toEqual(Object.keys(defaultSiteSettings).sort());
    expect(JSON.stringify(settings)).not.toMatch(/ssss|smtp:|example\.in/);
  });
});
