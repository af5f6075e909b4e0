/** What route loaders and other server code may use from destinations: the content stays behind these calls. */
export { dailyPlanAccess, dailyPlanResponse } from "./daily-plan-api.server";
export { getDailyPlan, getDestinationPageData, getDestinationSummaries } from "./destinations.server";
export { itineraryPdfResponse } from "./itinerary-pdf.server";
export { itineraryUnlockLeadFlow } from "./itinerary-unlock-flow.server";
