import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type RowData,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableFrame,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";

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

export type { ColumnDef } from "@tanstack/react-table";
export type SortState = { key: string; dir: "asc" | "desc" };

/**
 * The usual console column: a header and what a row shows under it (no accessor, no client-side
 * sorting: the server sorts). The header doubles as the column's id, so it must be unique.
 */
export function displayColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
  meta?: ColumnMeta<Row, unknown>,
): ColumnDef<Row, unknown> {
  return { id: header, header, cell: ({ row }) => cell(row.original), meta };
}

/**
 * The console's data table on TanStack Table: the server pages, sorts and filters (the table only
 * renders, reports header clicks and links to the other pages), the header stays in view, and the
 * rows are one tab stop — arrow keys, Home and End move between them, Enter opens the one in focus.
 * Every list in the console is one of these, so they read and behave alike.
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
  paging,
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  empty: string;
  sort?: SortState;
  onSort?: (key: string) => void;
  onOpen?: (row: Row) => void;
  /** The row shown as current (the one open beside the list, or just saved). */
  selectedId?: string | null;
  /** What a screen reader hears for a row in focus. */
  rowLabel?: (row: Row) => string;
  /** Rows ticked for a bulk action: a checkbox per row and one for the page; Space ticks the row in focus. */
  selection?: { ids: ReadonlySet<string>; onChange: (ids: Set<string>) => void };
  /** The server's page of the list: links to the pages either side follow the table. */
  paging?: { page: number; pageCount: number };
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
    <>
      {/* Without focusable rows the scroller itself takes focus, so a keyboard can scroll a wide table. */}
      <TableFrame
        className="max-h-[70vh]"
        {...(onOpen ? {} : { tabIndex: 0, role: "region", "aria-label": caption })}
      >
        <Table>
          <TableCaption>
            {caption}
            {onOpen ? ". Use the arrow keys to move between rows and Enter to open one." : ""}
            {selection ? " Space ticks a row for a bulk action." : ""}
          </TableCaption>
          <TableHeader className="sticky top-0 z-10">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <TableHead className="w-10">
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
                  </TableHead>
                ) : null}
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const key = meta?.sortKey;
                  const active = key && sort?.key === key ? sort.dir : null;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      numeric={meta?.numeric}
                      aria-sort={active ? (active === "asc" ? "ascending" : "descending") : undefined}
                      className={cn("whitespace-nowrap", meta?.hideOnPhone && "max-sm:hidden")}
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
                    </TableHead>
                  );
                })}
              </tr>
            ))}
          </TableHeader>
          <TableBody ref={body}>
            {rows.length === 0 ? (
              <TableEmpty colSpan={columns.length + (selection ? 1 : 0)}>{empty}</TableEmpty>
            ) : (
              table.getRowModel().rows.map((row, index) => (
                <TableRow
                  key={row.id}
                  data-row
                  tabIndex={onOpen ? tabIndexFor(index) : undefined}
                  aria-label={rowLabel?.(row.original)}
                  aria-current={selectedId === row.id ? "true" : undefined}
                  onKeyDown={(e) => onRowKey(e, index, row.original)}
                  onDoubleClick={() => onOpen?.(row.original)}
                  className={cn(
                    "hover:bg-sand-50",
                    "focus-visible:bg-gold-300/15 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500",
                    selectedId === row.id && "bg-gold-300/25",
                    selection?.ids.has(row.id) && "bg-sand-100",
                  )}
                >
                  {selection ? (
                    <TableCell className="w-10">
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        aria-label={`Tick ${rowLabel?.(row.original) ?? "this row"}`}
                        className="mt-0.5 size-4 accent-ink-900"
                        checked={selection.ids.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </TableCell>
                  ) : null}
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <TableCell
                        key={cell.id}
                        numeric={meta?.numeric}
                        className={cn(meta?.hideOnPhone && "max-sm:hidden", meta?.className)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableFrame>
      {paging ? <TablePager page={paging.page} pageCount={paging.pageCount} /> : null}
    </>
  );
}

/**
 * Links to the pages either side of a server-paged list; every other filter in the URL is kept.
 * Nothing when the list fits on one page.
 */
export function TablePager({ page, pageCount }: { page: number; pageCount: number }) {
  const [search] = useSearchParams();
  if (pageCount <= 1) return null;
  const to = (p: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(p));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-3 text-sm text-ink-700">
      {page > 1 ? (
        <Link className="rounded px-2 py-1 underline-offset-4 hover:underline" to={to(page - 1)}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="rounded px-2 py-1 underline-offset-4 hover:underline" to={to(page + 1)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
