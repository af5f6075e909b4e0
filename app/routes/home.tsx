import type { Route } from "./+types/home";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Luxury Holidays for Indian Travellers",
    description: "Handcrafted international holidays, CXO hospitality and MICE from Gurgaon.",
    path: "/",
  });

// Placeholder: this page is built by its own issue.
export default function HomeRoute() {
  return <PageIntro eyebrow="Coming together" title="Luxury holidays, crafted for you">Handcrafted international holidays, CXO hospitality and MICE from Gurgaon.</PageIntro>;
}
