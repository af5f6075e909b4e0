import { Plus, Save } from "lucide-react";
import { useEffect, useState } from "react";
import type { LineKind, Markup, QuoteSettings, TaxRule } from "~/features/quotes";
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
 * Admins: what a new quote starts with (markups per kind of line, the terms template, days of
 * validity) and the dated table of GST and TCS rules. A rule is never edited: a changed rate is a
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
      <TermsEditor
        title="Terms a new quote starts with"
        terms={value.terms}
        editTerms={(change) => setValue((v) => ({ ...v, terms: change(v.terms) }))}
        readOnly={false}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Days a quote is valid">
          {(id) => (
            <ParsedInput
              id={id}
              className={cn("w-24")}
              value={value.validityDays}
              format={String}
              parse={(t) =>
                /^\d{1,2}$/.test(t.trim()) && Number(t) >= 1 && Number(t) <= 90 ? Number(t) : null
              }
              invalidText="1 to 90 days"
              onValue={(validityDays) => setValue((v) => ({ ...v, validityDays }))}
            />
          )}
        </Field>
        <Button type="submit" size="sm" variant="ink" disabled={pending || !dirty}>
          <Save aria-hidden /> Save quote defaults
        </Button>
      </div>
    </form>
  );
}
