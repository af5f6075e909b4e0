/** What other features and routes may use from destinations (client-safe; server data is in index.server.ts). */
export { DestinationCard } from "./destination-card";
export { DestinationNotFound } from "./destination-not-found";
export { DestinationPage } from "./destination-page";
export { fillKeptVisaDates } from "./kept-visa-dates";
export { destinationJsonLd, destinationMeta } from "./destination-seo";
export type { DestinationPageData, DestinationSummary, ItinerarySummary } from "./destination-types";
export { readSavedCustomisation, type SavedCustomisation } from "./saved-customisation";
export { VisaLine } from "./visa-line";
