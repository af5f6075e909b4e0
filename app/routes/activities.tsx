import { data } from "react-router";
import type { Route } from "./+types/activities";
import { ActivitiesPage, readActivityFilters } from "~/features/activities";
import { activityPricing, searchActivities } from "~/features/activities/index.server";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";

// Rendered per request: the search and its filters live in the query, so a shared search renders
// its results on the server and Back returns to the previous one.
export async function loader({ request }: Route.LoaderArgs) {
  const filters = readActivityFilters(new URL(request.url).searchParams);
  const [result, pricing] = await Promise.all([
    searchActivities(filters, { signal: request.signal }),
    activityPricing(),
  ]);
  const body = {
    activities: result.activities,
    found: result.found,
    live: result.live,
    filters,
    ...pricing,
  };
  // A page made while the partners' live search failed or rested shows our catalogue in its place:
  // no cache keeps it, so the next visitor gets the partners' results as soon as they are back.
  const degraded = result.live !== null && !result.live.ok;
  return data(body, degraded ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: "Activities & Experiences — Tours, Safaris and Day Trips Worldwide",
    description:
      "Find and book tours, activities and experiences worldwide: balloon safaris, desert dinners, tea ceremonies and island cruises; we confirm each with its operator and e-mail your voucher.",
    path: "/activities",
    image: "/images/activities/maasai-mara-sunrise-balloon-safari.svg",
    keywords: [
      "book activities abroad",
      "tours and experiences",
      "safari booking",
      "day trips for Indian travellers",
    ],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Activities and experiences",
      itemListElement: (loaderData?.activities ?? [])
        .filter((a) => a.slug)
        .slice(0, 30)
        .map((a, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: absoluteUrl(siteUrl, `/activity/${a.slug}`),
          name: a.title,
        })),
    },
  });
};

export default function ActivitiesRoute({ loaderData }: Route.ComponentProps) {
  return <ActivitiesPage data={loaderData} />;
}
