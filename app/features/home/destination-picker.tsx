import { DESTINATION_COUNT } from "~/lib/destination-index";
import { ArrowRightIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Combobox, type ComboboxOption } from "~/components/ui/combobox";
import type { DestinationSummary } from "~/features/destinations";

/**
 * 'Pick your destination': each option shows the name and two tags; the choice stays shown with a
 * link to its page, and a clear button resets it.
 */
export function DestinationPicker({ destinations }: { destinations: DestinationSummary[] }) {
  const labelId = useId();
  const [value, setValue] = useState("");
  const options: ComboboxOption[] = destinations.map((d) => ({
    value: d.slug,
    label: d.name,
    description: d.tags.slice(0, 2).join(" · "),
    keywords: d.tags.join(" "),
  }));
  const chosen = destinations.find((d) => d.slug === value);

  return (
    <div
      className="rounded-2xl bg-ivory/95 p-4 text-ink-900 shadow-lift backdrop-blur sm:p-5"
      data-testid="destination-picker"
    >
      <p id={labelId} className="text-sm font-semibold text-ink-800">
        Where would you like to go?
      </p>
      <div className="mt-3 flex items-center gap-2">
        <Combobox
          aria-labelledby={labelId}
          options={options}
          value={value}
          onValueChange={setValue}
          placeholder="Pick your destination"
          emptyText="No destination matches. Try a country or a style, like 'Safari'."
          renderOption={(option, { selected }) => (
            <span className="flex w-full items-center justify-between gap-3">
              <span className={selected ? "font-semibold" : "font-medium"}>{option.label}</span>
              <span className="truncate text-xs text-ink-600">{option.description}</span>
            </span>
          )}
        />
        {value ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="shrink-0"
            onClick={() => setValue("")}
            aria-label="Clear destination"
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {/* Reserve the row so choosing a destination does not push the page down. */}
      <div className="mt-3 min-h-11" aria-live="polite">
        {chosen ? (
          <Button asChild variant="ink" className="w-full sm:w-auto" data-testid="picker-go">
            <Link to={`/destination/${chosen.slug}`}>
              Explore {chosen.name}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <p className="pt-2.5 text-sm text-ink-600">
            {DESTINATION_COUNT} destinations, each with sample itineraries, visas and flights from Delhi and
            Mumbai.
          </p>
        )}
      </div>
    </div>
  );
}
