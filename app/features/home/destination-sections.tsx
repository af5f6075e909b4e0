import { DestinationCard, type DestinationSummary } from "~/features/destinations";
import { DESTINATION_COUNT, findDestinationEntry } from "~/lib/destination-index";
import { SectionHeading } from "./section-heading";

/** The picks (the four premium destinations, ringed) and the grid of the other fourteen. */
export function DestinationSections({ destinations }: { destinations: DestinationSummary[] }) {
  const picks = destinations.filter((d) => findDestinationEntry(d.slug)?.premium);
  const others = destinations.filter((d) => !findDestinationEntry(d.slug)?.premium);
  return (
    <>
      <section
        className="cv-auto [--cv-size:670px] sm:[--cv-size:1130px] md:[--cv-size:1155px] lg:[--cv-size:690px] bg-sand-50 py-20 sm:py-24"
        aria-labelledby="picks-title"
        data-testid="picks"
      >
        <div className="container-page">
          <SectionHeading id="picks-title" eyebrow="Our picks" title="Four journeys we would book ourselves">
            Premium itineraries in the places our guests love most, with the best camps, trains and ryokans
            held for you.
          </SectionHeading>
          {/* Phones: a swipeable row (the next card peeks in); a grid from sm up. */}
          <ul
            className="-mx-5 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pt-1 pb-4 [scrollbar-width:none] sm:mx-0 sm:mt-12 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4 [&::-webkit-scrollbar]:hidden"
            aria-label="Our picks"
          >
            {picks.map((d) => (
              <li key={d.slug} className="flex w-[80%] shrink-0 snap-start scroll-ml-5 sm:w-auto">
                <DestinationCard destination={d} featured className="w-full" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section
        className="cv-auto [--cv-size:3140px] sm:[--cv-size:3225px] md:[--cv-size:3345px] lg:[--cv-size:2410px] xl:[--cv-size:1934px] container-page py-20 sm:py-24"
        aria-labelledby="all-destinations-title"
        data-testid="destination-grid"
      >
        <SectionHeading
          id="all-destinations-title"
          eyebrow={`${DESTINATION_COUNT} destinations`}
          title="More places to fall for"
        >
          From Bali's rice terraces to the dunes of Oman: every destination with sample itineraries, flights
          from Delhi and Mumbai, and visa help.
        </SectionHeading>
        <ul
          className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
          aria-label="More destinations"
        >
          {others.map((d) => (
            <li key={d.slug} className="flex">
              <DestinationCard destination={d} compactOnPhone className="w-full" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
