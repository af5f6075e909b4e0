import { useState } from "react";
import { countOf, formatDayShort } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { ConsoleTabData } from "../shell/console-tabs.server";
import { PanelHeading } from "../shared/console-table";
import { leadTypeLabel } from "../shared/crm-constants";
import { Bars } from "../insights/bars";
import { ChartCard, SERIES_COLORS } from "../insights/chart-card";
import { RangePicker } from "../insights/range-picker";
import { periodLabel } from "../insights/period";
import { Stat } from "../insights/stat";

type Data = Extract<ConsoleTabData, { tab: "analytics" }>;

const shortDay = (day: string) => formatDayShort(day);
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "—");

function duration(minutes: number | null) {
  if (minutes === null) return "—";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round((minutes / 60) * 10) / 10} h`;
  return `${Math.round((minutes / 1440) * 10) / 10} days`;
}

export default function AnalyticsPanel({ data }: { data: Data }) {
  const hydrated = useHydrated();
  const [split, setSplit] = useState<"type" | "source">("type");
  const series =
    split === "type"
      ? data.types.map((t) => ({ key: t.id, label: t.label }))
      : data.sources.map((s) => ({ key: s, label: leadTypeLabel(s) }));
  const perDay = data.days.map((d) => ({
    id: d.day,
    day: d.day,
    total: d.total,
    ...(split === "type" ? d.byType : d.bySource),
  }));
  const verifiedTotal = data.funnel.reduce((s, f) => s + f.verified, 0);
  const startedTotal = data.funnel.reduce((s, f) => s + f.started, 0);

  return (
    <section aria-label="Analytics">
      <PanelHeading title="Analytics">
        {countOf(data.total, "lead")} from {periodLabel(data.range.from, data.range.to, data.today)}
      </PanelHeading>
      <RangePicker range={data.range} presets={data.presets} />

      <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Leads" value={data.total.toLocaleString("en-IN")} />
        <Stat
          label="Forms verified"
          value={data.funnelShown ? percent(verifiedTotal, startedTotal) : "—"}
          note={
            data.funnelShown
              ? `${verifiedTotal.toLocaleString("en-IN")} of ${startedTotal.toLocaleString("en-IN")}`
              : "Administrators only"
          }
        />
        <Stat
          label="Median time to first contact"
          value={duration(data.firstContact.medianMinutes)}
          note={`${data.firstContact.contacted.toLocaleString("en-IN")} contacted, ${data.firstContact.waiting.toLocaleString("en-IN")} waiting`}
        />
        {/* Counted by the day each lead arrived, so it can differ from Revenue's, which counts deals
            by the day they were closed: the label says which. */}
        <Stat
          label="Won from leads created in this period"
          value={(data.stages.at(-1)?.reached ?? 0).toLocaleString("en-IN")}
          note={`${data.lost.toLocaleString("en-IN")} lost; counted by the day each lead came in`}
        />
      </dl>

      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          title={`Leads per day by ${split}`}
          legend={series.map((x, i) => ({ label: x.label, color: SERIES_COLORS[i % SERIES_COLORS.length]! }))}
          empty="No leads in this period."
          hasData={data.total > 0}
          actions={
            <div
              role="group"
              aria-label="Split by"
              className="inline-flex rounded-full border border-sand-300 p-0.5 text-xs"
            >
              {(["type", "source"] as const).map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={split === s}
                  onClick={() => setSplit(s)}
                  disabled={!hydrated}
                  className={`rounded-full px-2.5 py-1 disabled:cursor-progress disabled:opacity-60 ${split === s ? "bg-ink-900 text-ivory" : "text-ink-700 hover:bg-ink-900/5"}`}
                >
                  By {s}
                </button>
              ))}
            </div>
          }
          chart={
            <Bars
              data={perDay}
              category="day"
              formatCategory={shortDay}
              stacked
              series={series.map((x, i) => ({
                key: x.key,
                name: x.label,
                color: SERIES_COLORS[i % SERIES_COLORS.length]!,
              }))}
            />
          }
          table={{
            caption: `Leads per day by ${split}`,
            rows: perDay.filter((d) => d.total > 0),
            columns: [
              { header: "Day", cell: (r) => shortDay(r.day) },
              ...series.map((s) => ({
                header: s.label,
                numeric: true,
                cell: (r: (typeof perDay)[number]) => (r as unknown as Record<string, number>)[s.key] ?? 0,
              })),
              { header: "Total", numeric: true, cell: (r) => r.total },
            ],
          }}
        />

        <ChartCard
          title="Verification funnel"
          legend={[
            { label: "Started", color: SERIES_COLORS[7]! },
            { label: "Code sent", color: SERIES_COLORS[1]! },
            { label: "Verified", color: SERIES_COLORS[0]! },
          ]}
          note="Forms started on the site, a code sent by SMS, and the number verified, per form: the whole site's traffic, before anyone owns the leads."
          empty={
            data.funnelShown
              ? "No form was started in this period."
              : "The verification funnel counts every visitor's forms, so it is shown to administrators only."
          }
          hasData={data.funnel.length > 0}
          chart={
            <Bars
              data={data.funnel}
              rows
              category="label"
              categoryWidth={130}
              series={[
                { key: "started", name: "Started", color: SERIES_COLORS[7]! },
                { key: "sent", name: "Code sent", color: SERIES_COLORS[1]! },
                { key: "verified", name: "Verified", color: SERIES_COLORS[0]! },
              ]}
            />
          }
          table={{
            caption: "Verification funnel per form",
            rows: data.funnel.map((f) => ({ id: f.purpose, ...f })),
            columns: [
              { header: "Form", cell: (r) => r.label },
              { header: "Started", numeric: true, cell: (r) => r.started },
              { header: "Code sent", numeric: true, cell: (r) => r.sent },
              { header: "Verified", numeric: true, cell: (r) => r.verified },
              { header: "Verified of started", numeric: true, cell: (r) => percent(r.verified, r.started) },
            ],
          }}
        />

        <ChartCard
          title="Stage conversion"
          note="Of the leads that arrived in this period, how many reached each stage or a later one. Closed Lost is counted apart."
          empty="No leads in this period."
          hasData={data.total > 0}
          chart={
            <Bars
              data={data.stages}
              rows
              category="stage"
              series={[{ key: "reached", name: "Leads", color: SERIES_COLORS[0]! }]}
            />
          }
          table={{
            caption: "Leads that reached each stage",
            rows: [
              ...data.stages.map((s) => ({ id: s.stage, stage: s.stage, n: s.reached })),
              { id: "lost", stage: "Closed Lost", n: data.lost },
            ],
            columns: [
              { header: "Stage", cell: (r) => r.stage },
              { header: "Leads", numeric: true, cell: (r) => r.n },
              { header: "Of all", numeric: true, cell: (r) => percent(r.n, data.total) },
            ],
          }}
        />

        <ChartCard
          title="Top destinations"
          note="From the trip details on each lead (what the visitor chose, or what staff wrote)."
          empty="No destination was named in this period."
          hasData={data.destinations.length > 0}
          chart={
            <Bars
              data={data.destinations}
              rows
              category="destination"
              categoryWidth={110}
              series={[{ key: "count", name: "Leads", color: SERIES_COLORS[1]! }]}
            />
          }
          table={{
            caption: "Most requested destinations",
            rows: data.destinations.map((d) => ({ id: d.destination, ...d })),
            columns: [
              { header: "Destination", cell: (r) => r.destination },
              { header: "Leads", numeric: true, cell: (r) => r.count },
            ],
          }}
        />
      </div>
      <p className="mt-3 text-xs text-ink-500">
        First contact is the first call, note, e-mail or stage move a staff member made on the lead. Days are
        India days.
      </p>
    </section>
  );
}
