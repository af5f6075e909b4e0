// The home page's sections, laid out by the home route.
export { CompanionAppSection } from "./companion-app-section";
export { CustomisationTeaser } from "./customisation-teaser";
export { CxoTestimonials } from "./cxo-testimonials";
export { DestinationSections } from "./destination-sections";
export { FeatureList } from "./feature-list";
export { HomeHero } from "./home-hero";
export { QuizTeaser } from "./quiz-teaser";
export { SupportHub } from "./support-hub";
export { TravelExpertsSection } from "./travel-experts-section";
export { TrustStrip } from "./trust-strip";
