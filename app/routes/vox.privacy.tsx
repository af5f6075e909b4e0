import { data } from "react-router";
import type { Route } from "./+types/vox.privacy";
import { ConsoleTabError } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { PrivacyPanel } from "~/features/crm";
import { privacyTab, requireConsoleTab } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/** The role check is here, on the server; a partner sees only their own records' requests. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireConsoleTab(request, "privacy", context);
  return data(await privacyTab(await getDb(), user), { headers: CONSOLE_HEADERS });
}

export default function PrivacyTab({ loaderData }: Route.ComponentProps) {
  return <PrivacyPanel data={loaderData} />;
}

/** A failing tab keeps the console around it: the tab bar still works, the retry reloads this tab. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleTabError error={error} />;
}
