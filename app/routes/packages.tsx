import type { Route } from "./+types/packages";
import { PackagesPage } from "~/features/packages";
import { packages, packageSummary } from "~/features/packages/index.server";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";

// The list comes with the page's data rather than in its code: a browser fetches and parses what the
// cards show, not the whole content file.
export function loader() {
  return { packages: packages.map(packageSummary) };
}

// Rendered per request (not prerendered): the filters live in the query, so a shared filtered URL
// renders filtered on the server and hydrates to the same list.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const packages = loaderData?.packages ?? [];
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: "Holiday Packages from India — Maldives, Switzerland, Kenya & more",
    description:
      "Curated international holiday packages for Indian travellers: Maldives, Switzerland, Kenya, Vietnam, Sri Lanka and Thailand, with stays, transfers and travel insurance included. Prices per person in rupees.",
    path: "/packages",
    keywords: [
      "holiday packages from India",
      "international tour packages",
      "Maldives package",
      "Switzerland tour package",
      "Kenya safari package",
    ],
    image: packages[0]?.image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Holiday packages",
      itemListElement: packages.map((p, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: absoluteUrl(siteUrl, `/packages/${p.id}`),
        name: p.name,
      })),
    },
  });
};

export default function PackagesRoute({ loaderData }: Route.ComponentProps) {
  return <PackagesPage packages={loaderData.packages} />;
}
