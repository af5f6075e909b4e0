import { CopyCheck, SlidersHorizontal, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { contactsTab } from "./contacts.server";
import type { ContactQueryKey } from "./contact-list-query";
import { leadTypeLabel, PIPELINE_STAGES } from "../shared/crm-constants";

type Data = Awaited<ReturnType<typeof contactsTab>>;

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

/**
 * The Contacts list's search box and filters. The box is the panel's (it waits for a pause in typing);
 * each filter is set at once. On a phone the filters fold away behind one button.
 */
export function ContactFiltersBar({
  data,
  q,
  filtered,
  onSearchChange,
  onSearchNow,
  setFilter,
  onClear,
}: {
  data: Pick<Data, "filters" | "leadTypes" | "owners" | "tags">;
  /** What is typed in the search box. */
  q: string;
  /** Whether any filter narrows the list (the clear button shows). */
  filtered: boolean;
  onSearchChange: (value: string) => void;
  /** Enter in the box: search now, not after the pause. */
  onSearchNow: () => void;
  setFilter: (key: ContactQueryKey, value: string | null) => void;
  onClear: () => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
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
            if (e.key === "Enter") onSearchNow();
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
            <Button size="sm" variant="ghost" aria-label="Clear filters" onClick={onClear}>
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
