import type { Route } from "./+types/api.v1.destinations.$slug.itinerary[.]pdf";
import { itineraryPdfResponse } from "~/features/destinations/index.server";

/** The destination's itineraries as a PDF download; day-by-day plans only for a verified visitor. */
export function loader({ request, params }: Route.LoaderArgs) {
  return itineraryPdfResponse(request, params);
}
