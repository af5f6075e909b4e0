import type { DestinationSummary } from "~/features/destinations";
import { DestinationPicker } from "./destination-picker";
import { HomeStatic } from "./home-static";

export function HomeHero({ destinations }: { destinations: DestinationSummary[] }) {
  return (
    <section
      className="relative isolate overflow-hidden bg-ink-900 text-ivory"
      aria-labelledby="home-hero-title"
      data-testid="home-hero"
    >
      <img
        src="/images/home/hero.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* Keeps the headline at AA contrast whatever the artwork does underneath. */}
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(10_19_32/0.55)_0%,rgb(10_19_32/0.35)_45%,rgb(10_19_32/0.85)_100%)] sm:bg-[linear-gradient(90deg,rgb(10_19_32/0.85)_0%,rgb(10_19_32/0.55)_55%,rgb(10_19_32/0.2)_100%)]" />
      <div className="container-page grid gap-10 pt-16 pb-14 sm:pt-24 sm:pb-20 lg:grid-cols-[1.15fr_0.85fr] lg:items-end lg:gap-16 lg:pt-32 lg:pb-28">
        <HomeStatic render={(st) => <st.HeroIntro />} />
        <DestinationPicker destinations={destinations} />
      </div>
    </section>
  );
}
