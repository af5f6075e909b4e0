import { data } from "react-router";
import type { Route } from "./+types/vox.revenue";
import { ConsoleTabError } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { RevenuePanel } from "~/features/crm";
import {
  collectedAgainstBooked,
  filterParams,
  quoteRevenue,
  revenueTab,
  requireConsoleTab,
} from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/** The role check is here, on the server: a role that may not open the tab never reads its data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireConsoleTab(request, "revenue", context);
  const db = await getDb();
  const revenue = await revenueTab(db, user, filterParams(request));
  const [quotes, payments] = await Promise.all([
    quoteRevenue(db, user, revenue.range),
    collectedAgainstBooked(db, user, revenue.range),
  ]);
  return data({ ...revenue, quotes, payments }, { headers: CONSOLE_HEADERS });
}

export default function RevenueTab({ loaderData }: Route.ComponentProps) {
  return <RevenuePanel data={loaderData} quotes={loaderData.quotes} payments={loaderData.payments} />;
}

/** A failing tab keeps the console around it: the tab bar still works, the retry reloads this tab. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleTabError error={error} />;
}
