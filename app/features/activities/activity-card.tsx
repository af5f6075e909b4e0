import { Clock, MapPin, Star } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { CardImageBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatIndianNumber } from "~/lib/format";
import { approxInrText, formatMoney, rateFor, type InrRate } from "~/lib/money";
import type { Activity } from "./activity-types";

// Live results without a picture of their own still get a designed one, never a broken image.
const FALLBACK_IMAGE = "/images/og-default.svg";

/**
 * One activity in the grid: its picture, facts, price in its own currency (≈ rupees at the dated
 * rate, when the agency has one for that currency) and Book Now. Memo: the
 * grid draws its cards a few at a time (useProgressiveCount), and the cards already drawn stay as
 * they are.
 */
export const ActivityCard = memo(function ActivityCard({
  activity,
  rates,
  priority = false,
  onBook,
}: {
  activity: Activity;
  rates: readonly InrRate[];
  priority?: boolean;
  onBook: (activity: Activity) => void;
}) {
  const titleId = `activity-${activity.productCode}-title`;
  const href = activity.slug ? `/activity/${activity.slug}` : null;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="activity-card"
      data-code={activity.productCode}
      className="group flex flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow duration-300 hover:shadow-lift"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <img
          src={activity.imageUrl || FALLBACK_IMAGE}
          alt=""
          width={800}
          height={600}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-[1.03]"
        />
        <CardImageBadge tone="ink">{activity.category}</CardImageBadge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5 text-gold-700">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{activity.location}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 text-ink-700">
            <Star className="size-3.5 fill-gold-500 text-gold-500" aria-hidden="true" />
            <span className="font-semibold" data-testid="activity-rating">
              {activity.rating.toFixed(1)}
            </span>
            <span className="text-ink-500">({formatIndianNumber(activity.reviewCount)})</span>
            <span className="sr-only">out of 5 from {activity.reviewCount} reviews</span>
          </span>
        </div>
        <h3 id={titleId} className="font-display text-xl leading-snug font-medium">
          {href ? (
            <Link to={href} className="rounded-sm hover:text-gold-800" data-testid="activity-link">
              {activity.title}
            </Link>
          ) : (
            activity.title
          )}
        </h3>
        <p className="line-clamp-3 text-sm text-ink-700">{activity.description}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-ink-600">
          <Clock className="size-4" aria-hidden="true" />
          {activity.duration}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-sand-200 pt-4">
          <div>
            <p className="text-xs text-ink-600">From</p>
            <p className="font-display text-2xl leading-none font-semibold" data-testid="activity-price">
              {formatMoney(activity.price, { compact: true })}
            </p>
            <p className="mt-1 text-xs text-ink-600" data-testid="activity-price-inr">
              per adult {approxInrText(activity.price, rateFor(rates, activity.price.currency))}
            </p>
          </div>
          <Button
            type="button"
            variant="ink"
            onClick={() => onBook(activity)}
            aria-label={`Book now: ${activity.title}`}
            data-testid="activity-book"
          >
            Book Now
          </Button>
        </div>
      </div>
    </article>
  );
});
