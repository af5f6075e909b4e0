/** What route loaders and other server code may use from destinations: the content stays behind these calls. */
export { dailyPlanResponse } from "./daily-plan-api.server";
export { getDestinationPageData, getDestinationSummaries } from "./destinations.server";
