import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatIndiaDateTime } from "~/lib/format";
import type { privacyTab } from "./privacy-tab.server";
import { useConsoleAction } from "../shared/console-request";

type Retention = NonNullable<Awaited<ReturnType<typeof privacyTab>>["retention"]>;
type Settings = Retention["settings"];

const FIELDS: { key: keyof Settings; label: string; min: number; max: number }[] = [
  { key: "inactiveYears", label: "Years a person with no activity is kept", min: 1, max: 10 },
  { key: "noticeHours", label: "Hours of notice before the erasure", min: 24, max: 720 },
  { key: "unverifiedDays", label: "Days an unverified number is kept", min: 1, max: 30 },
];

/** The retention job for the admins: its latest round's counts (never who) and its three numbers. */
export function RetentionPanel({ retention }: { retention: Retention }) {
  const { run, pending } = useConsoleAction();
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map((f) => [f.key, String(retention.settings[f.key])])),
  );
  const id = useId();
  const last = retention.lastRun;
  return (
    <section aria-label="Retention" className="mb-4 rounded-xl border border-sand-200 bg-sand-50 p-3">
      <h3 className="text-sm font-semibold text-ink-900">Retention</h3>
      <p className="mt-1 text-sm text-ink-700" data-testid="retention-last-run">
        {last
          ? `Last run ${formatIndiaDateTime(last.at)}: ${last.noticed} noticed, ${last.erased} erased, ${last.purged} purged, ${last.keptForTax} kept for tax.`
          : "The retention job has not run yet."}
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const body = Object.fromEntries(FIELDS.map((f) => [f.key, Number(values[f.key])]));
          void run("PUT", "/api/v1/console/settings/privacy/retention", body, { success: "Saved" });
        }}
      >
        {FIELDS.map((f) => (
          <label
            key={f.key}
            htmlFor={`${id}-${f.key}`}
            className="flex flex-col gap-1 text-xs font-medium text-ink-600"
          >
            {f.label} ({f.min} to {f.max})
            <Input
              id={`${id}-${f.key}`}
              type="number"
              min={f.min}
              max={f.max}
              value={values[f.key]}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              className="h-9 w-24 sm:text-sm"
            />
          </label>
        ))}
        <Button type="submit" size="sm" disabled={pending}>
          Save
        </Button>
      </form>
    </section>
  );
}
