import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: "How we collect, use and protect your personal data.",
    path: "/privacy",
    noindex: true,
  });

// Placeholder: this page is built by its own issue.
export default function PrivacyRoute() {
  return <PageIntro eyebrow="Coming together" title="Privacy Policy">How we collect, use and protect your personal data.</PageIntro>;
}
