import { useId } from "react";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useUrlFilters } from "~/lib/use-url-filters";
import { rangeFilters } from "./range-filters";

type Range = { range: string; from: string; to: string };

/** The period a report covers: presets as one row of buttons, or two dates; kept in the URL. */
export function RangePicker({ range, presets }: { range: Range; presets: { id: string; label: string }[] }) {
  const hydrated = useHydrated();
  const [filters, setFilters] = useUrlFilters(rangeFilters.parse, rangeFilters.serialize);
  const id = useId();
  const go = (changes: Parameters<typeof rangeFilters.change>[1]) =>
    setFilters(rangeFilters.change(filters, changes));
  return (
    <div className="mb-5 flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label="Period"
        className="inline-flex rounded-full border border-sand-300 bg-white p-0.5"
      >
        {presets.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={range.range === p.id}
            onClick={() => go({ range: p.id, from: null, to: null })}
            disabled={!hydrated}
            className={cn(
              "rounded-full px-3 py-1.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-gold-500",
              "disabled:cursor-progress disabled:opacity-60",
              range.range === p.id ? "bg-ink-900 text-ivory" : "text-ink-700 hover:bg-ink-900/5",
            )}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium text-ink-600">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && go({ range: null, from: e.target.value, to: range.to })}
            className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-medium text-ink-600">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && go({ range: null, from: range.from, to: e.target.value })}
            className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
          />
        </div>
      </div>
    </div>
  );
}
