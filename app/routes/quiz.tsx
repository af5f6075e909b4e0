import type { Route } from "./+types/quiz";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Travel Personality Quiz",
    description: "Answer nine quick questions and discover the three destinations that suit your travel personality.",
    path: "/quiz",
  });

// Placeholder: this page is built by its own issue.
export default function QuizRoute() {
  return <PageIntro eyebrow="Coming together" title="Travel Personality Quiz">Answer nine quick questions and discover the three destinations that suit your travel personality.</PageIntro>;
}
