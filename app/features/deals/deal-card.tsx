import { ArrowRight, Expand, Eye, Heart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { CardImageBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatCount, formatIndianNumber, formatInr } from "~/lib/format";
import { DealBookingDialog } from "./deal-booking-dialog-lazy";
import { LazyDealLightbox, loadDealLightbox } from "./deal-lightbox-lazy";
import { dealStats, type Deal } from "./deals-data";

type Stats = { likes: number; views: number; liked: boolean };

/** One deal on /deals. Likes and views are the visitor's day's numbers, set in the browser after hydration. */
export function DealCard({ deal, priority = false }: { deal: Deal; priority?: boolean }) {
  const [stats, setStats] = useState<Stats | null>(null);
  const [booking, setBooking] = useState(false);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const imageButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setStats({ ...dealStats(deal.id, new Date()), liked: false });
  }, [deal.id]);

  const toggleLike = () =>
    setStats((s) => (s ? { ...s, liked: !s.liked, likes: s.likes + (s.liked ? -1 : 1) } : s));

  const titleId = `deal-${deal.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="deal-card"
      data-deal-id={deal.id}
      className="group grid overflow-hidden rounded-card border border-sand-200 bg-white shadow-card md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      {/* Plain markup as Radix writes a closed dialog trigger; the lightbox's code loads on press. */}
      <button
        ref={imageButton}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={lightboxOpen}
        aria-controls={lightboxOpen ? `deal-${deal.id}-lightbox` : undefined}
        data-state={lightboxOpen ? "open" : "closed"}
        data-slot="dialog-trigger"
        onPointerDown={() => void loadDealLightbox()}
        onClick={() => setLightboxOpen(true)}
        className="relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden bg-ink-900 md:aspect-auto md:min-h-[32rem]"
        aria-label={`View full image: ${deal.title}`}
        data-testid="deal-image"
      >
        <img
          src={deal.image}
          alt=""
          width={1080}
          height={1920}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="absolute inset-0 size-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-[1.03]"
        />
        <CardImageBadge>{deal.discountPercent}% off</CardImageBadge>
        <span className="absolute right-4 bottom-4 inline-flex items-center gap-1.5 rounded-full bg-ink-950/70 px-3 py-1.5 text-xs text-ivory backdrop-blur">
          <Expand className="size-3.5" aria-hidden="true" />
          Full image
        </span>
      </button>
      <LazyDealLightbox
        deal={deal}
        open={lightboxOpen}
        onOpenChange={setLightboxOpen}
        returnFocusTo={() => imageButton.current}
      />

      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p className="eyebrow">{deal.destination}</p>
        <h3 id={titleId} className="font-display text-3xl leading-tight sm:text-4xl">
          {deal.title}
        </h3>
        <p className="text-lg text-ink-700">{deal.description}</p>
        <CheckList
          items={deal.inclusions}
          className="text-ink-800"
          itemClassName="gap-2.5"
          iconClassName="mt-1"
        />

        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-sm text-ink-600">{deal.days} days from</span>
          <span className="font-display text-4xl font-semibold" data-testid="deal-price">
            {formatInr(deal.priceInr)}
          </span>
          <s className="text-ink-500">
            <span className="sr-only">was </span>
            {formatInr(deal.originalPriceInr)}
          </s>
          <span className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-semibold text-gold-800">
            Save {deal.discountPercent}%
          </span>
        </div>

        <div className="flex items-center gap-4 text-sm text-ink-700">
          <button
            type="button"
            onClick={toggleLike}
            disabled={!stats}
            aria-pressed={stats?.liked ?? false}
            aria-label={stats?.liked ? `Unlike ${deal.title}` : `Like ${deal.title}`}
            data-testid="deal-like"
            className="inline-flex h-11 items-center gap-2 rounded-full border border-sand-300 px-4 transition-colors hover:border-ink-900/40 disabled:opacity-60"
          >
            <Heart
              className={cn("size-5", stats?.liked && "fill-[#c2412d] text-[#c2412d]")}
              aria-hidden="true"
            />
            <span className="min-w-[3.5ch] tabular-nums" data-testid="deal-likes">
              {/* Exact: a tap moves it by one, which a rounded "1.5K" would hide. */}
              {stats ? formatIndianNumber(stats.likes) : "—"}
            </span>
          </button>
          <span className="inline-flex items-center gap-2">
            <Eye className="size-5 text-ink-500" aria-hidden="true" />
            <span className="min-w-[3.5ch] tabular-nums" data-testid="deal-views">
              {stats ? formatCount(stats.views) : "—"}
            </span>
            <span className="sr-only">views</span>
          </span>
        </div>

        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <Button
            size="lg"
            data-lead-trigger="deal_booking"
            data-deal-id={deal.id}
            aria-haspopup="dialog"
            onClick={() => setBooking(true)}
          >
            Book This Deal
          </Button>
          <DealBookingDialog deal={deal} open={booking} onOpenChange={setBooking} />
          {deal.destinationSlug ? (
            <Button asChild size="lg" variant="ghost">
              <Link to={`/destination/${deal.destinationSlug}`}>
                Explore {deal.destination.split(",")[0]}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
