import Papa from "papaparse";
import { CSV_BOM, IMPORT_FIELDS, type ImportField } from "./csv-format";
import type { ImportRow } from "./import-schema";

export type ParsedCsv = { headers: string[]; rows: Record<string, string>[]; errors: string[] };
export type ColumnMapping = Partial<Record<ImportField, string>>;

/**
 * A CSV file's text as rows keyed by its header line: a byte-order mark is dropped, quoted commas
 * and line breaks inside quotes are kept, blank lines are skipped and headers are trimmed.
 */
export function readCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, string>>(text.startsWith(CSV_BOM) ? text.slice(1) : text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const headers = (parsed.meta.fields ?? []).filter((h) => h !== "");
  return {
    headers,
    rows: parsed.data,
    // A row with too many or too few cells still imports what it has; only real faults are reported.
    errors: parsed.errors
      .filter((e) => e.type !== "FieldMismatch")
      .slice(0, 5)
      .map((e) => (e.row === undefined ? e.message : `Row ${e.row + 2}: ${e.message}`)),
  };
}

/** The column each field most likely comes from, by its header's name. */
export function guessMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const header = headers.find((h) => !used.has(h) && field.guess.test(h));
    if (header) {
      mapping[field.id] = header;
      used.add(header);
    }
  }
  return mapping;
}

/** The file's rows in the import's shape; row numbers are the spreadsheet's (the header is row 1). */
export function mapRows(rows: Record<string, string>[], mapping: ColumnMapping): ImportRow[] {
  return rows.map((r, i) => {
    const out: ImportRow = { row: i + 2 };
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field.id];
      const value = column ? r[column] : undefined;
      if (typeof value === "string" && value.trim() !== "") out[field.id] = value.trim().slice(0, 5000);
    }
    return out;
  });
}

/** The rejected rows as a CSV to fix and import again: the original cells, then the reason. */
export function rejectedReport(
  headers: string[],
  rows: Record<string, string>[],
  rejected: { row: number; reason: string }[],
): string {
  const lines = rejected.map(({ row, reason }) => [
    row,
    ...headers.map((h) => rows[row - 2]?.[h] ?? ""),
    reason,
  ]);
  return `${CSV_BOM}${Papa.unparse([["Row", ...headers, "Why it was not imported"], ...lines])}\r\n`;
}
