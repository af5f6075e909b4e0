import type { Route } from "./+types/faq";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Help Center",
    description: "Answers for staff.",
    path: "/faq",
    noindex: true,
  });

// Placeholder until the page itself is built.
export default function FaqRoute() {
  return (
    <PageIntro eyebrow="Coming together" title="Help Center">
      Answers for staff.
    </PageIntro>
  );
}
