import { useState } from "react";
import { lazyVerificationDialog } from "~/features/verification";
import type { ItinerarySummary } from "./destination-types";
import { ItineraryCard } from "./itinerary-card";
import type { ItineraryUnlockResult } from "./itinerary-unlock-schema";
import type { DailyPlans } from "./use-daily-plans";

// The unlock form's config holds its zod schema: both come with the dialog when it first opens.
const LazyUnlockDialog = lazyVerificationDialog(
  async () => (await import("./itinerary-unlock-config")).itineraryUnlockDialogConfig,
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
      <LazyUnlockDialog
        open={unlockOpen}
        onOpenChange={setUnlockOpen}
        configArg={unlocking?.title}
        initialValues={{ destinationSlug: slug, itineraryId: unlocking?.id ?? "" }}
        onVerified={(result) => {
          // The proof cookie is set: every plan may be read now; this one loads and opens.
          dailyPlans.markUnlocked();
          void dailyPlans.toggle((result as ItineraryUnlockResult).itineraryId);
        }}
      />
    </div>
  );
}
