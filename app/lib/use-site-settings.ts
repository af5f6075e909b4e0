import { useRouteLoaderData } from "react-router";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";

/** What the root loader hands every page: the site settings and the public origin. */
type RootData = { siteSettings?: SiteSettings; siteUrl?: string };

/** A route match as `meta` functions receive it (loaderData; data in older typings). */
export type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The root loader's data among a `meta` function's matches. */
export function rootDataFromMatches(matches: readonly MatchLike[]): RootData {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as RootData | undefined) ?? {};
}

/** Site settings in a route's `meta` (which cannot call hooks). */
export function siteSettingsFromMatches(matches: readonly MatchLike[]): SiteSettings {
  return rootDataFromMatches(matches).siteSettings ?? defaultSiteSettings;
}

/** Site settings in a component, as resolved on the server by the root loader. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.siteSettings ?? defaultSiteSettings;
}
