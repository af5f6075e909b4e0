import { data, isRouteErrorResponse } from "react-router";
import { PayBusy, PayNotFound, PayPage } from "~/features/payments";
import { PAY_HEADERS, payReturnData } from "~/features/payments/index.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/pay.$token.return";

/**
 * Where Razorpay sends the traveller back after paying (its callback_url): the same page, saying
 * "Payment received" only once Razorpay's signature over the return is checked (payReturnData).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await payReturnData(params.token, new URL(request.url).searchParams, {
    clientIp: context.clientIp,
  });
  if (page.kind === "busy")
    throw data(
      { retryAfterSeconds: page.retryAfterSeconds },
      { status: 429, headers: { ...PAY_HEADERS, "Retry-After": String(page.retryAfterSeconds) } },
    );
  if (page.kind === "notFound") throw data(null, { status: 404, headers: PAY_HEADERS });
  return data(page, { headers: PAY_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData ? `Pay: ${loaderData.view.label}` : "Payment",
    description: "Your payment: what it is for, the amount, when it is due and how to pay.",
    // Not the link itself: the token stays out of canonical and social tags.
    path: "/pay",
    noindex: true,
  });

export default function PayRoute({ loaderData }: Route.ComponentProps) {
  return <PayPage view={loaderData.view} returned={loaderData.returned} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 429)
    return (
      <PayBusy
        retryAfterSeconds={(error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60}
      />
    );
  if (isRouteErrorResponse(error) && error.status === 404) return <PayNotFound />;
  throw error;
}
