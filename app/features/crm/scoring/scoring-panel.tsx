import { RefreshCw, RotateCcw, Save } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { ConsoleTabData } from "../shell/console-tabs.server";
import { Badge, ConsoleTable, formatWhen, PanelHeading, ScoreBadge } from "../shared/console-table";
import { useConsoleAction } from "../shared/console-request";
import { leadTypeLabel } from "../shared/crm-constants";

type Data = Extract<ConsoleTabData, { tab: "scoring" }>;
type Rules = Data["rules"];

function NumberCell({
  label,
  value,
  onChange,
  disabled,
  min,
  max,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  disabled: boolean;
  min: number;
  max: number;
}) {
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      min={min}
      max={max}
      step={1}
      value={Number.isFinite(value) ? value : ""}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
      className={cn(fieldClasses, "h-8 w-20 px-2 text-right tabular-nums sm:text-sm")}
    />
  );
}

/** The rules, as a table an admin edits in place (partners read the same table). */
function RulesEditor({ data }: { data: Data }) {
  const [rules, setRules] = useState<Rules>(data.rules);
  const { run, pending } = useConsoleAction();
  const dirty = JSON.stringify(rules) !== JSON.stringify(data.rules);
  const hint = useId();
  // Loader data is a new object on every refresh (a live lead, the rescoring's progress): the form
  // follows only when the saved rules really change, so nothing being typed is lost.
  const saved = JSON.stringify(data.rules);
  useEffect(() => setRules(JSON.parse(saved) as Rules), [saved]);
  const readOnly = !data.canEdit;
  return (
    <form
      aria-label="Scoring rules"
      aria-describedby={hint}
      className="rounded-xl border border-sand-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          "PUT",
          "/api/v1/console/settings/scoring",
          { rules },
          {
            success: "Scoring rules saved",
            successDescription: "New leads are scored by them now; rescore to apply them to open leads.",
          },
        );
      }}
    >
      <h3 className="text-sm font-semibold text-ink-900">The rules</h3>
      <p id={hint} className="mt-1 mb-3 text-xs text-ink-600">
        Every new lead starts with its type&apos;s score; a quiz lead is scored from its points instead, on a
        straight line from 0 to 100 between the two point totals below. 80 and above is high priority and
        opens an urgent call task.
      </p>
      <div className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
        {data.types.map(({ type, label }) => (
          <label
            key={type}
            className="flex items-center justify-between gap-3 border-b border-sand-100 py-1.5 text-sm"
          >
            <span className="text-ink-800">
              {label}
              {rules.types[type] !== data.defaults.types[type] ? (
                <span className="ml-1 text-xs text-ink-500">(default {data.defaults.types[type]})</span>
              ) : null}
            </span>
            <NumberCell
              label={`Score for ${label} leads`}
              value={rules.types[type]}
              min={0}
              max={100}
              disabled={readOnly || pending}
              onChange={(n) => setRules((r) => ({ ...r, types: { ...r.types, [type]: n } }))}
            />
          </label>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-ink-800">
        <span>Quiz: 0 at</span>
        <NumberCell
          label="Quiz points that score 0"
          value={rules.quiz.zeroAt}
          min={0}
          max={2000}
          disabled={readOnly || pending}
          onChange={(n) => setRules((r) => ({ ...r, quiz: { ...r.quiz, zeroAt: n } }))}
        />
        <span>points, 100 at</span>
        <NumberCell
          label="Quiz points that score 100"
          value={rules.quiz.hundredAt}
          min={0}
          max={2000}
          disabled={readOnly || pending}
          onChange={(n) => setRules((r) => ({ ...r, quiz: { ...r.quiz, hundredAt: n } }))}
        />
        <span>points</span>
      </div>
      {readOnly ? (
        <p className="mt-3 text-xs text-ink-500">Only admins change the rules.</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="ink" disabled={!dirty || pending}>
            <Save aria-hidden /> Save rules
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={pending}
            onClick={() => setRules(data.defaults)}
          >
            <RotateCcw aria-hidden /> Back to the defaults
          </Button>
        </div>
      )}
    </form>
  );
}

/** Rescoring open leads, and how far it has got (read again every second or two while it runs). */
function Rescore({ data }: { data: Data }) {
  const { run, pending } = useConsoleAction();
  const revalidator = useRevalidator();
  const running = data.run !== null && data.run.finishedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1500);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);
  const percent = data.run && data.run.total > 0 ? Math.round((data.run.done / data.run.total) * 100) : 100;
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-ink-900">Rescore open leads</h3>
      <p className="mt-1 text-xs text-ink-600">
        Applies the saved rules to every lead not yet closed, in the background. Each changed lead gets a line
        on its timeline. Tasks are not opened or closed by it.
      </p>
      {data.run ? (
        <div className="mt-3" aria-live="polite">
          <div
            role="progressbar"
            aria-label="Rescoring progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-sand-100"
          >
            <div className="h-full bg-gold-500 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1.5 text-xs text-ink-700">
            {running
              ? `Rescoring… ${data.run.done.toLocaleString("en-IN")} of ${data.run.total.toLocaleString("en-IN")} leads`
              : `Last run by ${data.run.by}, finished ${formatWhen(data.run.finishedAt)}: ${data.run.total.toLocaleString("en-IN")} open leads, ${data.run.changed.toLocaleString("en-IN")} changed`}
          </p>
        </div>
      ) : null}
      {data.canEdit ? (
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          disabled={running || pending}
          onClick={() =>
            void run(
              "POST",
              "/api/v1/console/scoring/rescore",
              {},
              { success: "Rescoring started", quiet: false },
            )
          }
        >
          <RefreshCw aria-hidden className={cn(running && "animate-spin motion-reduce:animate-none")} />{" "}
          Rescore open leads
        </Button>
      ) : null}
    </div>
  );
}

export default function ScoringPanel({ data }: { data: Data }) {
  return (
    <section aria-label="Scoring">
      <PanelHeading title="Scoring">Scores run from 0 to 100</PanelHeading>
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {data.bands.map((band) => (
          <li key={band.id} className="rounded-xl border border-sand-200 bg-white p-4">
            <p className="text-xs tracking-wide text-ink-600 uppercase">
              {band.label} · {band.min}–{band.max}
            </p>
            <p className="mt-1 font-display text-3xl text-ink-900 tabular-nums">{band.count}</p>
            <p className="mt-1 text-xs text-ink-600">{band.note}</p>
          </li>
        ))}
      </ul>
      <div className="mb-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <RulesEditor data={data} />
        <Rescore data={data} />
      </div>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">Highest-scoring open leads</h3>
      <ConsoleTable
        caption="Open leads by score"
        rows={data.top}
        empty="No open leads."
        columns={[
          { header: "Score", cell: (r) => <ScoreBadge score={r.score} /> },
          { header: "Name", cell: (r) => r.name },
          { header: "Type", cell: (r) => leadTypeLabel(r.type) },
          { header: "Stage", cell: (r) => <Badge>{r.stage}</Badge> },
          { header: "Why", cell: (r) => r.scoreReason ?? "—" },
        ]}
      />
    </section>
  );
}
