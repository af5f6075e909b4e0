import { Save } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { countOf, formatInr, formatMonthShort } from "~/lib/format";
import type { revenueTab } from "../insights/insights.server";
import { useConsoleAction } from "../shared/console-request";
import { PanelHeading } from "../shared/panel-heading";
import { Bars } from "../insights/bars";
import { ChartCard, SERIES_COLORS } from "../insights/chart-card";
import { RangePicker } from "../insights/range-picker";
import { periodLabel } from "../insights/period";
import { Stat } from "../insights/stat";
import { QuoteRevenueCards } from "./quote-revenue";
import { CollectedBookedCards } from "./collected-booked";
import type { CollectedBooked } from "../insights/collected-booked.server";
import type { QuoteRevenue } from "../insights/quote-revenue.server";

type Data = Awaited<ReturnType<typeof revenueTab>>;

const monthLabel = (month: string) => formatMonthShort(month);
/** Axis ticks in lakh and crore, the way the agency talks about money. */
const compactInr = (n: number) =>
  n >= 1e7 ? `₹${Math.round(n / 1e6) / 10} cr` : n >= 1e5 ? `₹${Math.round(n / 1e4) / 10} L` : formatInr(n);

/** Admins: each open stage's chance of closing won, which the weighted pipeline uses. */
function Probabilities({ data }: { data: Data }) {
  const initial = Object.fromEntries(data.pipeline.map((p) => [p.stage, p.probability]));
  const [values, setValues] = useState<Record<string, number>>(initial);
  const { run, pending } = useConsoleAction();
  // Only a real change of the saved values resets the form (a refresh must not wipe what is typed).
  const saved = JSON.stringify(initial);
  useEffect(() => setValues(JSON.parse(saved) as Record<string, number>), [saved]);
  const dirty = data.pipeline.some((p) => values[p.stage] !== p.probability);
  return (
    <form
      aria-label="Stage probabilities"
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          "PUT",
          "/api/v1/console/settings/stage-probabilities",
          { probabilities: values },
          {
            success: "Stage probabilities saved",
          },
        );
      }}
    >
      {data.pipeline.map((p) => (
        <label key={p.stage} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          {p.stage} %
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={Number.isFinite(values[p.stage]) ? values[p.stage] : ""}
            disabled={!data.canEdit || pending}
            onChange={(e) =>
              setValues((v) => ({
                ...v,
                [p.stage]: e.target.value === "" ? Number.NaN : Number(e.target.value),
              }))
            }
            className={cn(fieldClasses, "h-9 w-20 px-2 text-right tabular-nums sm:text-sm")}
          />
        </label>
      ))}
      {data.canEdit ? (
        <Button type="submit" size="sm" variant="outline" disabled={!dirty || pending}>
          <Save aria-hidden /> Save probabilities
        </Button>
      ) : (
        <span className="text-xs text-ink-500">Only admins change the probabilities.</span>
      )}
    </form>
  );
}

