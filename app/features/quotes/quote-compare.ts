import type { QuoteDocument, QuoteTerms } from "./quote-document";
import type { QuoteTotals } from "./quote-totals";

/**
 * What changed between two versions of a quote: days and lines matched by their ids (which stay the
 * same across versions), the fields of each that changed, the terms, and the price of each option
 * in both with the difference. Pure, so the console can show it for any two versions it holds.
 */

export type ItemChange<T> =
  | { change: "added"; id: string; title: string; after: T }
  | { change: "removed"; id: string; title: string; before: T }
  | { change: "changed"; id: string; title: string; fields: string[]; before: T; after: T };

export type OptionDifference = {
  optionId: string;
  name: string;
  /** Null when the option is not in that version. */
  totalA: number | null;
  totalB: number | null;
  /** B − A in paise (null when the option is missing from either). */
  difference: number | null;
};

export type VersionComparison = {
  a: number;
  b: number;
  /** Top-level fields that changed: title, destination, startDate, departureCity, travellers, style, intro, options, tax. */
  fields: string[];
  days: ItemChange<QuoteDocument["days"][number]>[];
  /** Days whose order changed (same days, new places). */
  daysReordered: boolean;
  lines: ItemChange<QuoteDocument["lines"][number]>[];
  terms: (keyof QuoteTerms)[];
  options: OptionDifference[];
};

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

function changedFields<T extends Record<string, unknown>>(before: T, after: T): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !same(before[k], after[k]));
}

function compareItems<T extends { id: string; title: string }>(before: readonly T[], after: readonly T[]) {
  const out: ItemChange<T>[] = [];
  const afterById = new Map(after.map((item) => [item.id, item]));
  const beforeById = new Map(before.map((item) => [item.id, item]));
  for (const item of before) {
    const next = afterById.get(item.id);
    if (!next) out.push({ change: "removed", id: item.id, title: item.title, before: item });
    else {
      const fields = changedFields(item as Record<string, unknown>, next as Record<string, unknown>);
      if (fields.length)
        out.push({ change: "changed", id: item.id, title: next.title, fields, before: item, after: next });
    }
  }
  for (const item of after)
    if (!beforeById.has(item.id)) out.push({ change: "added", id: item.id, title: item.title, after: item });
  return out;
}

export function compareDocuments(
  a: { version: number; document: QuoteDocument; totals: QuoteTotals },
  b: { version: number; document: QuoteDocument; totals: QuoteTotals },
): VersionComparison {
  const top = [
    "title",
    "destination",
    "startDate",
    "departureCity",
    "travellers",
    "style",
    "intro",
    "options",
    "tax",
  ] as const;
  const fields = top.filter((k) => !same(a.document[k], b.document[k]));
  const common = (list: QuoteDocument["days"], other: QuoteDocument["days"]) =>
    list.filter((d) => other.some((o) => o.id === d.id)).map((d) => d.id);
  const termKeys = Object.keys({ ...a.document.terms, ...b.document.terms }) as (keyof QuoteTerms)[];
  const optionIds = [...new Set([...a.totals.options, ...b.totals.options].map((o) => o.optionId))];
  return {
    a: a.version,
    b: b.version,
    fields: [...fields],
    days: compareItems(a.document.days, b.document.days),
    daysReordered: !same(common(a.document.days, b.document.days), common(b.document.days, a.document.days)),
    lines: compareItems(a.document.lines, b.document.lines),
    terms: termKeys.filter((k) => !same(a.document.terms[k], b.document.terms[k])),
    options: optionIds.map((optionId) => {
      const inA = a.totals.options.find((o) => o.optionId === optionId);
      const inB = b.totals.options.find((o) => o.optionId === optionId);
      return {
        optionId,
        name: (inB ?? inA)!.name,
        totalA: inA?.total ?? null,
        totalB: inB?.total ?? null,
        difference: inA && inB ? inB.total - inA.total : null,
      };
    }),
  };
}
