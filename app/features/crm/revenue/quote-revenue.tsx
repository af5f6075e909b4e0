import { formatMonthShort } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { marginPercentText as percentText } from "~/features/quotes";
import { Bars } from "../insights/bars";
import { ChartCard, SERIES_COLORS } from "../insights/chart-card";
import { Stat } from "../insights/stat";
import type { QuoteRevenue } from "../insights/quote-revenue.server";

const inr = (minor: number) => formatMoney({ minor, currency: "INR" }, { whole: true });
const rupees = (minor: number) => Math.round(minor / 100);
const compactInr = (n: number) =>
  n >= 1e7 ? `₹${Math.round(n / 1e6) / 10} cr` : n >= 1e5 ? `₹${Math.round(n / 1e4) / 10} L` : inr(n * 100);

/**
 * Accepted quotes on the Revenue tab: their value before GST and TCS (collected for the government,
 * not the agency's money) and the agency's margin, by the month they were accepted (India time) and
 * by owner. The margin % is the builder's: margin over package value + service fee. Staff only, as
 * every console figure is.
 */
export function QuoteRevenueCards({ revenue }: { revenue: QuoteRevenue }) {
  const { total } = revenue;
  return (
    <section aria-label="Accepted quotes" className="mt-6" data-testid="quote-revenue">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase">Accepted quotes</h3>
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Stat
          label="Accepted value before tax"
          value={inr(total.preTaxValueMinor)}
          note={`${total.accepted} accepted in this period`}
        />
        <Stat
          label="Margin on accepted quotes"
          value={inr(total.marginMinor)}
          note={`${percentText(total.marginBp)} of the value before tax`}
        />
      </dl>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          title="Accepted quotes by month"
          note="Each quote in the month it was accepted; values are before GST and TCS."
          empty="No quote was accepted in this period."
          hasData={revenue.months.length > 0}
          legend={[
            { label: "Value before tax", color: SERIES_COLORS[0]! },
            { label: "Margin", color: SERIES_COLORS[2]! },
          ]}
          chart={
            <Bars
              data={revenue.months.map((m) => ({
                ...m,
                value: rupees(m.preTaxValueMinor),
                margin: rupees(m.marginMinor),
              }))}
              category="month"
              formatCategory={formatMonthShort}
              formatValue={compactInr}
              series={[
                { key: "value", name: "Value before tax", color: SERIES_COLORS[0]! },
                { key: "margin", name: "Margin", color: SERIES_COLORS[2]! },
              ]}
            />
          }
          table={{
            caption: "Accepted quotes' value before tax and margin by month",
            rows: revenue.months.map((m) => ({ id: m.month, ...m })),
            columns: [
              { header: "Month", cell: (r) => formatMonthShort(r.month) },
              { header: "Quotes", numeric: true, cell: (r) => r.accepted },
              { header: "Value before tax", numeric: true, cell: (r) => inr(r.preTaxValueMinor) },
              { header: "Margin", numeric: true, cell: (r) => inr(r.marginMinor) },
              { header: "Margin %", numeric: true, cell: (r) => percentText(r.marginBp) },
            ],
          }}
        />
        <ChartCard
          title="Accepted quotes by owner"
          empty="No quote was accepted in this period."
          hasData={revenue.owners.length > 0}
          chart={
            <Bars
              data={revenue.owners.map((o) => ({
                ...o,
                value: rupees(o.preTaxValueMinor),
                margin: rupees(o.marginMinor),
              }))}
              rows
              category="owner"
              categoryWidth={110}
              formatValue={compactInr}
              series={[
                { key: "value", name: "Value before tax", color: SERIES_COLORS[3]! },
                { key: "margin", name: "Margin", color: SERIES_COLORS[2]! },
              ]}
            />
          }
          table={{
            caption: "Accepted quotes' value before tax and margin by owner",
            rows: revenue.owners.map((o) => ({ id: o.owner, ...o })),
            columns: [
              { header: "Owner", cell: (r) => r.owner },
              { header: "Quotes", numeric: true, cell: (r) => r.accepted },
              { header: "Value before tax", numeric: true, cell: (r) => inr(r.preTaxValueMinor) },
              { header: "Margin", numeric: true, cell: (r) => inr(r.marginMinor) },
              { header: "Margin %", numeric: true, cell: (r) => percentText(r.marginBp) },
            ],
          }}
        />
      </div>
    </section>
  );
}
