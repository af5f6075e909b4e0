import type { ConsoleTabData } from "../console-tabs.server";
import { Badge, ConsoleTable, formatWhen, PanelHeading } from "../console-table";
import { leadTypeLabel } from "../crm-constants";
import { AddStaffForm } from "./add-staff-form";

type Data = Extract<ConsoleTabData, { tab: "users" }>;

export default function UsersPanel({ data }: { data: Data }) {
  return (
    <section aria-label="Users">
      <PanelHeading title="Users">
        {data.users.length} staff {data.users.length === 1 ? "account" : "accounts"}
      </PanelHeading>
      <div className="mb-4">
        <AddStaffForm />
      </div>
      <ConsoleTable
        caption="Staff accounts"
        rows={data.users}
        empty="No staff accounts."
        columns={[
          { header: "Name", cell: (r) => r.name },
          { header: "E-mail", cell: (r) => r.email, className: "break-all" },
          {
            header: "Role",
            cell: (r) =>
              r.role ? (
                <Badge tone={r.role === "admin" ? "gold" : "neutral"}>{r.role}</Badge>
              ) : (
                <Badge tone="red">no role</Badge>
              ),
          },
          {
            header: "Status",
            cell: (r) =>
              r.banned ? <Badge tone="red">Deactivated</Badge> : <Badge tone="green">Active</Badge>,
          },
          { header: "Sessions", cell: (r) => r.sessions, numeric: true },
          { header: "Last sign-in", cell: (r) => formatWhen(r.lastSignInAt) },
        ]}
      />
      <h3 className="mt-8 mb-2 font-display text-xl text-ink-900">Audit log</h3>
      <ConsoleTable
        caption="Security events, newest first"
        rows={data.audit}
        empty="Nothing recorded yet."
        columns={[
          { header: "When", cell: (r) => formatWhen(r.occurredAt) },
          { header: "Event", cell: (r) => leadTypeLabel(r.action) },
          { header: "Who", cell: (r) => r.actorEmail ?? "—", className: "break-all" },
          {
            header: "Details",
            cell: (r) =>
              Object.entries(r.details)
                .filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean")
                .map(([k, v]) => `${k}: ${String(v)}`)
                .join(" · ") || "—",
          },
          { header: "Address", cell: (r) => r.ip ?? "—" },
        ]}
      />
    </section>
  );
}
