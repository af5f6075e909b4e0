import { AlertTriangle } from "lucide-react";
import type { OptionTotals } from "~/features/quotes";
import { formatDayLong } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { percentText, type TotalsView } from "./totals-view";

const inr = (minor: number) => formatMoney({ minor, currency: "INR" });
const pct = (bp: number) => `${bp / 100} %`;

/**
 * Each option's price as the traveller will see it (package value, fee, GST, TCS, total, the
 * schedule's dated amounts) and, for staff only, its cost and margin; what stops the quote from
 * going out is listed first.
 */
export function TotalsPanel({
  totals,
  budgetMinor = null,
}: {
  totals: TotalsView;
  budgetMinor?: number | null;
}) {
  return (
    <section
      aria-labelledby="quote-totals"
      className="scroll-mt-32 rounded-xl border border-sand-200 bg-white p-4"
      data-testid="quote-totals"
    >
      <h3 id="quote-totals" className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        Totals
      </h3>
      {budgetMinor !== null ? (
        <p className="mb-2 flex justify-between text-sm text-ink-700 tabular-nums" data-testid="quote-budget">
          <span>Budget</span> <span>{inr(budgetMinor)}</span>
        </p>
      ) : null}
      {totals.problems.length ? (
        <ul className="mb-3 space-y-1" aria-label="Before it can be sent" data-testid="quote-problems">
          {totals.problems.map((p) => (
            <li key={`${p.code}-${p.path}`} className="flex gap-1.5 text-xs text-danger-600">
              <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="space-y-4">
        {totals.options.map((option) => (
          <OptionFigures
            key={option.optionId}
            option={option}
            single={totals.options.length === 1}
            budgetMinor={budgetMinor}
          />
        ))}
      </div>
    </section>
  );
}

function OptionFigures({
  option,
  single,
  budgetMinor,
}: {
  option: OptionTotals;
  single: boolean;
  budgetMinor: number | null;
}) {
  const tcs = option.tcs;
  return (
    <div role="group" aria-label={`Totals of ${option.name}`} data-testid="option-totals">
      {single ? null : <h4 className="mb-1 text-sm font-semibold text-ink-900">{option.name}</h4>}
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 text-sm tabular-nums">
        <Row label="Package value" value={inr(option.packageValue)} />
        {option.serviceFee ? <Row label="Service fee" value={inr(option.serviceFee)} /> : null}
        <Row
          label={`GST ${pct(option.gstBp)} on ${option.serviceFee && option.gstBase === option.serviceFee ? "the fee" : "the package"}`}
          value={inr(option.gst)}
        />
        {tcs ? (
          <>
            <Row label={`TCS on ${inr(tcs.base)}`} value={inr(tcs.amount)} />
            <dd className="col-span-2 -mt-0.5 text-xs text-ink-500">
              {tcs.higherBase > 0 && tcs.lowerBase > 0
                ? `${inr(tcs.lowerBase)} at ${pct(tcs.lowerBp)} + ${inr(tcs.higherBase)} at ${pct(tcs.higherBp)}`
                : tcs.higherBase > 0
                  ? `${inr(tcs.higherBase)} at ${pct(tcs.higherBp)} (over the threshold)`
                  : `${inr(tcs.lowerBase)} at ${pct(tcs.lowerBp)}`}
              {tcs.roomBefore !== null ? ` · ${inr(tcs.roomBefore)} left under the threshold` : ""} ·
              adjustable against income tax
            </dd>
          </>
        ) : null}
        <div className="col-span-2 mt-1 border-t border-sand-200" />
        <Row label="Total" value={inr(option.total)} strong testId="option-total" />
        {budgetMinor !== null ? <BudgetRow total={option.total} budgetMinor={budgetMinor} /> : null}
        {option.optionalValue ? (
          <Row label="Optional extras (not in the total)" value={inr(option.optionalValue)} />
        ) : null}
        <Row label="Cost" value={inr(option.cost)} muted />
        <Row
          label="Margin"
          value={`${inr(option.margin)} · ${percentText(option.marginBp)}`}
          muted
          testId="option-margin"
        />
      </dl>
      {option.schedule.length ? (
        <ol
          className="mt-2 space-y-0.5 text-xs text-ink-700"
          aria-label={`Payment schedule of ${option.name}`}
        >
          {option.schedule.map((step) => (
            <li key={step.stepId} className="flex justify-between gap-2 tabular-nums">
              <span>
                {step.label} ·{" "}
                {step.due.kind === "acceptance"
                  ? "On acceptance"
                  : step.due.kind === "date"
                    ? formatDayLong(step.due.date)
                    : `${step.due.days} days before departure`}
              </span>
              <span className={step.amountMinor < 0 ? "text-danger-600" : undefined}>
                {inr(step.amountMinor)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * The option's total against the lead's budget: the traveller pays the total (taxes included), so
 * that is what the budget is held against. A plain line, not an alarm; over budget is not an error.
 */
function BudgetRow({ total, budgetMinor }: { total: number; budgetMinor: number }) {
  const over = total - budgetMinor;
  return (
    <>
      <dt className={over > 0 ? "text-ink-800" : "text-ink-500"}>
        {over > 0 ? "Over budget" : "Within budget"}
      </dt>
      <dd data-testid="option-budget" className={`text-right ${over > 0 ? "text-ink-800" : "text-ink-500"}`}>
        {over > 0 ? `${inr(over)} over` : `${inr(-over)} under`}
      </dd>
    </>
  );
}

function Row({
  label,
  value,
  strong,
  muted,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  muted?: boolean;
  testId?: string;
}) {
  return (
    <>
      <dt className={strong ? "font-semibold text-ink-900" : muted ? "text-ink-500" : "text-ink-700"}>
        {label}
      </dt>
      <dd
        data-testid={testId}
        className={`text-right ${strong ? "font-semibold text-ink-900" : muted ? "text-ink-500" : "text-ink-800"}`}
      >
        {value}
      </dd>
    </>
  );
}