export default function RevenuePanel({
  data,
  quotes,
  payments,
}: {
  data: Data;
  quotes?: QuoteRevenue;
  payments?: CollectedBooked;
}) {
  return (
    <section aria-label="Revenue">
      <PanelHeading title="Revenue">
        All figures in rupees, {periodLabel(data.range.from, data.range.to, data.today)}
      </PanelHeading>
      <RangePicker range={data.range} presets={data.presets} />
      <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {/* Counted by the day each deal was closed, whenever its lead arrived (Analytics counts the
            other way round): the label says which. */}
        <Stat
          label="Closed won in this period"
          value={formatInr(data.wonTotal)}
          note={`${countOf(data.wonCount, "deal")} closed in this period, whenever the lead came in`}
        />
        <Stat
          label="Weighted open pipeline"
          value={formatInr(data.weightedTotal)}
          note="Each stage's value × its probability"
        />
        <Stat
          label="Open pipeline"
          value={formatInr(data.pipeline.reduce((s, p) => s + p.value, 0))}
          note={`${countOf(
            data.pipeline.reduce((s, p) => s + p.count, 0),
            "open lead",
          )}, ${data.pipeline.reduce((s, p) => s + p.valued, 0).toLocaleString("en-IN")} with a value`}
        />
      </dl>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          title="Closed won by month"
          note="Each deal in the month it was moved to Closed Won."
          empty="Nothing was won in this period."
          hasData={data.wonCount > 0}
          chart={
            <Bars
              data={data.months}
              category="month"
              formatCategory={monthLabel}
              formatValue={compactInr}
              series={[{ key: "value", name: "Won", color: SERIES_COLORS[0]! }]}
            />
          }
          table={{
            caption: "Closed won value by month",
            rows: data.months.map((m) => ({ id: m.month, ...m })),
            columns: [
              { header: "Month", cell: (r) => monthLabel(r.month) },
              { header: "Deals", numeric: true, cell: (r) => r.count },
              { header: "Value", numeric: true, cell: (r) => formatInr(r.value) },
            ],
          }}
        />
        <ChartCard
          title="Weighted open pipeline"
          legend={[
            { label: "Value", color: SERIES_COLORS[7]! },
            { label: "Weighted", color: SERIES_COLORS[1]! },
          ]}
          note={<Probabilities data={data} />}
          empty="No open leads."
          hasData={data.pipeline.some((p) => p.count > 0)}
          chart={
            <Bars
              data={data.pipeline}
              rows
              category="stage"
              formatValue={compactInr}
              series={[
                { key: "value", name: "Value", color: SERIES_COLORS[7]! },
                { key: "weighted", name: "Weighted", color: SERIES_COLORS[1]! },
              ]}
            />
          }
          table={{
            caption: "Open pipeline by stage, weighted by probability",
            rows: data.pipeline.map((p) => ({ id: p.stage, ...p })),
            columns: [
              { header: "Stage", cell: (r) => r.stage },
              { header: "Leads", numeric: true, cell: (r) => r.count },
              { header: "Value", numeric: true, cell: (r) => formatInr(r.value) },
              { header: "Probability", numeric: true, cell: (r) => `${r.probability}%` },
              { header: "Weighted", numeric: true, cell: (r) => formatInr(r.weighted) },
            ],
          }}
        />
        <ChartCard
          title="Closed won by destination"
          empty="Nothing was won in this period."
          hasData={data.byDestination.length > 0}
          chart={
            <Bars
              data={data.byDestination}
              rows
              category="destination"
              categoryWidth={110}
              formatValue={compactInr}
              series={[{ key: "value", name: "Won", color: SERIES_COLORS[2]! }]}
            />
          }
          table={{
            caption: "Closed won value by destination",
            rows: data.byDestination.map((d) => ({ id: d.destination, ...d })),
            columns: [
              { header: "Destination", cell: (r) => r.destination },
              { header: "Deals", numeric: true, cell: (r) => r.count },
              { header: "Value", numeric: true, cell: (r) => formatInr(r.value) },
            ],
          }}
        />
        <ChartCard
          title="Closed won by owner"
          empty="Nothing was won in this period."
          hasData={data.byOwner.length > 0}
          chart={
            <Bars
              data={data.byOwner}
              rows
              category="owner"
              categoryWidth={110}
              formatValue={compactInr}
              series={[{ key: "value", name: "Won", color: SERIES_COLORS[3]! }]}
            />
          }
          table={{
            caption: "Closed won value by owner",
            rows: data.byOwner.map((o) => ({ id: o.owner, ...o })),
            columns: [
              { header: "Owner", cell: (r) => r.owner },
              { header: "Deals", numeric: true, cell: (r) => r.count },
              { header: "Value", numeric: true, cell: (r) => formatInr(r.value) },
            ],
          }}
        />
      </div>
      {quotes ? <QuoteRevenueCards revenue={quotes} /> : null}
      {payments ? <CollectedBookedCards figures={payments} /> : null}
    </section>
  );
}
