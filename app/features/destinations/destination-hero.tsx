import { ChevronRightIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { DestinationActions } from "./destination-actions";
import { fromPriceText, visaFactText } from "./destination-facts";
import { findDestinationEntry } from "~/lib/destination-index";
import type { DestinationPageData } from "./destination-types";
import { PriorityAccessButton } from "~/features/priority-access";
import { readSavedCustomisation } from "./saved-customisation";

export function DestinationHero({ destination }: { destination: DestinationPageData }) {
  const premium = findDestinationEntry(destination.slug)?.premium ?? false;
  const facts = [
    { label: "Rating", value: `${destination.rating.toFixed(1)} / 5`, star: true },
    { label: "From", value: fromPriceText(destination.startingPriceInr) },
    { label: "Itineraries", value: `${destination.itineraries.length} sample journeys` },
    { label: "Visa", value: visaFactText(destination.visa.status) },
  ];
  return (
    <section
      className="relative isolate overflow-hidden bg-ink-900 text-ivory"
      aria-labelledby="destination-title"
      data-testid="destination-hero"
    >
      <img
        src={destination.image}
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(10_19_32/0.35)_0%,rgb(10_19_32/0.55)_40%,rgb(10_19_32/0.92)_100%)]" />
      <div className="container-page flex min-h-[34rem] flex-col justify-end pt-10 pb-20 sm:min-h-[38rem] sm:pb-24">
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-1.5 text-sm text-ivory/80">
            <li>
              <Link to="/" className="rounded hover:text-ivory hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon className="size-3.5" />
            </li>
            <li aria-current="page" className="text-ivory">
              {destination.name}
            </li>
          </ol>
        </nav>
        <div className="mt-6 flex flex-wrap items-center gap-2">
          {premium ? <Badge>Premium</Badge> : null}
          {destination.tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full border border-white/25 px-2.5 py-1 text-xs font-medium text-ivory/90"
            >
              {tag}
            </span>
          ))}
        </div>
        <h1
          id="destination-title"
          className="mt-4 font-display text-5xl leading-none font-medium sm:text-7xl"
        >
          {destination.name}
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-ivory/85 sm:text-lg">
          {destination.description}
        </p>
        <dl
          className="mt-7 grid max-w-3xl grid-cols-2 gap-x-6 gap-y-4 border-t border-white/15 pt-5 sm:grid-cols-4"
          data-testid="key-facts"
        >
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-[0.6875rem] font-semibold tracking-[0.16em] text-gold-300 uppercase">
                {fact.label}
              </dt>
              <dd className="mt-1 flex items-center gap-1 text-sm font-medium text-ivory">
                {fact.star ? (
                  <StarIcon className="size-3.5 fill-gold-400 text-gold-400" aria-hidden="true" />
                ) : null}
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <PriorityAccessButton
            from="destination"
            size="lg"
            destinationName={destination.name}
            trip={() => {
              // The itinerary the visitor customised last, if any, goes with the request.
              const saved = readSavedCustomisation(destination.slug);
              return saved
                ? { destination: destination.slug, itineraryId: saved.itineraryId, customisation: saved }
                : { destination: destination.slug };
            }}
          >
            Get Priority Access
          </PriorityAccessButton>
          <DestinationActions destination={destination} />
        </div>
      </div>
    </section>
  );
}
