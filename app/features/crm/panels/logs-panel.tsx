import { Link } from "react-router";
import type { ConsoleTabData } from "../console-tabs.server";
import { Badge, ConsoleTable, formatWhen, PanelHeading } from "../console-table";
import { leadTypeLabel } from "../crm-constants";

type Data = Extract<ConsoleTabData, { tab: "logs" }>;

export default function LogsPanel({ data }: { data: Data }) {
  return (
    <section aria-label="Logs">
      <PanelHeading title={data.contact ? `Logs · ${data.contact.name ?? "Unnamed contact"}` : "Logs"}>
        {data.contact ? (
          <Link className="underline underline-offset-4" to="/vox?tab=logs">
            Show everyone
          </Link>
        ) : (
          "SMS, e-mails, calls and lead events, newest first"
        )}
      </PanelHeading>
      <ConsoleTable
        caption="Communication and lead events, newest first"
        rows={data.rows}
        empty={data.contact ? "Nothing recorded for this contact yet." : "Nothing recorded yet."}
        columns={[
          { header: "When", cell: (r) => formatWhen(r.occurredAt) },
          { header: "Kind", cell: (r) => <Badge>{leadTypeLabel(r.kind)}</Badge> },
          { header: "What happened", cell: (r) => r.summary },
          {
            header: "Contact",
            cell: (r) => (
              <Link
                className="underline-offset-4 hover:underline"
                to={`/vox?tab=logs&contact=${r.contactId}`}
              >
                {r.contactName ?? "Unnamed"}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
