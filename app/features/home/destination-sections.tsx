import { DestinationCard, type DestinationSummary } from "~/features/destinations";
import { SectionHeading } from "./section-heading";

/** The picks (the four premium destinations, ringed) and the grid of the other fourteen. */
export function DestinationSections({ picks, others }: { picks: DestinationSummary[]; others: DestinationSummary[] }) {
  return (
    <>
      <section className="bg-sand-50 py-20 sm:py-24" aria-labelledby="picks-title" data-testid="picks">
        <div className="container-page">
          <SectionHeading id="picks-title" eyebrow="Our picks" title="Four journeys we would book ourselves">
            Premium itineraries in the places our guests love most, with the best camps, trains and ryokans held for you.
          </SectionHeading>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {picks.map((d) => (
              <DestinationCard key={d.slug} destination={d} featured />
            ))}
          </div>
        </div>
      </section>
      <section className="container-page py-20 sm:py-24" aria-labelledby="all-destinations-title" data-testid="destination-grid">
        <SectionHeading id="all-destinations-title" eyebrow="18 destinations" title="More places to fall for">
          From Bali's rice terraces to the dunes of Oman: every destination with sample itineraries, flights from Delhi and Mumbai, and visa help.
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {others.map((d) => (
            <DestinationCard key={d.slug} destination={d} />
          ))}
        </div>
      </section>
    </>
  );
}
