import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { formatIndiaDate, formatIndiaDateTime } from "~/lib/format";
import { formatIndianMobile } from "~/lib/phone";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
};

/** Times as the agency reads them: India time, day and month in words. */
export function formatWhen(value: string | null | undefined, withTime = true): string {
  if (!value) return "—";
  return withTime ? formatIndiaDateTime(value) : formatIndiaDate(value);
}

/** "+919876543210" → "+91 98765 43210"; no phone → a dash. */
export const formatPhone = (phone: string | null | undefined) => (phone ? formatIndianMobile(phone) : "—");

/**
 * The console's list: dense rows, a header that stays in view, calm when empty. Every tab's list
 * is one of these, so they read alike.
 */
export function ConsoleTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  highlight,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
  highlight?: string | null;
}) {
  return (
    // Focusable, so a keyboard can scroll a long list (arrow keys) as a mouse wheel would.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="relative max-h-[70vh] overflow-auto rounded-xl border border-sand-200 bg-white focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-sand-50 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn(
                  "border-b border-sand-200 px-3 py-2.5 font-semibold",
                  c.numeric && "text-right",
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-ink-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                aria-current={highlight === row.id ? "true" : undefined}
                className={cn(
                  "border-b border-sand-100 last:border-0 hover:bg-sand-50",
                  highlight === row.id && "bg-gold-300/25",
                )}
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={cn(
                      "px-3 py-2 align-top text-ink-800",
                      c.numeric && "text-right tabular-nums",
                      c.className,
                    )}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h2 className="font-display text-2xl text-ink-900">{title}</h2>
      {children ? <div className="text-sm text-ink-600">{children}</div> : null}
    </div>
  );
}

export function Pager({
  page,
  pageCount,
  search,
}: {
  page: number;
  pageCount: number;
  search: URLSearchParams;
}) {
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

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: "neutral" | "gold" | "green" | "red";
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tone === "neutral" && "bg-ink-100 text-ink-700",
        tone === "gold" && "bg-gold-300/40 text-gold-800",
        tone === "green" && "bg-success-600/10 text-success-600",
        tone === "red" && "bg-danger-600/10 text-danger-600",
      )}
    >
      {children}
    </span>
  );
}

export function ScoreBadge({ score }: { score: number }) {
  return <Badge tone={score >= 80 ? "gold" : score >= 50 ? "neutral" : "neutral"}>{score}</Badge>;
}
