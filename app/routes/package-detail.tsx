import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/package-detail";
import { PackageDetailPage, PackageNotFound, packages } from "~/features/packages";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";
import { orNotFound } from "~/lib/http-errors";
import { formatInr } from "~/lib/format";

export async function loader({ params }: Route.LoaderArgs) {
  return { pkg: orNotFound(packages.find((p) => p.id === params.packageId)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const pkg = loaderData?.pkg;
  if (!pkg) {
    return seo(matches, {
      title: "Package Not Found",
      description: "This holiday package could not be found.",
      path: `/packages/${params.packageId}`,
      noindex: true,
    });
  }
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: `${pkg.name} — ${pkg.duration}`,
    description: `${pkg.name}: ${pkg.duration} in ${pkg.destination} from ${formatInr(pkg.currentPrice)} per person, travel insurance included. Day-by-day itinerary, inclusions and next departure.`,
    path: `/packages/${pkg.id}`,
    image: pkg.image,
    imageAlt: `${pkg.name}, ${pkg.destination}`,
    keywords: [`${pkg.destination} tour package`, `${pkg.destination} holiday from India`, pkg.name],
    type: "product",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: pkg.name,
      description: pkg.description,
      image: absoluteUrl(siteUrl, pkg.image),
      url: absoluteUrl(siteUrl, `/packages/${pkg.id}`),
      touristType: pkg.category,
      itinerary: {
        "@type": "ItemList",
        itemListElement: pkg.itinerarySummary.map((d) => ({
          "@type": "ListItem",
          position: d.day,
          name: d.title,
        })),
      },
      offers: {
        "@type": "Offer",
        price: pkg.currentPrice,
        priceCurrency: "INR",
        url: absoluteUrl(siteUrl, `/packages/${pkg.id}`),
      },
    },
  });
};

export default function PackageDetailRoute({ loaderData }: Route.ComponentProps) {
  return <PackageDetailPage pkg={loaderData.pkg} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PackageNotFound />;
  throw error;
}
