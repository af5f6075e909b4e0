import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { getEnv, parseEnv, type Env } from "./config.server";

/** The environment variable that overrides each setting. */
export const siteSettingsEnv = {
  brandName: "SITE_BRAND_NAME",
  brandTagline: "SITE_BRAND_TAGLINE",
  phoneDisplay: "SITE_PHONE_DISPLAY",
  phoneE164: "SITE_PHONE",
  emergencyPhoneDisplay: "SITE_EMERGENCY_PHONE_DISPLAY",
  emergencyPhoneE164: "SITE_EMERGENCY_PHONE",
  weddingPhoneDisplay: "SITE_WEDDING_PHONE_DISPLAY",
  weddingPhoneE164: "SITE_WEDDING_PHONE",
  whatsappNumber: "SITE_WHATSAPP_NUMBER",
  whatsappGreeting: "SITE_WHATSAPP_GREETING",
  whatsappPackagesMessage: "SITE_WHATSAPP_PACKAGES_MESSAGE",
  supportEmail: "SITE_SUPPORT_EMAIL",
  salesEmail: "SITE_SALES_EMAIL",
  grievanceOfficerName: "SITE_GRIEVANCE_OFFICER",
  grievanceEmail: "SITE_GRIEVANCE_EMAIL",
  addressLines: "SITE_ADDRESS",
  mapUrl: "SITE_MAP_URL",
  instagramUrl: "SITE_INSTAGRAM_URL",
  linkedinUrl: "SITE_LINKEDIN_URL",
  visaSiteUrl: "SITE_VISA_URL",
  miceSiteUrl: "SITE_MICE_URL",
  reviewUrl: "SITE_REVIEW_URL",
} as const satisfies Record<keyof SiteSettings, keyof Env>;

/**
 * The site settings the pages show: the defaults with the validated SITE_* overrides. The result holds
 * exactly the SiteSettings fields, because the root loader sends it to the browser as it is.
 * Pass `env` (raw variables) to resolve another environment than the process's, e.g. in tests.
 */
export function getSiteSettings(env?: Record<string, string | undefined>): SiteSettings {
  const e = env ? parseEnv(env) : getEnv();
  const settings: SiteSettings = { ...defaultSiteSettings };
  for (const [key, name] of Object.entries(siteSettingsEnv) as [keyof SiteSettings, keyof Env][]) {
    const value = e[name];
    if (typeof value !== "string") continue;
    if (key === "addressLines")
      settings.addressLines = value
        .split("|")
        .map((line) => line.trim())
        .filter(Boolean);
    else settings[key] = value;
  }
  return settings;
}
