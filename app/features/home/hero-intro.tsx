import { DESTINATION_COUNT } from "~/lib/destination-index";
/** The hero's eyebrow, headline and line: nothing to run in the browser. */
export function HeroIntro() {
  return (
    <div>
      <p className="eyebrow text-gold-300">Luxury & corporate travel</p>
      <h1
        id="home-hero-title"
        className="mt-4 font-display text-[2.75rem] leading-[1.02] font-medium text-balance sm:text-6xl lg:text-7xl"
      >
        The world, arranged <em className="text-gold-300 not-italic sm:italic">around you</em>
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/85 sm:text-xl">
        Handcrafted holidays, CXO hospitality and MICE for Indian travellers: private guides,
        vegetarian-friendly kitchens and visas handled, across {DESTINATION_COUNT} destinations.
      </p>
    </div>
  );
}
