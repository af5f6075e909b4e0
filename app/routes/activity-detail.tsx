import type { Route } from "./+types/activity-detail";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Experience",
    description: "",
    path: location.pathname,
  });

// Placeholder until the page itself is built.
export default function ActivityDetailRoute() {
  return <PageIntro eyebrow="Coming together" title="Experience"></PageIntro>;
}
