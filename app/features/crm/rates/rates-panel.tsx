import { Save } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatRate, formatRateDay } from "~/lib/money";
import type { ConsoleTabData } from "../shell/console-tabs.server";
import { ConsoleTable, formatWhen, PanelHeading } from "../shared/console-table";
import { useConsoleAction } from "../shared/console-request";

type Data = Extract<ConsoleTabData, { tab: "rates" }>;
type Rate = Data["rates"][number];

/**
 * Exchange rates (admins): rupees for one unit of each currency suppliers quote in, with the day the
 * rate holds for. Every rupee figure of a foreign price is shown as approximate with this rate and
 * its date; a booking keeps the rate it was made at; a currency without a rate shows no rupees.
 */
export default function RatesPanel({ data }: { data: Data }) {
  const ids = { currency: useId(), rate: useId(), asOf: useId() };
  const [currency, setCurrency] = useState("EUR");
  const [inrPerUnit, setInrPerUnit] = useState("");
  const [asOf, setAsOf] = useState(data.today);
  const { run, pending } = useConsoleAction();
  const withId = (rows: Rate[]) => rows.map((r, i) => ({ ...r, id: `${r.currency}-${r.updatedAt}-${i}` }));
  const setBy = (r: Rate) => r.setByEmail ?? "Configuration (USD_INR_RATE)";

  return (
    <section aria-label="Exchange rates" data-testid="rates-panel">
      <PanelHeading title="Exchange rates">
        Rupees for one unit, shown with their date beside every converted price.
      </PanelHeading>
      <form
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4"
        data-testid="rate-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const result = await run(
            "PUT",
            "/api/v1/console/settings/exchange-rates",
            { currency, inrPerUnit, asOf },
            { success: "Rate saved", successDescription: `${currency.toUpperCase()} from ${asOf}` },
          );
          if (result.ok) setInrPerUnit("");
        }}
      >
        <label htmlFor={ids.currency} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Currency (ISO code)
          <Input
            id={ids.currency}
            value={currency}
            maxLength={3}
            required
            autoCapitalize="characters"
            onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            className="h-9 w-24 font-mono uppercase sm:text-sm"
          />
        </label>
        <label htmlFor={ids.rate} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Rupees for 1 unit
          <Input
            id={ids.rate}
            value={inrPerUnit}
            inputMode="decimal"
            required
            placeholder="e.g. 90.50"
            onChange={(e) => setInrPerUnit(e.target.value)}
            className="h-9 w-32 sm:text-sm"
          />
        </label>
        <label htmlFor={ids.asOf} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Rate as of
          <Input
            id={ids.asOf}
            type="date"
            value={asOf}
            max={data.today}
            required
            onChange={(e) => setAsOf(e.target.value)}
            className="h-9 w-40 sm:text-sm"
          />
        </label>
        <Button type="submit" size="sm" variant="ink" disabled={pending || !inrPerUnit.trim()}>
          <Save aria-hidden /> Save rate
        </Button>
      </form>

      <h3 className="mb-2 font-medium text-ink-900">In force</h3>
      <ConsoleTable
        caption="Exchange rates in force"
        rows={withId(data.rates)}
        empty="No rates yet: foreign prices show no rupee figure."
        columns={[
          { header: "Currency", cell: (r) => <span className="font-mono">{r.currency}</span> },
          { header: "Rate", cell: (r) => formatRate(r), numeric: true },
          { header: "As of", cell: (r) => formatRateDay(r.asOf) },
          { header: "Set by", cell: setBy },
          { header: "Updated", cell: (r) => formatWhen(r.updatedAt) },
        ]}
      />

      <h3 className="mt-6 mb-2 font-medium text-ink-900">Recent changes</h3>
      <ConsoleTable
        caption="Recent exchange-rate changes"
        rows={withId(data.history)}
        empty="No changes yet."
        columns={[
          { header: "Currency", cell: (r) => <span className="font-mono">{r.currency}</span> },
          { header: "Rate", cell: (r) => formatRate(r), numeric: true },
          { header: "As of", cell: (r) => formatRateDay(r.asOf) },
          { header: "Set by", cell: setBy },
          { header: "Saved", cell: (r) => formatWhen(r.updatedAt) },
        ]}
      />
    </section>
  );
}
