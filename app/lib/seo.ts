import type { MetaDescriptor } from "react-router";
import { rootDataFromMatches, siteSettingsFromMatches, type MatchLike } from "./use-site-settings";

/**
 * Page metadata for every route: title, description, keywords, absolute canonical, Open Graph and
 * Twitter tags, robots, JSON-LD. Route `meta` functions call `seo(matches, {...})`.
 */
export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/destination/kenya". */
  path: string;
  keywords?: string[];
  /** Absolute URL or a path under SITE_URL. */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  type?: "website" | "article" | "product";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

export function siteUrlFromMatches(matches: readonly MatchLike[]): string {
  return rootDataFromMatches(matches).siteUrl ?? "http://localhost:3000";
}

export function brandFromMatches(matches: readonly MatchLike[]): string {
  return siteSettingsFromMatches(matches).brandName;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function seo(matches: readonly MatchLike[], input: SeoInput): MetaDescriptor[] {
  const siteUrl = siteUrlFromMatches(matches);
  const brand = brandFromMatches(matches);
  const canonical = absoluteUrl(siteUrl, input.path);
  const title = input.title.includes(brand) ? input.title : `${input.title} | ${brand}`;
  const image = absoluteUrl(siteUrl, input.image ?? "/images/og-default.svg");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    {
      name: "robots",
      content: input.noindex ? "noindex, nofollow" : "index, follow, max-image-preview:large",
    },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.imageAlt) tags.push({ property: "og:image:alt", content: input.imageAlt });
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  const jsonLd = Array.isArray(input.jsonLd) ? input.jsonLd : input.jsonLd ? [input.jsonLd] : [];
  for (const item of jsonLd) tags.push({ "script:ld+json": item });
  return tags;
}

/** The agency as schema.org TravelAgency; its address is in India (IN), never a destination's. */
export function travelAgencyJsonLd(
  siteUrl: string,
  s: { brandName: string; phoneE164: string; salesEmail: string; addressLines: string[] },
) {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: s.brandName,
    url: siteUrl,
    telephone: s.phoneE164,
    email: s.salesEmail,
    logo: `${siteUrl}/favicon.svg`,
    address: {
      "@type": "PostalAddress",
      streetAddress: s.addressLines.slice(0, -1).join(", "),
      addressLocality: "Gurgaon",
      addressRegion: "Haryana",
      postalCode: "122002",
      addressCountry: "IN",
    },
  };
}
