import type { ConsoleTabData } from "../console-tabs.server";
import { ConsoleTable, formatWhen, PanelHeading } from "../console-table";
import { leadTypeLabel } from "../crm-constants";

type Data = Extract<ConsoleTabData, { tab: "analytics" }>;

export default function AnalyticsPanel({ data }: { data: Data }) {
  const max = Math.max(1, ...data.days.map((d) => d.total));
  const total = data.verified + data.unverified;
  return (
    <section aria-label="Analytics">
      <PanelHeading title="Analytics">Last 30 days</PanelHeading>
      <dl className="mb-6 grid gap-3 sm:grid-cols-3">
        <Stat label="Leads" value={total} />
        <Stat
          label="Phone verified"
          value={data.verified}
          note={total ? `${Math.round((data.verified / total) * 100)} %` : undefined}
        />
        <Stat label="Not verified" value={data.unverified} />
      </dl>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">Leads per day</h3>
      <ConsoleTable
        caption="Leads per day by type"
        rows={data.days.map((d) => ({ id: d.day, ...d }))}
        empty="No leads in the last 30 days."
        columns={[
          { header: "Day", cell: (r) => formatWhen(`${r.day}T12:00:00+05:30`, false) },
          {
            header: "Leads",
            cell: (r) => (
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-2 rounded-full bg-gold-500"
                  style={{ width: `${(r.total / max) * 8}rem` }}
                />
                <span className="tabular-nums">{r.total}</span>
              </span>
            ),
          },
          {
            header: "By type",
            cell: (r) =>
              Object.entries(r.byType)
                .map(([type, n]) => `${leadTypeLabel(type)} ${n}`)
                .join(" · "),
          },
        ]}
      />
      <h3 className="mt-6 mb-2 text-sm font-semibold text-ink-900">Top sources</h3>
      <ConsoleTable
        caption="Lead sources"
        rows={data.sources.map((s) => ({ id: s.source, ...s }))}
        empty="No sources yet."
        columns={[
          { header: "Source", cell: (r) => leadTypeLabel(r.source) },
          { header: "Leads", cell: (r) => r.count, numeric: true },
        ]}
      />
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <dt className="text-xs tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-3xl text-ink-900 tabular-nums">
        {value}
        {note ? <span className="ml-2 text-sm text-ink-500">{note}</span> : null}
      </dd>
    </div>
  );
}
