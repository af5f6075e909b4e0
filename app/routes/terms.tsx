import type { Route } from "./+types/terms";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Terms and Conditions",
    description: "The terms that apply to bookings made with us.",
    path: "/terms",
    noindex: true,
  });

// Placeholder: this page is built by its own issue.
export default function TermsRoute() {
  return <PageIntro eyebrow="Coming together" title="Terms and Conditions">The terms that apply to bookings made with us.</PageIntro>;
}
