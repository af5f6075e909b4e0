import type { Route } from "./+types/auth";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Partner Login",
    description: "Sign in to the partner console.",
    path: "/auth",
    noindex: true,
  });

// Placeholder until the page itself is built.
export default function AuthRoute() {
  return (
    <PageIntro eyebrow="Coming together" title="Partner Login">
      Sign in to the partner console.
    </PageIntro>
  );
}
