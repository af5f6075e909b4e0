// The home page's sections, laid out by the home route; the ones with nothing to run in the browser
// come through `HomeStatic` (static-sections.ts).
export { CustomisationTeaser } from "./customisation-teaser";
export { HomeHero } from "./home-hero";
export { HomeStatic, loadHomeStaticSections } from "./home-static";
export { SupportHub } from "./support-hub";
