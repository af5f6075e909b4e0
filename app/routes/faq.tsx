import type { Route } from "./+types/faq";
import { FaqPage } from "~/features/faq";
import { getHelpContacts } from "~/features/faq/index.server";
import { seo } from "~/lib/seo";

export const loader = () => ({ contacts: getHelpContacts() });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Help Center",
    description: "How the VOX console works: sign-in, leads, tasks, logs, roles and security.",
    path: "/faq",
    noindex: true,
  });

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage contacts={loaderData.contacts} />;
}
