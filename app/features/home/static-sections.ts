// The home page's sections with nothing to run in the browser: the server renders them, and the
// browser fetches their code only for a client navigation to the home page (`loadHomeStaticSections`).
export { CompanionAppSection } from "./companion-app-section";
export { CxoTestimonials } from "./cxo-testimonials";
export { DestinationSections } from "./destination-sections";
export { FeatureList } from "./feature-list";
export { QuizTeaser } from "./quiz-teaser";
export { TravelExpertsSection } from "./travel-experts-section";
export { TrustStrip } from "./trust-strip";
export { CustomisationPreviews } from "./customisation-previews";
export { EmergencyCard, SmartChatCard, SupportHeading } from "./support-hub-static";
export { CustomisationIntro } from "./customisation-previews";
export { HeroIntro } from "./hero-intro";
export { CallbackCardText } from "./support-hub-static";
