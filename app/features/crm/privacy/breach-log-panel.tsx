import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatIndiaDateTime } from "~/lib/format";
import type { privacyTab } from "./privacy-tab.server";
import { useConsoleAction } from "../shared/console-request";

type Breach = Awaited<ReturnType<typeof privacyTab>>["breaches"][number];

const STATUS_LABELS: Record<Breach["status"], string> = {
  open: "Open",
  contained: "Contained",
  closed: "Closed",
};

const label = "flex flex-col gap-1 text-xs font-medium text-ink-600";

const EMPTY_BREACH = {
  foundAt: "",
  description: "",
  dataCategories: "",
  peopleAffected: "",
  actionsTaken: "",
};

/**
 * Closed until asked for: a breach is rare, and a form always open would make the log read as a
 * form. It closes and empties once the breach is recorded; a refusal keeps what was typed.
 */
function RecordBreachForm() {
  const { run, pending } = useConsoleAction();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY_BREACH);
  const formId = useId();
  const toggle = (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-expanded={open}
      aria-controls={open ? formId : undefined}
      onClick={() => setOpen((o) => !o)}
      className="mb-3"
    >
      {open ? "Cancel" : "Record a breach"}
    </Button>
  );
  if (!open) return toggle;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <>
      {toggle}
      <form
        id={formId}
        className="mb-4 grid gap-3 rounded-xl border border-sand-200 bg-sand-50 p-3 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const result = await run(
            "POST",
            "/api/v1/console/privacy-breaches",
            {
              // The input is India time; the server stores the instant.
              foundAt: form.foundAt ? `${form.foundAt}:00+05:30` : "",
              description: form.description,
              dataCategories: form.dataCategories,
              peopleAffected: form.peopleAffected === "" ? undefined : Number(form.peopleAffected),
              actionsTaken: form.actionsTaken,
            },
            { success: "Breach recorded", successDescription: "Report it to the Board within 72 hours." },
          );
          if (result.ok) {
            setForm(EMPTY_BREACH);
            setOpen(false);
          }
        }}
      >
        <label className={label}>
          Found at (India time)
          <Input
            type="datetime-local"
            required
            value={form.foundAt}
            onChange={set("foundAt")}
            className="h-9 sm:text-sm"
          />
        </label>
        <label className={label}>
          People affected (best estimate)
          <Input
            type="number"
            min={0}
            value={form.peopleAffected}
            onChange={set("peopleAffected")}
            className="h-9 sm:text-sm"
          />
        </label>
        <label className={label}>
          What happened
          <Textarea rows={2} value={form.description} onChange={set("description")} />
        </label>
        <label className={label}>
          Kinds of personal data
          <Textarea rows={2} value={form.dataCategories} onChange={set("dataCategories")} />
        </label>
        <label className={`${label} sm:col-span-2`}>
          Actions taken
          <Textarea rows={2} value={form.actionsTaken} onChange={set("actionsTaken")} />
        </label>
        <div>
          <Button type="submit" size="sm" disabled={pending}>
            Record the breach
          </Button>
        </div>
      </form>
    </>
  );
}

function BreachItem({ breach }: { breach: Breach }) {
  const { run, pending } = useConsoleAction();
  const [status, setStatus] = useState(breach.status);
  const [actions, setActions] = useState(breach.actionsTaken);
  const ids = { status: useId(), actions: useId(), notice: useId() };
  const url = `/api/v1/console/privacy-breaches/${breach.id}`;
  return (
    <li className="rounded-xl border border-sand-200 p-3" data-breach-id={breach.id}>
      <p className="font-medium text-ink-900">
        Found {formatIndiaDateTime(breach.foundAt)} · {breach.peopleAffected} people ·{" "}
        {STATUS_LABELS[breach.status]}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-ink-800">{breach.description}</p>
      <p className="mt-1 text-ink-700">Data: {breach.dataCategories}</p>
      <p className="mt-1 text-ink-700">
        {breach.boardReportedAt ? (
          <>
            Reported to the Board {formatIndiaDateTime(breach.boardReportedAt)} by{" "}
            {breach.boardReportedByEmail ?? "a former staff member"}
          </>
        ) : (
          <>
            Report to the Board by {formatIndiaDateTime(breach.boardDueAt)}
            {breach.boardOverdue ? <span className="ml-1 font-semibold text-danger-700">Overdue</span> : null}
          </>
        )}
      </p>
      <form
        className="mt-2 grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run("PATCH", url, { status, actionsTaken: actions }, { success: "Breach updated" });
        }}
      >
        <label htmlFor={ids.status} className="text-xs font-medium text-ink-600">
          Status
        </label>
        <select
          id={ids.status}
          value={status}
          onChange={(e) => setStatus(e.target.value as Breach["status"])}
          className="h-9 rounded-md border border-sand-300 bg-white px-2 text-sm"
        >
          {(Object.keys(STATUS_LABELS) as Breach["status"][]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.actions} className="text-xs font-medium text-ink-600">
          Actions taken
        </label>
        <Textarea id={ids.actions} rows={2} value={actions} onChange={(e) => setActions(e.target.value)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={pending}>
            Save
          </Button>
          {breach.boardReportedAt ? null : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() =>
                void run("PATCH", url, { reportedToBoard: true }, { success: "Marked reported" })
              }
            >
              Reported to the Board
            </Button>
          )}
        </div>
      </form>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-gold-700">
          Notice to the people affected
        </summary>
        <label htmlFor={ids.notice} className="sr-only">
          Notice to the people affected
        </label>
        <Textarea id={ids.notice} readOnly rows={12} value={breach.noticeTemplate} className="mt-2" />
      </details>
    </li>
  );
}

/**
 * The admins' breach log: each breach with the Board's 72-hour deadline (overdue marked until it is
 * reported), who reported it and when, and the notice to copy to the people affected.
 */
export function BreachLogPanel({ breaches }: { breaches: Breach[] }) {
  const overdue = breaches.filter((b) => b.boardOverdue).length;
  return (
    <section aria-label="Breach log" data-testid="breach-log" className="mt-8">
      <h3 className="mb-2 text-lg font-semibold text-ink-900">
        Breach log{overdue ? ` · ${overdue} overdue to the Board` : ""}
      </h3>
      <RecordBreachForm />
      {breaches.length === 0 ? (
        <p className="text-ink-600">No breaches recorded.</p>
      ) : (
        <ul className="grid gap-3">
          {breaches.map((b) => (
            <BreachItem key={b.id} breach={b} />
          ))}
        </ul>
      )}
    </section>
  );
}
