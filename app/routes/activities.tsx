import type { Route } from "./+types/activities";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Activities & Experiences",
    description: "Find and book tours, activities and experiences worldwide.",
    path: "/activities",
  });

// Placeholder until the page itself is built.
export default function ActivitiesRoute() {
  return (
    <PageIntro eyebrow="Coming together" title="Activities & Experiences">
      Find and book tours, activities and experiences worldwide.
    </PageIntro>
  );
}
