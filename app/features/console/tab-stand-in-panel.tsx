// The CRM's real panel replaces this one; until then each tab says which tab it is and what it was given.
export default function TabStandInPanel({ data }: { data: { label: string; contact: string | null } }) {
  return (
    <section className="rounded-xl border border-dashed border-sand-300 bg-white p-6 text-sm text-ink-700">
      <h2 className="font-display text-2xl text-ink-900">{data.label}</h2>
      <p className="mt-2">This tab’s list is on its way.</p>
      {data.contact ? <p className="mt-1">Contact: {data.contact}</p> : null}
    </section>
  );
}
