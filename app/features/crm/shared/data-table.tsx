import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular figures. */
    numeric?: boolean;
    /** The server's sort key this column's header switches to; no key, no sorting. */
    sortKey?: string;
    className?: string;
    /** Left out on phone widths, where only the columns an agent scans for stay. */
    hideOnPhone?: boolean;
  }
}

export type SortState = { key: string; dir: "asc" | "desc" };

/**
 * The console's data table on TanStack Table: the server pages, sorts and filters (the table only
 * renders and reports header clicks), the header stays in view, and the rows are one tab stop —
 * arrow keys, Home and End move between them, Enter opens the one in focus.
 */
export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  sort,
  onSort,
  onOpen,
  selectedId,
  rowLabel,
  selection,
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  empty: string;
  sort?: SortState;
  onSort?: (key: string) => void;
  onOpen?: (row: Row) => void;
  selectedId?: string | null;
  /** What a screen reader hears for a row in focus. */
  rowLabel?: (row: Row) => string;
  /** Rows ticked for a bulk action: a checkbox per row and one for the page; Space ticks the row in focus. */
  selection?: { ids: ReadonlySet<string>; onChange: (ids: Set<string>) => void };
}) {
  const hydrated = useHydrated();
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
  });
  const body = useRef<HTMLTableSectionElement>(null);

  function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) {
    const rowsEls = body.current?.querySelectorAll<HTMLTableRowElement>("tr[data-row]");
    if (!rowsEls?.length) return;
    const go = (i: number) => {
      const target = rowsEls[Math.max(0, Math.min(rowsEls.length - 1, i))];
      target?.focus();
    };
    if (event.target !== event.currentTarget) return;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        go(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        go(index - 1);
        break;
      case "Home":
        event.preventDefault();
        go(0);
        break;
      case "End":
        event.preventDefault();
        go(rowsEls.length - 1);
        break;
      case "Enter":
        event.preventDefault();
        onOpen?.(row);
        break;
      case " ":
        if (!selection) break;
        event.preventDefault();
        toggle(row.id);
        break;
    }
  }

  function toggle(id: string) {
    if (!selection) return;
    const next = new Set(selection.ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  }
  const ticked = selection ? rows.filter((r) => selection.ids.has(r.id)).length : 0;
  const allTicked = rows.length > 0 && ticked === rows.length;

  // The focusable row: the selected one, else the first.
  const tabRow = rows.findIndex((r) => r.id === selectedId);
  const tabIndexFor = (i: number) => (i === (tabRow >= 0 ? tabRow : 0) ? 0 : -1);

  return (
    // Without focusable rows the scroller itself takes focus, so a keyboard can scroll a wide table.
    <div
      className="relative max-h-[70vh] overflow-auto rounded-xl border border-sand-200 bg-white focus-visible:outline-2 focus-visible:outline-gold-500"
      {...(onOpen ? {} : { tabIndex: 0, role: "region", "aria-label": caption })}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          {caption}
          {onOpen ? ". Use the arrow keys to move between rows and Enter to open one." : ""}
          {selection ? " Space ticks a row for a bulk action." : ""}
        </caption>
        <thead className="sticky top-0 z-10 bg-sand-50 text-xs tracking-wide text-ink-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="w-10 border-b border-sand-200 px-3 py-2.5">
                  <input
                    type="checkbox"
                    aria-label={allTicked ? "Untick every row on this page" : "Tick every row on this page"}
                    className="size-4 accent-ink-900"
                    checked={allTicked}
                    ref={(el) => {
                      if (el) el.indeterminate = ticked > 0 && !allTicked;
                    }}
                    onChange={() =>
                      selection.onChange(allTicked ? new Set() : new Set(rows.map((r) => r.id)))
                    }
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const key = meta?.sortKey;
                const active = key && sort?.key === key ? sort.dir : null;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (active === "asc" ? "ascending" : "descending") : undefined}
                    className={cn(
                      "border-b border-sand-200 px-3 py-2.5 font-semibold whitespace-nowrap",
                      meta?.numeric && "text-right",
                      meta?.hideOnPhone && "max-sm:hidden",
                    )}
                  >
                    {key && onSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(key)}
                        disabled={!hydrated}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:cursor-progress"
                      >
                        {label}
                        {active === "asc" ? (
                          <ArrowUp aria-hidden className="size-3" />
                        ) : active === "desc" ? (
                          <ArrowDown aria-hidden className="size-3" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-3 opacity-40" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length + (selection ? 1 : 0)}
                className="px-3 py-10 text-center text-ink-500"
              >
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row, index) => (
              <tr
                key={row.id}
                data-row
                tabIndex={onOpen ? tabIndexFor(index) : undefined}
                aria-label={rowLabel?.(row.original)}
                aria-current={selectedId === row.id ? "true" : undefined}
                onKeyDown={(e) => onRowKey(e, index, row.original)}
                onDoubleClick={() => onOpen?.(row.original)}
                className={cn(
                  "border-b border-sand-100 last:border-0 hover:bg-sand-50",
                  "focus-visible:bg-gold-300/15 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500",
                  selectedId === row.id && "bg-gold-300/25",
                  selection?.ids.has(row.id) && "bg-sand-100",
                )}
              >
                {selection ? (
                  <td className="w-10 px-3 py-2 align-top">
                    <input
                      type="checkbox"
                      tabIndex={-1}
                      aria-label={`Tick ${rowLabel?.(row.original) ?? "this row"}`}
                      className="mt-0.5 size-4 accent-ink-900"
                      checked={selection.ids.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        "px-3 py-2 align-top text-ink-800",
                        meta?.numeric && "text-right tabular-nums",
                        meta?.hideOnPhone && "max-sm:hidden",
                        meta?.className,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
