import { Download, Plus, Upload } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { formatPhone } from "~/lib/format";
import type { contactsTab } from "./contacts.server";
import { contactColumns } from "./contact-columns";
import { ContactFiltersBar } from "./contact-filters-bar";
import { ContactFormDialog } from "./contact-form-dialog";
import {
  listQueries,
  withContact,
  withFilter,
  withoutContact,
  withSort,
  type ContactQueryKey,
} from "./contact-list-query";
import { ContactSheet } from "./contact-sheet";
import { useTickedRows } from "./use-ticked-rows";
import { SettingSwitch } from "../shared/setting-switch";
import { PanelHeading } from "../shared/panel-heading";
import { BulkTagBar } from "../records/bulk-tag-bar";

// The CSV reader loads when someone imports, not with the list.
const ImportDialog = lazy(() => import("../csv/import-dialog").then((m) => ({ default: m.ImportDialog })));

type Data = Awaited<ReturnType<typeof contactsTab>>;

/**
 * The Contacts tab: its heading (import, export, new contact), the "only my records" switch, the
 * search and filters (contact-filters-bar), the bulk tag bar for ticked rows, the table
 * (contact-columns) and the open contact's sheet. How each control changes the address is in
 * contact-list-query.
 */
export default function ContactsPanel({ data }: { data: Data }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [ticked, setTicked] = useTickedRows(data.rows.map((r) => r.id));
  const [importing, setImporting] = useState(false);
  const [q, setQ] = useState(data.filters.q);
  const latestQ = useRef(q);
  latestQ.current = q;
  const typing = useRef<number | undefined>(undefined);

  // Back/forward or a link changes the query: the box follows.
  // (Never while the agent is typing in it: a list refreshed meanwhile must not wipe their words.)
  useEffect(() => {
    if (document.activeElement?.id !== "contact-search") setQ(data.filters.q);
  }, [data.filters.q]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const go = (next: URLSearchParams, replace = true) =>
    navigate(`?${next}`, { replace, preventScrollReset: true });

  const setFilter = (key: ContactQueryKey, value: string | null) => void go(withFilter(search, key, value));

  function onSearchChange(value: string) {
    setQ(value);
    window.clearTimeout(typing.current);
    // One request when the agent pauses, not one per key.
    typing.current = window.setTimeout(() => setFilter("q", value.trim() || null), 350);
  }

  const onSort = (key: string) => void go(withSort(search, data.filters, key));
  const open = (id: string) => void go(withContact(search, id), false);
  const close = () => void go(withoutContact(search, latestQ.current), false);

  const tagById = useMemo(() => new Map(data.tags.map((t) => [t.id, t])), [data.tags]);
  const { filtered, filterQuery, exportQuery } = listQueries(search);

  const columns = useMemo(
    () => contactColumns(open, tagById),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` reads the current URL when called
    [tagById, search],
  );

  return (
    <section aria-label="Contacts">
      <PanelHeading title="Contacts">
        <span className="mr-3">
          {data.total.toLocaleString("en-IN")} {data.total === 1 ? "contact" : "contacts"}
          {data.filters.q ? ` matching “${data.filters.q}”` : ""}
        </span>
        <span className="inline-flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden /> Import CSV
          </Button>
          {data.canExport ? (
            <Button size="sm" variant="outline" asChild>
              <a href={`/api/v1/console/contacts/export?${exportQuery}`} download>
                <Download aria-hidden /> Export CSV
              </a>
            </Button>
          ) : null}
          <Button size="sm" variant="ink" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> New contact
          </Button>
        </span>
      </PanelHeading>

      {data.canDelete ? (
        <SettingSwitch
          enabled={data.onlyMyRecords}
          url="/api/v1/console/settings/only-my-records"
          label="Partners see only the contacts and leads assigned to them"
          toasts={{ on: "Partners see only their own records", off: "Partners see every record" }}
        />
      ) : data.onlyMyRecords ? (
        <p className="mb-3 text-sm text-ink-600">Showing the contacts assigned to you.</p>
      ) : null}

      <ContactFiltersBar
        data={data}
        q={q}
        filtered={filtered}
        onSearchChange={onSearchChange}
        onSearchNow={() => {
          window.clearTimeout(typing.current);
          setFilter("q", q.trim() || null);
        }}
        setFilter={setFilter}
        onClear={() => {
          setQ("");
          void go(new URLSearchParams());
        }}
      />

      {ticked.size ? (
        <BulkTagBar
          // A new filter is a new selection: "all matching" never carries over to other filters.
          key={filterQuery}
          ids={ticked}
          tags={data.tags}
          onDone={() => setTicked(new Set())}
          matching={
            data.rows.length > 0 && data.rows.every((r) => ticked.has(r.id))
              ? { total: data.total, filters: filterQuery }
              : undefined
          }
        />
      ) : null}
      <DataTable
        caption="Contacts"
        paging={{ page: data.page, pageCount: data.pageCount }}
        selection={{ ids: ticked, onChange: setTicked }}
        columns={columns}
        rows={data.rows}
        sort={{ key: data.filters.sort, dir: data.filters.dir }}
        onSort={onSort}
        onOpen={(r) => open(r.id)}
        selectedId={data.selected?.id}
        rowLabel={(r) => `${r.name ?? "Unnamed"}, ${formatPhone(r.phone)}`}
        empty={
          filtered
            ? "No contact matches these filters."
            : "No contacts yet: they appear as visitors become leads, or add one."
        }
      />

      {data.selected ? (
        <ContactSheet
          key={data.selected.id}
          contact={data.selected}
          owners={data.owners}
          tags={data.tags}
          canDelete={data.canDelete}
          me={data.me}
          onClose={close}
          onOpenContact={open}
        />
      ) : null}
      {adding ? <ContactFormDialog open onOpenChange={setAdding} owners={data.owners} /> : null}
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog open onOpenChange={setImporting} />
        </Suspense>
      ) : null}
    </section>
  );
}
