import type { Route } from "./+types/quiz";
import { QuizPage } from "~/features/quiz";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Travel Personality Quiz",
    description:
      "Answer nine quick questions and discover the three destinations that suit your travel personality, with a concierge code to plan them.",
    path: "/quiz",
    keywords: [
      "travel personality quiz",
      "holiday destination quiz",
      "luxury holidays from India",
      "where should I travel",
    ],
  });

export default function QuizRoute() {
  return <QuizPage />;
}
