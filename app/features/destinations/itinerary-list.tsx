import { useState } from "react";
import type { ItinerarySummary } from "./destination-types";
import { ItineraryCard } from "./itinerary-card";
import { LazyInterimLeadDialog } from "./lead-trigger";
import type { DailyPlans } from "./use-daily-plans";

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
      <LazyInterimLeadDialog
        purpose="itinerary_unlock"
        open={unlockOpen}
        onOpenChange={setUnlockOpen}
        destination={destinationName}
        itinerary={unlocking?.title}
        onVerified={() => {
          // The unlock flow has set the proof cookie: load this plan and open it.
          setUnlockOpen(false);
          if (unlocking) void dailyPlans.toggle(unlocking.id);
        }}
      />
    </div>
  );
}
