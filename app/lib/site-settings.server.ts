import { defaultSiteSettings, siteSettingsEnv, type SiteSettings } from "./site-settings";

/** Applies SITE_* environment overrides (SITE_ADDRESS separates lines with "|"). */
export function resolveSiteSettings(env: Record<string, string | undefined> = process.env): SiteSettings {
  const settings = { ...defaultSiteSettings };
  for (const [key, envName] of Object.entries(siteSettingsEnv) as [keyof SiteSettings, string][]) {
    const value = env[envName]?.trim();
    if (!value) continue;
    if (key === "addressLines") settings.addressLines = value.split("|").map((s) => s.trim());
    else (settings as Record<string, unknown>)[key] = value;
  }
  return settings;
}
