import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/destination";
import {
  DestinationNotFound,
  DestinationPage,
  destinationJsonLd,
  destinationMeta,
} from "~/features/destinations";
import { getDestinationPageData } from "~/features/destinations/index.server";
import { brandFromMatches, seo, siteUrlFromMatches } from "~/lib/seo";
import { orNotFound } from "~/lib/http-errors";

// Prerendered for the 18 slugs; any other slug is rendered per request and answers 404.
export function loader({ params }: Route.LoaderArgs) {
  return { destination: orNotFound(getDestinationPageData(params.destinationSlug)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const destination = loaderData?.destination;
  if (!destination) {
    return seo(matches, {
      title: "Destination Not Found",
      description: "The destination you're looking for doesn't exist.",
      path: location.pathname,
      noindex: true,
    });
  }
  const { title, description, keywords } = destinationMeta(destination);
  return seo(matches, {
    title,
    description,
    keywords,
    path: `/destination/${destination.slug}`,
    image: destination.image,
    imageAlt: `${destination.name} illustration`,
    jsonLd: destinationJsonLd(destination, siteUrlFromMatches(matches), brandFromMatches(matches)),
  });
};

export default function DestinationRoute({ loaderData }: Route.ComponentProps) {
  // key: moving between destinations starts each page fresh (tabs, unlocked plans).
  return <DestinationPage key={loaderData.destination.slug} destination={loaderData.destination} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DestinationNotFound notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
