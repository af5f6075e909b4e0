import type { Route } from "./+types/api.v1.destinations.$slug.itineraries.$itineraryId.daily-plan";
import { dailyPlanResponse } from "~/features/destinations/index.server";

/** The locked day-by-day plan of one itinerary, for a visitor holding a verified-phone proof. */
export function loader({ request, params }: Route.LoaderArgs) {
  return dailyPlanResponse(request, params);
}
