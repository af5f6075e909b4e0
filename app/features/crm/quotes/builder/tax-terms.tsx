import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { QuoteDocument, QuoteRules, ScheduleStep } from "~/features/quotes";
import { formatDayLong } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import {
  addScheduleStep,
  basisPointsFromText,
  listFromText,
  minorFromText,
  removeScheduleStep,
  textFromBasisPoints,
  textFromList,
  textFromMinor,
  updateScheduleStep,
} from "./draft-ops";
import { BuilderSection, Checkbox, Field, ParsedInput, smallField } from "./fields";
import type { Edit } from "./trip-facts";

const areaClasses = "min-h-16 rounded-md px-2 py-1.5 text-sm sm:text-sm";

const pct = (bp: number) => `${bp / 100} %`;

/**
 * The rates' words, from the tax rules in force on the quote's date (an admin's dated rows), never
 * typed here: a new budget's rate shows the day its row takes effect. A sent version, which is not
 * priced again, names the choices without rates (its totals show the rates it was sent with).
 */
function taxWords(rules: QuoteRules | null) {
  const gst = rules?.gst.params;
  const tcs = rules?.tcs?.params;
  return {
    package: gst
      ? `${pct(gst.packageBp)} on the package value (no input credit)`
      : "On the package value (no input credit)",
    serviceFee: gst ? `${pct(gst.serviceFeeBp)} on a service fee only` : "On a service fee only",
    tcs: !tcs
      ? null
      : tcs.thresholdMinor === null || tcs.belowBp === tcs.aboveBp
        ? `${pct(tcs.aboveBp)} on the amount with GST, from ${formatDayLong(rules!.tcs!.effectiveFrom)}`
        : `${pct(tcs.belowBp)} up to ${formatMoney({ minor: tcs.thresholdMinor, currency: "INR" })} a financial year per PAN, ${pct(tcs.aboveBp)} above, from ${formatDayLong(rules!.tcs!.effectiveFrom)}`,
  };
}

/**
 * GST as the agency quotes it (on the package, or on a service fee only), and TCS on an overseas
 * package with what the traveller already spent this financial year, at the rules in force.
 */
export function TaxEditor({
  doc,
  edit,
  readOnly,
  rules,
}: {
  doc: QuoteDocument;
  edit: Edit;
  readOnly: boolean;
  rules: QuoteRules | null;
}) {
  const words = taxWords(rules);
  const tax = doc.tax;
  const setTax = (patch: Partial<QuoteDocument["tax"]>) =>
    edit((d) => ({ ...d, tax: { ...d.tax, ...patch } }));
  const fee = tax.serviceFee ?? { kind: "percent" as const, basisPoints: 0 };
  return (
    <BuilderSection id="quote-taxes" title="Taxes">
      <fieldset disabled={readOnly} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field label="GST" className="col-span-2">
          {(id) => (
            <select
              id={id}
              className={smallField}
              value={tax.gst}
              onChange={(e) => {
                const gst = e.target.value as "package" | "serviceFee";
                setTax({ gst, serviceFee: gst === "serviceFee" ? fee : null });
              }}
            >
              <option value="package">{words.package}</option>
              <option value="serviceFee">{words.serviceFee}</option>
            </select>
          )}
        </Field>
        {tax.gst === "serviceFee" ? (
          <>
            <Field label="Service fee as">
              {(id) => (
                <select
                  id={id}
                  className={smallField}
                  value={fee.kind}
                  onChange={(e) =>
                    setTax({
                      serviceFee:
                        e.target.value === "percent"
                          ? { kind: "percent", basisPoints: 0 }
                          : { kind: "amount", minor: 0 },
                    })
                  }
                >
                  <option value="percent">% of the package value</option>
                  <option value="amount">Rupee amount</option>
                </select>
              )}
            </Field>
            <Field label={fee.kind === "percent" ? "Service fee %" : "Service fee ₹"}>
              {(id) =>
                fee.kind === "percent" ? (
                  <ParsedInput
                    id={id}
                    inputMode="decimal"
                    value={fee.basisPoints}
                    format={textFromBasisPoints}
                    parse={basisPointsFromText}
                    invalidText="A percentage, e.g. 8"
                    onValue={(basisPoints) => setTax({ serviceFee: { kind: "percent", basisPoints } })}
                  />
                ) : (
                  <ParsedInput
                    id={id}
                    inputMode="decimal"
                    value={fee.minor}
                    format={(m) => textFromMinor(m, "INR")}
                    parse={(t) => minorFromText(t, "INR")}
                    invalidText="Rupees, e.g. 15000"
                    onValue={(minor) => setTax({ serviceFee: { kind: "amount", minor } })}
                  />
                )
              }
            </Field>
          </>
        ) : null}
        <div className="col-span-2 flex items-end pb-1.5 md:col-span-4">
          <Checkbox
            label="TCS: an overseas tour package"
            checked={tax.tcs}
            disabled={readOnly}
            onChange={(tcs) => setTax({ tcs })}
          />
          {tax.tcs && words.tcs ? (
            <span className="ml-3 text-xs text-ink-500" data-testid="tcs-rule">
              {words.tcs}
            </span>
          ) : null}
        </div>
        {tax.tcs ? (
          <>
            <Field label="Payer's PAN" hint="For the running total this financial year">
              {(id) => (
                <input
                  id={id}
                  className={cn(smallField, "font-mono uppercase")}
                  maxLength={10}
                  placeholder="ABCDE1234F"
                  value={tax.pan ?? ""}
                  onChange={(e) =>
                    setTax({ pan: e.target.value.trim() ? e.target.value.toUpperCase() : null })
                  }
                />
              )}
            </Field>
            <Field label="Spent on overseas packages this FY ₹" hint="As the traveller declares it">
              {(id) => (
                <ParsedInput
                  id={id}
                  inputMode="decimal"
                  value={tax.tcsPriorMinor}
                  format={(m) => textFromMinor(m, "INR")}
                  parse={(t) => minorFromText(t, "INR")}
                  invalidText="Rupees, e.g. 250000"
                  onValue={(tcsPriorMinor) => setTax({ tcsPriorMinor })}
                />
              )}
            </Field>
          </>
        ) : null}
      </fieldset>
    </BuilderSection>
  );
}

