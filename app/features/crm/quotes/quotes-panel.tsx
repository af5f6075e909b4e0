import { useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, displayColumn } from "~/components/ui/data-table";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { countOf, formatDayShort, formatWhen } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { useUrlFilters } from "~/lib/use-url-filters";
import { ChoiceFilter, DayRangeFilter } from "../shared/list-filters";
import { PanelHeading } from "../shared/panel-heading";
import { quoteFilters } from "./quote-filters";
import { QUOTE_STATUSES, QuoteStatusBadge, quoteStatusLabel } from "../records/quote-status";
import { quoteHref } from "../shell/tabs";

export type QuoteRow = {
  id: string;
  number: string;
  status: string;
  version: number;
  contactName: string | null;
  ownerName: string | null;
  title: string | null;
  totalMinor: number | null;
  validUntil: string | null;
  updatedAt: string;
};

export type QuotesTabData = {
  tab: "quotes";
  rows: QuoteRow[];
  total: number;
  page: number;
  pageCount: number;
  owners: { id: string; name: string }[];
};

const inr = (minor: number | null) =>
  minor === null ? "—" : formatMoney({ minor, currency: "INR" }, { whole: true });

/** Every quote this person may see, newest first, filtered by status, owner, dates and a search. */
export default function QuotesPanel({ data }: { data: QuotesTabData }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [filters, setFilters] = useUrlFilters(quoteFilters.parse, quoteFilters.serialize, {
    debounceMs: 300,
  });
  const go = (changes: Parameters<typeof quoteFilters.change>[1], immediate = true) =>
    setFilters(quoteFilters.change(filters, changes), { immediate });
  const columns = useMemo(
    () => [
      // A link, so a click (or a middle-click for a new tab) opens the quote; the row stays the one
      // keyboard stop, where Enter opens it.
      displayColumn<QuoteRow>("Number", (r) => (
        <Link
          to={quoteHref(r.id)}
          tabIndex={-1}
          className="font-mono text-xs text-ink-900 underline-offset-4 hover:underline"
        >
          {r.number}
        </Link>
      )),
      displayColumn<QuoteRow>("Traveller", (r) => (
        <span className="font-medium text-ink-900">{r.contactName ?? "Unnamed"}</span>
      )),
      displayColumn<QuoteRow>("Trip", (r) => r.title ?? "—", {
        hideOnPhone: true,
        className: "max-w-64 truncate",
      }),
      displayColumn<QuoteRow>("Status", (r) => <QuoteStatusBadge status={r.status} />),
      displayColumn<QuoteRow>("Version", (r) => `v${r.version}`, { numeric: true }),
      displayColumn<QuoteRow>("Total", (r) => inr(r.totalMinor), { numeric: true }),
      displayColumn<QuoteRow>("Valid until", (r) => (r.validUntil ? formatDayShort(r.validUntil) : "—"), {
        hideOnPhone: true,
      }),
      displayColumn<QuoteRow>("Owner", (r) => r.ownerName ?? "Nobody", { hideOnPhone: true }),
      displayColumn<QuoteRow>("Updated", (r) => formatWhen(r.updatedAt), {
        hideOnPhone: true,
        className: "whitespace-nowrap",
      }),
    ],
    [],
  );
  return (
    <section aria-label="Quotes" data-testid="quotes-panel">
      <PanelHeading title="Quotes">{countOf(data.total, "quote")}</PanelHeading>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <input
          type="search"
          aria-label="Search quotes by number or name"
          placeholder="Q-2026-0042 or a name"
          disabled={!hydrated}
          className={cn(fieldClasses, "h-9 w-60 px-3 sm:text-sm")}
          value={filters.q ?? ""}
          onChange={(e) => go({ q: e.target.value || null }, false)}
        />
        <ChoiceFilter
          label="Status"
          anyLabel="Any status"
          disabled={!hydrated}
          value={filters.status}
          options={QUOTE_STATUSES.map((s) => ({ value: s, label: quoteStatusLabel(s) }))}
          onChange={(status) => go({ status })}
        />
        {data.owners.length > 1 ? (
          <ChoiceFilter
            label="Owner"
            anyLabel="Any owner"
            className="w-40"
            disabled={!hydrated}
            value={filters.owner}
            options={data.owners.map((o) => ({ value: o.id, label: o.name }))}
            onChange={(owner) => go({ owner })}
          />
        ) : null}
        <DayRangeFilter
          fromLabel="Created from"
          disabled={!hydrated}
          from={filters.from}
          to={filters.to}
          onChange={(change) => go(change)}
        />
      </div>
      <DataTable
        caption="Quotes"
        rows={data.rows}
        columns={columns}
        empty="No quotes match. Start one from a lead on the Contacts tab."
        onOpen={(row) => void navigate(quoteHref(row.id))}
        rowLabel={(r) => `${r.number}, ${r.contactName ?? "Unnamed"}, ${quoteStatusLabel(r.status)}`}
        paging={{ page: data.page, pageCount: data.pageCount }}
      />
    </section>
  );
}
