import { ArrowRightIcon, CompassIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Hidden on small screens; phones reach the quiz from the bottom bar. */
export function QuizTeaser() {
  return (
    <section
      className="cv-auto md:[--cv-size:305px] lg:[--cv-size:276px] container-page hidden pb-20 md:block"
      aria-labelledby="quiz-teaser-title"
      data-testid="quiz-teaser"
    >
      <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-12 py-14 text-ivory lg:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 size-80 rounded-full border border-gold-500/25"
        />
        <div
          aria-hidden="true"
          className="absolute -right-4 -bottom-32 size-96 rounded-full border border-gold-500/15"
        />
        <div className="relative flex items-center justify-between gap-12">
          <div className="max-w-2xl">
            <p className="eyebrow flex items-center gap-2 text-gold-400">
              <CompassIcon className="size-4" aria-hidden="true" />
              Travel Personality Quiz · about 3 minutes
            </p>
            <h2
              id="quiz-teaser-title"
              className="mt-4 font-display text-4xl leading-tight font-medium lg:text-5xl"
            >
              Not sure where to go next?
            </h2>
            <p className="mt-4 text-lg text-ivory/80">
              Nine quick questions about how you like to travel, and we match you with three destinations,
              ranked for you.
            </p>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link to="/quiz">
              Take the quiz
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
