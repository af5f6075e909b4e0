import type { Route } from "./+types/hotel-detail";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Hotel",
    description: "",
    path: location.pathname,
  });

// Placeholder: this page is built by its own issue.
export default function HotelDetailRoute() {
  return <PageIntro eyebrow="Coming together" title="Hotel"></PageIntro>;
}
