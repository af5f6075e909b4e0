import {
  CalendarCheck,
  ChevronLeft,
  Clock,
  CloudSun,
  Gauge,
  MapPin,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { CallButton } from "~/components/call-button";
import { CheckList } from "~/components/check-list";
import { IconText } from "~/components/icon-fact";
import { NotFoundSection } from "~/components/not-found-section";
import { Button } from "~/components/ui/button";
import { formatIndianNumber } from "~/lib/format";
import { approxInrText, formatMoney, rateFor, type InrRate } from "~/lib/money";
import { LazyActivityBookingDialog } from "./activity-booking-dialog-lazy";
import { cataloguePrice, catalogueToActivity, type CatalogueActivity } from "./catalogue-types";

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

function SideCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand-200 bg-white p-6">
      <h2 id={id} className="flex items-center gap-2 font-display text-2xl">
        {icon}
        {title}
      </h2>
      <div className="mt-4 text-sm text-ink-800">{children}</div>
    </section>
  );
}

/**
 * /activity/{slug}: the facts and the booking panel first on a phone, then the day as it runs,
 * what to bring, what is included, the weather, safety and where to meet.
 */
export function ActivityDetailPage({
  activity,
  rates,
  supplierPriced,
}: {
  activity: CatalogueActivity;
  rates: readonly InrRate[];
  /** A supplier prices the booking (its own amounts per adult and child), not our catalogue. */
  supplierPriced: boolean;
}) {
  const price = cataloguePrice(activity);
  const approx = approxInrText(price, rateFor(rates, price.currency));
  const [booking, setBooking] = useState(false);
  return (
    <article aria-labelledby="activity-title">
      <header className="relative isolate overflow-hidden bg-ink-950 text-ivory">
        <img
          src={activity.image.src}
          alt={activity.image.alt}
          width={800}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-75"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/45 to-ink-950/10"
        />
        <div className="container-page flex min-h-[26rem] flex-col pt-6 pb-10 sm:min-h-[32rem] sm:pb-14">
          <Link
            to="/activities"
            className="inline-flex w-fit items-center gap-1 rounded-full py-2 pr-3 text-sm text-ivory/85 hover:text-ivory"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            All activities
          </Link>
          <div className="mt-auto">
            <p className="eyebrow text-gold-300">
              {activity.category} · {activity.country}
            </p>
            <h1
              id="activity-title"
              className="mt-3 max-w-4xl font-display text-4xl leading-[1.05] sm:text-6xl"
            >
              {activity.title}
            </h1>
            <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ivory/90">
              <IconText icon={Star} iconClassName="fill-gold-400 text-gold-400">
                {activity.rating.toFixed(1)} · {formatIndianNumber(activity.reviewCount)} reviews
              </IconText>
              <IconText icon={MapPin} iconClassName="text-gold-300">
                {activity.location}
              </IconText>
            </p>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:py-16">
        <aside aria-label="Book This Experience" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-card bg-ink-900 p-6 text-ivory shadow-lift">
            <h2 className="font-display text-2xl">Book This Experience</h2>
            <p className="mt-4 text-sm text-ivory/75">From</p>
            <p className="font-display text-4xl font-semibold" data-testid="activity-detail-price">
              {formatMoney(price, { compact: true })}
              <span className="ml-1 font-sans text-sm font-normal text-ivory/75">/ adult</span>
            </p>
            <p className="mt-1 text-xs text-ivory/75" data-testid="activity-detail-price-inr">
              {[approx, supplierPriced ? "children at the operator's price" : "children 70 %"]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <dl className="mt-5 grid gap-1 border-t border-white/15 pt-4 text-sm">
              <dt className="text-ivory/70">Best time</dt>
              <dd className="font-medium">{activity.bestTime}</dd>
            </dl>
            <div className="mt-6 grid gap-3">
              <Button
                type="button"
                size="lg"
                onClick={() => setBooking(true)}
                data-testid="check-availability"
              >
                <CalendarCheck aria-hidden="true" />
                Check Availability
              </Button>
              <CallButton
                size="lg"
                variant="outline"
                className="border-ivory/30 text-ivory hover:border-ivory/60 hover:bg-white/5"
                data-testid="call-for-details"
              >
                Call for Details
              </CallButton>
            </div>
          </div>
        </aside>

        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <dl className="grid grid-cols-3 gap-3" data-testid="activity-facts">
            {[
              { icon: Clock, label: "Duration", value: activity.duration },
              { icon: Users, label: "Group size", value: activity.groupSize },
              { icon: Gauge, label: "Difficulty", value: activity.difficulty },
            ].map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-card border border-sand-200 bg-white p-4">
                <Icon className="size-5 text-gold-600" aria-hidden="true" />
                <dt className="mt-2 text-xs text-ink-600">{label}</dt>
                <dd className="mt-0.5 text-sm font-medium sm:text-base">{value}</dd>
              </div>
            ))}
          </dl>

          <Section id="about-activity" title="The Experience">
            <div className="space-y-4 text-lg leading-relaxed text-ink-700">
              {activity.description.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
          </Section>

          <Section id="highlights" title="Highlights">
            <CheckList
              items={activity.highlights}
              icon={Sparkles}
              variant="tile"
              className="gap-3 sm:grid-cols-2"
            />
          </Section>

          <Section id="schedule" title="Schedule">
            <ol className="relative grid gap-6 border-l border-gold-500/40 pl-6">
              {activity.schedule.map((step) => (
                <li key={`${step.time}-${step.title}`} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.9rem] size-3 rounded-full bg-gold-500 ring-4 ring-ivory"
                  />
                  <p className="text-sm font-semibold text-gold-700">
                    <time>{step.time}</time>
                  </p>
                  <p className="font-medium">{step.title}</p>
                  <p className="mt-1 text-ink-700">{step.detail}</p>
                </li>
              ))}
            </ol>
          </Section>

          <Section id="requirements" title="Requirements">
            <CheckList
              items={activity.requirements}
              className="gap-2.5 text-ink-800"
              itemClassName="gap-2.5"
            />
          </Section>
        </div>
        {/* After the story on a phone; beside it, under the booking panel, from lg up. */}
        <aside
          aria-label="Practical details"
          className="grid content-start gap-6 lg:col-start-2 lg:row-start-2"
        >
          <SideCard
            id="included"
            title="What's Included"
            icon={<Sparkles className="size-5 text-gold-600" aria-hidden="true" />}
          >
            <CheckList items={activity.included} className="gap-2.5" itemClassName="gap-2.5" />
          </SideCard>
          <SideCard
            id="weather"
            title="Weather"
            icon={<CloudSun className="size-5 text-gold-600" aria-hidden="true" />}
          >
            <p>{activity.weather}</p>
          </SideCard>
          <SideCard
            id="safety"
            title="Safety"
            icon={<ShieldCheck className="size-5 text-gold-600" aria-hidden="true" />}
          >
            <CheckList items={activity.safety} className="gap-2.5" itemClassName="gap-2.5" />
          </SideCard>
          <SideCard
            id="meeting-point"
            title="Meeting Point"
            icon={<MapPin className="size-5 text-gold-600" aria-hidden="true" />}
          >
            <p className="font-medium">{activity.meetingPoint.name}</p>
            <p className="mt-1 text-ink-700">{activity.meetingPoint.address}</p>
            <p className="mt-2 text-ink-600">{activity.meetingPoint.note}</p>
          </SideCard>
        </aside>
      </div>
      <LazyActivityBookingDialog
        activity={catalogueToActivity(activity)}
        rates={rates}
        supplierPriced={supplierPriced}
        open={booking}
        onOpenChange={setBooking}
      />
    </article>
  );
}

export function ActivityNotFound() {
  return (
    <NotFoundSection
      eyebrow="Page not found"
      title="We couldn't find that experience"
      titleClassName="text-4xl sm:text-5xl"
      message="The link may be old or mistyped. Every experience we offer is on our activities page."
    >
      <Button asChild variant="ink" size="lg" className="mt-8">
        <Link to="/activities">Browse activities</Link>
      </Button>
    </NotFoundSection>
  );
}
