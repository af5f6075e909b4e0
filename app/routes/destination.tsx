import type { Route } from "./+types/destination";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Destination",
    description: "",
    path: location.pathname,
  });

// Placeholder: this page is built by its own issue.
export default function DestinationRoute() {
  return <PageIntro eyebrow="Coming together" title="Destination"></PageIntro>;
}
