import { PanelHeading } from "../console-table";

export default function TagsPanel() {
  return (
    <section aria-label="Tags">
      <PanelHeading title="Tags" />
      <div className="rounded-xl border border-dashed border-sand-300 bg-white p-8 text-center text-sm text-ink-600">
        <p className="font-medium text-ink-900">No tags yet</p>
        <p className="mt-1">
          Tags group contacts (honeymooners, corporate, repeat travellers); the ones you make appear here.
        </p>
      </div>
    </section>
  );
}
