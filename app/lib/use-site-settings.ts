import { useRouteLoaderData } from "react-router";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";

/** Site settings as resolved on the server by the root loader. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("root") as { siteSettings?: SiteSettings } | undefined;
  return data?.siteSettings ?? defaultSiteSettings;
}
