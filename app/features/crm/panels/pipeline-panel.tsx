import type { ConsoleTabData } from "../console-tabs.server";
import { formatWhen, PanelHeading, ScoreBadge } from "../console-table";
import { leadTypeLabel } from "../crm-constants";

type Data = Extract<ConsoleTabData, { tab: "pipeline" }>;

export default function PipelinePanel({ data }: { data: Data }) {
  return (
    <section aria-label="Pipeline">
      <PanelHeading title="Pipeline">Newest 20 leads per stage</PanelHeading>
      <div className="grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2">
        {data.stages.map((column) => (
          <section
            key={column.stage}
            aria-label={column.stage}
            className="flex min-h-40 flex-col rounded-xl border border-sand-200 bg-sand-50"
          >
            <header className="flex items-center justify-between border-b border-sand-200 px-3 py-2">
              <h3 className="text-sm font-semibold text-ink-900">{column.stage}</h3>
              <span className="rounded-full bg-white px-2 text-xs font-medium text-ink-700 tabular-nums">
                {column.count}
              </span>
            </header>
            <ul className="space-y-2 p-2">
              {column.cards.length === 0 ? (
                <li className="px-1 py-4 text-center text-xs text-ink-500">No leads</li>
              ) : (
                column.cards.map((card) => (
                  <li
                    key={card.id}
                    className="rounded-lg border border-sand-200 bg-white p-2.5 text-sm shadow-xs"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <span className="font-medium text-ink-900">{card.name}</span>
                      <ScoreBadge score={card.score} />
                    </div>
                    <p className="mt-1 text-xs text-ink-600">
                      {leadTypeLabel(card.type)} · {formatWhen(card.createdAt, false)}
                    </p>
                  </li>
                ))
              )}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
