import { CountryFlag, flagName } from "./country-flags";
import { travelExperts } from "./home-content";
import { SectionHeading } from "./section-heading";

export function TravelExpertsSection() {
  return (
    <section
      className="cv-auto [--cv-size:1380px] sm:[--cv-size:930px] md:[--cv-size:860px] lg:[--cv-size:730px] xl:[--cv-size:585px] container-page py-20 sm:py-24"
      aria-labelledby="experts-title"
      data-testid="travel-experts"
    >
      <SectionHeading
        id="experts-title"
        eyebrow="Your travel experts"
        title="Planned by people who have been there"
      >
        Every itinerary is built by a specialist who knows the country first-hand, and who answers your call.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {travelExperts.map((expert) => (
          <li
            key={expert.name}
            className="flex flex-col rounded-card border border-sand-200 bg-white p-6 shadow-card"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ink-900 font-display text-xl font-semibold text-gold-300 ring-2 ring-gold-500/60 ring-offset-2 ring-offset-white"
              >
                {expert.initials}
              </span>
              <div>
                <h3 className="font-display text-2xl leading-tight font-semibold">{expert.name}</h3>
                <p className="text-sm text-ink-600">{expert.role}</p>
              </div>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-ink-700">{expert.note}</p>
            <div className="mt-auto pt-5">
              <p className="text-xs font-semibold tracking-[0.14em] text-ink-600 uppercase">
                Trusted for · {expert.years} years
              </p>
              <ul className="mt-2.5 flex flex-wrap gap-2" aria-label={`${expert.name} is trusted for`}>
                {expert.trustedFor.map((code) => (
                  <li
                    key={code}
                    className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 py-1 pr-2.5 pl-1.5 text-xs font-medium text-ink-800"
                  >
                    <CountryFlag code={code} />
                    {flagName(code)}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
