import type { Route } from "./+types/luxe-match";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Luxury Itinerary Planner",
    description: "Plan a bespoke luxury itinerary with our AI travel planner.",
    path: "/luxe-match",
  });

// Placeholder until the page itself is built.
export default function LuxeMatchRoute() {
  return (
    <PageIntro eyebrow="Coming together" title="Luxury Itinerary Planner">
      Plan a bespoke luxury itinerary with our AI travel planner.
    </PageIntro>
  );
}
