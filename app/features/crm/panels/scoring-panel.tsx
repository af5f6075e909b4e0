import type { ConsoleTabData } from "../console-tabs.server";
import { Badge, ConsoleTable, PanelHeading, ScoreBadge } from "../console-table";
import { leadTypeLabel } from "../crm-constants";

type Data = Extract<ConsoleTabData, { tab: "scoring" }>;

export default function ScoringPanel({ data }: { data: Data }) {
  return (
    <section aria-label="Scoring">
      <PanelHeading title="Scoring">Scores run from 0 to 100</PanelHeading>
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {data.bands.map((band) => (
          <li key={band.id} className="rounded-xl border border-sand-200 bg-white p-4">
            <p className="text-xs tracking-wide text-ink-600 uppercase">
              {band.label} · {band.min}–{band.max}
            </p>
            <p className="mt-1 font-display text-3xl text-ink-900 tabular-nums">{band.count}</p>
            <p className="mt-1 text-xs text-ink-600">{band.note}</p>
          </li>
        ))}
      </ul>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">Highest-scoring open leads</h3>
      <ConsoleTable
        caption="Open leads by score"
        rows={data.top}
        empty="No open leads."
        columns={[
          { header: "Score", cell: (r) => <ScoreBadge score={r.score} /> },
          { header: "Name", cell: (r) => r.name },
          { header: "Type", cell: (r) => leadTypeLabel(r.type) },
          { header: "Stage", cell: (r) => <Badge>{r.stage}</Badge> },
          { header: "Why", cell: (r) => r.scoreReason ?? "—" },
        ]}
      />
    </section>
  );
}
