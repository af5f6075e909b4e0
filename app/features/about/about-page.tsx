import { DESTINATION_COUNT } from "~/lib/destination-index";
import {
  ArrowRight,
  Briefcase,
  Compass,
  GraduationCap,
  Globe2,
  Headset,
  Landmark,
  Presentation,
  Stamp,
} from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useSiteSettings } from "~/lib/use-site-settings";

/** The four figures of the About page, word for word as the agency gives them. */
export const ABOUT_STATS = [
  { value: "50,000+", label: "Happy Travelers" },
  { value: String(DESTINATION_COUNT), label: "Countries Covered" },
  { value: "20+", label: "Years Experience" },
  { value: "95%", label: "Visa Success Rate" },
] as const;

const WHY_CHOOSE_US = [
  {
    icon: Compass,
    title: "Journeys designed, not sold",
    text: "A dedicated travel designer shapes every trip around how you like to travel — your pace, your food, your people.",
  },
  {
    icon: Stamp,
    title: "Visas handled in-house",
    text: "Our visa desk prepares and tracks every application, with a 95% success rate built over two decades.",
  },
  {
    icon: Globe2,
    title: "Partners we know by name",
    text: "Hotels, guides and ground teams across 18 countries that we have visited, tested and trust with our guests.",
  },
  {
    icon: Headset,
    title: "Someone awake when you need us",
    text: "A 24×7 on-trip helpline and live driver details, so help is a call away in any time zone.",
  },
] as const;

export function AboutPage() {
  const s = useSiteSettings();
  const WHAT_WE_DO = [
    {
      icon: Briefcase,
      title: "CXO Hospitality",
      text: "Discreet, seamless travel for leaders: private transfers, suites that double as offices, fast-track airports and a single point of contact around the clock.",
    },
    {
      icon: Presentation,
      title: "MICE",
      text: "Meetings, incentives, conferences and events for ten to a thousand delegates — venues, flights, visas, stagecraft and on-ground teams in one plan.",
      href: s.miceSiteUrl,
    },
    {
      icon: GraduationCap,
      title: "Experiential L&D",
      text: "Learning journeys that teams remember: leadership offsites, innovation tours and culture immersions designed with your L&D goals.",
    },
  ];

  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(194_155_87/0.22),transparent_55%)]"
        />
        <div className="relative container-page py-16 sm:py-24">
          <p className="eyebrow text-gold-400">About {s.brandName}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.05] sm:text-6xl">
            Twenty years of travelling well
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ivory/80">
            From our home in Gurgaon we plan holidays, leadership travel and events for Indian travellers —
            with the care of a private concierge and the reach of a global network.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="our-mission"
        className="container-page grid gap-10 py-16 sm:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-20"
      >
        <h2 id="our-mission" className="font-display text-4xl text-gold-700 sm:text-6xl">
          #Ourmission
        </h2>
        <div className="space-y-5 text-lg leading-relaxed text-ink-700">
          <p className="font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
            To make every journey from India feel effortless and personal — whether it is a family's first
            safari or a board's annual offsite.
          </p>
          <p>
            We began as a small team of travel planners who believed Indian travellers deserved better than
            brochures: vegetarian meals that are actually good, visas handled without stress, hotels chosen
            for how they make you feel. Twenty years on, the belief is the same; the reach is global.
          </p>
        </div>
      </section>

      <section aria-label="Our numbers" className="border-y border-sand-200 bg-sand-100">
        <dl className="container-page grid grid-cols-2 gap-y-10 py-14 sm:py-16 lg:grid-cols-4">
          {ABOUT_STATS.map((st) => (
            <div
              key={st.label}
              className="flex flex-col-reverse items-center text-center"
              data-testid="about-stat"
            >
              <dt className="mt-2 text-sm font-medium tracking-wide text-ink-700 uppercase">{st.label}</dt>
              <dd className="font-display text-5xl font-semibold text-ink-900 sm:text-6xl">{st.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="why-choose-us" className="container-page py-16 sm:py-24">
        <p className="eyebrow">Why travellers stay with us</p>
        <h2 id="why-choose-us" className="mt-3 font-display text-3xl sm:text-5xl">
          Why Choose Us
        </h2>
        <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map(({ icon: Icon, title, text }) => (
            <li key={title} className="border-t border-sand-300 pt-6">
              <Icon className="size-6 text-gold-600" aria-hidden="true" />
              <h3 className="mt-4 font-display text-2xl">{title}</h3>
              <p className="mt-2 text-ink-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="what-we-do" className="bg-ink-900 text-ivory">
        <div className="container-page py-16 sm:py-24">
          <p className="eyebrow text-gold-400">Beyond holidays</p>
          <h2 id="what-we-do" className="mt-3 font-display text-3xl sm:text-5xl">
            What We Do
          </h2>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {WHAT_WE_DO.map(({ icon: Icon, title, text, href }) => (
              <li
                key={title}
                className="flex flex-col rounded-card border border-white/10 bg-white/[0.04] p-7"
              >
                <Icon className="size-7 text-gold-400" aria-hidden="true" />
                <h3 className="mt-5 font-display text-3xl">{title}</h3>
                <p className="mt-3 text-ivory/80">{text}</p>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-6 inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-gold-300 hover:text-gold-400"
                  >
                    Visit our events site
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta" className="container-page py-16 text-center sm:py-24">
        <Landmark className="mx-auto size-8 text-gold-600" aria-hidden="true" />
        <h2 id="about-cta" className="mx-auto mt-4 max-w-2xl font-display text-3xl sm:text-5xl">
          Tell us where you'd like to go next
        </h2>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/contact">Get in touch</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/quiz">Take the travel quiz</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
