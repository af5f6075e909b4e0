import Papa from "papaparse";
import { CSV_BOM, IMPORT_FIELDS, type ImportField } from "./csv-format";
import type { ImportRow } from "./import-schema";

export type ParsedCsv = {
  headers: string[];
  rows: Record<string, string>[];
  /** Spreadsheet row numbers of the blank rows among `rows`. */
  blankRows: number[];
  errors: string[];
};
export type ColumnMapping = Partial<Record<ImportField, string>>;

/**
 * A CSV file's text as rows keyed by its header line: a byte-order mark is dropped, quoted commas
 * and line breaks inside quotes are kept and headers are trimmed. A blank row between rows stays in
 * the list (listed in `blankRows`), so each row keeps its spreadsheet row number and the import can
 * count it; blank rows after the last one (Excel's trailing ",,,," lines, the final line break) are
 * nobody's data and are dropped.
 */
export function readCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, unknown>>(text.startsWith(CSV_BOM) ? text.slice(1) : text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (h) => h.trim(),
  });
  const headers = (parsed.meta.fields ?? []).filter((h) => h !== "");
  const rows = parsed.data.map((r) =>
    Object.fromEntries(
      Object.entries(r)
        .filter(([k, v]) => k !== "__parsed_extra" && typeof v === "string")
        .map(([k, v]) => [k, v as string]),
    ),
  );
  while (rows.length && isBlank(rows.at(-1)!)) rows.pop();
  const blankRows = rows.flatMap((r, i) => (isBlank(r) ? [i + 2] : []));
  return {
    headers,
    rows,
    blankRows,
    // A row with too many or too few cells still imports what it has; only real faults are reported.
    errors: parsed.errors
      .filter((e) => e.type !== "FieldMismatch")
      .slice(0, 5)
      .map((e) => (e.row === undefined ? e.message : `Row ${e.row + 2}: ${e.message}`)),
  };
}

const isBlank = (row: Record<string, string>) => Object.values(row).every((v) => v.trim() === "");

/** The column each field most likely comes from, by its header's name (each field's guesses in turn). */
export function guessMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    for (const guess of field.guess) {
      const header = headers.find((h) => !used.has(h) && guess.test(h));
      if (header) {
        mapping[field.id] = header;
        used.add(header);
        break;
      }
    }
  }
  return mapping;
}

/** The file's columns no field reads, in the file's order: the import report names them. */
export function unusedColumns(headers: string[], mapping: ColumnMapping): string[] {
  const used = new Set(Object.values(mapping));
  return headers.filter((h) => !used.has(h));
}

/**
 * The file's rows in the import's shape; row numbers are the spreadsheet's (the header is row 1).
 * Blank rows are left out here and counted by the caller as skipped.
 */
export function mapRows(rows: Record<string, string>[], mapping: ColumnMapping): ImportRow[] {
  return rows.flatMap((r, i) => {
    if (isBlank(r)) return [];
    const out: ImportRow = { row: i + 2 };
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field.id];
      const value = column ? r[column] : undefined;
      if (typeof value === "string" && value.trim() !== "") out[field.id] = value.trim().slice(0, 5000);
    }
    return [out];
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
