import type { Route } from "./+types/cancellations";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Cancellations & Refunds",
    description: "Our cancellation and refund policy and service fees.",
    path: "/cancellations",
    noindex: true,
  });

// Placeholder: this page is built by its own issue.
export default function CancellationsRoute() {
  return <PageIntro eyebrow="Coming together" title="Cancellations & Refunds">Our cancellation and refund policy and service fees.</PageIntro>;
}
