import { data } from "react-router";
import type { Route } from "./+types/vox.scoring";
import { ConsoleTabError } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { ScoringPanel } from "~/features/crm";
import { scoringTab, requireConsoleTab } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/** The role check is here, on the server: a role that may not open the tab never reads its data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireConsoleTab(request, "scoring", context);
  const db = await getDb();
  return data(await scoringTab(db, user), { headers: CONSOLE_HEADERS });
}

export default function ScoringTab({ loaderData }: Route.ComponentProps) {
  return <ScoringPanel data={loaderData} />;
}

/** A failing tab keeps the console around it: the tab bar still works, the retry reloads this tab. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleTabError error={error} />;
}
