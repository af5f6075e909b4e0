import type { Route } from "./+types/wedding-planner";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Royal Destination Wedding Planner",
    description: "Palace, beach and mountain weddings in Rajasthan, Goa, Kerala and Himachal Pradesh.",
    path: "/wedding-planner",
  });

// Placeholder: this page is built by its own issue.
export default function WeddingPlannerRoute() {
  return <PageIntro eyebrow="Coming together" title="Destination Weddings">Palace, beach and mountain weddings in Rajasthan, Goa, Kerala and Himachal Pradesh.</PageIntro>;
}
