import { StarIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { findDestinationEntry } from "~/lib/destination-index";
import type { DestinationSummary } from "./destination-types";
import { VisaLine } from "./visa-line";

export type DestinationCardProps = {
  destination: DestinationSummary;
  /** Highlight ring (the home page's picks). */
  featured?: boolean;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  headingLevel?: "h2" | "h3";
  /** Phones: image beside the text instead of above it, so a long grid stays scannable. */
  compactOnPhone?: boolean;
  className?: string;
};

/** Image, name, one line, rating, three tags and the visa line; the whole card links to the destination. */
export function DestinationCard({
  destination,
  featured = false,
  eager = false,
  headingLevel = "h3",
  compactOnPhone = false,
  className,
}: DestinationCardProps) {
  const Heading = headingLevel;
  const premium = findDestinationEntry(destination.slug)?.premium ?? false;
  return (
    <article
      data-testid="destination-card"
      data-slug={destination.slug}
      data-featured={featured || undefined}
      className={cn(
        "group relative flex overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-lift",
        "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold-600",
        featured && "ring-2 ring-gold-500 ring-offset-2 ring-offset-ivory",
        compactOnPhone ? "flex-row sm:flex-col" : "flex-col",
        className,
      )}
    >
      <div
        className={cn(
          "relative overflow-hidden bg-sand-100",
          compactOnPhone ? "w-[36%] shrink-0 sm:aspect-[3/2] sm:w-auto" : "aspect-[3/2]",
        )}
      >
        <img
          src={destination.image}
          alt=""
          width={1200}
          height={800}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.04]"
        />
        {premium ? (
          <Badge
            className="absolute top-2.5 left-2.5 shadow-sm sm:top-3 sm:left-3"
            data-testid="premium-badge"
          >
            Premium
          </Badge>
        ) : null}
        <span
          className={cn(
            "absolute inline-flex items-center gap-1 rounded-full bg-ink-950/75 px-2.5 py-1 text-xs font-semibold text-ivory backdrop-blur-sm",
            compactOnPhone
              ? "bottom-2 left-2 sm:top-3 sm:right-3 sm:bottom-auto sm:left-auto"
              : "top-3 right-3",
          )}
          aria-label={`Rated ${destination.rating} out of 5`}
        >
          <StarIcon className="size-3 fill-gold-400 text-gold-400" aria-hidden="true" />
          {destination.rating.toFixed(1)}
        </span>
      </div>
      <div
        className={cn(
          "flex min-w-0 flex-1 flex-col",
          compactOnPhone ? "gap-2 p-4 sm:gap-3 sm:p-5" : "gap-3 p-5",
        )}
      >
        <Heading
          className={cn(
            "font-display leading-tight font-semibold text-ink-900",
            compactOnPhone ? "text-xl sm:text-2xl" : "text-2xl",
          )}
        >
          {/* The stretched link makes the whole card one tap target with one accessible name. */}
          <Link
            to={`/destination/${destination.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {destination.name}
          </Link>
        </Heading>
        <p
          className={cn(
            "line-clamp-2 leading-relaxed text-ink-600",
            compactOnPhone ? "text-[0.8125rem] sm:text-sm" : "text-sm",
          )}
        >
          {destination.description}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {destination.tags.slice(0, 3).map((tag) => (
            <li
              key={tag}
              className={cn(
                "rounded-full bg-sand-100 font-medium text-ink-700",
                compactOnPhone
                  ? "px-2 py-0.5 text-[0.6875rem] sm:px-2.5 sm:py-1 sm:text-xs"
                  : "px-2.5 py-1 text-xs",
              )}
            >
              {tag}
            </li>
          ))}
        </ul>
        <div className={cn("mt-auto border-t border-sand-200", compactOnPhone ? "pt-2 sm:pt-3" : "pt-3")}>
          <VisaLine status={destination.visaStatus} />
        </div>
      </div>
    </article>
  );
}
