import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { LineKind, Markup, QuoteDocument, QuoteLine } from "~/features/quotes";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/money";
import {
  addLine,
  addOption,
  basisPointsFromText,
  blankLine,
  catalogueLine,
  LINE_KIND_CHOICES,
  MEAL_PLAN_CHOICES,
  minorFromText,
  removeLine,
  removeOption,
  renameOption,
  textFromBasisPoints,
  textFromMinor,
  updateLine,
  type CatalogueChoice,
} from "./draft-ops";
import { percentText, type LineFigures } from "./totals-view";
import { BuilderSection, Checkbox, Field, ParsedInput, smallField } from "./fields";
import type { Edit } from "./trip-facts";

const inr = (minor: number | null) => (minor === null ? "—" : formatMoney({ minor, currency: "INR" }));

const COMMON_CURRENCIES = ["INR", "EUR", "USD", "GBP", "AED", "SGD", "THB", "AUD", "JPY", "CHF"];

/**
 * The options an agent offers and the priced lines of each. A line with no option is in every
 * option; each option's own lines are what it adds. Staff see each line's cost, sell price and
 * margin; the traveller never does.
 */
export function LinesEditor({
  doc,
  edit,
  readOnly,
  figures,
  markupDefaults,
  catalogue = [],
}: {
  doc: QuoteDocument;
  edit: Edit;
  readOnly: boolean;
  figures: (lineId: string) => LineFigures;
  markupDefaults: Partial<Record<LineKind, Markup>>;
  /** The site's own experiences, those in the quote's destination first. */
  catalogue?: readonly CatalogueChoice[];
}) {
  const groups: { optionId: string | null; name: string }[] = [
    { optionId: null, name: doc.options.length > 1 ? "In every option" : "Lines" },
    ...(doc.options.length > 1 ? doc.options.map((o) => ({ optionId: o.id, name: o.name })) : []),
  ];
  // The live providers' experiences the agent searched for, listed before the catalogue's.
  const [live, setLive] = useState<readonly CatalogueChoice[]>([]);
  const choices = live.length ? [...live, ...catalogue] : catalogue;
  // With one option there is no choice: its own lines and the shared ones read as one list.
  const only = doc.options.length === 1 ? doc.options[0]!.id : undefined;
  const linesOf = (optionId: string | null) =>
    doc.lines.filter((l) => l.optionId === optionId || (optionId === null && only && l.optionId === only));
  return (
    <>
      <BuilderSection
        id="quote-options"
        title="Options"
        action={
          readOnly ? null : (
            <Button size="sm" variant="outline" className="h-8" onClick={() => edit((d) => addOption(d))}>
              <Plus aria-hidden /> Add option
            </Button>
          )
        }
      >
        <p className="mb-2 text-xs text-ink-500">
          Alternatives the traveller chooses between. With one option, no choice is shown.
        </p>
        <ul className="flex flex-wrap gap-2">
          {doc.options.map((option, index) => (
            <li key={option.id} className="flex items-end gap-1" data-testid="quote-option">
              <Field label={`Option ${index + 1} name`}>
                {(id) => (
                  <input
                    id={id}
                    className={cn(smallField, "w-56")}
                    disabled={readOnly}
                    value={option.name}
                    onChange={(e) => edit((d) => renameOption(d, option.id, e.target.value))}
                  />
                )}
              </Field>
              {readOnly || doc.options.length === 1 ? null : (
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8 text-danger-600"
                  aria-label={`Remove ${option.name || `option ${index + 1}`} and its own lines`}
                  onClick={() => edit((d) => removeOption(d, option.id))}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      </BuilderSection>
      <BuilderSection id="quote-lines" title={`Lines (${doc.lines.length})`}>
        {readOnly ? null : <LiveActivitySearch initial={doc.destination ?? ""} onChoices={setLive} />}
        <div className="space-y-4">
          {groups.map((group) => (
            <LineGroup
              key={group.optionId ?? "shared"}
              name={group.name}
              optionId={group.optionId}
              lines={linesOf(group.optionId)}
              edit={edit}
              readOnly={readOnly}
              figures={figures}
              markupDefaults={markupDefaults}
              catalogue={choices}
            />
          ))}
        </div>
      </BuilderSection>
    </>
  );
}

const PROVIDER_NAMES = { viator: "Viator" } as const;

type LiveAnswer = { provider: string | null; ok: boolean; choices: CatalogueChoice[] };

/**
 * Looks the live activity providers up for a term: their experiences join the list a line is added
 * from, each at the provider's price in its own currency (converted by the dated rate table).
 */
function LiveActivitySearch({
  initial,
  onChoices,
}: {
  initial: string;
  onChoices: (choices: readonly CatalogueChoice[]) => void;
}) {
  const [term, setTerm] = useState(initial);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  async function search() {
    setPending(true);
    try {
      const response = await fetch(
        `/api/v1/console/quotes/activity-choices?${new URLSearchParams({ q: term })}`,
        { credentials: "same-origin" },
      );
      const body = (await response.json()) as LiveAnswer & { error?: { description: string } };
      if (!response.ok) setStatus(body.error?.description ?? "The search failed: try again.");
      else if (!body.provider)
        setStatus("No live activity provider is set up: the catalogue is all there is.");
      else if (!body.ok) setStatus(`${body.provider} did not answer: try again, or use the catalogue.`);
      else setStatus(`${body.choices.length} from ${body.provider}, in the list below.`);
      onChoices(response.ok ? body.choices : []);
    } catch {
      setStatus("The search failed: check the connection and try again.");
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      className="mb-3 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void search();
      }}
    >
      <Field label="Search the activity providers">
        {(id) => (
          <input
            id={id}
            className={cn(smallField, "w-64")}
            value={term}
            maxLength={80}
            onChange={(e) => setTerm(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="sm" variant="outline" className="h-8" disabled={pending}>
        {pending ? "Searching…" : "Search"}
      </Button>
      {status ? (
        <p role="status" className="text-xs text-ink-600" data-testid="live-activity-status">
          {status}
        </p>
      ) : null}
    </form>
  );
}

function LineGroup({
  name,
  optionId,
  lines,
  edit,
  readOnly,
  figures,
  markupDefaults,
  catalogue,
}: {
  name: string;
  optionId: string | null;
  lines: QuoteLine[];
  edit: Edit;
  readOnly: boolean;
  figures: (lineId: string) => LineFigures;
  markupDefaults: Partial<Record<LineKind, Markup>>;
  catalogue: readonly CatalogueChoice[];
}) {
  const [kind, setKind] = useState<LineKind>("hotel");
  return (
    <div role="group" aria-label={name} data-testid="quote-line-group">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 border-b border-sand-200 pb-1">
        <h4 className="text-sm font-semibold text-ink-900">{name}</h4>
        {readOnly ? null : (
          <div className="flex items-center gap-1">
            <label className="sr-only" htmlFor={`kind-${optionId ?? "shared"}`}>
              Kind of line to add to {name}
            </label>
            <select
              id={`kind-${optionId ?? "shared"}`}
              className={cn(smallField, "w-32")}
              value={kind}
              onChange={(e) => setKind(e.target.value as LineKind)}
            >
              {LINE_KIND_CHOICES.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="outline"
              className="h-8"
              aria-label={`Add line to ${name}`}
              onClick={() => edit((d) => addLine(d, blankLine(kind, optionId, markupDefaults[kind])))}
            >
              <Plus aria-hidden /> Add line
            </Button>
            {catalogue.length ? (
              <>
                <label className="sr-only" htmlFor={`catalogue-${optionId ?? "shared"}`}>
                  Add an experience from the catalogue to {name}
                </label>
                <select
                  id={`catalogue-${optionId ?? "shared"}`}
                  className={cn(smallField, "w-56")}
                  value=""
                  onChange={(e) => {
                    const choice = catalogue.find((c) => c.code === e.target.value);
                    if (choice)
                      edit((d) => addLine(d, catalogueLine(d, choice, optionId, markupDefaults.activity)));
                  }}
                >
                  <option value="">From the catalogue…</option>
                  {catalogue.map((c) => (
                    <option key={`${c.source}:${c.code}`} value={c.code}>
                      {c.source === "catalogue" ? "" : `${PROVIDER_NAMES[c.source]}: `}
                      {c.title} — {c.location}, {formatMoney(c.price, { compact: true })}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
          </div>
        )}
      </div>
      {lines.length === 0 ? <p className="text-sm text-ink-500">No lines.</p> : null}
      <ul className="space-y-2">
        {lines.map((line) => (
          <LineRow key={line.id} line={line} edit={edit} readOnly={readOnly} figures={figures(line.id)} />
        ))}
      </ul>
    </div>
  );
}

function LineRow({
  line,
  edit,
  readOnly,
  figures,
}: {
  line: QuoteLine;
  edit: Edit;
  readOnly: boolean;
  figures: LineFigures;
}) {
  const set = (patch: Partial<QuoteLine>) => edit((d) => updateLine(d, line.id, patch));
  const setHotel = (patch: Partial<NonNullable<QuoteLine["hotel"]>>) =>
    edit((d) => {
      const current = d.lines.find((l) => l.id === line.id)?.hotel;
      return current ? updateLine(d, line.id, { hotel: { ...current, ...patch } }) : d;
    });
  const name = line.title || line.hotel?.name || "Untitled line";
  return (
    <li
      data-testid="quote-line"
      aria-label={name}
      className={cn("rounded-lg border border-sand-200 p-2", line.included ? "bg-white" : "bg-sand-50")}
    >
      <fieldset
        disabled={readOnly}
        className="grid grid-cols-2 gap-2 md:grid-cols-[7rem_minmax(0,2fr)_minmax(0,1.2fr)_6rem_4.5rem_4.5rem_5.5rem]"
      >
        <Field label="Kind">
          {(id) => (
            <select
              id={id}
              className={smallField}
              value={line.kind}
              onChange={(e) => set({ kind: e.target.value as QuoteLine["kind"] })}
            >
              {LINE_KIND_CHOICES.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Title">
          {(id) => (
            <input
              id={id}
              className={smallField}
              value={line.title}
              onChange={(e) => set({ title: e.target.value })}
            />
          )}
        </Field>
        <Field label="Supplier">
          {(id) => (
            <input
              id={id}
              className={smallField}
              value={line.supplier ?? ""}
              onChange={(e) => set({ supplier: e.target.value.trim() ? e.target.value : null })}
            />
          )}
        </Field>
        <Field label="Cost">
          {(id) => (
            <ParsedInput
              id={id}
              inputMode="decimal"
              value={line.cost.minor}
              format={(minor) => textFromMinor(minor, line.cost.currency)}
              parse={(text) => minorFromText(text, line.cost.currency)}
              invalidText="An amount, e.g. 1250.50"
              onValue={(minor) => set({ cost: { ...line.cost, minor } })}
              className="text-right"
            />
          )}
        </Field>
        <Field label="Currency">
          {(id) => (
            <>
              <input
                id={id}
                list="quote-currencies"
                maxLength={3}
                className={cn(smallField, "font-mono uppercase")}
                value={line.cost.currency}
                onChange={(e) => {
                  const currency = e.target.value.toUpperCase();
                  if (/^[A-Z]{3}$/.test(currency)) set({ cost: { ...line.cost, currency } });
                }}
              />
              <datalist id="quote-currencies">
                {COMMON_CURRENCIES.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label={line.markup.kind === "percent" ? "Markup %" : "Markup ₹"}>
          {(id) =>
            line.markup.kind === "percent" ? (
              <ParsedInput
                id={id}
                inputMode="decimal"
                value={line.markup.basisPoints}
                format={textFromBasisPoints}
                parse={basisPointsFromText}
                invalidText="A percentage, e.g. 12.5"
                onValue={(basisPoints) => set({ markup: { kind: "percent", basisPoints } })}
                className="text-right"
              />
            ) : (
              <ParsedInput
                id={id}
                inputMode="decimal"
                value={line.markup.minor}
                format={(minor) => textFromMinor(minor, "INR")}
                parse={(text) => minorFromText(text, "INR")}
                invalidText="Rupees, e.g. 5000"
                onValue={(minor) => set({ markup: { kind: "amount", minor } })}
                className="text-right"
              />
            )
          }
        </Field>
        <div className="flex flex-col justify-end gap-1">
          <button
            type="button"
            className="h-8 rounded-md border border-sand-300 px-2 text-xs text-ink-700 hover:bg-sand-100"
            aria-label={`Markup of ${name} in ${line.markup.kind === "percent" ? "rupees" : "per cent"} instead`}
            onClick={() =>
              set({
                markup:
                  line.markup.kind === "percent"
                    ? { kind: "amount", minor: 0 }
                    : { kind: "percent", basisPoints: 0 },
              })
            }
          >
            {line.markup.kind === "percent" ? "Use ₹" : "Use %"}
          </button>
        </div>
      </fieldset>
      {line.hotel ? (
        <fieldset
          disabled={readOnly}
          className="mt-2 grid grid-cols-2 gap-2 border-t border-dashed border-sand-200 pt-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_4.5rem_4.5rem_11rem_minmax(0,1fr)]"
        >
          <legend className="sr-only">Hotel details</legend>
          <Field label="Hotel">
            {(id) => (
              <input
                id={id}
                className={smallField}
                value={line.hotel!.name}
                onChange={(e) => setHotel({ name: e.target.value })}
              />
            )}
          </Field>
          <Field label="Room type">
            {(id) => (
              <input
                id={id}
                className={smallField}
                value={line.hotel!.roomType}
                onChange={(e) => setHotel({ roomType: e.target.value })}
              />
            )}
          </Field>
          <Field label="Rooms">
            {(id) => (
              <ParsedInput
                id={id}
                inputMode="numeric"
                value={line.hotel!.rooms}
                format={String}
                parse={(t) => (/^\d{1,2}$/.test(t.trim()) && Number(t) >= 1 ? Number(t) : null)}
                invalidText="1 to 99"
                onValue={(rooms) => setHotel({ rooms })}
              />
            )}
          </Field>
          <Field label="Nights">
            {(id) => (
              <ParsedInput
                id={id}
                inputMode="numeric"
                value={line.hotel!.nights}
                format={String}
                parse={(t) => (/^\d{1,2}$/.test(t.trim()) && Number(t) >= 1 ? Number(t) : null)}
                invalidText="1 to 99"
                onValue={(nights) => setHotel({ nights })}
              />
            )}
          </Field>
          <Field label="Meal plan">
            {(id) => (
              <select
                id={id}
                className={smallField}
                value={line.hotel!.mealPlan}
                onChange={(e) =>
                  setHotel({ mealPlan: e.target.value as (typeof MEAL_PLAN_CHOICES)[number]["id"] })
                }
              >
                {MEAL_PLAN_CHOICES.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Hotel city">
            {(id) => (
              <input
                id={id}
                className={smallField}
                value={line.hotel!.city ?? ""}
                onChange={(e) => setHotel({ city: e.target.value.trim() ? e.target.value : null })}
              />
            )}
          </Field>
        </fieldset>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <Checkbox
          label="Included in the price"
          checked={line.included}
          disabled={readOnly}
          onChange={(included) => set({ included })}
        />
        <dl className="ml-auto flex flex-wrap gap-x-4 tabular-nums" data-testid="line-figures">
          {figures.missingRate ? (
            <div className="text-danger-600" role="status">
              No exchange rate for {figures.missingRate}: add one on the Rates tab
            </div>
          ) : (
            <>
              <Figure label="Cost" value={inr(figures.costInr)} />
              <Figure label="Sell" value={inr(figures.sell)} strong />
              <Figure label="Margin" value={`${inr(figures.margin)} · ${percentText(figures.marginBp)}`} />
            </>
          )}
        </dl>
        {readOnly ? null : (
          <Button
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-danger-600"
            aria-label={`Remove line ${name}`}
            onClick={() => edit((d) => removeLine(d, line.id))}
          >
            <Trash2 aria-hidden /> Remove
          </Button>
        )}
      </div>
    </li>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex gap-1">
      <dt className="text-ink-500">{label}</dt>
      <dd className={strong ? "font-semibold text-ink-900" : "text-ink-800"}>{value}</dd>
    </div>
  );
}
