import type { Route } from "./+types/hotels";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Goa Luxury Hotels",
    description: "Search Goa's finest beachfront, heritage and boutique hotels.",
    path: "/hotels",
  });

// Placeholder: this page is built by its own issue.
export default function HotelsRoute() {
  return <PageIntro eyebrow="Coming together" title="Goa Luxury Hotels">Search Goa's finest beachfront, heritage and boutique hotels.</PageIntro>;
}
