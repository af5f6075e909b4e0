import { formatMonthShort } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { Bars } from "../insights/bars";
import { ChartCard, SERIES_COLORS } from "../insights/chart-card";
import { Stat } from "../insights/stat";
import type { CollectedBooked } from "../insights/collected-booked.server";

const inr = (minor: number) => formatMoney({ minor, currency: "INR" }, { whole: true });
const pct = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : "—");
const rupees = (minor: number) => Math.round(minor / 100);
const compactInr = (n: number) =>
  n >= 1e7 ? `₹${Math.round(n / 1e6) / 10} cr` : n >= 1e5 ? `₹${Math.round(n / 1e4) / 10} L` : inr(n * 100);

/**
 * The Revenue tab's payments: money collected against the amounts booked (asked of travellers),
 * month by month, with the table of the same figures under the chart.
 */
export function CollectedBookedCards({ figures }: { figures: CollectedBooked }) {
  return (
    <section aria-label="Collected against booked" className="mt-6" data-testid="collected-booked">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase">Payments</h3>
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Stat
          label="Booked"
          value={inr(figures.bookedMinor)}
          note="Asked of travellers in payment requests raised in this period"
        />
        <Stat
          label="Collected"
          value={inr(figures.collectedMinor)}
          note={`Received in this period, less refunds: ${pct(figures.collectedMinor, figures.bookedMinor)} of booked`}
        />
      </dl>
      <ChartCard
        title="Collected against booked, by month"
        note="Booked: payment requests raised that month (cancelled and expired ones left out). Collected: money received that month, less refunds."
        empty="No payment was requested or received in this period."
        hasData={figures.months.length > 0}
        legend={[
          { label: "Booked", color: SERIES_COLORS[0]! },
          { label: "Collected", color: SERIES_COLORS[3]! },
        ]}
        chart={
          <Bars
            data={figures.months.map((m) => ({
              month: m.month,
              booked: rupees(m.bookedMinor),
              collected: rupees(m.collectedMinor),
            }))}
            category="month"
            formatCategory={formatMonthShort}
            formatValue={compactInr}
            series={[
              { key: "booked", name: "Booked", color: SERIES_COLORS[0]! },
              { key: "collected", name: "Collected", color: SERIES_COLORS[3]! },
            ]}
          />
        }
        table={{
          caption: "Collected against booked by month",
          rows: figures.months.map((m) => ({ id: m.month, ...m })),
          columns: [
            { header: "Month", cell: (r) => formatMonthShort(r.month) },
            { header: "Booked", numeric: true, cell: (r) => inr(r.bookedMinor) },
            { header: "Collected", numeric: true, cell: (r) => inr(r.collectedMinor) },
            { header: "Collected %", numeric: true, cell: (r) => pct(r.collectedMinor, r.bookedMinor) },
          ],
        }}
      />
    </section>
  );
}
