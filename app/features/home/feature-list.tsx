import {
  CalendarCheckIcon,
  CarFrontIcon,
  FileDownIcon,
  HeadsetIcon,
  PlaneLandingIcon,
  StampIcon,
} from "lucide-react";
import { appFeatures, type AppFeature } from "./home-content";
import { SectionHeading } from "./section-heading";

const ICONS: Record<AppFeature["icon"], typeof CarFrontIcon> = {
  car: CarFrontIcon,
  plane: PlaneLandingIcon,
  file: FileDownIcon,
  calendar: CalendarCheckIcon,
  stamp: StampIcon,
  headset: HeadsetIcon,
};

export function FeatureList() {
  return (
    <section
      className="cv-auto [--cv-size:931px] sm:[--cv-size:641px] md:[--cv-size:548px] lg:[--cv-size:435px] xl:[--cv-size:412px] border-y border-sand-200 bg-white py-20 sm:py-24"
      aria-labelledby="features-title"
      data-testid="feature-list"
    >
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow="Travel, taken care of"
          title="The details that make a trip effortless"
        />
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {appFeatures.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li key={feature.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-500/40 text-gold-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ink-900">{feature.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-600">{feature.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
