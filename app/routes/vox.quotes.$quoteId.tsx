import { data } from "react-router";
import type { Route } from "./+types/vox.quotes.$quoteId";
import { ConsoleTabError } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { QuoteBuilder } from "~/features/crm";
import { quoteBuilderPage, requireConsoleTab } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One quote's builder, under the Quotes tab: the tab's role check first, then the quote's own
 * (partners: their own leads' quotes; "only my records" applies), inside the quote service.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireConsoleTab(request, "quotes", context);
  // A malformed id is as absent as a deleted quote.
  if (!UUID.test(params.quoteId)) throw new Response("No such quote", { status: 404 });
  const db = await getDb();
  return data(await quoteBuilderPage(db, user, params.quoteId), { headers: CONSOLE_HEADERS });
}

export default function QuoteBuilderRoute({ loaderData }: Route.ComponentProps) {
  return <QuoteBuilder key={loaderData.quote.id} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleTabError error={error} />;
}
