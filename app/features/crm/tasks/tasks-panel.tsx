import { Check, Pencil, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable, type ColumnDef } from "~/components/ui/data-table";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatIndiaLocalInput, formatWhen } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { tasksTab } from "./tasks.server";
import { useUrlFilters } from "~/lib/use-url-filters";
import { taskFilters } from "./task-filters";
import { leadTypeLabel } from "../shared/crm-constants";
import { useConsoleAction } from "../shared/console-request";
import { PanelHeading } from "../shared/panel-heading";
import {
  SNOOZE_PRESET_LABELS,
  SNOOZE_PRESETS,
  snoozeMovesLater,
  snoozePresetTarget,
  TASK_PRIORITIES,
  TASK_TYPE_LABELS,
  TASK_TYPES,
} from "../records/task-schema";
import { TaskFormDialog } from "../records/task-form-dialog";
import { contactHref } from "../shell/tabs";

type Data = Awaited<ReturnType<typeof tasksTab>>;
type Row = Data["rows"][number];

const VIEWS = [
  { id: "all", label: "All open", params: { view: "all", status: "open", assignee: null } },
  { id: "mine", label: "My tasks", params: { view: "mine", status: "open", assignee: null } },
  { id: "unassigned", label: "Unassigned", params: { view: "all", status: "open", assignee: "unassigned" } },
  { id: "done", label: "Done", params: { view: "all", status: "done" } },
] as const;

/** Whose tasks the list holds, as the counts beside it name them. */
function whoseLabel(whose: Data["whose"]): string {
  switch (whose.kind) {
    case "mine":
      return "Yours";
    case "unassigned":
      return "Unassigned";
    case "person":
      return `${whose.name}'s`;
    case "all":
      return "All";
  }
}

/** An unassigned task's quick hand-out: choosing a person assigns it to them at once. */
function AssignSelect({ task, owners, me }: { task: Row; owners: Data["owners"]; me: string }) {
  const hydrated = useHydrated();
  const { run, pending } = useConsoleAction();
  return (
    <select
      aria-label={`Assign: ${task.title}`}
      className={cn(fieldClasses, "h-8 w-32 px-2 text-xs sm:text-xs")}
      value=""
      disabled={pending || !hydrated}
      onChange={(e) => {
        const assigneeId = e.target.value;
        if (assigneeId)
          void run(
            "PATCH",
            `/api/v1/console/tasks/${task.id}`,
            { assigneeId },
            { success: "Task assigned", successDescription: task.title },
          );
      }}
    >
      <option value="">Assign to…</option>
      {owners.map((o) => (
        <option key={o.id} value={o.id}>
          {o.id === me ? `${o.name} (me)` : o.name}
        </option>
      ))}
    </select>
  );
}

