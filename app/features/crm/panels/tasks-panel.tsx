import { Link, useSearchParams } from "react-router";
import type { ConsoleTabData } from "../console-tabs.server";
import { Badge, ConsoleTable, formatWhen, Pager, PanelHeading } from "../console-table";
import { leadTypeLabel } from "../crm-constants";

type Data = Extract<ConsoleTabData, { tab: "tasks" }>;

export default function TasksPanel({ data }: { data: Data }) {
  const [search] = useSearchParams();
  const now = new Date(data.now).getTime();
  return (
    <section aria-label="Tasks">
      <PanelHeading title="Open tasks">{data.total} open, overdue first</PanelHeading>
      <ConsoleTable
        caption="Open tasks, overdue first"
        rows={data.rows}
        empty="No open tasks. Leads scoring 80 or more open an urgent call task here."
        columns={[
          {
            header: "Priority",
            cell: (r) => (
              <Badge tone={r.priority === "urgent" ? "red" : r.priority === "high" ? "gold" : "neutral"}>
                {r.priority}
              </Badge>
            ),
          },
          { header: "Type", cell: (r) => leadTypeLabel(r.type) },
          { header: "Task", cell: (r) => r.title },
          {
            header: "Contact",
            cell: (r) =>
              r.contactId ? (
                <Link
                  className="underline-offset-4 hover:underline"
                  to={`/vox?tab=contacts&contact=${r.contactId}`}
                >
                  {r.contactName ?? "Unnamed"}
                </Link>
              ) : (
                "—"
              ),
          },
          {
            header: "Due",
            cell: (r) => (
              <span
                className={
                  r.dueAt && new Date(r.dueAt).getTime() < now ? "font-semibold text-danger-600" : undefined
                }
              >
                {formatWhen(r.dueAt)}
              </span>
            ),
          },
        ]}
      />
      <Pager page={data.page} pageCount={data.pageCount} search={search} />
    </section>
  );
}
