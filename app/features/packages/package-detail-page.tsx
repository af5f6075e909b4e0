import { CalendarDays, ChevronLeft, Clock, MapPin, ShieldCheck, Star, Users, X } from "lucide-react";
import { Link } from "react-router";
import { CallButton } from "~/components/call-button";
import { CheckList } from "~/components/check-list";
import { IconFact, IconText } from "~/components/icon-fact";
import { NotFoundSection } from "~/components/not-found-section";
import { Button } from "~/components/ui/button";
import { BookingButton } from "~/features/booking";
import { formatIndianNumber, formatInr } from "~/lib/format";
import { CATEGORY_LABELS } from "./package-filters";
import { NextDepartureDate } from "./next-departure";
import { savingsPercent } from "./package-format";
import type { TravelPackage } from "./packages-data";

/** /packages/{id}: the whole package — story, highlights, day by day, what is and is not included. */
export function PackageDetailPage({ pkg }: { pkg: TravelPackage }) {
  return (
    <article aria-labelledby="package-title">
      <header className="relative isolate overflow-hidden bg-ink-950 text-ivory">
        <img
          src={pkg.image}
          alt=""
          width={800}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-70"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/55 to-ink-950/20"
        />
        <div className="container-page flex min-h-[26rem] flex-col justify-end pt-10 pb-10 sm:min-h-[32rem] sm:pb-14">
          <Link
            to="/packages"
            className="mb-auto inline-flex w-fit items-center gap-1 rounded-full py-2 pr-3 text-sm text-ivory/85 hover:text-ivory"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            All packages
          </Link>
          <p className="eyebrow mt-10 text-gold-300">
            {CATEGORY_LABELS[pkg.category]} · {pkg.destination}
          </p>
          <h1 id="package-title" className="mt-3 max-w-4xl font-display text-4xl leading-[1.05] sm:text-6xl">
            {pkg.name}
          </h1>
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ivory/85">
            <IconText icon={MapPin} iconClassName="text-gold-300">
              {pkg.destination}
            </IconText>
            <IconText icon={Clock} iconClassName="text-gold-300">
              {pkg.duration}
            </IconText>
            <IconText icon={Users} iconClassName="text-gold-300">
              {pkg.groupSize}
            </IconText>
            <IconText icon={Star} iconClassName="fill-gold-400 text-gold-400">
              {pkg.rating.toFixed(1)} ({formatIndianNumber(pkg.reviews)} reviews)
            </IconText>
          </p>
        </div>
      </header>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16 lg:py-16">
        {/* First in the document so a phone sees the price and Book Now early; on the right from lg up. */}
        <aside aria-label="Price and booking" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-card border border-sand-200 bg-white p-6 shadow-card lg:sticky lg:top-24">
            <p className="inline-flex rounded-full bg-gold-500 px-3 py-1 text-xs font-semibold text-ink-950">
              Save {formatInr(pkg.savings)} ({savingsPercent(pkg.originalPrice, pkg.currentPrice)}% off)
            </p>
            <p className="mt-4 flex items-baseline gap-3">
              <span className="font-display text-4xl font-semibold">{formatInr(pkg.currentPrice)}</span>
              <s className="text-ink-500">
                <span className="sr-only">was </span>
                {formatInr(pkg.originalPrice)}
              </s>
            </p>
            <p className="text-sm text-ink-600">per person, on twin sharing</p>
            <dl className="mt-5 grid gap-3 border-y border-sand-200 py-4 text-sm">
              <IconFact layout="row" icon={CalendarDays} label="Next departure">
                <NextDepartureDate rule={pkg.departures} />
              </IconFact>
              <IconFact layout="row" icon={Clock} label="Duration">
                {pkg.duration}
              </IconFact>
              <IconFact layout="row" icon={Users} label="Group size">
                {pkg.groupSize}
              </IconFact>
            </dl>
            <div className="mt-5 grid gap-3">
              <BookingButton
                item={{ type: "package", id: pkg.id, name: pkg.name }}
                size="lg"
                data-package-id={pkg.id}
              >
                Book Now
              </BookingButton>
              <CallButton variant="outline" size="lg" />
            </div>
            <p className="mt-5 flex gap-2 text-xs text-ink-600">
              <ShieldCheck className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
              Travel insurance included. Dates and hotels can be tailored.
            </p>
          </div>
        </aside>
        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="overview">
            <h2 id="overview" className="font-display text-3xl sm:text-4xl">
              Overview
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{pkg.description}</p>
          </section>

          <section aria-labelledby="highlights">
            <h2 id="highlights" className="font-display text-3xl sm:text-4xl">
              Highlights
            </h2>
            <CheckList items={pkg.highlights} variant="tile" className="mt-5 gap-3 sm:grid-cols-2" />
          </section>

          <section aria-labelledby="itinerary">
            <h2 id="itinerary" className="font-display text-3xl sm:text-4xl">
              Day by day
            </h2>
            <ol className="mt-6 border-l border-sand-300">
              {pkg.itinerarySummary.map((d) => (
                <li key={d.day} className="relative pb-8 pl-8 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1 -left-[0.8rem] flex size-6 items-center justify-center rounded-full border border-gold-500 bg-ivory text-[0.7rem] font-semibold text-gold-800"
                  >
                    {d.day}
                  </span>
                  <p className="eyebrow">Day {d.day}</p>
                  <h3 className="mt-1 font-display text-2xl">{d.title}</h3>
                  <p className="mt-2 text-ink-700">{d.description}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="inclusions" className="grid gap-10 md:grid-cols-2">
            <div>
              <h2 id="inclusions" className="font-display text-3xl">
                What's included
              </h2>
              <CheckList
                items={pkg.inclusions}
                className="mt-4 gap-2.5 text-ink-800"
                itemClassName="gap-3"
                iconClassName="size-5 text-success-600"
              />
            </div>
            <div>
              <h2 className="font-display text-3xl">Not included</h2>
              <CheckList
                items={pkg.exclusions}
                icon={X}
                className="mt-4 gap-2.5 text-ink-700"
                itemClassName="gap-3"
                iconClassName="size-5 text-ink-400"
              />
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}

/** Shown for /packages/{unknown-id} (a 404). */
export function PackageNotFound() {
  return (
    <NotFoundSection
      eyebrow="Page not found"
      title="We couldn't find that package"
      titleClassName="text-4xl sm:text-5xl"
      message="It may have sold out or been renamed. Our current packages are all on one page."
    >
      <Button asChild variant="ink" size="lg" className="mt-8">
        <Link to="/packages">See all packages</Link>
      </Button>
    </NotFoundSection>
  );
}
