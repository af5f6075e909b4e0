import type { Route } from "./+types/package-detail";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Package",
    description: "",
    path: location.pathname,
  });

// Placeholder: this page is built by its own issue.
export default function PackageDetailRoute() {
  return <PageIntro eyebrow="Coming together" title="Package"></PageIntro>;
}
