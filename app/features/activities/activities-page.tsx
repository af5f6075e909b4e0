import { CalendarDays, MapPin, Search, SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { showInfoToast, showSuccessToast } from "~/components/ui/toast";
import type { InrRate } from "~/lib/money";
import { indiaDay } from "~/lib/india-time";
import { LazyActivityBookingDialog } from "./activity-booking-dialog-lazy";
import { ActivityCard } from "./activity-card";
import { activeFilterCount, type ActivityFilters } from "./activity-filters";
import { SUGGESTED_DESTINATIONS, suggestFor } from "./activity-suggestions";
import { ACTIVITY_TYPES, type Activity } from "./activity-types";
import { LoadedToastRegion, type LoadedToastContent } from "./loaded-toast";
import { useProgressiveCount } from "~/lib/use-progressive-count";
import { SuggestInput } from "./suggest-input";

const FilterSheet = lazy(() => import("./activity-filter-sheet"));

/** The search runs this long after the visitor stops typing (or at once on Search Activities). */
export const SEARCH_DELAY_MS = 800;
/** One toast for the search: each search's news replaces the last instead of stacking up. */
const SEARCH_TOAST = "activity-search";
/**
 * Cards in the server's HTML: two rows of three, three of two, six on a phone (a screenful and
 * more). The rest follow two at a time, a frame each, once React has the page (ADR 024).
 */
const CARDS_FIRST = 6;
const CARDS_STEP = 2;

export type ActivitiesPageData = {
  activities: Activity[];
  found: number;
  live: { provider: string; ok: boolean; count: number } | null;
  filters: ActivityFilters;
  /** The agency's dated rates, for the approximate rupee figures (none for a currency without one). */
  rates: InrRate[];
  /** A supplier prices bookings (its own adult and child amounts), not our catalogue's rule. */
  supplierPriced: boolean;
};

const suggestTypes = (input: string) => suggestFor(input, ACTIVITY_TYPES, 5);
const suggestDestinations = (input: string) => suggestFor(input, SUGGESTED_DESTINATIONS, 5);

/** The query with the search's fields replaced, the filters kept. */
function withSearch(params: URLSearchParams, fields: { q: string; dest: string; date: string }) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(fields)) {
    if (value.trim()) next.set(name, value.trim());
    else next.delete(name);
  }
  next.delete("page");
  return next;
}

/**
 * Fetches the font files the later cards' text needs that the first cards' did not (a description
 * with "bánh cuốn" needs Inter's Vietnamese file). Each file that arrives makes the browser lay out
 * the whole page again: while the page holds only the first cards, that is a short task.
 */
function loadFontsFor(activities: Activity[]) {
  const theme = getComputedStyle(document.documentElement);
  const load = (family: string, text: string) =>
    document.fonts.load(`1em ${theme.getPropertyValue(family)}`, text);
  return Promise.all([
    // Titles and prices are in the display face, the rest of a card in the text face.
    load("--font-display", activities.map((a) => a.title).join(" ")),
    load(
      "--font-sans",
      activities.map((a) => [a.category, a.location, a.description, a.duration].join(" ")).join(" "),
    ),
  ]);
}

/** The result cards; drawing the next few re-renders this grid only, and only the new cards in it. */
function ActivityGrid({
  activities,
  listKey,
  rates,
  onBook,
}: {
  activities: Activity[];
  listKey: string;
  rates: readonly InrRate[];
  onBook: (activity: Activity) => void;
}) {
  const count = useProgressiveCount(activities.length, listKey, {
    first: CARDS_FIRST,
    step: CARDS_STEP,
    beforeRest: () => loadFontsFor(activities.slice(CARDS_FIRST)),
  });
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {activities.slice(0, count).map((activity, i) => (
        <ActivityCard
          key={`${activity.source}-${activity.productCode}`}
          activity={activity}
          rates={rates}
          priority={i < 3}
          onBook={onBook}
        />
      ))}
    </div>
  );
}

