import { ArrowRightIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CallButton } from "~/components/call-button";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/owned-tabs";
import { WhatsAppIcon } from "~/components/brand-icons";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { DestinationHero } from "./destination-hero";
import { DestinationInfoCards } from "./destination-info-cards";
import type { DestinationPageData } from "./destination-types";
import { recallTab, rememberTab } from "./tab-memory";
import { useDailyPlans } from "./use-daily-plans";

export const DESTINATION_TABS = [
  { value: "overview", label: "Overview" },
  { value: "itineraries", label: "Itineraries" },
  { value: "weather", label: "Weather" },
  { value: "travel-info", label: "Travel Info" },
] as const;
type TabValue = (typeof DESTINATION_TABS)[number]["value"];

type LaterTabs = typeof import("./destination-later-tabs");
const loadLaterTabs = () => import("./destination-later-tabs");
let loadedLaterTabs: LaterTabs | null = null;

/**
 * The other three tabs' contents: not on the page's first load (the server renders Overview only),
 * fetched when `wanted` turns true. Held in state rather than React.lazy, so contents already fetched
 * render at once, with no fallback.
 */
function useLaterTabs(wanted: boolean) {
  const [later, setLater] = useState(loadedLaterTabs);
  const loading = useRef(false);
  const load = () => {
    if (later || loading.current) return;
    loading.current = true;
    void loadLaterTabs().then((m) => {
      loadedLaterTabs = m;
      setLater(m);
    });
  };
  useEffect(() => {
    if (wanted) load();
  });
  return [later, load] as const;
}

function OverviewTab({
  destination,
  onShowItineraries,
}: {
  destination: DestinationPageData;
  onShowItineraries: () => void;
}) {
  const settings = useSiteSettings();
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:gap-14">
      <div>
        <h2 className="font-display text-3xl font-semibold sm:text-4xl">Why {destination.name}</h2>
        <p className="mt-4 text-base leading-relaxed text-ink-700 sm:text-lg">{destination.overview}</p>
        <h3 className="mt-10 font-display text-2xl font-semibold">Highlights</h3>
        <ol className="mt-4 grid gap-3" data-testid="highlights">
          {destination.highlights.map((highlight, index) => (
            <li
              key={highlight}
              className="flex items-baseline gap-4 border-b border-sand-200 pb-3 last:border-0"
            >
              <span
                className="font-display text-2xl font-semibold text-gold-700 tabular-nums"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="text-base text-ink-800">{highlight}</span>
            </li>
          ))}
        </ol>
        <Button type="button" variant="ink" className="mt-8" onClick={onShowItineraries}>
          See {destination.itineraries.length} sample itineraries
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
      <aside
        className="h-fit rounded-card bg-ink-900 p-6 text-ivory lg:sticky lg:top-24"
        aria-labelledby="specialist-title"
      >
        <p className="eyebrow text-gold-400">Plan with a specialist</p>
        <h3 id="specialist-title" className="mt-2 font-display text-2xl leading-tight">
          Tell us your dates; we'll shape {destination.name} around you.
        </h3>
        <div className="mt-6 grid gap-2.5">
          <CallButton />
          <Button asChild variant="whatsapp">
            <a
              href={whatsappLink(
                settings.whatsappNumber,
                `Hello! I'd like help planning a holiday in ${destination.name}.`,
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon className="size-4" />
              WhatsApp us
            </a>
          </Button>
        </div>
      </aside>
    </div>
  );
}

/**
 * The destination detail page: hero, info cards and four tabs, so a phone reaches the visa facts in a
 * tap instead of ten screens of scrolling.
 */
export function DestinationPage({ destination }: { destination: DestinationPageData }) {
  const [tab, setShownTab] = useState<TabValue>("overview");
  const [later, loadLater] = useLaterTabs(tab !== "overview");
  const dailyPlans = useDailyPlans(destination.slug);
  const { key: locationKey } = useLocation();

  // Each history entry keeps its own tab: Back from Norway to Kenya reopens Kenya's, a new visit
  // starts on Overview (the component stays mounted between destinations, so state alone would not).
  useEffect(() => {
    setShownTab(
      recallTab(
        locationKey,
        DESTINATION_TABS.map((t) => t.value),
      ) ?? "overview",
    );
  }, [locationKey]);

  function setTab(value: TabValue) {
    setShownTab(value);
    rememberTab(locationKey, value);
  }

  function showItineraries() {
    setTab("itineraries");
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById("destination-tabs")
      ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  }

  return (
    <>
      <DestinationHero destination={destination} />
      <DestinationInfoCards destination={destination} />
      <div id="destination-tabs" className="container-page scroll-mt-20 pt-12 pb-24 sm:pt-16">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          {/* All four tabs fit a 360 px phone without sideways scrolling. */}
          <TabsList
            aria-label={`About ${destination.name}`}
            data-testid="destination-tabs"
            className="justify-between gap-2 sm:justify-start sm:gap-8"
            onPointerEnter={loadLater}
            onFocus={loadLater}
          >
            {DESTINATION_TABS.map((t) => (
              <TabsTrigger
                key={t.value}
                value={t.value}
                className="px-0 text-[0.9375rem] tracking-normal sm:px-1 sm:text-base sm:tracking-wide"
              >
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="pt-4">
            <OverviewTab destination={destination} onShowItineraries={showItineraries} />
          </TabsContent>
          <TabsContent value="itineraries" className="pt-4">
            <div className="max-w-2xl">
              <h2 className="font-display text-3xl font-semibold sm:text-4xl">Sample itineraries</h2>
              <p className="mt-3 text-ink-700">
                Starting points, not packages: every trip is tailored to your dates, hotels and pace. Prices
                are per person on twin sharing.
              </p>
            </div>
            <div className="mt-8">
              {later ? (
                <later.ItineraryList
                  slug={destination.slug}
                  destinationName={destination.name}
                  itineraries={destination.itineraries}
                  dailyPlans={dailyPlans}
                />
              ) : null}
            </div>
          </TabsContent>
          <TabsContent value="weather" className="pt-4">
            <h2 className="font-display text-3xl font-semibold sm:text-4xl">Weather, month by month</h2>
            <p className="mt-3 max-w-2xl text-ink-700">
              Best time to go: <strong className="font-semibold text-ink-900">{destination.bestTime}</strong>.
            </p>
            <div className="mt-8">
              {later ? (
                <later.WeatherTable weather={destination.weather} destinationName={destination.name} />
              ) : null}
            </div>
          </TabsContent>
          <TabsContent value="travel-info" className="pt-4">
            <h2 className="sr-only">Travel information</h2>
            {later ? (
              <later.TravelInfo
                flights={destination.flights}
                visa={destination.visa}
                destinationName={destination.name}
              />
            ) : null}
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
