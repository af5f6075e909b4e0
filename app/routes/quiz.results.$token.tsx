import { data, isRouteErrorResponse } from "react-router";
import { QuizResultsLinkGone, QuizResultsLinkPage } from "~/features/quiz";
import { quizResultsByLink } from "~/features/quiz/index.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/quiz.results.$token";

/** Personal, so never cached, indexed or passed on as a referrer. */
const HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/**
 * A verified quiz's results by their link, for a day after the check; a wrong or spent link is a 404
 * saying so.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const results = await quizResultsByLink(params.token);
  if (!results) throw data(null, { status: 404, headers: HEADERS });
  return data({ results }, { headers: HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Your travel personality",
    description: "Your travel persona, your three destinations and your concierge code.",
    // Not the link itself: the token stays out of canonical and social tags.
    path: "/quiz",
    noindex: true,
  });

export default function QuizResultsRoute({ loaderData }: Route.ComponentProps) {
  return <QuizResultsLinkPage results={loaderData.results} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <QuizResultsLinkGone />;
  throw error;
}
