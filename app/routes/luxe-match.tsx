import type { Route } from "./+types/luxe-match";
import { LuxeMatchPage } from "~/features/planner";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Luxury Itinerary Planner — Day-by-Day Trips to Bali, the Maldives, Kenya, Japan and More",
    description:
      "Chat with our luxury itinerary planner: a day-by-day plan with hotels, experiences and a rupee estimate, then send it to a travel expert.",
    path: "/luxe-match",
  });

/** Where the visitor came from on our site (e.g. a destination page), so the planner can start there. */
function fromPathOf(referrer: string | null, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.origin === origin && /^\/[\w\-/]*$/.test(url.pathname) && url.pathname !== "/luxe-match"
      ? url.pathname
      : null;
  } catch {
    return null;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // ?from=/destination/kenya when a page links here; else the page the browser says it came from.
  const from = url.searchParams.get("from");
  return {
    fromPath:
      from && /^\/[\w\-/]{1,199}$/.test(from) ? from : fromPathOf(request.headers.get("referer"), url.origin),
  };
}

export default function LuxeMatchRoute({ loaderData }: Route.ComponentProps) {
  return <LuxeMatchPage fromPath={loaderData.fromPath} />;
}
