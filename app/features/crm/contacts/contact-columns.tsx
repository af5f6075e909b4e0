import { Badge } from "~/components/ui/badge";
import type { ColumnDef } from "~/components/ui/data-table";
import { formatPhone, formatWhen } from "~/lib/format";
import type { contactsTab } from "./contacts.server";
import { leadTypeLabel } from "../shared/crm-constants";
import { ScoreBadge } from "../shared/score-badge";
import { TagChip, type TagView } from "../records/tag-chip";

type ContactRow = Awaited<ReturnType<typeof contactsTab>>["rows"][number];

/**
 * The Contacts table's columns: the name (which opens the sheet, with city and tags), mobile, e-mail,
 * latest lead, owner, lead count, last activity and date added. Four sort; two hide on a phone.
 */
export function contactColumns(
  open: (id: string) => void,
  tagById: Map<string, Pick<TagView, "name" | "color">>,
): ColumnDef<ContactRow, unknown>[] {
  return [
    {
      id: "name",
      header: "Name",
      meta: { sortKey: "name" },
      cell: ({ row: { original: r } }) => (
        <div className="min-w-36">
          <button
            type="button"
            tabIndex={-1}
            className="text-left font-medium text-ink-900 underline-offset-4 hover:underline"
            onClick={() => open(r.id)}
          >
            {r.name ?? "Unnamed"}
          </button>
          {r.city ? <div className="text-xs text-ink-500">{r.city}</div> : null}
          {r.tagIds.length ? (
            <div className="mt-1 flex flex-wrap gap-1">
              {r.tagIds.map((id) => {
                const tag = tagById.get(id);
                return tag ? <TagChip key={id} tag={tag} /> : null;
              })}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: "phone",
      header: "Mobile",
      cell: ({ row: { original: r } }) => (
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          {formatPhone(r.phone)}
          {r.verified ? (
            <Badge size="status" variant="soft-success">
              Verified
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: "email",
      header: "E-mail",
      meta: { className: "break-all max-w-56", hideOnPhone: true },
      cell: ({ row: { original: r } }) => r.email ?? "—",
    },
    {
      id: "latest",
      header: "Latest lead",
      cell: ({ row: { original: r } }) =>
        r.latest ? (
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <ScoreBadge score={r.latest.score} />
            {leadTypeLabel(r.latest.type)}
            <span className="text-xs text-ink-500">{r.latest.stage}</span>
          </span>
        ) : (
          "—"
        ),
    },
    {
      id: "owner",
      header: "Owner",
      meta: { hideOnPhone: true, className: "whitespace-nowrap" },
      cell: ({ row: { original: r } }) => r.ownerName ?? "—",
    },
    {
      id: "leads",
      header: "Leads",
      meta: { numeric: true, sortKey: "leads" },
      cell: ({ row: { original: r } }) => r.leadCount,
    },
    {
      id: "activity",
      header: "Last activity",
      meta: { sortKey: "activity", className: "whitespace-nowrap" },
      cell: ({ row: { original: r } }) => formatWhen(r.lastActivityAt),
    },
    {
      id: "created",
      header: "Added",
      meta: { sortKey: "created", className: "whitespace-nowrap", hideOnPhone: true },
      cell: ({ row: { original: r } }) => formatWhen(r.createdAt, false),
    },
  ];
}
