import {
  ArrowRightIcon,
  CheckIcon,
  CompassIcon,
  CopyIcon,
  MessageCircleIcon,
  RotateCcwIcon,
  SparklesIcon,
} from "lucide-react";
import { useState, type Ref } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { KeepQuizResults } from "./quiz-results-keep";
import type { QuizRecommendation } from "./quiz-scoring";
import type { QuizResults } from "./quiz-types";
import { useConfettiOnce } from "./use-confetti-once";
import { formatIndianNumber } from "~/lib/format";

type Props = {
  results: QuizResults;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
  /** Offer to keep the results by their link (not on the page the link itself opened). */
  keep?: boolean;
};

export function QuizResultsStage({ results, headingRef, onRetake, keep = true }: Props) {
  const confetti = useConfettiOnce(true);
  const firstName = results.name.split(/\s+/)[0];
  return (
    <>
      {/* Outside the sliding block: a transform there would pin a fixed element to it. */}
      <canvas
        ref={confetti}
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-[100] size-full motion-reduce:hidden"
      />
      <div className="motion-safe:animate-slide-up">
        <div className="text-center">
          <p className="eyebrow">{firstName}, your travel persona</p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 font-display text-[2.5rem] leading-[1.05] font-medium text-ink-900 outline-none sm:text-6xl"
          >
            {results.persona.title}
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-lg text-ink-700">{results.persona.line}</p>
          <div className="mx-auto mt-7 inline-flex items-baseline gap-2 rounded-full border border-gold-500/50 bg-gold-300/15 px-5 py-2">
            <span className="text-sm text-ink-700">Your travel score</span>
            <span className="font-display text-3xl font-semibold text-gold-800 [font-variant-numeric:lining-nums_tabular-nums]">
              {formatIndianNumber(results.points)}
            </span>
            <span className="text-sm text-ink-700">points</span>
          </div>
        </div>

        <h3 className="mt-12 text-center font-display text-2xl text-ink-900 sm:text-3xl">
          Your three best-matched destinations
        </h3>
        <ol className="mt-7 grid gap-5 md:grid-cols-3">
          {results.recommendations.map((r) => (
            <RecommendationCard key={r.rank} recommendation={r} />
          ))}
        </ol>

        <PromoCode code={results.promoCode} />
        {keep && results.link ? <KeepQuizResults link={results.link} /> : null}

        <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button type="button" variant="outline" size="lg" onClick={onRetake}>
            <RotateCcwIcon aria-hidden="true" />
            Retake Quiz
          </Button>
          <Button asChild size="lg">
            <Link to="/packages">
              Explore Packages
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}

/**
 * A card's actions carry the destination's name ("Ask an expert about United Kingdom"): in a third of
 * the page they wrap onto a second line rather than run past the card.
 */
const cardAction = "h-auto min-h-11 w-full py-2.5 text-center leading-snug whitespace-normal";

function RecommendationCard({ recommendation: r }: { recommendation: QuizRecommendation }) {
  const settings = useSiteSettings();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card">
      <div className="relative">
        {r.image ? (
          <img
            src={r.image}
            width={1200}
            height={800}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          // No picture for this place yet: an art panel instead.
          <div className="aspect-[3/2] w-full bg-[radial-gradient(120%_90%_at_80%_0%,var(--color-gold-600)_0%,transparent_55%),linear-gradient(160deg,var(--color-ink-700),var(--color-ink-950))]" />
        )}
        {r.slug ? null : (
          // Not one of our published destinations yet: said on the picture, as the card has no page to open.
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-ink-900/85 px-3 py-1.5 text-[0.7rem] font-semibold tracking-[0.18em] text-gold-300 uppercase backdrop-blur-sm">
            <CompassIcon className="size-3.5" aria-hidden="true" />
            Tailor-made journey
          </span>
        )}
        <span className="absolute top-3 left-3 flex size-9 items-center justify-center rounded-full bg-ink-900/85 font-sans text-sm font-semibold text-gold-300 tabular-nums backdrop-blur-sm">
          {r.rank}
          <span className="sr-only">. </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h4 className="font-display text-2xl font-medium text-ink-900">{r.name}</h4>
        <p className="mt-1 text-sm text-ink-700">{r.caption}</p>
        <div className="mt-auto pt-5">
          {r.slug ? (
            <Button asChild variant="ink" className={cardAction}>
              <Link to={`/destination/${r.slug}`}>
                Explore {r.name}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <div className="grid gap-2">
              <Button asChild variant="ink" className={cardAction}>
                <Link to={`/luxe-match?plan=${encodeURIComponent(r.name)}`}>
                  <SparklesIcon aria-hidden="true" />
                  Plan it with our planner
                </Link>
              </Button>
              <Button asChild variant="outline" className={cardAction}>
                <a
                  href={whatsappLink(
                    settings.whatsappNumber,
                    `Hello! My travel persona quiz recommended ${r.name}. Could an expert help me plan it?`,
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircleIcon aria-hidden="true" />
                  Ask an expert about {r.name}
                </a>
              </Button>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

function PromoCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  if (!code) return null;
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      showSuccessToast("Code copied", "Quote it to your travel concierge.");
    } catch {
      showErrorToast("Could not copy", "Please note the code down instead.");
    }
  }
  return (
    <div className="mx-auto mt-12 max-w-2xl rounded-2xl bg-ink-900 p-6 text-ivory sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-300 uppercase">
            Your concierge code
          </p>
          <p className="mt-2 max-w-xs text-sm text-ivory/80">
            Quote it when you speak to your travel concierge: it brings up your answers and recommendations.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <code className="rounded-xl border border-dashed border-gold-400/70 px-3 py-2.5 font-mono text-base tracking-[0.08em] whitespace-nowrap text-gold-300 sm:px-4 sm:text-lg sm:tracking-[0.12em]">
            {code}
          </code>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={handleCopy}
            className="text-ivory hover:bg-ivory/10"
            aria-label="Copy concierge code"
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
    </div>
  );
}
