/** A headline figure on a report, with a line under it saying what it counts. */
export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <dt className="text-xs tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-ink-900 tabular-nums sm:text-3xl">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-ink-500">{note}</dd> : null}
    </div>
  );
}