type TermsFields = Omit<QuoteDocument["terms"], "validUntil"> & { validUntil?: string };
export type EditTerms<T extends TermsFields> = (change: (terms: T) => T) => void;

/**
 * What is in and out, when the traveller pays, the cancellation terms and how long the price holds.
 * The same form edits a quote's terms and the settings' template (which has no valid-until date).
 */
export function TermsEditor<T extends TermsFields>({
  terms,
  editTerms,
  readOnly,
  title = "Terms",
  validUntilRange,
  action,
}: {
  terms: T;
  editTerms: EditTerms<T>;
  readOnly: boolean;
  title?: string;
  validUntilRange?: { min: string; max: string };
  /** Beside the heading: the builder's "Apply template". */
  action?: ReactNode;
}) {
  const setTerms = (patch: Partial<TermsFields>) => editTerms((t) => ({ ...t, ...patch }));
  return (
    <BuilderSection id="quote-terms" title={title} action={action}>
      <fieldset disabled={readOnly} className="grid gap-3 md:grid-cols-2">
        <Field label="Inclusions" hint="One a line">
          {(id) => (
            <ListArea id={id} value={terms.inclusions} onChange={(inclusions) => setTerms({ inclusions })} />
          )}
        </Field>
        <Field label="Exclusions" hint="One a line">
          {(id) => (
            <ListArea id={id} value={terms.exclusions} onChange={(exclusions) => setTerms({ exclusions })} />
          )}
        </Field>
        <div className="md:col-span-2">
          <div className="mb-1 flex items-center justify-between">
            <span className="text-xs font-medium text-ink-600">Payment schedule</span>
            {readOnly ? null : (
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2"
                onClick={() => editTerms(addScheduleStep)}
              >
                <Plus aria-hidden /> Add instalment
              </Button>
            )}
          </div>
          <ol className="space-y-1.5" aria-label="Payment schedule">
            {terms.schedule.map((step, index) => (
              <ScheduleRow
                key={step.id}
                step={step}
                index={index}
                set={(patch) => editTerms((t) => updateScheduleStep(t, step.id, patch))}
                remove={() => editTerms((t) => removeScheduleStep(t, step.id))}
                readOnly={readOnly}
              />
            ))}
          </ol>
          {terms.schedule.length === 0 ? (
            <p className="text-sm text-ink-500">No instalments yet: add one (the last one takes the rest).</p>
          ) : null}
        </div>
        <Field label="Cancellation terms">
          {(id) => (
            <Textarea
              id={id}
              rows={3}
              className={areaClasses}
              value={terms.cancellation}
              onChange={(e) => setTerms({ cancellation: e.target.value })}
            />
          )}
        </Field>
        <Field label="Notes">
          {(id) => (
            <Textarea
              id={id}
              rows={3}
              className={areaClasses}
              value={terms.notes}
              onChange={(e) => setTerms({ notes: e.target.value })}
            />
          )}
        </Field>
        {terms.validUntil !== undefined ? (
          <Field label="Valid until">
            {(id) => (
              <input
                id={id}
                type="date"
                className={cn(smallField, "w-44")}
                value={terms.validUntil}
                min={validUntilRange?.min}
                max={validUntilRange?.max}
                onChange={(e) => e.target.value && setTerms({ validUntil: e.target.value })}
              />
            )}
          </Field>
        ) : null}
      </fieldset>
    </BuilderSection>
  );
}

