import { RotateCcw } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable, TablePager, type ColumnDef } from "~/components/ui/data-table";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatWhen } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { logsTab } from "./logs.server";
import { useUrlFilters } from "~/lib/use-url-filters";
import { logFilters } from "./log-filters";
import { useConsoleAction } from "../shared/console-request";
import { LogActivityForm } from "../records/log-activity-form";
import { Timeline } from "../records/timeline";
import { contactHref } from "../shell/tabs";
import { PanelHeading } from "../shared/panel-heading";

type Data = Awaited<ReturnType<typeof logsTab>>;
type Job = Data["jobs"][number];

function RetryButton({ jobId, label }: { jobId: string; label: string }) {
  const { run, pending } = useConsoleAction();
  return (
    <Button
      size="sm"
      variant="outline"
      className="h-8 px-2"
      disabled={pending}
      aria-label={label}
      onClick={() =>
        run(
          "POST",
          `/api/v1/console/outbox/${jobId}/retry`,
          {},
          { success: "Sent again", successDescription: "It goes out with the next run of the outbox." },
        )
      }
    >
      <RotateCcw aria-hidden /> {label.startsWith("Resend") ? "Resend" : "Retry"}
    </Button>
  );
}

export default function LogsPanel({ data }: { data: Data }) {
  const hydrated = useHydrated();
  const [filters, setFilters] = useUrlFilters(logFilters.parse, logFilters.serialize);
  const go = (changes: Parameters<typeof logFilters.change>[1]) =>
    setFilters(logFilters.change(filters, changes));
  const jobs = data.view === "jobs";

  const jobColumns = useMemo<ColumnDef<Job, unknown>[]>(
    () => [
      {
        id: "kind",
        header: "Job",
        cell: ({ row: { original: j } }) => <span className="font-mono text-xs">{j.kind}</span>,
      },
      {
        id: "about",
        header: "About",
        meta: { className: "max-w-64 break-words" },
        cell: ({ row: { original: j } }) => j.about || "—",
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: j } }) =>
          j.status === "dead" ? (
            <Badge size="status" variant="soft-danger">
              Gave up
            </Badge>
          ) : (
            <Badge size="status" variant="soft-gold">
              Retrying
            </Badge>
          ),
      },
      {
        id: "attempts",
        header: "Tries",
        meta: { numeric: true },
        cell: ({ row: { original: j } }) => `${j.attempts}/${j.maxAttempts}`,
      },
      {
        id: "error",
        header: "Last error",
        meta: { className: "max-w-80 break-words text-xs text-danger-600", hideOnPhone: true },
        cell: ({ row: { original: j } }) => j.lastError ?? "—",
      },
      {
        id: "created",
        header: "Queued",
        meta: { className: "whitespace-nowrap", hideOnPhone: true },
        cell: ({ row: { original: j } }) => formatWhen(j.createdAt),
      },
      {
        id: "retry",
        header: "Retry",
        cell: ({ row: { original: j } }) => <RetryButton jobId={j.id} label={`Retry ${j.kind}`} />,
      },
    ],
    [],
  );

  return (
    <section aria-label="Logs">
      <PanelHeading
        title={
          jobs ? "Failed jobs" : data.contact ? `Log: ${data.contact.name ?? "Unnamed"}` : "Communication log"
        }
      >
        {data.contact ? (
          <Link className="underline underline-offset-4" to={contactHref(data.contact.id)}>
            Open contact
          </Link>
        ) : null}
      </PanelHeading>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        {data.isAdmin ? (
          <div
            role="group"
            aria-label="Which log"
            className="flex rounded-full border border-sand-300 bg-white p-0.5"
          >
            {(["log", "jobs"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={data.view === v}
                onClick={() => go({ view: v === "log" ? null : "jobs" })}
                disabled={!hydrated}
                className={cn(
                  "rounded-full px-3 py-1.5 text-sm font-medium disabled:cursor-progress disabled:opacity-60",
                  data.view === v ? "bg-ink-900 text-ivory" : "text-ink-700 hover:bg-sand-100",
                )}
              >
                {v === "log" ? "Messages and calls" : "Failed jobs"}
              </button>
            ))}
          </div>
        ) : null}
        {jobs ? null : (
          <>
            <select
              disabled={!hydrated}
              aria-label="Channel"
              className={cn(fieldClasses, "h-9 w-36 px-2 sm:text-sm")}
              value={data.filters.channel ?? ""}
              onChange={(e) => go({ channel: e.target.value || null })}
            >
              <option value="">All channels</option>
              <option value="sms">SMS</option>
              <option value="email">E-mail</option>
              <option value="call">Calls</option>
              <option value="note">Notes</option>
            </select>
            <select
              disabled={!hydrated}
              aria-label="Status"
              className={cn(fieldClasses, "h-9 w-36 px-2 sm:text-sm")}
              value={data.filters.status ?? ""}
              onChange={(e) => go({ status: e.target.value || null })}
            >
              <option value="">Any status</option>
              <option value="failed">Failed</option>
            </select>
            <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
              From
              <input
                type="date"
                className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
                value={data.filters.from ?? ""}
                onChange={(e) => go({ from: e.target.value || null })}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
              To
              <input
                type="date"
                className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
                value={data.filters.to ?? ""}
                onChange={(e) => go({ to: e.target.value || null })}
              />
            </label>
          </>
        )}
      </div>
      {jobs ? (
        <DataTable
          caption="Outbox jobs that failed"
          columns={jobColumns}
          rows={data.jobs}
          empty="No failed jobs: every message went out."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="rounded-xl border border-sand-200 bg-white p-4">
            <Timeline
              entries={data.entries}
              showContact={!data.contact}
              empty="Nothing logged for these filters."
              actions={(entry) =>
                typeof entry.data.outboxId === "string" &&
                data.deadOutboxIds.includes(entry.data.outboxId) ? (
                  <RetryButton jobId={entry.data.outboxId} label={`Resend: ${entry.summary}`} />
                ) : null
              }
            />
          </div>
          {data.contact ? (
            <div>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                Log a call or note
              </h3>
              <LogActivityForm contactId={data.contact.id} />
            </div>
          ) : null}
        </div>
      )}
      <TablePager
        page={data.page}
        pageCount={
          jobs
            ? data.page + (data.jobs.length === 50 ? 1 : 0)
            : data.page + (data.entries.length === 50 ? 1 : 0)
        }
      />
    </section>
  );
}
