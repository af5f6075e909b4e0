import { data } from "react-router";
import type { Route } from "./+types/vox.payments";
import { ConsoleTabError } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { PaymentsPanel } from "~/features/crm";
import { filterParams, paymentsTab, requireConsoleTab } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/** The role check is here, on the server: a role that may not open the tab never reads its data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireConsoleTab(request, "payments", context);
  const db = await getDb();
  return data(await paymentsTab(db, user, filterParams(request)), { headers: CONSOLE_HEADERS });
}

export default function PaymentsTab({ loaderData }: Route.ComponentProps) {
  return <PaymentsPanel data={loaderData} />;
}

/** A failing tab keeps the console around it: the tab bar still works, the retry reloads this tab. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleTabError error={error} />;
}
