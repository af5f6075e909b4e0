import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/features/not-found";
import { seo } from "~/lib/seo";
import { logger } from "~/server/logger.server";

// A server loader, so the attempted path is logged for client-side navigations too.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  logger.warn({ path, referer: request.headers.get("referer") ?? undefined }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Page Not Found",
    description: "The page you were looking for could not be found.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
