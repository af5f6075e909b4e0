import { useState } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import type { ItinerarySummary } from "./destination-types";
import { ItineraryCard } from "./itinerary-card";
import type { DailyPlans } from "./use-daily-plans";

/** The unlock dialog, fetched the first time a locked plan is asked for. */
const LazyItineraryUnlockDialog = lazyOnOpen(() =>
  import("./itinerary-unlock-dialog").then((m) => m.ItineraryUnlockDialog),
);

/** The itinerary cards and the one unlock dialog they share. */
export function ItineraryList({
  slug,
  destinationName,
  itineraries,
  dailyPlans,
}: {
  slug: string;
  destinationName: string;
  itineraries: ItinerarySummary[];
  dailyPlans: DailyPlans;
}) {
  // The itinerary stays set while the dialog animates closed, so its title does not flicker away.
  const [unlocking, setUnlocking] = useState<ItinerarySummary | null>(null);
  const [unlockOpen, setUnlockOpen] = useState(false);

  async function handleToggle(itinerary: ItinerarySummary) {
    const result = await dailyPlans.toggle(itinerary.id);
    if (result === "locked") {
      setUnlocking(itinerary);
      setUnlockOpen(true);
    }
  }

  return (
    <div className="grid gap-6" data-testid="itinerary-list">
      {itineraries.map((itinerary) => (
        <ItineraryCard
          key={itinerary.id}
          slug={slug}
          destinationName={destinationName}
          itinerary={itinerary}
          status={dailyPlans.status}
          plan={dailyPlans.plans[itinerary.id]}
          open={dailyPlans.openIds.has(itinerary.id)}
          loading={dailyPlans.loadingId === itinerary.id}
          onTogglePlan={() => handleToggle(itinerary)}
        />
      ))}
      <LazyItineraryUnlockDialog
        open={unlockOpen}
        onOpenChange={setUnlockOpen}
        destinationSlug={slug}
        itineraryId={unlocking?.id}
        itineraryTitle={unlocking?.title}
        onVerified={(result) => {
          // The proof cookie is set: every plan may be read now; this one loads and opens.
          dailyPlans.markUnlocked();
          void dailyPlans.toggle(result.itineraryId);
        }}
      />
    </div>
  );
}
