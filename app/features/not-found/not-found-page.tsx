import { Compass } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";

/** Playful travel messages, cycled every 2 seconds (spec/02 §2). */
export const NOT_FOUND_MESSAGES = [
  "Looks like this page took an unscheduled detour.",
  "Our concierge searched every lounge — this page isn't boarding today.",
  "Even the best navigators miss a turn now and then.",
  "This road leads somewhere lovely, just not here.",
  "The page you wanted has checked out early.",
] as const;

export const NOT_FOUND_CYCLE_MS = 2000;

export function NotFoundPage() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setIndex((i) => (i + 1) % NOT_FOUND_MESSAGES.length), NOT_FOUND_CYCLE_MS);
    return () => window.clearInterval(id);
  }, []);
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center" aria-labelledby="not-found-title">
      <Compass className="size-10 text-gold-600" aria-hidden="true" />
      <p className="eyebrow mt-6">Page Not Found</p>
      <h1 id="not-found-title" className="mt-3 font-display text-[7rem] leading-none font-semibold tracking-tight text-ink-900 sm:text-[10rem]" aria-label="404 — Page Not Found">
        <span>4</span>
        <span className="text-gold-600">0</span>
        <span>4</span>
      </h1>
      <p className="mt-6 min-h-14 max-w-md text-lg text-ink-600" aria-live="polite" data-testid="not-found-message">
        {NOT_FOUND_MESSAGES[index]}
      </p>
      <Link to="/" className="mt-8 inline-flex h-12 items-center rounded-full bg-ink-900 px-7 font-semibold text-ivory hover:bg-ink-800">
        Return to Home Base
      </Link>
    </section>
  );
}
