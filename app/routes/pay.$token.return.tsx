import { PayError, PayPage, payMeta } from "~/features/payments";
import { payPageResponse, payReturnData } from "~/features/payments/index.server";
import type { Route } from "./+types/pay.$token.return";

/**
 * Where Razorpay sends the traveller back after paying (its callback_url): the same page, saying
 * "Payment received" only once Razorpay's signature over the return is checked (payReturnData).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  return payPageResponse(
    await payReturnData(params.token, new URL(request.url).searchParams, { clientIp: context.clientIp }),
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => payMeta(matches, loaderData?.view);

export default function PayRoute({ loaderData }: Route.ComponentProps) {
  return <PayPage view={loaderData.view} returned={loaderData.returned} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PayError error={error} />;
}
