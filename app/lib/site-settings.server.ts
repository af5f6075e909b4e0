// The site settings are resolved from the validated configuration in app/server; this path stays
// for the modules that still import it from here (the root loader, the verification service).
export { getSiteSettings as resolveSiteSettings } from "~/server/site-settings.server";
