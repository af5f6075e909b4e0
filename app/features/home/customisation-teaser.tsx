import { PriorityAccessButton } from "~/features/priority-access";
import { HomeStatic } from "./home-static";

/** The 'coming soon' package customiser, with a priority-access signup. */
export function CustomisationTeaser() {
  return (
    <section
      className="cv-auto [--cv-size:910px] sm:[--cv-size:850px] md:[--cv-size:800px] lg:[--cv-size:512px] bg-ink-900 text-ivory"
      aria-labelledby="customise-title"
      data-testid="customisation-teaser"
    >
      <div className="container-page grid gap-12 py-20 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow text-gold-400">Coming soon</p>
          <h2
            id="customise-title"
            className="mt-3 font-display text-4xl leading-[1.08] font-medium sm:text-5xl"
          >
            Customise your package, your way
          </h2>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ivory/80">
            Soon you will shape any itinerary yourself and see the price change as you go. Join the priority
            list to be among the first to try it.
          </p>
          <PriorityAccessButton from="home" size="lg" className="mt-8">
            Get Priority Access
          </PriorityAccessButton>
        </div>
        <HomeStatic render={(st) => <st.CustomisationPreviews />} />
      </div>
    </section>
  );
}
