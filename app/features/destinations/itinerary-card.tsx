import { ChevronDownIcon, LoaderCircleIcon, LockIcon, SlidersHorizontalIcon } from "lucide-react";
import { useId, useState } from "react";
import { CheckList } from "~/components/check-list";
import { Button } from "~/components/ui/button";
import { BookingButton } from "~/features/booking";
import { cn } from "~/lib/cn";
import { formatInrRange } from "~/lib/format";
import { DailyPlanList } from "./daily-plan-list";
import type { DailyPlanItem } from "./destination-schema";
import type { ItinerarySummary } from "./destination-types";
import { PackageCustomiser } from "./package-customiser";
import type { UnlockStatus } from "./use-daily-plans";

export type ItineraryCardProps = {
  slug: string;
  destinationName: string;
  itinerary: ItinerarySummary;
  status: UnlockStatus;
  plan?: DailyPlanItem[];
  open: boolean;
  loading: boolean;
  onTogglePlan: () => void;
};

/** Title, duration, cost range and highlights; the day-by-day plan opens once the visitor is verified. */
export function ItineraryCard({
  slug,
  destinationName,
  itinerary,
  status,
  plan,
  open,
  loading,
  onTogglePlan,
}: ItineraryCardProps) {
  const planId = useId();
  const customiserId = useId();
  const [customising, setCustomising] = useState(false);
  const locked = status !== "unlocked";

  return (
    <article
      className="rounded-card border border-sand-200 bg-white p-5 shadow-card sm:p-7"
      data-testid="itinerary-card"
      data-itinerary-id={itinerary.id}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="rounded-full bg-ink-900 px-3 py-1 text-xs font-semibold tracking-wide text-ivory">
          {itinerary.duration}
        </span>
        <span className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900 tabular-nums">
            {formatInrRange(itinerary.costMinInr, itinerary.costMaxInr)}
          </span>{" "}
          per person
        </span>
      </div>
      <h3 className="mt-3 font-display text-2xl leading-tight font-semibold text-ink-900 sm:text-3xl">
        {itinerary.title}
      </h3>
      <CheckList
        items={itinerary.highlights}
        className="mt-4 sm:grid-cols-2"
        itemClassName="text-sm leading-snug text-ink-700"
        iconClassName="text-gold-700"
      />

      <div className="mt-6 flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
        <Button
          type="button"
          variant="outline"
          onClick={onTogglePlan}
          aria-expanded={open}
          aria-controls={open ? planId : undefined}
          aria-busy={loading || undefined}
          data-lead-trigger="itinerary_unlock"
          data-destination={destinationName}
          data-itinerary={itinerary.title}
          data-testid="toggle-daily-plan"
        >
          {loading ? (
            <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
          ) : locked && !open ? (
            <LockIcon aria-hidden="true" />
          ) : (
            <ChevronDownIcon
              className={cn("transition-transform", open && "rotate-180")}
              aria-hidden="true"
            />
          )}
          {open ? "Hide day-by-day plan" : `View ${itinerary.days}-day plan`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => setCustomising((c) => !c)}
          aria-expanded={customising}
          aria-controls={customising ? customiserId : undefined}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          Customise package
        </Button>
        <BookingButton
          item={{
            type: "itinerary",
            destinationSlug: slug,
            itineraryId: itinerary.id,
            destinationName,
            itineraryTitle: itinerary.title,
          }}
          data-destination={destinationName}
          data-itinerary={itinerary.title}
          className="sm:ml-auto"
        >
          Book Your Adventure
        </BookingButton>
      </div>
      {locked && !open ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-ink-600">
          <LockIcon className="size-3 shrink-0" aria-hidden="true" />
          The day-by-day plan unlocks after a quick phone verification.
        </p>
      ) : null}

      {open && plan ? (
        <div id={planId} className="mt-7 border-t border-sand-200 pt-7">
          <DailyPlanList plan={plan} itineraryTitle={itinerary.title} />
        </div>
      ) : null}

      {customising ? (
        <div id={customiserId} className="mt-7 border-t border-sand-200 pt-7">
          <PackageCustomiser slug={slug} destinationName={destinationName} itinerary={itinerary} />
        </div>
      ) : null}
    </article>
  );
}
