import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/*
 * The console's table parts, in shadcn/ui's shape: plain elements with the house classes, so every
 * list reads alike — dense rows, a quiet header, calm when empty. A list the agent pages, sorts or
 * opens rows in is a DataTable (./data-table) built from these; a small fixed table (a summary, a
 * dialog's comparison) uses them directly.
 */

/**
 * The white rounded box a table scrolls in. Give it tabIndex={0}, role="region" and an aria-label
 * when nothing inside takes focus, so a keyboard can scroll a long or wide table as a wheel would.
 */
export function TableFrame({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="table-frame"
      className={cn(
        "relative overflow-auto rounded-xl border border-sand-200 bg-white",
        "focus-visible:outline-2 focus-visible:outline-gold-500",
        className,
      )}
      {...props}
    />
  );
}

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <table
      data-slot="table"
      className={cn("w-full border-collapse text-left text-sm", className)}
      {...props}
    />
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn("bg-sand-50 text-xs tracking-wide text-ink-600 uppercase", className)}
      {...props}
    />
  );
}

export function TableBody(props: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b border-sand-100 last:border-b-0", className)}
      {...props}
    />
  );
}

/** A column's header cell; `numeric` right-aligns it over a column of figures. */
export function TableHead({
  className,
  numeric,
  scope = "col",
  ...props
}: ComponentProps<"th"> & { numeric?: boolean }) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn("border-b border-sand-200 px-3 py-2.5 font-semibold", numeric && "text-right", className)}
      {...props}
    />
  );
}

/** A data cell; `numeric` right-aligns it with figures of one width, so columns of numbers line up. */
export function TableCell({ className, numeric, ...props }: ComponentProps<"td"> & { numeric?: boolean }) {
  return (
    <td
      data-slot="table-cell"
      className={cn("px-3 py-2 align-top text-ink-800", numeric && "text-right tabular-nums", className)}
      {...props}
    />
  );
}

/** The table's name for a screen reader; the heading above the table names it for the eye. */
export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("sr-only", className)} {...props} />;
}

/** The one row of an empty table, spanning every column. */
export function TableEmpty({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr data-slot="table-empty">
      <td colSpan={colSpan} className="px-3 py-10 text-center text-ink-500">
        {children}
      </td>
    </tr>
  );
}
