import { Link } from "react-router";
import { NotFoundSection, ReturnHomeLink } from "~/components/not-found-section";
import { DESTINATION_COUNT, destinationIndex } from "~/lib/destination-index";

/** The destination page's error boundary: an unknown slug (404) or a failure, with every destination to go on to. */
export function DestinationNotFound({ notFound }: { notFound: boolean }) {
  return (
    <NotFoundSection
      data-testid="destination-not-found"
      eyebrow={notFound ? "404" : "Something went wrong"}
      title={notFound ? "Destination Not Found" : "We couldn't load this destination"}
      titleClassName="text-5xl font-medium sm:text-6xl"
      message={
        notFound
          ? "The destination you're looking for doesn't exist."
          : "Please try again in a moment, or call us and we'll help straight away."
      }
      messageProps={{ className: "text-lg" }}
    >
      <nav aria-label="All destinations" className="mt-10 max-w-3xl">
        <p className="text-sm font-semibold text-ink-800">Explore our {DESTINATION_COUNT} destinations</p>
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
      <ReturnHomeLink className="mt-10" />
    </NotFoundSection>
  );
}