function countHeading(n: number) {
  return `${n} ${n === 1 ? "Activity" : "Activities"} Found`;
}

export function ActivitiesPage({ data }: { data: ActivitiesPageData }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const ids = { q: useId(), dest: useId(), date: useId() };
  const [q, setQ] = useState(data.filters.q);
  const [dest, setDest] = useState(data.filters.dest);
  const [date, setDate] = useState(data.filters.date ?? "");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [booking, setBooking] = useState<Activity | null>(null);
  const [bookingOpen, setBookingOpen] = useState(false);
  // Stable, so a card already drawn is not drawn again when the next ones arrive (ActivityCard is memo).
  const openBooking = useCallback((a: Activity) => {
    setBooking(a);
    setBookingOpen(true);
  }, []);
  const timer = useRef<number | undefined>(undefined);
  const searchCount = useRef(0);
  // The first load's toast is the page's own; the searches' toasts are sonner's (see loaded-toast.tsx).
  const [loadedToast, setLoadedToast] = useState<LoadedToastContent | null>(null);
  const hideLoadedToast = useCallback(() => setLoadedToast(null), []);

  // Back and forward (and shared links) bring their own search: the boxes follow the URL.
  useEffect(() => {
    setQ(data.filters.q);
    setDest(data.filters.dest);
    setDate(data.filters.date ?? "");
  }, [data.filters.q, data.filters.dest, data.filters.date]);

  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const runSearch = (fields: { q: string; dest: string; date: string }, replace: boolean) => {
    window.clearTimeout(timer.current);
    const next = withSearch(params, fields);
    if (next.toString() === params.toString()) return;
    searchCount.current += 1;
    setLoadedToast(null);
    showInfoToast(
      "Searching activities",
      `Looking for ${[fields.q, fields.dest].filter(Boolean).join(" in ") || "travel activities"}…`,
      undefined,
      { id: SEARCH_TOAST, duration: 4000 },
    );
    void submit(next, { method: "get", replace, preventScrollReset: true });
  };

  const schedule = (fields: { q: string; dest: string; date: string }) => {
    window.clearTimeout(timer.current);
    // Each search that runs is a step Back can return to (a pause in typing, not every key).
    timer.current = window.setTimeout(() => runSearch(fields, false), SEARCH_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Each answered search says what it found; the first load says the grid is ready.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const key = location.search;
    if (announced.current === key) return;
    const first = announced.current === null;
    announced.current = key;
    const n = data.activities.length;
    if (first && !searchCount.current) {
      if (!location.search)
        setLoadedToast({
          title: "Activities loaded",
          description: `${n} experiences ready to explore.`,
          duration: 2500,
        });
      return;
    }
    setLoadedToast(null);
    if (data.live?.ok && data.live.count > 0) {
      showSuccessToast("Live results found", `Found ${data.live.count} activities from our partners.`, {
        id: SEARCH_TOAST,
      });
    } else {
      showSuccessToast("Search completed", `Found ${n} ${n === 1 ? "activity" : "activities"}.`, {
        id: SEARCH_TOAST,
      });
    }
  }, [location.search, data]);

  const activeFilters = activeFilterCount(data.filters);
  const today = indiaDay(new Date());

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-950 text-ivory">
        <img
          src="/images/activities/maasai-mara-sunrise-balloon-safari.svg"
          alt=""
          width={800}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-50"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950 via-ink-950/75 to-ink-950/20"
        />
        <div className="container-page py-12 sm:py-20">
          <p className="eyebrow text-gold-400">Activities & Experiences</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.05] sm:text-6xl">
            Moments worth the journey
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ivory/80">
            Balloon dawns over the Mara, private tea ceremonies in Kyoto, dune dinners in Dubai — book tours
            and experiences worldwide; we confirm each with its operator and e-mail your voucher.
          </p>
        </div>
      </section>

      <div className="container-page -mt-8 sm:-mt-10">
        <Form
          role="search"
          aria-label="Search activities"
          method="get"
          className="relative z-10 grid gap-4 rounded-card border border-sand-200 bg-white p-5 shadow-lift sm:p-6 lg:grid-cols-[1.3fr_1fr_0.8fr_auto] lg:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            runSearch({ q, dest, date }, false);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.q}>Activity</Label>
            <SuggestInput
              id={ids.q}
              value={q}
              label="Activity"
              placeholder="Safari, snorkelling, food tour…"
              icon={<Search className="size-4" />}
              suggest={suggestTypes}
              testId="activity-search"
              onValueChange={(v) => {
                setQ(v);
                schedule({ q: v, dest, date });
              }}
              onPick={(v) => runSearch({ q: v, dest, date }, false)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.dest}>Destination</Label>
            <SuggestInput
              id={ids.dest}
              value={dest}
              label="Destination"
              placeholder="Where to?"
              icon={<MapPin className="size-4" />}
              suggest={suggestDestinations}
              testId="destination-search"
              onValueChange={(v) => {
                setDest(v);
                schedule({ q, dest: v, date });
              }}
              onPick={(v) => runSearch({ q, dest: v, date }, false)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.date}>Date</Label>
            <div className="relative">
              <CalendarDays
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-500"
                aria-hidden="true"
              />
              <Input
                id={ids.date}
                type="date"
                min={today}
                value={date}
                className="h-12 pl-10"
                data-testid="activity-date"
                onChange={(e) => {
                  setDate(e.target.value);
                  runSearch({ q, dest, date: e.target.value }, false);
                }}
              />
            </div>
          </div>
          <Button type="submit" size="lg" className="h-12" data-testid="search-activities" worksWithoutScript>
            <Search aria-hidden="true" />
            Search Activities
          </Button>
        </Form>
      </div>

      <section
        aria-labelledby="activity-results"
        className="container-page py-10 sm:py-14"
        aria-busy={loading}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="activity-results"
            className="font-display text-3xl"
            aria-live="polite"
            data-testid="activity-count"
          >
            {loading ? "Searching…" : countHeading(data.activities.length)}
          </h2>
          <Button
            type="button"
            variant="outline"
            onClick={() => setFiltersOpen(true)}
            aria-haspopup="dialog"
            data-testid="activity-filter-button"
          >
            <SlidersHorizontal aria-hidden="true" />
            Filter{activeFilters ? ` (${activeFilters})` : ""}
          </Button>
        </div>
        {data.live && !data.live.ok ? (
          <p className="mt-3 text-sm text-ink-600" role="status">
            Live availability from our partners is taking a break; these are our own handpicked experiences.
          </p>
        ) : null}

        {loading ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="activity-skeletons">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="overflow-hidden rounded-card border border-sand-200 bg-white">
                <Skeleton className="aspect-[4/3] rounded-none" />
                <div className="grid gap-3 p-5">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-6 w-4/5" />
                  <Skeleton className="h-16" />
                  <Skeleton className="h-10" />
                </div>
              </div>
            ))}
          </div>
        ) : data.activities.length > 0 ? (
          <ActivityGrid
            activities={data.activities}
            listKey={location.search}
            rates={data.rates}
            onBook={openBooking}
          />
        ) : (
          <div
            className="mt-6 rounded-card border border-dashed border-sand-300 bg-sand-50 px-6 py-16 text-center"
            data-testid="activities-empty"
          >
            <p className="font-display text-3xl">No activities found</p>
            <p className="mx-auto mt-3 max-w-md text-ink-600">Try adjusting your search criteria</p>
          </div>
        )}
      </section>

      {filtersOpen ? (
        <Suspense fallback={null}>
          <FilterSheet open={filtersOpen} onOpenChange={setFiltersOpen} filters={data.filters} />
        </Suspense>
      ) : null}
      <LoadedToastRegion toast={loadedToast} onGone={hideLoadedToast} />
      <LazyActivityBookingDialog
        activity={booking}
        rates={data.rates}
        supplierPriced={data.supplierPriced}
        open={bookingOpen}
        onOpenChange={setBookingOpen}
      />
    </>
  );
}
