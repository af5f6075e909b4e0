import {
  Camera,
  CalendarHeart,
  Crown,
  Flower2,
  MapPin,
  MessageCircle,
  Music,
  Plane,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import { CheckList } from "~/components/check-list";
import { CallButton } from "~/components/call-button";
import { CardImageBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { weddingWhatsappNumber, whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { WeddingConsultationForm } from "./wedding-consultation-form";
import { guestExperience, services, venues, weddingHeroImage, weddingPackages } from "./wedding-data";

// The icons the services name in the data; anything else falls back to Sparkles.
const SERVICE_ICONS: Record<string, LucideIcon> = { Crown, Flower2, Plane, UtensilsCrossed, Music, Camera };

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl leading-tight sm:text-5xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-ink-700">{children}</p> : null}
    </div>
  );
}

export function WeddingPlannerPage() {
  const s = useSiteSettings();
  const whatsapp = whatsappLink(
    weddingWhatsappNumber(s),
    `Hello ${s.brandName}! We're planning a destination wedding and would like a consultation.`,
  );
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-950 text-ivory">
        <img
          src={weddingHeroImage}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-70"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/75 to-ink-950/45 sm:via-ink-950/50 sm:to-ink-950/10"
        />
        <div className="container-page flex min-h-[36rem] flex-col justify-end pt-24 pb-14 sm:min-h-[40rem] sm:py-20">
          <p className="eyebrow text-gold-300">Destination Weddings in India</p>
          <h1 className="mt-3 max-w-3xl font-display text-5xl leading-[1.02] sm:text-7xl">
            Royal weddings, beautifully planned
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ivory/85">
            Palaces in Rajasthan, beaches in Goa, backwaters in Kerala and the Himalayan foothills — one team
            for the venue, the ceremonies and every guest.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#consultation">Plan your wedding</a>
            </Button>
            <CallButton
              line="wedding"
              size="lg"
              variant="outline"
              className="border-ivory/40 text-ivory hover:border-ivory/70 hover:bg-white/5"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="wedding-services" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="wedding-services"
          eyebrow="What we take care of"
          title="Everything, from the first visit to the farewell brunch"
        />
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((svc) => {
            const Icon = SERVICE_ICONS[svc.icon] ?? Sparkles;
            return (
              <li key={svc.title} className="border-t border-sand-300 pt-6">
                <Icon className="size-6 text-gold-600" aria-hidden="true" />
                <h3 className="mt-4 font-display text-2xl">{svc.title}</h3>
                <p className="mt-2 text-ink-700">{svc.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="wedding-venues" className="bg-sand-100">
        <div className="container-page py-16 sm:py-24">
          <SectionHeading id="wedding-venues" eyebrow="The venue collection" title="Six places to say yes">
            Palaces, forts, beaches, backwaters and mountain meadows in Rajasthan, Goa, Kerala and Himachal
            Pradesh.
          </SectionHeading>
          <ul className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {venues.map((v) => (
              <li key={v.id} data-testid="wedding-venue">
                <article
                  aria-labelledby={`venue-${v.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card"
                >
                  <div className="relative aspect-[4/3] bg-sand-200">
                    <img
                      src={v.image}
                      alt={`${v.name}, ${v.location}`}
                      width={800}
                      height={600}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                    <CardImageBadge tone="ink">{v.type}</CardImageBadge>
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <p className="inline-flex items-center gap-1.5 text-sm text-gold-700">
                      <MapPin className="size-4" aria-hidden="true" />
                      {v.location}
                    </p>
                    <h3 id={`venue-${v.id}`} className="font-display text-2xl leading-tight">
                      {v.name}
                    </h3>
                    <p className="text-ink-700">{v.description}</p>
                    <CheckList
                      items={v.features}
                      icon={Sparkles}
                      className="gap-1.5 text-sm text-ink-800"
                      iconClassName="size-3.5"
                    />
                    <p className="mt-auto border-t border-sand-200 pt-4 text-sm text-ink-600">
                      Indicative budget{" "}
                      <span className="block font-display text-xl font-semibold text-ink-900">
                        {v.priceRange}
                      </span>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="wedding-packages" className="container-page py-16 sm:py-24">
        <SectionHeading id="wedding-packages" eyebrow="Experience packages" title="Three ways to celebrate">
          Each package is a starting point: we shape the days, the ceremonies and the guest list with you.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {weddingPackages.map((p, i) => (
            <li key={p.id} data-testid="wedding-package">
              <article
                aria-labelledby={`wedding-package-${p.id}`}
                className={
                  i === 0
                    ? "flex h-full flex-col rounded-card bg-ink-900 p-7 text-ivory shadow-lift"
                    : "flex h-full flex-col rounded-card border border-sand-200 bg-white p-7 shadow-card"
                }
              >
                <p className={i === 0 ? "eyebrow text-gold-300" : "eyebrow"}>{p.duration}</p>
                <h3 id={`wedding-package-${p.id}`} className="mt-2 font-display text-3xl">
                  {p.name}
                </h3>
                <p
                  className={
                    i === 0
                      ? "mt-1 font-display text-2xl text-gold-300"
                      : "mt-1 font-display text-2xl text-gold-700"
                  }
                >
                  {p.price}
                </p>
                <p className={i === 0 ? "mt-4 text-ivory/80" : "mt-4 text-ink-700"}>{p.description}</p>
                <h4 className="mt-6 text-sm font-semibold tracking-wide">Highlights</h4>
                <CheckList
                  items={p.highlights}
                  icon={Sparkles}
                  className={i === 0 ? "mt-2 text-sm text-ivory/85" : "mt-2 text-sm text-ink-800"}
                  iconClassName={i === 0 ? "size-3.5 text-gold-300" : "size-3.5"}
                />
                <h4 className="mt-6 text-sm font-semibold tracking-wide">Events</h4>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {p.events.map((e) => (
                    <li
                      key={e}
                      className={
                        i === 0
                          ? "rounded-full border border-ivory/25 px-2.5 py-1 text-xs text-ivory/90"
                          : "rounded-full border border-sand-300 px-2.5 py-1 text-xs text-ink-700"
                      }
                    >
                      {e}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guest-experience" className="bg-sand-100">
        <div className="container-page py-16 sm:py-24">
          <SectionHeading
            id="guest-experience"
            eyebrow="Guest experience"
            title="Every guest, looked after"
          />
          <Tabs defaultValue={guestExperience[0]?.id} className="mt-10">
            <TabsList aria-label="Guest experience">
              {guestExperience.map((t) => (
                <TabsTrigger key={t.id} value={t.id} className="text-base">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {guestExperience.map((t) => (
              <TabsContent key={t.id} value={t.id}>
                <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
                  <div>
                    <h3 className="font-display text-3xl">{t.title}</h3>
                    <p className="mt-3 text-lg text-ink-700">{t.description}</p>
                  </div>
                  <ul className="grid gap-4 sm:grid-cols-2">
                    {t.items.map((item) => (
                      <li key={item} className="rounded-xl bg-white p-5 text-ink-800 shadow-card">
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              </TabsContent>
            ))}
          </Tabs>
        </div>
      </section>

      <section aria-labelledby="wedding-callback" className="bg-ink-900 text-ivory">
        <div className="container-page flex flex-col gap-6 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="wedding-callback" className="font-display text-3xl sm:text-4xl">
              Speak to a wedding specialist
            </h2>
            <p className="mt-2 text-ivory/80">
              One call to start: dates, guest count and the kind of celebration you imagine.
            </p>
          </div>
          <CallButton line="wedding" size="lg" data-testid="wedding-phone" />
        </div>
      </section>

      <section
        id="consultation"
        aria-labelledby="consultation-title"
        className="container-page scroll-mt-20 py-16 sm:py-24"
      >
        <div className="mx-auto max-w-3xl rounded-card border border-sand-200 bg-white p-7 text-center shadow-card sm:p-12">
          <CalendarHeart className="mx-auto size-8 text-gold-600" aria-hidden="true" />
          <h2 id="consultation-title" className="mt-4 font-display text-3xl sm:text-5xl">
            Request a consultation
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
            Tell us your wedding date, guest count and budget, and our wedding specialists will contact you
            within 24 hours with venue ideas and a first estimate.
          </p>
          <WeddingConsultationForm />
          <div className="mt-10 border-t border-sand-200 pt-8">
            <p className="text-sm font-medium text-ink-700">Or reach our wedding specialists directly</p>
            <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
              <CallButton line="wedding" size="lg" variant="outline">
                {(number) => `Call ${number}`}
              </CallButton>
              <Button asChild size="lg" variant="whatsapp">
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" />
                  WhatsApp us
                </a>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
