import { data } from "react-router";
import type { Route } from "./+types/vox.rates";
import { ConsoleTabError } from "~/features/console";
import { CONSOLE_HEADERS } from "~/features/console/index.server";
import { PaymentSettingsPanel, QuoteSettingsPanel, RatesPanel } from "~/features/crm";
import {
  exchangeRatesTab,
  paymentSettingsData,
  quoteSettingsData,
  requireConsoleTab,
} from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

/** The role check is here, on the server: a role that may not open the tab never reads its data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleTab(request, "rates", context);
  const db = await getDb();
  const [rates, quotes, payments] = await Promise.all([
    exchangeRatesTab(db),
    quoteSettingsData(db),
    paymentSettingsData(db),
  ]);
  return data({ ...rates, quotes, payments }, { headers: CONSOLE_HEADERS });
}

export default function RatesTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RatesPanel data={loaderData} />
      <QuoteSettingsPanel data={loaderData.quotes} />
      <PaymentSettingsPanel data={loaderData.payments} />
    </>
  );
}

/** A failing tab keeps the console around it: the tab bar still works, the retry reloads this tab. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleTabError error={error} />;
}
