import { data, useLocation } from "react-router";
import type { Route } from "./+types/faq";
import { FaqPage } from "~/features/faq";
import { requireStaff } from "~/features/auth/index.server";
import { ConsoleErrorView } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { getHelpContacts } from "~/features/faq/index.server";
import { seo } from "~/lib/seo";

// Staff only: the help centre describes the console's inner workings.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "partner");
  return data({ contacts: getHelpContacts() }, { headers: CONSOLE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  return <ConsoleErrorView error={error} retryHref={`${pathname}${search}`} />;
}
