import type { Route } from "./+types/deals";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Deals & Offers",
    description: "Limited-time holiday deals to Bali, Dubai and more.",
    path: "/deals",
  });

// Placeholder: this page is built by its own issue.
export default function DealsRoute() {
  return <PageIntro eyebrow="Coming together" title="Deals & Offers">Limited-time holiday deals to Bali, Dubai and more.</PageIntro>;
}