/** A list edited as text, one item a line; blank lines are dropped only when the list is read. */
function ListArea({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (list: string[]) => void;
}) {
  const shown = textFromList(value);
  const [text, setText] = useState(shown);
  // Replaced from outside only when what is typed no longer reads as the list (a reload, a template).
  useEffect(() => setText((t) => (textFromList(listFromText(t)) === shown ? t : shown)), [shown]);
  return (
    <Textarea
      id={id}
      rows={4}
      className={areaClasses}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(listFromText(e.target.value));
      }}
    />
  );
}

function ScheduleRow({
  step,
  index,
  set,
  remove,
  readOnly,
}: {
  step: ScheduleStep;
  index: number;
  set: (patch: Partial<ScheduleStep>) => void;
  remove: () => void;
  readOnly: boolean;
}) {
  const n = index + 1;
  return (
    <li className="grid grid-cols-2 items-end gap-2 md:grid-cols-[minmax(0,1.4fr)_8rem_6rem_10rem_7rem_auto]">
      <Field label={`Instalment ${n}`}>
        {(id) => (
          <input
            id={id}
            className={smallField}
            value={step.label}
            onChange={(e) => set({ label: e.target.value })}
          />
        )}
      </Field>
      <Field label="Share">
        {(id) => (
          <select
            id={id}
            className={smallField}
            value={step.share.kind}
            onChange={(e) => {
              const kind = e.target.value as ScheduleStep["share"]["kind"];
              set({
                share:
                  kind === "percent"
                    ? { kind, basisPoints: 2500 }
                    : kind === "amount"
                      ? { kind, minor: 0 }
                      : { kind: "rest" },
              });
            }}
          >
            <option value="percent">Per cent</option>
            <option value="amount">Rupees</option>
            <option value="rest">The rest</option>
          </select>
        )}
      </Field>
      <Field label={step.share.kind === "amount" ? "₹" : "%"}>
        {(id) =>
          step.share.kind === "percent" ? (
            <ParsedInput
              id={id}
              inputMode="decimal"
              value={step.share.basisPoints}
              format={textFromBasisPoints}
              parse={basisPointsFromText}
              invalidText="A percentage"
              onValue={(basisPoints) => set({ share: { kind: "percent", basisPoints } })}
            />
          ) : step.share.kind === "amount" ? (
            <ParsedInput
              id={id}
              inputMode="decimal"
              value={step.share.minor}
              format={(m) => textFromMinor(m, "INR")}
              parse={(t) => minorFromText(t, "INR")}
              invalidText="Rupees"
              onValue={(minor) => set({ share: { kind: "amount", minor } })}
            />
          ) : (
            <input id={id} className={smallField} value="What is left" disabled readOnly />
          )
        }
      </Field>
      <Field label="Due">
        {(id) => (
          <select
            id={id}
            className={smallField}
            value={step.due.kind}
            onChange={(e) => {
              const kind = e.target.value as ScheduleStep["due"]["kind"];
              set({
                due:
                  kind === "acceptance"
                    ? { kind }
                    : kind === "daysBeforeDeparture"
                      ? { kind, days: 30 }
                      : { kind: "date", date: new Date().toISOString().slice(0, 10) },
              });
            }}
          >
            <option value="acceptance">On acceptance</option>
            <option value="daysBeforeDeparture">Days before departure</option>
            <option value="date">On a date</option>
          </select>
        )}
      </Field>
      <Field label={step.due.kind === "date" ? "Date" : "Days"}>
        {(id) =>
          step.due.kind === "daysBeforeDeparture" ? (
            <ParsedInput
              id={id}
              inputMode="numeric"
              value={step.due.days}
              format={String}
              parse={(t) => (/^\d{1,3}$/.test(t.trim()) ? Number(t) : null)}
              invalidText="0 to 999 days"
              onValue={(days) => set({ due: { kind: "daysBeforeDeparture", days } })}
            />
          ) : step.due.kind === "date" ? (
            <input
              id={id}
              type="date"
              className={smallField}
              value={step.due.date}
              onChange={(e) => e.target.value && set({ due: { kind: "date", date: e.target.value } })}
            />
          ) : (
            <input id={id} className={smallField} value="—" disabled readOnly />
          )
        }
      </Field>
      {readOnly ? (
        <span />
      ) : (
        <Button
          size="icon"
          variant="ghost"
          className="size-8 text-danger-600"
          aria-label={`Remove instalment ${n}`}
          onClick={remove}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </li>
  );
}
