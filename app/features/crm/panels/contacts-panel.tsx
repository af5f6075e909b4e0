import { Form, Link, useSearchParams } from "react-router";
import { Input } from "~/components/ui/input";
import type { ConsoleTabData } from "../console-tabs.server";
import {
  Badge,
  ConsoleTable,
  formatPhone,
  formatWhen,
  Pager,
  PanelHeading,
  ScoreBadge,
} from "../console-table";
import { leadTypeLabel } from "../crm-constants";

type Data = Extract<ConsoleTabData, { tab: "contacts" }>;

export default function ContactsPanel({ data }: { data: Data }) {
  const [search] = useSearchParams();
  return (
    <section aria-label="Contacts">
      <PanelHeading title="Contacts">
        {data.total} {data.total === 1 ? "contact" : "contacts"}
        {data.q ? ` matching “${data.q}”` : ""}
      </PanelHeading>
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <input type="hidden" name="tab" value="contacts" />
        <label htmlFor="contact-search" className="sr-only">
          Search contacts by name, phone or e-mail
        </label>
        <Input
          id="contact-search"
          name="q"
          type="search"
          defaultValue={data.q}
          placeholder="Name, phone or e-mail"
          maxLength={80}
        />
      </Form>
      {data.selected ? (
        <div className="mb-4 rounded-xl border border-gold-300 bg-ivory p-4" data-testid="selected-contact">
          <h3 className="font-display text-xl text-ink-900">{data.selected.name ?? "Unnamed contact"}</h3>
          <p className="mt-1 text-sm text-ink-700">
            {formatPhone(data.selected.phone)} · {data.selected.email ?? "no e-mail"} ·{" "}
            <Link className="underline underline-offset-4" to={`/vox?tab=logs&contact=${data.selected.id}`}>
              Timeline
            </Link>
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {data.selected.leads.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center gap-2">
                <ScoreBadge score={lead.score} />
                <span>{leadTypeLabel(lead.type)}</span>
                <Badge>{lead.stage}</Badge>
                <span className="text-ink-500">{formatWhen(lead.createdAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConsoleTable
        caption="Contacts, most recent activity first"
        rows={data.rows}
        highlight={data.selected?.id}
        empty={
          data.q
            ? "No contact matches that search."
            : "No contacts yet: they appear as visitors become leads."
        }
        columns={[
          {
            header: "Name",
            cell: (r) => (
              <Link
                className="font-medium text-ink-900 underline-offset-4 hover:underline"
                to={`/vox?tab=contacts&contact=${r.id}`}
              >
                {r.name ?? "Unnamed"}
              </Link>
            ),
          },
          {
            header: "Phone",
            cell: (r) => (
              <span className="inline-flex items-center gap-2 whitespace-nowrap">
                {formatPhone(r.phone)}
                {r.verified ? <Badge tone="green">Verified</Badge> : null}
              </span>
            ),
          },
          { header: "E-mail", cell: (r) => r.email ?? "—", className: "break-all" },
          { header: "Leads", cell: (r) => r.leadCount, numeric: true },
          { header: "Latest", cell: (r) => (r.latestLeadType ? leadTypeLabel(r.latestLeadType) : "—") },
          { header: "Last activity", cell: (r) => formatWhen(r.lastActivityAt) },
        ]}
      />
      <Pager page={data.page} pageCount={data.pageCount} search={search} />
    </section>
  );
}
