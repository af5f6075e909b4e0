import { data, isRouteErrorResponse } from "react-router";
import { ProposalNotFound, ProposalPage } from "~/features/quotes";
import { PROPOSAL_HEADERS, proposalPageData } from "~/features/quotes/index.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/proposal.$token";

/**
 * A traveller's proposal by the link they were e-mailed: personal, so never cached or indexed, and
 * opening it is recorded. A link that names no proposal is the brand's 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await proposalPageData(params.token);
  if (!page) throw data(null, { status: 404, headers: PROPOSAL_HEADERS });
  return data(page, { headers: PROPOSAL_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData ? `${loaderData.view.title} — your proposal` : "Proposal not found",
    description: "Your travel proposal: the days, the stays, the price and how to accept it.",
    // Not the link itself: the token stays out of canonical and social tags.
    path: "/proposal",
    noindex: true,
  });

export default function ProposalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProposalPage
      view={loaderData.view}
      payment={loaderData.payment}
      token={loaderData.token}
      pdfUrl={loaderData.pdfUrl}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProposalNotFound />;
  throw error;
}
