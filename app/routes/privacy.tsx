import type { Route } from "./+types/privacy";
import { PolicyPage, privacySections } from "~/features/policies";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description:
      "How we collect, use, share and protect your personal data under India's Digital Personal Data Protection Act, 2023, and how to exercise your rights.",
    path: "/privacy",
    noindex: true,
  });

export default function PrivacyRoute() {
  return (
    <PolicyPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="Your trust matters more to us than any booking. This policy explains, in plain words, what personal data we collect, why, who we share it with and the rights you have over it."
      sections={privacySections}
    />
  );
}
