import type { Route } from "./+types/contact";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contact Us",
    description: "Call, write, chat or visit our Gurgaon office.",
    path: "/contact",
  });

// Placeholder: this page is built by its own issue.
export default function ContactRoute() {
  return <PageIntro eyebrow="Coming together" title="Get in Touch">Call, write, chat or visit our Gurgaon office.</PageIntro>;
}
