import { PayError, PayPage, payMeta } from "~/features/payments";
import { payPageData, payPageResponse } from "~/features/payments/index.server";
import type { Route } from "./+types/pay.$token";

/**
 * A traveller's payment by the link they were sent: personal, so never cached or indexed. A link
 * that names no request is the brand's 404; too many reads from one network, a 429 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return payPageResponse(await payPageData(params.token, { clientIp: context.clientIp }));
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
