import type { Route } from "./+types/about";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Us",
    description: "Twenty years of luxury and corporate travel for Indian travellers.",
    path: "/about",
  });

// Placeholder: this page is built by its own issue.
export default function AboutRoute() {
  return <PageIntro eyebrow="Coming together" title="About Us">Twenty years of luxury and corporate travel for Indian travellers.</PageIntro>;
}