function TaskActions({ task, now }: { task: Row; now: Date }) {
  const hydrated = useHydrated();
  const { run, pending } = useConsoleAction();
  if (task.status !== "open") return null;
  // Only the choices that move the task later: a morning before its due time is not offered
  // (the server refuses it too).
  const due = task.dueAt ? new Date(task.dueAt) : null;
  const presets = SNOOZE_PRESETS.filter((p) => snoozeMovesLater(snoozePresetTarget(p, due, now), due, now));
  return (
    <div className="flex items-center gap-1">
      <Button
        size="sm"
        variant="outline"
        className="h-8 px-2"
        disabled={pending}
        aria-label={`Complete: ${task.title}`}
        onClick={() =>
          run(
            "POST",
            `/api/v1/console/tasks/${task.id}/complete`,
            {},
            { success: "Task done", successDescription: task.title },
          )
        }
      >
        <Check aria-hidden /> Done
      </Button>
      <select
        aria-label={`Snooze: ${task.title}`}
        className={cn(fieldClasses, "h-8 w-28 px-2 text-xs sm:text-xs")}
        value=""
        disabled={pending || !hydrated}
        onChange={(e) => {
          const preset = e.target.value;
          if (preset)
            void run(
              "POST",
              `/api/v1/console/tasks/${task.id}/snooze`,
              { preset },
              {
                success: "Task snoozed",
                successDescription: task.title,
              },
            );
        }}
      >
        <option value="">Snooze…</option>
        {presets.map((p) => (
          <option key={p} value={p}>
            {SNOOZE_PRESET_LABELS[p]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Admins: the days after a lead on which an unreached lead gets a follow-up task. */
function CadenceSetting({ days }: { days: number[] }) {
  const [value, setValue] = useState(days.join(", "));
  const { run, pending } = useConsoleAction();
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm text-ink-700"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed =
          value.trim() === ""
            ? []
            : value
                .split(/[,\s]+/)
                .filter(Boolean)
                .map(Number);
        void run(
          "PUT",
          "/api/v1/console/settings/cadence",
          { days: parsed },
          { success: "Follow-up cadence saved" },
        );
      }}
    >
      <label htmlFor="cadence-days">Follow up unreached leads on days</label>
      <input
        id="cadence-days"
        className={cn(fieldClasses, "h-9 w-32 px-2 sm:text-sm")}
        value={value}
        inputMode="numeric"
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        Save
      </Button>
    </form>
  );
}

export default function TasksPanel({ data }: { data: Data }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const now = new Date(data.now).getTime();

  const [filters, setFilters] = useUrlFilters(taskFilters.parse, taskFilters.serialize);
  const go = (changes: Parameters<typeof taskFilters.change>[1]) =>
    setFilters(taskFilters.change(filters, changes));

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const due = (t: Row) => {
      if (t.status === "done") return formatWhen(t.completedAt);
      const overdue = t.dueAt !== null && new Date(t.dueAt).getTime() < now;
      return (
        <span className={overdue ? "font-medium text-danger-600" : undefined}>
          {overdue ? "Overdue · " : ""}
          {t.dueAt ? formatWhen(t.dueAt) : "No due date"}
        </span>
      );
    };
    const actions = (t: Row) => (
      <div className="flex items-center gap-1">
        <TaskActions task={t} now={new Date(now)} />
        {t.status === "open" ? (
          <Button
            size="sm"
            variant="ghost"
            className="h-8 px-2"
            aria-label={`Edit: ${t.title}`}
            onClick={() => setEditing(t)}
          >
            <Pencil aria-hidden />
          </Button>
        ) : null}
      </div>
    );
    return [
      {
        id: "title",
        header: "Task",
        cell: ({ row: { original: t } }) => (
          <div className="sm:min-w-48">
            <div className="flex flex-wrap items-center gap-1.5">
              {t.priority === "urgent" ? (
                <Badge size="status" variant="soft-danger">
                  Urgent
                </Badge>
              ) : t.priority === "high" ? (
                <Badge size="status" variant="soft-gold">
                  High
                </Badge>
              ) : null}
              <span className="font-medium text-ink-900">{t.title}</span>
            </div>
            {t.contactId ? (
              <Link
                className="text-xs text-ink-600 underline-offset-4 hover:underline"
                to={contactHref(t.contactId)}
              >
                {t.contactName ?? "Unnamed contact"}
                {t.leadType ? ` · ${leadTypeLabel(t.leadType)} lead` : ""}
              </Link>
            ) : null}
            {t.notes ? <p className="mt-0.5 line-clamp-2 text-xs text-ink-500">{t.notes}</p> : null}
            {/* On a phone the row is this one cell: when it is due and what to do with it, under
                the title, instead of columns off the right edge. */}
            <div className="mt-1.5 space-y-1.5 text-xs sm:hidden">
              <p>
                {due(t)}
                {t.assigneeName ? <span className="text-ink-500"> · {t.assigneeName}</span> : null}
              </p>
              {t.status === "open" && !t.assigneeId ? (
                <AssignSelect task={t} owners={data.owners} me={data.me} />
              ) : null}
              {actions(t)}
            </div>
          </div>
        ),
      },
      {
        id: "type",
        header: "Type",
        meta: { hideOnPhone: true },
        cell: ({ row: { original: t } }) =>
          TASK_TYPE_LABELS[t.type as keyof typeof TASK_TYPE_LABELS] ?? t.type,
      },
      {
        id: "due",
        header: data.filters.status === "done" ? "Done" : "Due",
        meta: { hideOnPhone: true, className: "whitespace-nowrap" },
        cell: ({ row: { original: t } }) => due(t),
      },
      {
        id: "assignee",
        header: "Assignee",
        meta: { hideOnPhone: true, className: "whitespace-nowrap" },
        cell: ({ row: { original: t } }) =>
          t.assigneeName ??
          (t.status === "open" ? <AssignSelect task={t} owners={data.owners} me={data.me} /> : "Unassigned"),
      },
      {
        id: "actions",
        header: "Actions",
        meta: { hideOnPhone: true },
        cell: ({ row: { original: t } }) => actions(t),
      },
    ];
  }, [data.filters.status, data.owners, data.me, now]);

  /** What a screen reader hears for the row in focus: the task, when it is due, whose it is. */
  const rowLabel = (t: Row) =>
    [
      t.title,
      t.status === "done"
        ? `done ${formatWhen(t.completedAt)}`
        : t.dueAt
          ? `${new Date(t.dueAt).getTime() < now ? "overdue, was due" : "due"} ${formatWhen(t.dueAt)}`
          : "no due date",
      t.assigneeName ?? "unassigned",
    ].join(", ");

  const activeView =
    data.filters.status === "done"
      ? "done"
      : data.filters.view === "mine"
        ? "mine"
        : data.filters.assignee === "unassigned"
          ? "unassigned"
          : "all";

  return (
    <section aria-label="Tasks">
      <PanelHeading title="Tasks">
        {/* The list's own numbers (with its filters), and whose they are: the tab's badge counts
            only the viewer's overdue tasks, which is a different number. */}
        <span className="mr-3" data-testid="task-counts">
          {whoseLabel(data.whose)}:{" "}
          {data.filters.status === "open" && data.overdue ? (
            <span className="font-medium text-danger-600">{data.overdue} overdue · </span>
          ) : null}
          {data.total} {data.filters.status === "done" ? "done" : "open"}
        </span>
        <Button size="sm" variant="ink" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> New task
        </Button>
      </PanelHeading>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div
          role="group"
          aria-label="Which tasks"
          className="flex rounded-full border border-sand-300 bg-white p-0.5"
        >
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={v.id === activeView}
              onClick={() => go(v.params)}
              disabled={!hydrated}
              className={cn(
                "rounded-full px-3 py-1.5 text-sm font-medium disabled:cursor-progress disabled:opacity-60",
                v.id === activeView ? "bg-ink-900 text-ivory" : "text-ink-700 hover:bg-sand-100",
              )}
            >
              {v.label}
              {v.id === "unassigned" ? (
                <span
                  className={cn("tabular-nums", data.unassigned && v.id !== activeView && "text-danger-600")}
                >
                  {" "}
                  ({data.unassigned})
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <select
          disabled={!hydrated}
          aria-label="Task type"
          className={cn(fieldClasses, "h-9 w-36 px-2 sm:text-sm")}
          value={data.filters.type ?? ""}
          onChange={(e) => go({ type: e.target.value || null })}
        >
          <option value="">Any type</option>
          {TASK_TYPES.map((t) => (
            <option key={t} value={t}>
              {TASK_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
        <select
          disabled={!hydrated}
          aria-label="Priority"
          className={cn(fieldClasses, "h-9 w-36 px-2 sm:text-sm")}
          value={data.filters.priority ?? ""}
          onChange={(e) => go({ priority: e.target.value || null })}
        >
          <option value="">Any priority</option>
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p[0]!.toUpperCase() + p.slice(1)}
            </option>
          ))}
        </select>
        {data.filters.view === "all" ? (
          <select
            disabled={!hydrated}
            aria-label="Assignee"
            className={cn(fieldClasses, "h-9 w-44 px-2 sm:text-sm")}
            value={data.filters.assignee ?? ""}
            onChange={(e) => go({ assignee: e.target.value || null })}
          >
            <option value="">Anyone</option>
            <option value="unassigned">Unassigned</option>
            {data.owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.id === data.me ? `${o.name} (me)` : o.name}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {data.isAdmin ? (
        <div className="mb-3">
          <CadenceSetting days={data.cadenceDays} />
        </div>
      ) : null}
      <DataTable
        caption="Tasks, overdue first"
        paging={{ page: data.page, pageCount: data.pageCount }}
        columns={columns}
        rows={data.rows}
        rowLabel={rowLabel}
        // Enter on an open task edits it; on a done one, opens its contact.
        onOpen={(t) => {
          if (t.status === "open") setEditing(t);
          else if (t.contactId) void navigate(contactHref(t.contactId));
        }}
        empty={
          data.filters.status === "done" ? "Nothing completed yet." : "Nothing to do: no open tasks here."
        }
      />
      {adding ? <TaskFormDialog onOpenChange={setAdding} owners={data.owners} me={data.me} /> : null}
      {editing ? (
        <TaskFormDialog
          onOpenChange={(open) => setEditing(open ? editing : null)}
          owners={data.owners}
          me={data.me}
          taskId={editing.id}
          initial={{
            type: editing.type,
            title: editing.title,
            priority: editing.priority,
            dueAt: formatIndiaLocalInput(editing.dueAt),
            assigneeId: editing.assigneeId ?? "",
            notes: editing.notes ?? "",
            contactId: editing.contactId ?? "",
          }}
          initialContact={editing.contactId ? { id: editing.contactId, name: editing.contactName } : null}
        />
      ) : null}
    </section>
  );
}
