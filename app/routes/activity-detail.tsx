import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/activity-detail";
import { ActivityDetailPage, ActivityNotFound } from "~/features/activities";
import { activityPricing, findCatalogueActivity } from "~/features/activities/index.server";
import { orNotFound } from "~/lib/http-errors";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";

export async function loader({ params }: Route.LoaderArgs) {
  const found = findCatalogueActivity(params.activityId);
  // Only the page's own address: a product code finds nothing here.
  const activity = orNotFound(found?.slug === params.activityId ? found : undefined);
  return { activity, ...(await activityPricing()) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const activity = loaderData?.activity;
  if (!activity) {
    return seo(matches, {
      title: "Experience Not Found",
      description: "This experience could not be found.",
      path: `/activity/${params.activityId}`,
      noindex: true,
    });
  }
  const siteUrl = siteUrlFromMatches(matches);
  const url = absoluteUrl(siteUrl, `/activity/${activity.slug}`);
  return seo(matches, {
    title: `${activity.title}, ${activity.location}`,
    description: activity.summary,
    path: `/activity/${activity.slug}`,
    image: activity.image.src,
    imageAlt: activity.image.alt,
    keywords: [
      activity.title,
      `${activity.location} ${activity.category.toLowerCase()}`,
      `things to do in ${activity.country}`,
    ],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: activity.title,
      description: activity.summary,
      image: absoluteUrl(siteUrl, activity.image.src),
      url,
      sku: activity.productCode,
      category: activity.category,
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: activity.rating,
        bestRating: 5,
        reviewCount: activity.reviewCount,
      },
      offers: {
        "@type": "Offer",
        price: activity.priceUsd,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url,
      },
    },
  });
};

export default function ActivityDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ActivityDetailPage
      activity={loaderData.activity}
      rates={loaderData.rates}
      supplierPriced={loaderData.supplierPriced}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ActivityNotFound />;
  throw error;
}
