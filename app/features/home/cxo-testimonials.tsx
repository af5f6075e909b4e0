import { QuoteIcon, StarIcon } from "lucide-react";
import { cxoTestimonials } from "./home-content";
import { SectionHeading } from "./section-heading";

export function CxoTestimonials() {
  return (
    <section
      className="cv-auto [--cv-size:2147px] sm:[--cv-size:1891px] md:[--cv-size:1171px] lg:[--cv-size:885px] xl:[--cv-size:775px] container-page py-20 sm:py-24"
      aria-labelledby="cxo-title"
      data-testid="cxo-testimonials"
    >
      <SectionHeading id="cxo-title" eyebrow="What leaders say" title="#CXOAppreciation" align="center">
        Founders, CEOs and CHROs who trust us with their holidays and their teams.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cxoTestimonials.map((t) => (
          <li key={t.name}>
            <figure
              className="flex h-full flex-col rounded-card border border-sand-200 bg-white p-7 shadow-card"
              data-testid="testimonial"
            >
              <div className="flex items-center justify-between">
                <span className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
                  ))}
                </span>
                <QuoteIcon className="size-6 text-gold-500/50" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 font-display text-xl leading-snug text-ink-900">
                “{t.quote}”
              </blockquote>
              <figcaption className="mt-6 border-t border-sand-200 pt-4 text-sm">
                <span className="block font-semibold text-ink-900">{t.name}</span>
                <span className="text-ink-600">
                  {t.role}, {t.city}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
