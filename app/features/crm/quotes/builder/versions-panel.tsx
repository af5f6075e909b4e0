import { FileDown, GitCompare } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatWhen } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import type { VersionComparison } from "~/features/quotes";
import { smallField } from "./fields";

export type VersionSummary = {
  version: number;
  state: string;
  sentAt: string | null;
  validUntil: string | null;
  hasPdf: boolean;
};

const inr = (minor: number) => formatMoney({ minor, currency: "INR" });
const signed = (minor: number) =>
  minor > 0 ? `+${inr(minor)}` : minor < 0 ? `−${inr(-minor)}` : "No change";

/** Every version with its PDF (once sent), and what changed between any two of them. */
export function VersionsPanel({ quoteId, versions }: { quoteId: string; versions: VersionSummary[] }) {
  const numbers = versions.map((v) => v.version);
  const [a, setA] = useState(numbers.at(-2) ?? numbers[0] ?? 1);
  const [b, setB] = useState(numbers.at(-1) ?? 1);
  const [result, setResult] = useState<VersionComparison | { error: string } | null>(null);
  const [loading, setLoading] = useState(false);

  async function compare() {
    setLoading(true);
    try {
      const response = await fetch(
        `/api/v1/console/quotes/${quoteId}/compare?${new URLSearchParams({ a: String(a), b: String(b) })}`,
        { credentials: "same-origin" },
      );
      const body = (await response.json().catch(() => null)) as
        (VersionComparison & { error?: { description?: string } }) | null;
      setResult(
        response.ok && body
          ? body
          : { error: body?.error?.description ?? "The comparison could not be made. Try again." },
      );
    } catch {
      setResult({ error: "The console could not reach the server. Check the connection and try again." });
    } finally {
      setLoading(false);
    }
  }

  return (
    <section
      aria-labelledby="quote-versions"
      className="scroll-mt-32 rounded-xl border border-sand-200 bg-white p-4"
    >
      <h3 id="quote-versions" className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        Versions
      </h3>
      <ol className="space-y-1 text-sm" data-testid="quote-versions">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium text-ink-900">v{v.version}</span>
            <span className="text-ink-600">{v.state}</span>
            {v.sentAt ? <span className="text-xs text-ink-500">sent {formatWhen(v.sentAt)}</span> : null}
            {v.hasPdf ? (
              <a
                className="ml-auto inline-flex items-center gap-1 text-xs text-gold-700 underline-offset-4 hover:underline"
                href={`/api/v1/console/quotes/${quoteId}/versions/${v.version}/pdf`}
              >
                <FileDown aria-hidden className="size-3.5" /> PDF of v{v.version}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      {versions.length > 1 ? (
        <div className="mt-3 border-t border-sand-200 pt-3">
          <div className="flex items-end gap-2">
            {(
              [
                ["Compare", a, setA],
                ["with", b, setB],
              ] as const
            ).map(([label, value, set]) => (
              <label key={label} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
                {label}
                <select
                  className={cn(smallField, "w-20")}
                  value={value}
                  onChange={(e) => {
                    set(Number(e.target.value));
                    setResult(null);
                  }}
                >
                  {numbers.map((n) => (
                    <option key={n} value={n}>
                      v{n}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <Button
              size="sm"
              variant="outline"
              className="h-8"
              disabled={loading || a === b}
              onClick={() => void compare()}
            >
              <GitCompare aria-hidden /> Compare
            </Button>
          </div>
          {result ? <Comparison result={result} /> : null}
        </div>
      ) : null}
    </section>
  );
}

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  destination: "destination",
  startDate: "start date",
  departureCity: "departure city",
  travellers: "travellers",
  style: "style",
  intro: "covering note",
  options: "options",
  tax: "taxes",
  inclusions: "inclusions",
  exclusions: "exclusions",
  schedule: "payment schedule",
  cancellation: "cancellation terms",
  notes: "notes",
  validUntil: "validity",
  text: "text",
  city: "city",
  meals: "meals",
  stayLineId: "stay",
  cost: "cost",
  markup: "markup",
  included: "included",
  hotel: "hotel details",
  supplier: "supplier",
  kind: "kind",
  optionId: "option",
  description: "description",
};
const fieldText = (fields: readonly string[]) => fields.map((f) => FIELD_LABELS[f] ?? f).join(", ");

function itemText(item: VersionComparison["days"][number] | VersionComparison["lines"][number]) {
  const title = item.title || "Untitled";
  return item.change === "changed"
    ? `${title}: ${fieldText(item.fields)} changed`
    : `${title}: ${item.change}`;
}

/** What changed from version a to version b, and each option's price difference. */
function Comparison({ result }: { result: VersionComparison | { error: string } }) {
  if ("error" in result)
    return (
      <p role="alert" className="mt-2 text-sm text-danger-600">
        {result.error}
      </p>
    );
  const groups: [string, string[]][] = [
    ["Trip", result.fields.length ? [`${fieldText(result.fields)} changed`] : []],
    [
      "Days",
      [...result.days.map(itemText), ...(result.daysReordered ? ["The order of the days changed"] : [])],
    ],
    ["Lines", result.lines.map(itemText)],
    ["Terms", result.terms.length ? [`${fieldText(result.terms)} changed`] : []],
  ];
  const nothing = groups.every(([, items]) => items.length === 0);
  return (
    <div className="mt-2 space-y-2 text-sm" data-testid="quote-comparison" role="status">
      <h4 className="text-xs font-semibold text-ink-600">
        v{result.a} → v{result.b}
      </h4>
      <ul className="space-y-0.5 tabular-nums">
        {result.options.map((o) => (
          <li key={o.optionId} className="flex justify-between gap-2">
            <span>{o.name}</span>
            <span className="font-medium">
              {o.difference === null
                ? o.totalA === null
                  ? "New option"
                  : "Option removed"
                : `${inr(o.totalA!)} → ${inr(o.totalB!)} (${signed(o.difference)})`}
            </span>
          </li>
        ))}
      </ul>
      {nothing ? <p className="text-ink-500">Nothing else changed.</p> : null}
      {groups.map(([title, items]) =>
        items.length ? (
          <div key={title}>
            <h4 className="text-xs font-semibold text-ink-600">{title}</h4>
            <ul className="list-disc pl-4 text-xs text-ink-700">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </div>
  );
}
