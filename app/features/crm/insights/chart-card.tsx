import { BarChart3, Table2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConsoleTable, type Column } from "../shared/console-table";

/** The palette charts draw series in: the brand's gold and ink first, then calm tints that stay apart. */
export const SERIES_COLORS = [
  "#a8813f",
  "#223852",
  "#5b8a72",
  "#b5654a",
  "#6f6aa8",
  "#c9a86a",
  "#4f7fa3",
  "#8a97a8",
  "#9c5b7b",
  "#3f6d5c",
];

/**
 * One chart with its numbers one click away: "Show table" swaps the drawing for a real table of the
 * same figures (also what a screen reader gets), and back.
 */
export function ChartCard<Row extends { id: string }>({
  title,
  note,
  empty,
  hasData,
  chart,
  table,
  actions,
  legend,
}: {
  title: string;
  note?: ReactNode;
  empty: string;
  hasData: boolean;
  chart: ReactNode;
  table: { caption: string; columns: Column<Row>[]; rows: Row[] };
  actions?: ReactNode;
  /** The series and their colours, drawn under the chart (the table names them in its header). */
  legend?: { label: string; color: string }[];
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink-900">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {hasData ? (
            <Button
              size="sm"
              variant="ghost"
              className="h-8 px-2"
              aria-pressed={asTable}
              onClick={() => setAsTable((t) => !t)}
            >
              {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
              {asTable ? "Show chart" : "Show table"}
            </Button>
          ) : null}
        </div>
      </div>
      {!hasData ? (
        <p className="flex h-48 items-center justify-center rounded-lg bg-sand-50 text-sm text-ink-500">
          {empty}
        </p>
      ) : asTable ? (
        <ConsoleTable caption={table.caption} columns={table.columns} rows={table.rows} empty={empty} />
      ) : (
        // The drawing is for the eye; the same figures are in the table for everyone else.
        <div aria-hidden="true" data-testid="chart">
          <div className="h-64 w-full">{chart}</div>
          {legend?.length ? (
            <ul className="mt-2 flex flex-wrap justify-center gap-x-3 gap-y-1 text-[0.6875rem] text-ink-600">
              {legend.map((l) => (
                <li key={l.label} className="inline-flex items-center gap-1">
                  <span className="size-2.5 rounded-sm" style={{ background: l.color }} />
                  {l.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {/* A div, not a p: a note may hold a form (the Revenue tab's probabilities). */}
      {note ? <div className="mt-2 text-xs text-ink-500">{note}</div> : null}
    </section>
  );
}
