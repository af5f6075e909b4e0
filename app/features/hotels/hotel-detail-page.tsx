import {
  BedDouble,
  ChevronLeft,
  Leaf,
  MapPin,
  Maximize2,
  Sparkles,
  Star,
  UtensilsCrossed,
  Waves,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CallButton } from "~/components/call-button";
import { CheckList } from "~/components/check-list";
import { IconText } from "~/components/icon-fact";
import { NotFoundSection } from "~/components/not-found-section";
import { Button } from "~/components/ui/button";
import { BookingButton } from "~/features/booking";
import { formatIndianNumber, formatInr } from "~/lib/format";
import { StarRow } from "./hotel-card";
import { HOTEL_CATEGORY_LABELS } from "./hotel-filters";
import { HotelLocationMap } from "./hotel-location-map";
import type { Hotel } from "./hotels-data";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl sm:text-4xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function SideList({
  id,
  title,
  icon,
  items,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  items: string[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand-200 bg-white p-6">
      <h2 id={id} className="flex items-center gap-2 font-display text-2xl">
        {icon}
        {title}
      </h2>
      <CheckList items={items} className="mt-4 gap-2.5 text-sm text-ink-800" itemClassName="gap-2.5" />
    </section>
  );
}

/** /hotel/{hotelId}: rates and the call first, then the hotel's story, gallery, rooms, dining, amenities and location. */
export function HotelDetailPage({ hotel }: { hotel: Hotel }) {
  return (
    <article aria-labelledby="hotel-title">
      <header className="relative isolate overflow-hidden bg-ink-950 text-ivory">
        <img
          src={hotel.image}
          alt=""
          width={800}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-75"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/45 to-ink-950/10"
        />
        <div className="container-page flex min-h-[26rem] flex-col pt-6 pb-10 sm:min-h-[34rem] sm:pb-14">
          <Link
            to="/hotels"
            className="inline-flex w-fit items-center gap-1 rounded-full py-2 pr-3 text-sm text-ivory/85 hover:text-ivory"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Goa hotels
          </Link>
          <div className="mt-auto">
            <p className="eyebrow text-gold-300">{HOTEL_CATEGORY_LABELS[hotel.category]} · Goa</p>
            <h1 id="hotel-title" className="mt-3 max-w-4xl font-display text-4xl leading-[1.05] sm:text-6xl">
              {hotel.name}
            </h1>
            <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ivory/90">
              <StarRow stars={hotel.stars} />
              <IconText icon={Star} iconClassName="fill-gold-400 text-gold-400" data-testid="hotel-reviews">
                {hotel.rating.toFixed(1)} · {formatIndianNumber(hotel.reviewCount)} reviews
              </IconText>
              <IconText icon={MapPin} iconClassName="text-gold-300">
                {hotel.location}
              </IconText>
            </p>
          </div>
        </div>
      </header>

      {/* Rows auto + 1fr: the long main column's extra height goes below the side lists, not between the two side blocks. */}
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:py-16">
        {/* First in the document so a phone sees the price and the call early; on the right from lg up. */}
        <aside aria-label="Rates and availability" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-card bg-ink-900 p-6 text-ivory shadow-lift">
            <p className="text-sm text-ivory/75">Rooms from</p>
            <p className="mt-1 font-display text-4xl font-semibold">
              {formatInr(hotel.pricePerNight)}
              <span className="ml-1 font-sans text-sm font-normal text-ivory/75">/ night</span>
            </p>
            <p className="mt-1 text-xs text-ivory/75">Per room, before taxes · {hotel.rooms} rooms</p>
            <div className="mt-6 grid gap-3">
              <BookingButton
                item={{ type: "hotel", id: hotel.id, name: hotel.name }}
                size="lg"
                data-hotel-id={hotel.id}
              >
                Check Availability
              </BookingButton>
              <CallButton
                size="lg"
                variant="outline"
                className="border-ivory/30 text-ivory hover:border-ivory/60 hover:bg-white/5"
                data-testid="call-best-price"
              >
                Call for Best Price
              </CallButton>
            </div>
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-white/15 pt-5 text-sm">
              <div>
                <dt className="text-ivory/70">Check-in</dt>
                <dd className="mt-0.5 font-medium">{hotel.checkIn}</dd>
              </div>
              <div>
                <dt className="text-ivory/70">Check-out</dt>
                <dd className="mt-0.5 font-medium">{hotel.checkOut}</dd>
              </div>
            </dl>
          </div>
        </aside>

        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Section id="about-hotel" title="About This Hotel">
            <div className="space-y-4 text-lg leading-relaxed text-ink-700">
              {hotel.about.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
            <CheckList
              items={hotel.features}
              icon={Sparkles}
              variant="tile"
              className="mt-6 gap-3 sm:grid-cols-2"
            />
          </Section>

          <Section id="gallery" title="Photo Gallery">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
              {hotel.gallery.map((g, i) => (
                <li
                  key={g.caption}
                  className={i === 0 ? "col-span-2 sm:col-span-3" : i === 3 ? "col-span-2 sm:col-span-1" : ""}
                >
                  <figure>
                    <div
                      className={
                        i === 0
                          ? "aspect-[16/9] overflow-hidden rounded-card bg-sand-100"
                          : "aspect-[4/3] overflow-hidden rounded-card bg-sand-100"
                      }
                    >
                      <img
                        src={g.image}
                        alt={g.alt ?? ""}
                        width={800}
                        height={600}
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover"
                      />
                    </div>
                    <figcaption className="mt-2 text-sm text-ink-600">{g.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="rooms" title="Room Types">
            <ul className="grid gap-4 md:grid-cols-3">
              {hotel.roomTypes.map((r) => (
                <li
                  key={r.name}
                  className="flex flex-col rounded-card border border-sand-200 bg-white p-5 shadow-card"
                >
                  <h3 className="font-display text-2xl leading-tight">{r.name}</h3>
                  <ul className="mt-3 grid gap-1.5 text-sm text-ink-700">
                    <li className="flex items-center gap-2">
                      <Maximize2 className="size-4 text-ink-500" aria-hidden="true" />
                      {formatIndianNumber(r.sizeSqft)} sq ft
                    </li>
                    <li className="flex items-center gap-2">
                      <BedDouble className="size-4 text-ink-500" aria-hidden="true" />
                      {r.bed}
                    </li>
                    <li className="flex items-center gap-2">
                      <Waves className="size-4 text-ink-500" aria-hidden="true" />
                      {r.view}
                    </li>
                  </ul>
                  <p className="mt-auto pt-4 font-display text-2xl font-semibold">
                    {formatInr(r.pricePerNight)}
                    <span className="ml-1 font-sans text-xs font-normal text-ink-600">/ night</span>
                  </p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="dining" title="Dining Options">
            <ul className="grid gap-4">
              {hotel.dining.map((d) => (
                <li key={d.name} className="flex gap-4 border-b border-sand-200 pb-4 last:border-0 last:pb-0">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand-100 text-gold-700">
                    <UtensilsCrossed className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-display text-2xl leading-tight">{d.name}</h3>
                    <p className="text-sm font-medium text-gold-700">{d.cuisine}</p>
                    <p className="mt-1 text-ink-700">{d.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">
          <SideList
            id="amenities"
            title="Amenities"
            icon={<Sparkles className="size-5 text-gold-600" aria-hidden="true" />}
            items={hotel.amenities}
          />
          <SideList
            id="activities"
            title="Activities"
            icon={<Waves className="size-5 text-gold-600" aria-hidden="true" />}
            items={hotel.activities}
          />
          <SideList
            id="sustainability"
            title="Sustainability"
            icon={<Leaf className="size-5 text-success-600" aria-hidden="true" />}
            items={hotel.sustainability}
          />
          <section aria-labelledby="location">
            <h2 id="location" className="mb-4 flex items-center gap-2 font-display text-2xl">
              <MapPin className="size-5 text-gold-600" aria-hidden="true" />
              Location
            </h2>
            <HotelLocationMap hotel={hotel} />
          </section>
        </div>
      </div>
    </article>
  );
}

/** Shown for /hotel/{unknown-id} (a 404). */
export function HotelNotFound() {
  return (
    <NotFoundSection
      eyebrow="Page not found"
      title="We couldn't find that hotel"
      titleClassName="text-4xl sm:text-5xl"
      message="The link may be old or mistyped. Every hotel we offer in Goa is on our hotel search."
    >
      <Button asChild variant="ink" size="lg" className="mt-8">
        <Link to="/hotels">Browse Goa hotels</Link>
      </Button>
    </NotFoundSection>
  );
}
