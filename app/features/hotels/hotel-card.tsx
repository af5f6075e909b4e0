import { BedDouble, MapPin, Star } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { CardImageBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatIndianNumber, formatInr } from "~/lib/format";
import { HOTEL_CATEGORY_LABELS } from "./hotel-filters";
import type { HotelSummary } from "./hotels-data";

const VISIBLE_AMENITIES = 5;

export function StarRow({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={className} role="img" aria-label={`${stars}-star hotel`}>
      {Array.from({ length: stars }, (_, i) => (
        <Star key={i} className="inline size-3.5 fill-gold-500 text-gold-500" aria-hidden="true" />
      ))}
    </span>
  );
}

/**
 * A hotel in the Goa search results: horizontal from md up, stacked on a phone. Memo: the list draws
 * its cards a few at a time, and the cards already drawn stay as they are.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  priority = false,
}: {
  hotel: HotelSummary;
  priority?: boolean;
}) {
  const titleId = `hotel-${hotel.id}-title`;
  const more = hotel.amenities.length - VISIBLE_AMENITIES;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="hotel-card"
      data-hotel-id={hotel.id}
      className="group grid overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow duration-300 hover:shadow-lift md:grid-cols-[17rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100 md:aspect-auto">
        <img
          src={hotel.image}
          alt={`${hotel.name}, ${hotel.location}`}
          width={800}
          height={600}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-[1.03]"
        />
        <CardImageBadge tone="ink">{HOTEL_CATEGORY_LABELS[hotel.category]}</CardImageBadge>
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRow stars={hotel.stars} />
          <span className="inline-flex items-center gap-1 text-sm">
            <span
              className="rounded-md bg-ink-900 px-1.5 py-0.5 text-xs font-semibold text-ivory"
              data-testid="hotel-rating"
            >
              {hotel.rating.toFixed(1)}
            </span>
            <span className="text-ink-600">{formatIndianNumber(hotel.reviewCount)} reviews</span>
          </span>
        </div>
        <h3 id={titleId} className="font-display text-2xl leading-tight font-medium sm:text-[1.75rem]">
          <Link to={`/hotel/${hotel.id}`} className="rounded-sm hover:text-gold-800">
            {hotel.name}
          </Link>
        </h3>
        <p className="-mt-1 inline-flex items-center gap-1.5 text-sm text-gold-700">
          <MapPin className="size-4" aria-hidden="true" />
          {hotel.location}
        </p>
        <p className="text-ink-700">{hotel.description}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Amenities">
          {hotel.amenities.slice(0, VISIBLE_AMENITIES).map((a) => (
            <li key={a} className="rounded-full border border-sand-300 px-2.5 py-1 text-xs text-ink-700">
              {a}
            </li>
          ))}
          {more > 0 ? <li className="px-1 py-1 text-xs font-medium text-ink-600">+{more} more</li> : null}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-sand-200 pt-4">
          <div>
            <p className="font-display text-3xl leading-none font-semibold" data-testid="hotel-price">
              {formatInr(hotel.pricePerNight)}
            </p>
            <p className="mt-1 text-xs text-ink-600">
              per night · <BedDouble className="inline size-3.5 align-[-2px]" aria-hidden="true" />{" "}
              {hotel.rooms} rooms
            </p>
          </div>
          <Button asChild variant="ink">
            <Link to={`/hotel/${hotel.id}`} aria-label={`View hotel: ${hotel.name}`}>
              View Hotel
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
});
