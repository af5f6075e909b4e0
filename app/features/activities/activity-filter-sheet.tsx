import { Check } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { Slider } from "~/components/ui/slider";
import { cn } from "~/lib/cn";
import { DURATION_BANDS, RATING_STEPS, type ActivityFilters, type DurationBand } from "./activity-filters";
import { ACTIVITY_TYPES } from "./activity-types";

/** The price slider's ends, in US dollars (catalogue prices run 29-89; live ones may go beyond). */
const PRICE_FLOOR = 0;
const PRICE_CEILING = 200;

type Draft = {
  min: number;
  max: number;
  len: DurationBand | null;
  rating: number | null;
  cat: string | null;
};

function Chip({
  on,
  onClick,
  children,
  testId,
}: {
  on: boolean;
  onClick: () => void;
  children: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors",
        on
          ? "border-ink-900 bg-ink-900 text-ivory"
          : "border-sand-300 bg-white text-ink-800 hover:border-ink-900/40",
      )}
    >
      {on ? <Check className="size-4" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/**
 * The Filter panel: price, duration, rating and category, applied together (one history entry, so
 * Back undoes them) and kept in the URL with the search.
 */
export default function ActivityFilterSheet({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: ActivityFilters;
}) {
  const [params, setParams] = useSearchParams();
  const priceId = useId();
  const [draft, setDraft] = useState<Draft>({
    min: filters.min ?? PRICE_FLOOR,
    max: filters.max ?? PRICE_CEILING,
    len: filters.len,
    rating: filters.rating,
    cat: filters.cat,
  });

  const apply = (next: Draft) => {
    const query = new URLSearchParams(params);
    const put = (name: string, value: string | null) => (value ? query.set(name, value) : query.delete(name));
    put("min", next.min > PRICE_FLOOR ? String(next.min) : null);
    put("max", next.max < PRICE_CEILING ? String(next.max) : null);
    put("len", next.len);
    put("rating", next.rating ? String(next.rating) : null);
    put("cat", next.cat);
    query.delete("page");
    setParams(query, { preventScrollReset: true });
    onOpenChange(false);
  };
  const cleared: Draft = { min: PRICE_FLOOR, max: PRICE_CEILING, len: null, rating: null, cat: null };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-md p-6" data-testid="activity-filters">
        <SheetHeader>
          <SheetTitle className="font-display text-3xl">Filter activities</SheetTitle>
          <SheetDescription>Narrow the results by price, length, rating and kind.</SheetDescription>
        </SheetHeader>

        <div className="grid gap-7">
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between">
              <span id={priceId} className="text-sm font-medium text-ink-800">
                Price per adult
              </span>
              <span className="text-sm text-ink-700" data-testid="filter-price-range">
                US${draft.min} – US${draft.max}
                {draft.max === PRICE_CEILING ? "+" : ""}
              </span>
            </div>
            <Slider
              aria-labelledby={priceId}
              min={PRICE_FLOOR}
              max={PRICE_CEILING}
              step={5}
              value={[draft.min, draft.max]}
              thumbLabels={["Minimum price per adult", "Maximum price per adult"]}
              getThumbValueText={(v) => `US$${v}`}
              onValueChange={([min = PRICE_FLOOR, max = PRICE_CEILING]) =>
                setDraft((d) => ({ ...d, min, max }))
              }
            />
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink-800">Duration</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(DURATION_BANDS) as DurationBand[]).map((band) => (
                <Chip
                  key={band}
                  on={draft.len === band}
                  testId={`filter-duration-${band}`}
                  onClick={() => setDraft((d) => ({ ...d, len: d.len === band ? null : band }))}
                >
                  {DURATION_BANDS[band].label}
                </Chip>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink-800">Guest rating</legend>
            <div className="flex flex-wrap gap-2">
              {RATING_STEPS.map((r) => (
                <Chip
                  key={r}
                  on={draft.rating === r}
                  testId={`filter-rating-${r}`}
                  onClick={() => setDraft((d) => ({ ...d, rating: d.rating === r ? null : r }))}
                >
                  {`${r.toFixed(1)} and above`}
                </Chip>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink-800">Category</legend>
            <div className="flex flex-wrap gap-2">
              {ACTIVITY_TYPES.map((c) => (
                <Chip
                  key={c}
                  on={draft.cat === c}
                  testId="filter-category"
                  onClick={() => setDraft((d) => ({ ...d, cat: d.cat === c ? null : c }))}
                >
                  {c}
                </Chip>
              ))}
            </div>
          </fieldset>
        </div>

        <SheetFooter className="mt-auto flex-row gap-3 pt-4">
          <Button type="button" variant="outline" className="flex-1" onClick={() => apply(cleared)}>
            Clear all
          </Button>
          <Button
            type="button"
            variant="ink"
            className="flex-1"
            onClick={() => apply(draft)}
            data-testid="apply-filters"
          >
            Show results
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
