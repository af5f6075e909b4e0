import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/destination";
import { destinationIndex } from "~/lib/destination-index";
import { DestinationPage, destinationJsonLd, destinationMeta } from "~/features/destinations";
import { getDestinationPageData } from "~/features/destinations/index.server";
import { brandFromMatches, seo, siteUrlFromMatches } from "~/lib/seo";

// Prerendered for the 18 slugs; any other slug is rendered per request and answers 404.
export function loader({ params }: Route.LoaderArgs) {
  const destination = getDestinationPageData(params.destinationSlug);
  if (!destination) throw data(null, { status: 404 });
  return { destination };
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center" data-testid="destination-not-found">
      <p className="eyebrow">{notFound ? "404" : "Something went wrong"}</p>
      <h1 className="mt-3 font-display text-5xl font-medium sm:text-6xl">{notFound ? "Destination Not Found" : "We couldn't load this destination"}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">
        {notFound ? "The destination you're looking for doesn't exist." : "Please try again in a moment, or call us and we'll help straight away."}
      </p>
      <nav aria-label="All destinations" className="mt-10 max-w-3xl">
        <p className="text-sm font-semibold text-ink-800">Explore our 18 destinations</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {destinationIndex.map((d) => (
            <li key={d.slug}>
              <Link
                to={`/destination/${d.slug}`}
                className="inline-flex h-11 items-center rounded-full border border-ink-900/15 bg-white px-4 text-sm font-medium text-ink-800 hover:border-ink-900/40"
              >
                {d.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to="/" className="mt-10 inline-flex h-12 items-center rounded-full bg-ink-900 px-7 font-semibold text-ivory hover:bg-ink-800">
        Return to Home Base
      </Link>
    </section>
  );
}
