import { BadgeCheck, Headset, HeartHandshake, ShieldCheck, SlidersHorizontal, Sparkles } from "lucide-react";
import { useRef } from "react";
import { HydrateLater } from "~/components/hydrate-later";
import { SelectField, type SelectFieldOption } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/lib/use-url-filters";
import { PackageCard } from "./package-card";
import {
  CATEGORY_LABELS,
  DEFAULT_PACKAGE_FILTERS,
  filterPackages,
  packageFiltersToSearchParams,
  parsePackageFilters,
  PRICE_BANDS,
  type PackageCategoryFilter,
  type PriceBandFilter,
} from "./package-filters";
import { PACKAGE_CATEGORIES, type PackageSummary } from "./packages-data";
import { useWishlist } from "./use-wishlist";

const REASONS = [
  {
    icon: Sparkles,
    title: "Handpicked, never generic",
    text: "Every hotel, guide and transfer is one our designers have tried. We build around your pace, your food and the people you travel with.",
  },
  {
    icon: BadgeCheck,
    title: "Clear prices in rupees",
    text: "Per-person prices with what is included spelled out, GST shown, and no surprises at checkout or on arrival.",
  },
  {
    icon: HeartHandshake,
    title: "Visas handled for you",
    text: "Our in-house visa desk prepares your application and checklist — a 95% success rate over twenty years.",
  },
  {
    icon: Headset,
    title: "A real person, 24×7",
    text: "One travel designer before you go, and an on-trip helpline that answers at any hour, wherever you are.",
  },
] as const;

const CATEGORY_OPTIONS: SelectFieldOption<PackageCategoryFilter>[] = [
  { value: "all", label: "All categories" },
  ...PACKAGE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];
const PRICE_OPTIONS: SelectFieldOption<PriceBandFilter>[] = [
  { value: "all", label: "All prices" },
  ...PRICE_BANDS.map((b) => ({ value: b.id, label: b.label })),
];

export function PackagesPage({ packages }: { packages: PackageSummary[] }) {
  const [filters, setFilters] = useUrlFilters(parsePackageFilters, packageFiltersToSearchParams);
  const { has, toggle } = useWishlist();
  const results = filterPackages(packages, filters);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const filtered = filters.category !== "all" || filters.price !== "all";

  const clear = () => setFilters(DEFAULT_PACKAGE_FILTERS);

  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(194_155_87/0.22),transparent_55%)]"
        />
        <div className="relative container-page pt-14 pb-28 sm:pt-20 sm:pb-32">
          <p className="eyebrow text-gold-400">Holiday Packages</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.05] sm:text-6xl">
            Journeys, beautifully arranged
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ivory/80">
            Six itineraries our travel designers love — stays, transfers and experiences in one price per
            person, ready to tailor to your dates.
          </p>
        </div>
      </section>

      <div className="container-page relative -mt-16 sm:-mt-20">
        <form
          role="search"
          aria-label="Filter packages"
          className="grid gap-4 rounded-card border border-sand-200 bg-white p-5 shadow-lift sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-6"
          onSubmit={(e) => {
            e.preventDefault();
            resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
            resultsRef.current?.focus({ preventScroll: true });
          }}
        >
          <SelectField
            label="Category"
            value={filters.category}
            options={CATEGORY_OPTIONS}
            onValueChange={(category) => setFilters({ ...filters, category })}
            data-testid="package-category"
          />
          <SelectField
            label="Price per person"
            value={filters.price}
            options={PRICE_OPTIONS}
            onValueChange={(price) => setFilters({ ...filters, price })}
            data-testid="package-price-band"
          />
          <Button type="submit" variant="ink" className="h-11">
            <SlidersHorizontal aria-hidden="true" />
            Search Packages
          </Button>
        </form>
      </div>

      <section aria-labelledby="package-results" className="container-page py-12 sm:py-16">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2
            id="package-results"
            ref={resultsRef}
            tabIndex={-1}
            className="font-display text-3xl outline-none sm:text-4xl"
          >
            {filtered ? "Matching packages" : "All packages"}
          </h2>
          <p className="text-sm text-ink-600" aria-live="polite" data-testid="package-count">
            {results.length === 1 ? "1 package" : `${results.length} packages`}
            {filtered ? (
              <>
                {" · "}
                <button
                  type="button"
                  onClick={clear}
                  className="font-medium text-gold-700 underline underline-offset-4 hover:text-gold-800"
                >
                  Clear filters
                </button>
              </>
            ) : null}
          </p>
        </div>

        {results.length > 0 ? (
          <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3 xl:gap-8">
            {results.map((p, i) => (
              // Each card its own HydrateLater boundary: measured, it shortened /packages' longest hydration task.
              <HydrateLater key={p.id}>
                <PackageCard pkg={p} saved={has(p.id)} onToggleSaved={toggle} priority={i < 1} />
              </HydrateLater>
            ))}
          </div>
        ) : (
          <div
            className="mt-8 rounded-card border border-dashed border-sand-300 bg-sand-50 px-6 py-16 text-center"
            data-testid="packages-empty"
          >
            <p className="font-display text-3xl text-ink-900">No packages found</p>
            <p className="mx-auto mt-3 max-w-md text-ink-600">
              Nothing matches this category and price together. Clear the filters to see every package, or ask
              us to design one around your budget.
            </p>
            <Button type="button" onClick={clear} className="mt-6">
              Clear Filters
            </Button>
          </div>
        )}

        <p
          className="mt-10 flex items-start gap-3 rounded-card bg-sand-100 px-5 py-4 text-sm text-ink-800"
          data-testid="insurance-note"
        >
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
          <span>
            <strong className="font-semibold">All packages include travel insurance</strong> for the length of
            the trip, from a licensed Indian insurer.
          </span>
        </p>
      </section>

      <section aria-labelledby="why-book" className="cv-auto bg-sand-100">
        <div className="container-page py-16 sm:py-24">
          <p className="eyebrow">The difference</p>
          <h2 id="why-book" className="mt-3 max-w-2xl font-display text-3xl sm:text-5xl">
            Why Book Packages With Us?
          </h2>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold-500/50 text-gold-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-display text-2xl">{title}</h3>
                <p className="mt-2 text-ink-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
