import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { QuizResultsStage } from "./quiz-results-stage";
import type { QuizResults } from "./quiz-types";

/** A verified quiz's results opened by their link (another device, a closed browser): no new code. */
export function QuizResultsLinkPage({ results }: { results: QuizResults }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-ivory">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_120%_at_85%_0%,rgb(194_155_87/0.28),transparent_60%)]"
        />
        <div className="container-page relative pt-10 pb-20 sm:pt-16 sm:pb-28">
          <p className="eyebrow text-gold-300">Travel Persona</p>
          <h1 className="mt-3 max-w-3xl font-display text-[2.5rem] leading-[1.05] font-medium sm:text-6xl">
            Your travel personality
          </h1>
        </div>
      </section>
      <div className="container-page relative -mt-12 pb-24 sm:-mt-16">
        <div className="mx-auto max-w-5xl rounded-[1.75rem] border border-sand-200 bg-white p-5 shadow-lift sm:p-10">
          <QuizResultsStage
            results={results}
            headingRef={headingRef}
            keep={false}
            onRetake={() => void navigate("/quiz")}
          />
        </div>
      </div>
    </>
  );
}

/** The link is wrong, or its day is over: the quiz again, with the ways to reach a person. */
export function QuizResultsLinkGone() {
  return (
    <section className="container-page py-24 text-center">
      <p className="eyebrow">Travel Persona</p>
      <h1 className="mt-3 font-display text-4xl font-medium text-ink-900">This results link has expired</h1>
      <p className="mx-auto mt-4 max-w-lg text-ink-700">
        A quiz's results link works for 24 hours after the code was checked. Take the quiz again to see your
        recommendations, or ask our concierge for them.
      </p>
      <Link to="/quiz" className="mt-8 inline-flex font-semibold text-gold-800 underline underline-offset-4">
        Take the quiz again
      </Link>
    </section>
  );
}
