import { Plus, Save, Star, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import {
  MAX_TEMPLATE_NAME,
  type LineKind,
  type Markup,
  type QuoteSettings,
  type TaxRule,
  type TermsTemplate,
} from "~/features/quotes";
import { Button } from "~/components/ui/button";
import { DataTable, displayColumn } from "~/components/ui/data-table";
import { cn } from "~/lib/cn";
import { formatDayShort } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { useConsoleAction } from "../shared/console-request";
import {
  basisPointsFromText,
  LINE_KIND_CHOICES,
  minorFromText,
  newId,
  textFromBasisPoints,
  textFromMinor,
} from "./builder/draft-ops";
import { BuilderSection, Field, ParsedInput, smallField } from "./builder/fields";
import { TermsEditor } from "./builder/tax-terms";

export type QuoteSettingsData = {
  settings: QuoteSettings;
  taxRules: (TaxRule & { inForce: boolean })[];
  today: string;
};

const pct = (bp: number) => `${bp / 100} %`;
const inr = (minor: number) => formatMoney({ minor, currency: "INR" }, { whole: true });

export function taxRuleText(rule: TaxRule): string {
  if (rule.kind === "gst")
    return `${pct(rule.params.packageBp)} on the package, or ${pct(rule.params.serviceFeeBp)} on a service fee`;
  const { thresholdMinor, belowBp, aboveBp } = rule.params;
  return thresholdMinor === null
    ? `${pct(belowBp)} flat`
    : `${pct(belowBp)} up to ${inr(thresholdMinor)} a financial year per PAN, ${pct(aboveBp)} above`;
}

/**
 * Admins: what a new quote starts with (markups per kind of line, the named terms templates with
 * their days of validity, one of them the default) and the dated table of GST and TCS rules. A rule is never edited: a changed rate is a
 * new row from its day, and quotes dated before it keep the old one.
 */
export function QuoteSettingsPanel({ data }: { data: QuoteSettingsData }) {
  return (
    <section aria-label="Quote settings" className="mt-10 space-y-4" data-testid="quote-settings">
      <h2 className="font-display text-2xl text-ink-900">Quotes: taxes and defaults</h2>
      <TaxRules data={data} />
      <Defaults settings={data.settings} />
    </section>
  );
}

type RuleRow = QuoteSettingsData["taxRules"][number];

function TaxRules({ data }: { data: QuoteSettingsData }) {
  const { run, pending } = useConsoleAction();
  const [kind, setKind] = useState<"gst" | "tcs">("tcs");
  const [effectiveFrom, setEffectiveFrom] = useState(data.today);
  const [a, setA] = useState(500);
  const [b, setB] = useState(1800);
  const [threshold, setThreshold] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const rows = data.taxRules.map((r) => ({ ...r, id: r.id }));
  return (
    <BuilderSection id="tax-rules" title="Tax rules (GST and TCS), by the day they take effect">
      <DataTable
        caption="Tax rules"
        rows={rows}
        empty="No tax rules: quotes cannot be priced until a GST rule is added."
        columns={[
          displayColumn<RuleRow>("Tax", (r) => r.kind.toUpperCase()),
          displayColumn<RuleRow>("From", (r) => formatDayShort(r.effectiveFrom)),
          displayColumn<RuleRow>("Rates", (r) => taxRuleText(r)),
          displayColumn<RuleRow>("In force", (r) => (r.inForce ? "In force today" : "")),
          displayColumn<RuleRow>("Note", (r) => r.note, { className: "max-w-80 text-xs text-ink-600" }),
        ]}
      />
      <form
        aria-label="Add a tax rule"
        className="mt-4 grid grid-cols-2 items-end gap-3 rounded-lg bg-sand-50 p-3 md:grid-cols-[6rem_10rem_7rem_7rem_9rem_minmax(0,1fr)_auto]"
        onSubmit={async (e) => {
          e.preventDefault();
          const body =
            kind === "gst"
              ? { kind, effectiveFrom, params: { packageBp: a, serviceFeeBp: b }, note }
              : {
                  kind,
                  effectiveFrom,
                  params: { thresholdMinor: threshold, belowBp: a, aboveBp: threshold === null ? a : b },
                  note,
                };
          const result = await run("POST", "/api/v1/console/settings/tax-rules", body, {
            success: "Tax rule added",
            successDescription: `${kind.toUpperCase()} from ${formatDayShort(effectiveFrom)}`,
          });
          if (result.ok) setNote("");
        }}
      >
        <Field label="Tax">
          {(id) => (
            <select
              id={id}
              className={smallField}
              value={kind}
              onChange={(e) => {
                const next = e.target.value as "gst" | "tcs";
                setKind(next);
                setA(next === "gst" ? 500 : 200);
                setB(next === "gst" ? 1800 : 200);
              }}
            >
              <option value="gst">GST</option>
              <option value="tcs">TCS</option>
            </select>
          )}
        </Field>
        <Field label="Takes effect">
          {(id) => (
            <input
              id={id}
              type="date"
              required
              className={smallField}
              value={effectiveFrom}
              onChange={(e) => setEffectiveFrom(e.target.value)}
            />
          )}
        </Field>
        <Field label={kind === "gst" ? "On package %" : "Rate %"}>
          {(id) => (
            <ParsedInput
              id={id}
              value={a}
              format={textFromBasisPoints}
              parse={basisPointsFromText}
              invalidText="A percentage"
              onValue={setA}
            />
          )}
        </Field>
        <Field label={kind === "gst" ? "On fee %" : "Above threshold %"}>
          {(id) => (
            <ParsedInput
              id={id}
              value={b}
              disabled={kind === "tcs" && threshold === null}
              format={textFromBasisPoints}
              parse={basisPointsFromText}
              invalidText="A percentage"
              onValue={setB}
            />
          )}
        </Field>
        {kind === "tcs" ? (
          <Field label="Threshold ₹ a year" hint="Blank: one flat rate">
            {(id) => (
              <ParsedInput
                id={id}
                value={threshold ?? 0}
                format={(m) => (m === 0 ? "" : textFromMinor(m, "INR"))}
                parse={(t) => minorFromText(t, "INR")}
                invalidText="Rupees, e.g. 1000000"
                onValue={(m) => setThreshold(m === 0 ? null : m)}
              />
            )}
          </Field>
        ) : (
          <span />
        )}
        <Field label="Note (where the rule comes from)">
          {(id) => (
            <input
              id={id}
              required
              minLength={3}
              className={smallField}
              value={note}
              placeholder="Confirmed by the accountant on …"
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="sm" variant="ink" className="h-8" disabled={pending}>
          <Plus aria-hidden /> Add rule
        </Button>
      </form>
    </BuilderSection>
  );
}

function Defaults({ settings }: { settings: QuoteSettings }) {
  const [value, setValue] = useState(settings);
  const saved = JSON.stringify(settings);
  // Only a real change of the saved settings resets the form (a refresh must not wipe what is typed).
  useEffect(() => setValue(JSON.parse(saved) as QuoteSettings), [saved]);
  const { run, pending } = useConsoleAction();
  const dirty = JSON.stringify(value) !== saved;
  const setMarkup = (kind: LineKind, markup: Markup) =>
    setValue((v) => ({ ...v, markups: { ...v.markups, [kind]: markup } }));
  return (
    <form
      aria-label="Quote defaults"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void run("PUT", "/api/v1/console/settings/quotes", value, { success: "Quote defaults saved" });
      }}
    >
      <BuilderSection id="quote-markups" title="Markup a new line starts with">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {LINE_KIND_CHOICES.map(({ kind, label }) => {
            const markup = value.markups[kind];
            return (
              <div key={kind} className="flex flex-col gap-1">
                <Field label={`${label} ${markup.kind === "percent" ? "%" : "₹"}`}>
                  {(id) =>
                    markup.kind === "percent" ? (
                      <ParsedInput
                        id={id}
                        value={markup.basisPoints}
                        format={textFromBasisPoints}
                        parse={basisPointsFromText}
                        invalidText="A percentage"
                        onValue={(basisPoints) => setMarkup(kind, { kind: "percent", basisPoints })}
                      />
                    ) : (
                      <ParsedInput
                        id={id}
                        value={markup.minor}
                        format={(m) => textFromMinor(m, "INR")}
                        parse={(t) => minorFromText(t, "INR")}
                        invalidText="Rupees"
                        onValue={(minor) => setMarkup(kind, { kind: "amount", minor })}
                      />
                    )
                  }
                </Field>
                <button
                  type="button"
                  className="self-start text-xs text-gold-700 underline-offset-4 hover:underline"
                  onClick={() =>
                    setMarkup(
                      kind,
                      markup.kind === "percent"
                        ? { kind: "amount", minor: 0 }
                        : { kind: "percent", basisPoints: 0 },
                    )
                  }
                >
                  {markup.kind === "percent" ? "In rupees instead" : "In per cent instead"}
                </button>
              </div>
            );
          })}
        </div>
      </BuilderSection>
      <TemplatesEditor
        templates={value.templates}
        defaultId={value.defaultTemplateId}
        onChange={(templates, defaultTemplateId) => setValue((v) => ({ ...v, templates, defaultTemplateId }))}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit" size="sm" variant="ink" disabled={pending || !dirty}>
          <Save aria-hidden /> Save quote defaults
        </Button>
      </div>
    </form>
  );
}

/** "Template 2", "Template 3" …: the first such name no template has yet. */
function freshName(templates: readonly TermsTemplate[]): string {
  const taken = new Set(templates.map((t) => t.name.trim().toLowerCase()));
  let n = templates.length + 1;
  while (taken.has(`template ${n}`)) n += 1;
  return `Template ${n}`;
}

/**
 * The named terms templates: one is edited at a time; a new one starts as a copy of the one on
 * screen (most agencies' sets differ in a few lines). The last template cannot be removed, and
 * removing the default makes the first remaining one the default; the server checks both again.
 */
function TemplatesEditor({
  templates,
  defaultId,
  onChange,
}: {
  templates: TermsTemplate[];
  defaultId: string;
  onChange: (templates: TermsTemplate[], defaultId: string) => void;
}) {
  const [chosenId, setChosenId] = useState(defaultId);
  const chosen = templates.find((t) => t.id === chosenId) ?? templates[0]!;
  const update = (patch: Partial<TermsTemplate>) =>
    onChange(
      templates.map((t) => (t.id === chosen.id ? { ...t, ...patch } : t)),
      defaultId,
    );
  const names = templates.map((t) => t.name.trim().toLowerCase());
  const clash = names.filter((n) => n === chosen.name.trim().toLowerCase()).length > 1;
  return (
    <>
      <BuilderSection id="quote-templates" title="Terms templates">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Template">
            {(id) => (
              <select
                id={id}
                className={cn(smallField, "min-w-56")}
                value={chosen.id}
                onChange={(e) => setChosenId(e.target.value)}
              >
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name || "(no name)"}
                    {t.id === defaultId ? " (default)" : ""}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Name" hint={clash ? "Another template has this name: give each its own." : undefined}>
            {(id) => (
              <input
                id={id}
                className={cn(smallField, "w-64")}
                value={chosen.name}
                maxLength={MAX_TEMPLATE_NAME}
                required
                aria-invalid={clash || chosen.name.trim() === "" || undefined}
                onChange={(e) => update({ name: e.target.value })}
              />
            )}
          </Field>
          <Field label="Days valid">
            {(id) => (
              <ParsedInput
                id={id}
                className="w-20"
                value={chosen.validityDays}
                format={String}
                parse={(t) =>
                  /^\d{1,2}$/.test(t.trim()) && Number(t) >= 1 && Number(t) <= 90 ? Number(t) : null
                }
                invalidText="1 to 90 days"
                onValue={(validityDays) => update({ validityDays })}
              />
            )}
          </Field>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-8"
            disabled={chosen.id === defaultId}
            onClick={() => onChange(templates, chosen.id)}
          >
            <Star aria-hidden /> {chosen.id === defaultId ? "Default for new quotes" : "Make default"}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-8"
            disabled={templates.length >= 30}
            onClick={() => {
              const copy: TermsTemplate = {
                ...structuredClone(chosen),
                id: newId(),
                name: freshName(templates),
              };
              onChange([...templates, copy], defaultId);
              setChosenId(copy.id);
            }}
          >
            <Plus aria-hidden /> Add template
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-8"
            disabled={templates.length <= 1}
            title={templates.length <= 1 ? "Keep at least one template" : undefined}
            onClick={() => {
              const rest = templates.filter((t) => t.id !== chosen.id);
              onChange(rest, chosen.id === defaultId ? rest[0]!.id : defaultId);
              setChosenId(rest[0]!.id);
            }}
          >
            <Trash2 aria-hidden /> Remove template
          </Button>
        </div>
      </BuilderSection>
      <TermsEditor
        key={chosen.id}
        title={`Terms of “${chosen.name || "(no name)"}”`}
        terms={chosen.terms}
        editTerms={(change) =>
          onChange(
            templates.map((t) => (t.id === chosen.id ? { ...t, terms: change(t.terms) } : t)),
            defaultId,
          )
        }
        readOnly={false}
      />
    </>
  );
}
