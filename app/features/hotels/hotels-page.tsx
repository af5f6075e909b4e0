import { Check, ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { SelectField, type SelectFieldOption } from "~/components/select-field";
import { SliderOnApproach } from "~/components/slider-on-approach";
import { Button } from "~/components/ui/button";
import { useProgressiveCount } from "~/lib/use-progressive-count";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { formatInr } from "~/lib/format";
import { useUrlFilters } from "~/lib/use-url-filters";
import { HotelCard } from "./hotel-card";
import {
  countActiveHotelFilters,
  DEFAULT_HOTEL_FILTERS,
  filterHotels,
  HOTEL_CATEGORY_LABELS,
  HOTEL_SORTS,
  hotelFiltersToSearchParams,
  parseHotelFilters,
  type HotelCategoryFilter,
  type HotelFilters,
  type HotelSort,
  type QuickAmenity,
} from "./hotel-filters";
import {
  HOTEL_CATEGORIES,
  HOTEL_PRICE_MAX,
  HOTEL_PRICE_MIN,
  HOTEL_PRICE_STEP,
  QUICK_AMENITY_FILTERS,
} from "./hotel-options";
import type { HotelSummary } from "./hotels-data";

// Typing and dragging write the URL once they pause; the list itself updates on every change.
const URL_DEBOUNCE_MS = 350;
/** Cards in the server's HTML (a screenful and more); the rest follow two at a time once React has the page (ADR 024). */
const CARDS_FIRST = 3;
const CARDS_STEP = 2;

const CATEGORY_OPTIONS: SelectFieldOption<HotelCategoryFilter>[] = [
  { value: "all", label: "All categories" },
  ...HOTEL_CATEGORIES.map((c) => ({ value: c, label: HOTEL_CATEGORY_LABELS[c] })),
];
const SORT_OPTIONS: SelectFieldOption<HotelSort>[] = HOTEL_SORTS.map((s) => ({
  value: s.id,
  label: s.label,
}));

function HotelFiltersPanel({
  filters,
  onChange,
}: {
  filters: HotelFilters;
  onChange: (f: HotelFilters, opts?: { immediate?: boolean }) => void;
}) {
  const searchId = useId();
  const priceId = useId();
  const moreId = useId();
  const active = countActiveHotelFilters(filters);
  // On a phone the filters fold away under the search box so the hotels come first; from lg up they are always open.
  const [open, setOpen] = useState(false);

  const toggleAmenity = (a: QuickAmenity) => {
    const amenities = filters.amenities.includes(a)
      ? filters.amenities.filter((x) => x !== a)
      : [...filters.amenities, a];
    onChange({ ...filters, amenities }, { immediate: true });
  };

  return (
    <div
      role="search"
      aria-label="Filter hotels"
      className="grid gap-5 rounded-card border border-sand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search hotels</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={filters.q}
            maxLength={100}
            placeholder="Name, beach or village"
            autoComplete="off"
            enterKeyHint="search"
            className="pl-10"
            data-testid="hotel-search"
            onChange={(e) => onChange({ ...filters, q: e.target.value })}
          />
        </div>
      </div>

      <Button
        type="button"
        variant="outline"
        className="justify-between lg:hidden"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((o) => !o)}
        data-testid="hotel-filters-toggle"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          Filters & sort{active > 0 ? ` (${active})` : ""}
        </span>
        <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
      </Button>

      <div id={moreId} className={cn("gap-5", open ? "grid" : "hidden lg:grid")}>
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-3 lg:grid-cols-1 lg:gap-5">
          <SelectField
            label="Category"
            value={filters.category}
            options={CATEGORY_OPTIONS}
            onValueChange={(category) => onChange({ ...filters, category }, { immediate: true })}
            data-testid="hotel-category"
          />
          <SelectField
            label="Sort by"
            value={filters.sort}
            options={SORT_OPTIONS}
            onValueChange={(sort) => onChange({ ...filters, sort }, { immediate: true })}
            data-testid="hotel-sort"
          />
        </div>

        <div className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <span id={priceId} className="text-sm font-medium text-ink-800">
              Price per night
            </span>
            <span className="text-sm text-ink-700" data-testid="hotel-price-range">
              {formatInr(filters.minPrice)} – {formatInr(filters.maxPrice)}
            </span>
          </div>
          <SliderOnApproach
            aria-labelledby={priceId}
            min={HOTEL_PRICE_MIN}
            max={HOTEL_PRICE_MAX}
            step={HOTEL_PRICE_STEP}
            value={[filters.minPrice, filters.maxPrice]}
            thumbLabels={["Minimum price per night", "Maximum price per night"]}
            getThumbValueText={(v) => formatInr(v)}
            onValueChange={([minPrice = HOTEL_PRICE_MIN, maxPrice = HOTEL_PRICE_MAX]) =>
              onChange({ ...filters, minPrice, maxPrice })
            }
          />
        </div>

        <fieldset className="grid gap-2.5">
          <legend className="mb-2.5 text-sm font-medium text-ink-800">Must have</legend>
          <div className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden">
            {QUICK_AMENITY_FILTERS.map((a) => {
              const on = filters.amenities.includes(a);
              return (
                <button
                  key={a}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleAmenity(a)}
                  data-testid="amenity-filter"
                  className={cn(
                    "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm whitespace-nowrap transition-colors",
                    on
                      ? "border-ink-900 bg-ink-900 text-ivory"
                      : "border-sand-300 bg-white text-ink-800 hover:border-ink-900/40",
                  )}
                >
                  {on ? <Check className="size-4" aria-hidden="true" /> : null}
                  {a}
                </button>
              );
            })}
          </div>
        </fieldset>

        {active > 0 ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => onChange({ ...DEFAULT_HOTEL_FILTERS, sort: filters.sort }, { immediate: true })}
          >
            Clear all filters ({active})
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The result cards; drawing the next few re-renders this list only, and only the new cards in it. */
function HotelList({ hotels, listKey }: { hotels: HotelSummary[]; listKey: string }) {
  const count = useProgressiveCount(hotels.length, listKey, { first: CARDS_FIRST, step: CARDS_STEP });
  return (
    <div className="mt-6 grid gap-6">
      {hotels.slice(0, count).map((h, i) => (
        <HotelCard key={h.id} hotel={h} priority={i === 0} />
      ))}
    </div>
  );
}

export function HotelsPage({ hotels }: { hotels: HotelSummary[] }) {
  const [filters, setFilters] = useUrlFilters(parseHotelFilters, hotelFiltersToSearchParams, {
    debounceMs: URL_DEBOUNCE_MS,
  });
  const results = filterHotels(hotels, filters);
  const clearAll = () => setFilters({ ...DEFAULT_HOTEL_FILTERS, sort: filters.sort }, { immediate: true });

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-950 text-ivory">
        <img
          src="/images/hotels/mobor-lagoon-retreat.svg"
          alt=""
          width={800}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-45"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950 via-ink-950/80 to-ink-950/30"
        />
        <div className="container-page py-12 sm:py-24">
          <p className="eyebrow text-gold-400">Goa Luxury Hotels</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.05] sm:text-6xl">
            Ten addresses we trust in Goa
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ivory/80">
            Beach villas, clifftop suites, Portuguese mansions and quiet boutique hideaways — each one visited
            and vetted by our team.
          </p>
        </div>
      </section>

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label="Hotel filters" className="lg:sticky lg:top-24 lg:self-start">
          <HotelFiltersPanel filters={filters} onChange={setFilters} />
        </aside>

        <section aria-labelledby="hotel-results" className="min-w-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="hotel-results" className="font-display text-3xl">
              Goa hotels
            </h2>
            <p className="text-sm text-ink-600" aria-live="polite" data-testid="hotel-count">
              {results.length === 1 ? "1 hotel found" : `${results.length} hotels found`}
            </p>
          </div>
          {results.length > 0 ? (
            <HotelList hotels={results} listKey={hotelFiltersToSearchParams(filters).toString()} />
          ) : (
            <div
              className="mt-6 rounded-card border border-dashed border-sand-300 bg-sand-50 px-6 py-16 text-center"
              data-testid="hotels-empty"
            >
              <p className="font-display text-3xl">No hotels match your filters</p>
              <p className="mx-auto mt-3 max-w-md text-ink-600">
                Try fewer amenities or a wider price range — or tell us what you need and we'll find the right
                stay.
              </p>
              <Button type="button" onClick={clearAll} className="mt-6">
                Clear all filters
              </Button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
