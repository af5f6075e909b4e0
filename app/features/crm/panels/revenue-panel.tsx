import type { ConsoleTabData } from "../console-tabs.server";
import { ConsoleTable, PanelHeading } from "../console-table";

type Data = Extract<ConsoleTabData, { tab: "revenue" }>;

export default function RevenuePanel({ data }: { data: Data }) {
  return (
    <section aria-label="Revenue">
      <PanelHeading title="Revenue" />
      <dl className="mb-6 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-sand-200 bg-white p-4">
          <dt className="text-xs tracking-wide text-ink-600 uppercase">Closed Won</dt>
          <dd className="mt-1 font-display text-3xl text-ink-900 tabular-nums">{data.won}</dd>
        </div>
        <div className="rounded-xl border border-sand-200 bg-white p-4">
          <dt className="text-xs tracking-wide text-ink-600 uppercase">Closed Lost</dt>
          <dd className="mt-1 font-display text-3xl text-ink-900 tabular-nums">{data.lost}</dd>
        </div>
      </dl>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">Open pipeline</h3>
      <ConsoleTable
        caption="Open leads by stage"
        rows={data.open.map((s) => ({ id: s.stage, ...s }))}
        empty="No open leads."
        columns={[
          { header: "Stage", cell: (r) => r.stage },
          { header: "Leads", cell: (r) => r.count, numeric: true },
        ]}
      />
      <p className="mt-4 text-sm text-ink-600">
        Values in ₹ appear here once deals carry their value, set when a lead is marked Closed Won.
      </p>
    </section>
  );
}
