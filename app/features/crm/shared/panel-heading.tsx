import type { ReactNode } from "react";

/** A tab's title, with a short summary (a count, a range) at the other end of the line. */
export function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h2 className="font-display text-2xl text-ink-900">{title}</h2>
      {children ? <div className="text-sm text-ink-600">{children}</div> : null}
    </div>
  );
}
