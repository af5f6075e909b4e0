import { CopyCheck, Download, Plus, SlidersHorizontal, Upload, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable, type ColumnDef } from "~/components/ui/data-table";
import { fieldClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatPhone, formatWhen } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { contactsTab } from "./contacts.server";
import { ContactFormDialog } from "./contact-form-dialog";
import { ContactSheet } from "./contact-sheet";
import { leadTypeLabel, PIPELINE_STAGES } from "../shared/crm-constants";
import { SettingSwitch } from "../shared/setting-switch";
import { PanelHeading } from "../shared/panel-heading";
import { ScoreBadge } from "../shared/score-badge";
import { BulkTagBar } from "../records/bulk-tag-bar";
import { TagChip } from "../records/tag-chip";
import { CONTACT_FILTER_KEYS } from "./contact-filters";

// The CSV reader loads when someone imports, not with the list.
const ImportDialog = lazy(() => import("../csv/import-dialog").then((m) => ({ default: m.ImportDialog })));

type Data = Awaited<ReturnType<typeof contactsTab>>;
type Row = Data["rows"][number];

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  // A filter chosen before the page's code has run would be lost: it waits, disabled.
  const hydrated = useHydrated();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-600">
        {label}
      </label>
      <select
        disabled={!hydrated}
        id={id}
        className={cn(fieldClasses, "h-9 px-2 text-sm sm:text-sm")}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** Admins: whether partners see everyone's records or only their own. */
export default function ContactsPanel({ data }: { data: Data }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
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

  function setFilter(key: (typeof CONTACT_FILTER_KEYS)[number] | "sort" | "dir", value: string | null) {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    next.delete("contact");
    void go(next);
  }

  function onSearchChange(value: string) {
    setQ(value);
    window.clearTimeout(typing.current);
    // One request when the agent pauses, not one per key.
    typing.current = window.setTimeout(() => setFilter("q", value.trim() || null), 350);
  }

  function onSort(key: string) {
    const next = new URLSearchParams(search);
    const same = data.filters.sort === key;
    next.set("sort", key);
    next.set(
      "dir",
      same && data.filters.dir === "desc" ? "asc" : same ? "desc" : key === "name" ? "asc" : "desc",
    );
    next.delete("page");
    void go(next);
  }

  const open = (id: string) => {
    const next = new URLSearchParams(search);
    next.set("contact", id);
    void go(next, false);
  };
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete("contact");
    // What is typed in the search box wins: closing the sheet (e.g. after an erase) must not undo a
    // search the agent started meanwhile, whose own navigation may still be on its way.
    const typed = latestQ.current.trim();
    if (typed) next.set("q", typed);
    else next.delete("q");
    void go(next, false);
  };

  const tagById = useMemo(() => new Map(data.tags.map((t) => [t.id, t])), [data.tags]);
  // Ticks only ever cover rows on screen: a new page or filter drops them, while a list refreshed
  // by a new lead keeps the ticked rows still there.
  const rowIds = data.rows.map((r) => r.id).join();
  useEffect(() => {
    const onScreen = new Set(rowIds.split(","));
    setTicked((current) => {
      const kept = [...current].filter((id) => onScreen.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [rowIds]);
  const filtered = CONTACT_FILTER_KEYS.some((k) => search.get(k));
  // What "select all matching" sends: the list's filters only (not its page, sort or open contact).
  const filterQuery = new URLSearchParams(
    [...search].filter(([k]) => (CONTACT_FILTER_KEYS as readonly string[]).includes(k)),
  ).toString();
  // The export takes the list's filters and sort, not its page or open contact.
  const exportQuery = new URLSearchParams(
    [...search].filter(
      ([k]) => (CONTACT_FILTER_KEYS as readonly string[]).includes(k) || k === "sort" || k === "dir",
    ),
  ).toString();

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
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
    ],
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

      <div role="search" className="mb-4 space-y-3">
        <div className="flex max-w-md gap-2">
          <label htmlFor="contact-search" className="sr-only">
            Search contacts by name, phone or e-mail
          </label>
          <Input
            id="contact-search"
            type="search"
            value={q}
            onChange={(e) => onSearchChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                window.clearTimeout(typing.current);
                setFilter("q", q.trim() || null);
              }
            }}
            placeholder="Name, phone (any format) or e-mail"
            maxLength={80}
            className="h-10"
          />
          {/* On a phone the filters fold away behind one button; wider screens always show them. */}
          <Button
            size="sm"
            variant="outline"
            className="h-10 sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls="contact-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal aria-hidden /> Filters
          </Button>
        </div>
        <div
          id="contact-filters"
          className={cn(
            "grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-9",
            !filtersOpen && "max-sm:hidden",
          )}
        >
          <FilterSelect
            label="Stage"
            value={data.filters.stage}
            onChange={(v) => setFilter("stage", v || null)}
          >
            <option value="">Any stage</option>
            {PIPELINE_STAGES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Lead type"
            value={data.filters.type}
            onChange={(v) => setFilter("type", v || null)}
          >
            <option value="">Any type</option>
            {data.leadTypes.map((t) => (
              <option key={t} value={t}>
                {leadTypeLabel(t)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Owner"
            value={data.filters.owner}
            onChange={(v) => setFilter("owner", v || null)}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            {data.owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Tag" value={data.filters.tag} onChange={(v) => setFilter("tag", v || null)}>
            <option value="">Any tag</option>
            {data.tags.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Mobile"
            value={data.filters.verified}
            onChange={(v) => setFilter("verified", v || null)}
          >
            <option value="">Verified or not</option>
            <option value="yes">Verified</option>
            <option value="no">Not verified</option>
          </FilterSelect>
          <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
            Added from
            <input
              type="date"
              className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
              value={data.filters.from ?? ""}
              onChange={(e) => setFilter("from", e.target.value || null)}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
            Added to
            <input
              type="date"
              className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
              value={data.filters.to ?? ""}
              onChange={(e) => setFilter("to", e.target.value || null)}
            />
          </label>
          <div className="flex items-end gap-1">
            <Button
              size="sm"
              variant={data.filters.duplicates ? "ink" : "outline"}
              aria-pressed={Boolean(data.filters.duplicates)}
              onClick={() => setFilter("duplicates", data.filters.duplicates ? null : "1")}
            >
              <CopyCheck aria-hidden /> Duplicates
            </Button>
            {filtered ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label="Clear filters"
                onClick={() => {
                  setQ("");
                  void go(new URLSearchParams());
                }}
              >
                <X aria-hidden />
              </Button>
            ) : null}
          </div>
        </div>
      </div>

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
