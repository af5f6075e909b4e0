import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { RETENTION_BOUNDS, retentionSettingsSchema } from "~/features/privacy";
import { formatIndiaDateTime } from "~/lib/format";
import type { privacyTab } from "./privacy-tab.server";
import { useConsoleForm } from "../shared/console-form";

type Retention = NonNullable<Awaited<ReturnType<typeof privacyTab>>["retention"]>;
type Key = keyof Retention["settings"];

const FIELDS: { key: Key; label: string }[] = [
  { key: "inactiveYears", label: "Years a person with no activity is kept" },
  { key: "noticeHours", label: "Hours of notice before the erasure" },
  { key: "unverifiedDays", label: "Days an unverified number is kept" },
];

/** "" stays "" (the schema then asks for a number), anything else is read as a number. */
const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed));

/** The retention job for the admins: its latest round's counts (never who) and its three numbers. */
export function RetentionPanel({ retention }: { retention: Retention }) {
  const form = useConsoleForm({
    inactiveYears: String(retention.settings.inactiveYears),
    noticeHours: String(retention.settings.noticeHours),
    unverifiedDays: String(retention.settings.unverifiedDays),
  });
  const last = retention.lastRun;
  return (
    <section aria-label="Retention" className="mb-4 rounded-xl border border-sand-200 bg-sand-50 p-3">
      <h3 className="text-sm font-semibold text-ink-900">Retention</h3>
      <p className="mt-1 text-sm text-ink-700" data-testid="retention-last-run">
        {last
          ? `Last run ${formatIndiaDateTime(last.at)}: ${last.noticed} noticed, ${last.erased} erased, ${last.purged} purged, ${last.keptForTax} kept for tax.`
          : "The retention job has not run yet."}
      </p>
      {last && last.untold > 0 ? (
        <p className="mt-1 text-sm font-medium text-ink-900" data-testid="retention-untold">
          {last.untold === 1
            ? "1 person is due for erasure but was never told: their notice could not be sent by e-mail or SMS. They are kept until a notice goes."
            : `${last.untold} people are due for erasure but were never told: their notice could not be sent by e-mail or SMS. They are kept until a notice goes.`}
        </p>
      ) : null}
      <form
        noValidate
        className="mt-3 flex flex-wrap items-start gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void form.send({
            method: "PUT",
            url: "/api/v1/console/settings/privacy/retention",
            body: Object.fromEntries(FIELDS.map((f) => [f.key, numberOf(form.values[f.key])])),
            schema: retentionSettingsSchema,
            success: "Saved",
            done: () => {},
          });
        }}
      >
        {FIELDS.map((f) => {
          const { min, max } = RETENTION_BOUNDS[f.key];
          return (
            <div key={f.key} className="w-56">
              {form.field(
                f.key,
                `${f.label} (${min} to ${max})`,
                <Input
                  {...form.common(f.key)}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  value={form.values[f.key]}
                  onChange={(e) => form.set(f.key, e.target.value)}
                  className="h-9 w-24 sm:text-sm"
                />,
              )}
            </div>
          );
        })}
        <Button type="submit" size="sm" disabled={form.pending} className="mt-6">
          Save
        </Button>
        {form.formError()}
      </form>
    </section>
  );
}
