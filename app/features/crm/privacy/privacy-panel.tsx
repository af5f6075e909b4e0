import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { PRIVACY_REQUEST_LABELS } from "~/features/privacy";
import { formatIndiaDate } from "~/lib/format";
import { BreachLogPanel } from "./breach-log-panel";
import { RetentionPanel } from "./retention-panel";
import type { privacyTab } from "./privacy-tab.server";
import { useConsoleAction } from "../shared/console-request";
import { PanelHeading } from "../shared/panel-heading";
import { contactHref } from "../shell/tabs";

type Data = Awaited<ReturnType<typeof privacyTab>>;
type Request = Data["requests"][number];

const STATUS_LABELS: Record<Request["status"], string> = {
  received: "Received",
  in_progress: "In progress",
  done: "Done",
  refused: "Refused",
};

const cell = "px-3 py-2 align-top";

function HandleForm({ request, isAdmin }: { request: Request; isAdmin: boolean }) {
  const { run, pending } = useConsoleAction();
  const [status, setStatus] = useState<Request["status"]>(
    request.status === "received" ? "in_progress" : request.status,
  );
  const [outcome, setOutcome] = useState(request.outcome ?? "");
  const ids = { status: useId(), outcome: useId() };
  const statuses = (["received", "in_progress", "done", "refused"] as const).filter(
    (s) => request.kind !== "erasure" || s !== "done",
  );
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          "PATCH",
          `/api/v1/console/privacy-requests/${request.id}`,
          { status, outcome },
          { success: "Request updated" },
        );
      }}
    >
      <label htmlFor={ids.status} className="text-xs font-medium text-ink-600">
        Status
      </label>
      <select
        id={ids.status}
        value={status}
        onChange={(e) => setStatus(e.target.value as Request["status"])}
        className="h-9 rounded-md border border-sand-300 bg-white px-2 text-sm"
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <label htmlFor={ids.outcome} className="text-xs font-medium text-ink-600">
        What was done
      </label>
      <Textarea id={ids.outcome} rows={2} value={outcome} onChange={(e) => setOutcome(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Save
        </Button>
        {request.kind === "erasure" && isAdmin ? (
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (!window.confirm("Erase this person's data everywhere? This cannot be undone.")) return;
              void run(
                "POST",
                `/api/v1/console/privacy-requests/${request.id}/erase`,
                { confirm: "ERASE" },
                { success: "Erased", successDescription: "The request is closed with what was erased." },
              );
            }}
          >
            Run the erasure
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function DueDaysForm({ dueDays }: { dueDays: number }) {
  const { run, pending } = useConsoleAction();
  const [days, setDays] = useState(String(dueDays));
  const id = useId();
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-sand-200 bg-sand-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void run("PUT", "/api/v1/console/settings/privacy", { dueDays: Number(days) }, { success: "Saved" });
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
        Days to answer a request (at most 90)
        <Input
          id={id}
          type="number"
          min={1}
          max={90}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          className="h-9 w-24 sm:text-sm"
        />
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        Save
      </Button>
    </form>
  );
}

/**
 * The privacy requests queue: access, correction, erasure, grievance and nomination requests with
 * their received and due dates, open ones first and overdue ones marked; each handled here, and an
 * erasure run from here (admins).
 */
export default function PrivacyPanel({ data }: { data: Data }) {
  const open = data.requests.filter((r) => !r.closedAt);
  const overdue = open.filter((r) => r.overdue).length;
  return (
    <section aria-label="Privacy requests" data-testid="privacy-panel">
      <PanelHeading title="Privacy requests">
        {open.length} open{overdue ? `, ${overdue} overdue` : ""} · answered within {data.dueDays} days
      </PanelHeading>
      {data.isAdmin ? <DueDaysForm dueDays={data.dueDays} /> : null}
      {data.retention ? <RetentionPanel retention={data.retention} /> : null}
      {data.requests.length === 0 ? (
        <p className="text-ink-600">
          No requests yet. One that comes by e-mail, letter or phone is logged from the person’s contact page.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-sand-200">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-sand-100 text-ink-800">
              <tr>
                <th scope="col" className={cell}>
                  Request
                </th>
                <th scope="col" className={cell}>
                  Person
                </th>
                <th scope="col" className={cell}>
                  Received
                </th>
                <th scope="col" className={cell}>
                  Due
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  Handled by
                </th>
                <th scope="col" className={cell}>
                  What was done
                </th>
              </tr>
            </thead>
            <tbody>
              {data.requests.map((r) => (
                <tr key={r.id} className="border-t border-sand-200" data-request-id={r.id}>
                  <td className={cell}>
                    <span className="font-medium text-ink-900">{PRIVACY_REQUEST_LABELS[r.kind]}</span>
                    {r.details ? (
                      <p className="mt-1 max-w-xs whitespace-pre-wrap text-ink-700">{r.details}</p>
                    ) : null}
                  </td>
                  <td className={cell}>
                    {r.contactId ? (
                      <Link
                        to={contactHref(r.contactId)}
                        className="text-gold-700 underline underline-offset-2"
                      >
                        {r.contactName || "Contact"}
                      </Link>
                    ) : (
                      <span className="text-ink-600">Erased</span>
                    )}
                  </td>
                  <td className={cell}>{formatIndiaDate(r.receivedAt)}</td>
                  <td className={cell}>
                    {formatIndiaDate(r.dueAt)}
                    {r.overdue ? <span className="ml-1 font-semibold text-danger-700">Overdue</span> : null}
                  </td>
                  <td className={cell}>{STATUS_LABELS[r.status]}</td>
                  <td className={cell}>{r.handlerEmail ?? "—"}</td>
                  <td className={cell}>
                    {r.closedAt ? (r.outcome ?? "—") : <HandleForm request={r} isAdmin={data.isAdmin} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.isAdmin ? <BreachLogPanel breaches={data.breaches} /> : null}
    </section>
  );
}
