import type { Route } from "./+types/vox";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "VOX",
    description: "Staff operations console.",
    path: "/vox",
    noindex: true,
  });

// Placeholder until the page itself is built.
export default function VoxRoute() {
  return (
    <PageIntro eyebrow="Coming together" title="VOX">
      Staff operations console.
    </PageIntro>
  );
}
