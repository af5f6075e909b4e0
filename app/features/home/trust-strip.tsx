import { ExternalLinkIcon, StarIcon, UserRoundIcon } from "lucide-react";
import { Link } from "react-router";
import { useSiteSettings } from "~/lib/use-site-settings";

/** The 4.9 STAR rating badge (opens the review page in a new tab) and the Partner Login link. */
export function TrustStrip() {
  const settings = useSiteSettings();
  return (
    <section
      className="cv-auto [--cv-size:208px] sm:[--cv-size:140px] md:[--cv-size:130px] container-page pb-24"
      aria-label="Ratings and partners"
      data-testid="trust-strip"
    >
      <div className="flex flex-col items-center justify-between gap-6 rounded-3xl border border-sand-200 bg-sand-50 px-6 py-8 sm:flex-row sm:px-10">
        <a
          href={settings.reviewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group flex items-center gap-4 rounded-2xl"
          data-testid="rating-badge"
        >
          <span className="flex size-16 shrink-0 flex-col items-center justify-center rounded-full bg-ink-900 text-gold-300">
            <StarIcon className="size-5 fill-gold-400 text-gold-400" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-display text-3xl leading-none font-semibold text-ink-900">
              4.9 STAR
            </span>
            <span className="mt-1 flex items-center gap-1 text-sm text-ink-600 group-hover:text-ink-900 group-hover:underline">
              Customer rating · read our reviews
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </span>
          </span>
        </a>
        <Link
          to="/auth"
          className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-900/20 px-5 text-sm font-medium text-ink-900 hover:border-ink-900/40 hover:bg-ink-900/5"
          data-testid="partner-login"
        >
          <UserRoundIcon className="size-4" aria-hidden="true" />
          Partner Login
        </Link>
      </div>
    </section>
  );
}
