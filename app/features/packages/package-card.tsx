import { CalendarDays, Clock, Heart, MapPin, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { IconText } from "~/components/icon-fact";
import { CardImageBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { BookingButton } from "~/features/booking";
import { cn } from "~/lib/cn";
import { formatIndianNumber, formatInr } from "~/lib/format";
import { NextDepartureDate } from "./next-departure";
import type { PackageSummary } from "./packages-data";

const VISIBLE_HIGHLIGHTS = 3;

type PackageCardProps = {
  pkg: PackageSummary;
  saved: boolean;
  onToggleSaved: (id: string) => void;
  /** Cards above the fold load their image eagerly. */
  priority?: boolean;
  /** Below the fold on a phone: the browser may skip its layout and paint until it comes near. */
};

/** One package on /packages: its fields in order of importance, from the saving over the image to the booking buttons. */
export function PackageCard({ pkg, saved, onToggleSaved, priority = false }: PackageCardProps) {
  const more = pkg.highlights.length - VISIBLE_HIGHLIGHTS;
  const titleId = `package-${pkg.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="package-card"
      data-package-id={pkg.id}
      className="group flex flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow duration-300 hover:shadow-lift"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <img
          src={pkg.image}
          alt={`${pkg.name}, ${pkg.destination}`}
          width={800}
          height={600}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-[1.03]"
        />
        <CardImageBadge className="tracking-wide">Save {formatInr(pkg.savings)}</CardImageBadge>
        <button
          type="button"
          onClick={() => onToggleSaved(pkg.id)}
          aria-pressed={saved}
          aria-label={saved ? `Remove ${pkg.name} from your wishlist` : `Save ${pkg.name} to your wishlist`}
          data-testid="wishlist-toggle"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-ivory/90 text-ink-900 shadow-sm backdrop-blur transition-colors hover:bg-ivory"
        >
          <Heart
            className={cn("size-5 transition-colors", saved && "fill-[#c2412d] text-[#c2412d]")}
            aria-hidden="true"
          />
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <IconText icon={MapPin} className="font-medium text-gold-700">
            {pkg.destination}
          </IconText>
          <span className="inline-flex items-center gap-1 text-ink-700">
            <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
            <span className="font-semibold text-ink-900">{pkg.rating.toFixed(1)}</span>
            <span className="text-ink-600">({formatIndianNumber(pkg.reviews)} reviews)</span>
            <span className="sr-only">, rated {pkg.rating} out of 5</span>
          </span>
        </div>

        <h3 id={titleId} className="font-display text-2xl leading-tight font-medium text-ink-900">
          <Link to={`/packages/${pkg.id}`} className="rounded-sm hover:text-gold-800">
            {pkg.name}
          </Link>
        </h3>

        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
          <IconText icon={Clock} iconClassName="text-ink-500">
            {pkg.duration}
          </IconText>
          <IconText icon={Users} iconClassName="text-ink-500">
            {pkg.groupSize}
          </IconText>
        </p>

        <CheckList
          items={pkg.highlights.slice(0, VISIBLE_HIGHLIGHTS)}
          className="text-sm text-ink-700"
          aria-label="Highlights"
        >
          {more > 0 ? (
            <li className="pl-6 text-sm font-medium text-gold-700" data-testid="highlights-more">
              +{more} more
            </li>
          ) : null}
        </CheckList>

        <div className="mt-auto border-t border-sand-200 pt-4">
          <div className="flex items-end justify-between gap-3">
            <div>
              <p className="flex items-baseline gap-2">
                <span
                  className="font-display text-3xl font-semibold text-ink-900"
                  data-testid="package-price"
                >
                  {formatInr(pkg.currentPrice)}
                </span>
                <s className="text-sm text-ink-500">
                  <span className="sr-only">was </span>
                  {formatInr(pkg.originalPrice)}
                </s>
              </p>
              <p className="text-xs tracking-wide text-ink-600">per person</p>
            </div>
            <p className="text-right text-xs text-ink-600">
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-3.5" aria-hidden="true" />
                Next departure
              </span>
              <NextDepartureDate
                rule={pkg.departures}
                className="block min-h-5 text-sm font-medium text-ink-900"
              />
            </p>
          </div>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <BookingButton
              item={{ type: "package", id: pkg.id, name: pkg.name }}
              data-package-id={pkg.id}
              aria-label={`Book Now: ${pkg.name}`}
            >
              Book Now
            </BookingButton>
            <Button asChild variant="outline">
              <Link to={`/packages/${pkg.id}`} aria-label={`View details: ${pkg.name}`}>
                View Details
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
