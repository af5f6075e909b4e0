import { CheckIcon, SparklesIcon, StarIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatMoney, sumMoney } from "~/lib/money";
import type { ItinerarySummary } from "./destination-types";
import { PriorityAccessButton } from "~/features/priority-access";
import {
  readSavedCustomisation,
  saveCustomisation,
  TRANSFER_OPTIONS,
  type SavedCustomisation,
} from "./saved-customisation";
import { useHydrated } from "~/lib/use-hydrated";

type Choice = Pick<SavedCustomisation, "hotel" | "activities" | "transfer">;

const optionClass = cn(
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-200 bg-white px-3.5 py-2.5 text-sm transition-colors",
  "hover:border-ink-900/30 has-[:checked]:border-gold-600 has-[:checked]:bg-gold-300/15",
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-600",
);

function Stars({ count }: { count: number }) {
  return (
    <span className="flex shrink-0 items-center gap-0.5" role="img" aria-label={`${count}-star`}>
      {Array.from({ length: count }, (_, i) => (
        <StarIcon key={i} className="size-3 fill-gold-500 text-gold-500" aria-hidden="true" />
      ))}
    </span>
  );
}

/**
 * Change Hotels, Add/Remove Activities and Choose Transfers for one itinerary. Choices are kept on this
 * device and travel with the visitor's next booking or priority-access request; pricing them online is
 * 'Coming Soon!'.
 */
export function PackageCustomiser({
  slug,
  destinationName,
  itinerary,
}: {
  slug: string;
  destinationName: string;
  itinerary: ItinerarySummary;
}) {
  const hydrated = useHydrated();
  const baseId = useId();
  const defaults: Choice = {
    hotel: itinerary.customiser.hotels[0].name,
    activities: [],
    transfer: "private",
  };
  // The panel mounts only when opened (after hydration), so reading storage here cannot mismatch.
  const [choice, setChoice] = useState<Choice>(() => {
    const saved = hydrated ? readSavedCustomisation(slug, itinerary.id) : null;
    return saved ? { hotel: saved.hotel, activities: saved.activities, transfer: saved.transfer } : defaults;
  });
  const [savedNote, setSavedNote] = useState(false);

  function update(next: Choice) {
    setChoice(next);
    saveCustomisation({ slug, itineraryId: itinerary.id, itineraryTitle: itinerary.title, ...next });
    setSavedNote(true);
  }

  // Rupee add-ons add up; a catalogue experience keeps its own currency beside them.
  const chosen = itinerary.customiser.activities.filter((a) => choice.activities.includes(a.name));
  const currencies = [...new Set(chosen.map((a) => a.price.currency))].sort((a, b) =>
    a === "INR" ? -1 : b === "INR" ? 1 : a.localeCompare(b),
  );
  const activitiesTotal = currencies
    .map((c) =>
      formatMoney(
        sumMoney(
          chosen.filter((a) => a.price.currency === c).map((a) => a.price),
          c,
        ),
        { compact: true },
      ),
    )
    .join(" + ");

  return (
    <div className="grid gap-7" data-testid="package-customiser">
      <div className="grid gap-7 lg:grid-cols-2 lg:gap-10">
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">Change Hotels</legend>
          <div className="mt-3 grid gap-2">
            {itinerary.customiser.hotels.map((hotel) => (
              <label key={hotel.name} className={optionClass}>
                <input
                  type="radio"
                  name={`${baseId}-hotel`}
                  value={hotel.name}
                  checked={choice.hotel === hotel.name}
                  onChange={() => update({ ...choice, hotel: hotel.name })}
                  className="size-4 accent-gold-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink-900">{hotel.name}</span>
                  <span className="block text-xs text-ink-600">{hotel.location}</span>
                </span>
                <Stars count={hotel.stars} />
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">Add/Remove Activities</legend>
          <div className="mt-3 grid gap-2">
            {itinerary.customiser.activities.map((activity) => {
              const checked = choice.activities.includes(activity.name);
              return (
                <label key={activity.name} className={optionClass}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      update({
                        ...choice,
                        activities: checked
                          ? choice.activities.filter((n) => n !== activity.name)
                          : [...choice.activities, activity.name],
                      })
                    }
                    className="size-4 accent-gold-600"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink-900">{activity.name}</span>
                    <span
                      className={cn(
                        "mt-1 inline-block rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold",
                        activity.type === "Private" ? "bg-ink-900 text-ivory" : "bg-sand-200 text-ink-800",
                      )}
                    >
                      {activity.type === "SIC" ? "SIC (shared)" : "Private"}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-ink-900 tabular-nums">
                    {formatMoney(activity.price, { compact: true })}
                  </span>
                </label>
              );
            })}
          </div>
          <p className="mt-2 text-xs text-ink-600" aria-live="polite">
            {activitiesTotal
              ? `Selected activities: ${activitiesTotal} per person`
              : "Activity prices are per person."}
          </p>
        </fieldset>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Choose Transfers</legend>
        <div className="mt-3 grid grid-cols-2 gap-2 lg:max-w-[calc(50%-1.25rem)]">
          {TRANSFER_OPTIONS.map((option) => (
            <label key={option.value} className={optionClass}>
              <input
                type="radio"
                name={`${baseId}-transfer`}
                value={option.value}
                checked={choice.transfer === option.value}
                onChange={() => update({ ...choice, transfer: option.value })}
                className="size-4 accent-gold-600"
              />
              <span className="font-medium text-ink-900">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="rounded-2xl bg-sand-100 p-4">
        <p className="flex min-h-5 items-center gap-1.5 text-xs text-ink-700" aria-live="polite">
          {savedNote ? (
            <>
              <CheckIcon className="size-3.5 text-success-600" aria-hidden="true" />
              Your choices are saved on this device and will be sent with your request.
            </>
          ) : (
            "Your choices are remembered on this device and sent with your booking or priority-access request."
          )}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button type="button" variant="outline" disabled aria-describedby={`${baseId}-soon`}>
            <SparklesIcon aria-hidden="true" />
            Coming Soon!
          </Button>
          <PriorityAccessButton
            from="destination"
            variant="ink"
            destinationName={destinationName}
            data-itinerary={itinerary.title}
            trip={() => ({
              destination: slug,
              itineraryId: itinerary.id,
              customisation: readSavedCustomisation(slug, itinerary.id),
            })}
          >
            Get Priority Access
          </PriorityAccessButton>
        </div>
        <p id={`${baseId}-soon`} className="mt-2 text-xs text-ink-600">
          Online pricing for your customised package is coming soon.
        </p>
      </div>
    </div>
  );
}
