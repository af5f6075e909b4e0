import type { Route } from "./+types/packages";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Holiday Packages",
    description: "Curated international holiday packages with flights, stays and experiences.",
    path: "/packages",
  });

// Placeholder: this page is built by its own issue.
export default function PackagesRoute() {
  return <PageIntro eyebrow="Coming together" title="Holiday Packages">Curated international holiday packages with flights, stays and experiences.</PageIntro>;
}
