import { Compass } from "lucide-react";
import { useEffect, useState } from "react";
import { NotFoundSection, ReturnHomeLink } from "~/components/not-found-section";

/** Playful travel messages, cycled every 2 seconds. */
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
    const id = window.setInterval(
      () => setIndex((i) => (i + 1) % NOT_FOUND_MESSAGES.length),
      NOT_FOUND_CYCLE_MS,
    );
    return () => window.clearInterval(id);
  }, []);
  return (
    <NotFoundSection
      className="min-h-[70vh]"
      icon={<Compass className="size-10 text-gold-600" aria-hidden="true" />}
      eyebrow="Page Not Found"
      title={
        <>
          <span>4</span>
          <span className="text-gold-600">0</span>
          <span>4</span>
        </>
      }
      titleLabel="404 — Page Not Found"
      titleClassName="text-[7rem] leading-none font-semibold tracking-tight text-ink-900 sm:text-[10rem]"
      // A screen reader hears the first message once, as part of the page; the rotation is for the
      // eye only (read aloud every 2 s it would drown out everything else).
      message={
        <>
          <span className="sr-only">{NOT_FOUND_MESSAGES[0]}</span>
          <span aria-hidden="true" data-testid="not-found-message">
            {NOT_FOUND_MESSAGES[index]}
          </span>
        </>
      }
      // min-h: the messages wrap to one or two lines; the link below stays put as they cycle.
      messageProps={{ className: "mt-6 min-h-14 text-lg" }}
    >
      <ReturnHomeLink className="mt-8" />
    </NotFoundSection>
  );
}
