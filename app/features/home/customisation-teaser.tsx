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
          <HomeStatic render={(st) => <st.CustomisationIntro />} />
          <PriorityAccessButton from="home" size="lg" className="mt-8">
            Get Priority Access
          </PriorityAccessButton>
        </div>
        <HomeStatic render={(st) => <st.CustomisationPreviews />} />
      </div>
    </section>
  );
}
