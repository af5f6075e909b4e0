import { INDIA_OFFSET_MS } from "~/lib/india-time";

/**
 * CSV as the agency's spreadsheets read it. A UTF-8 byte-order mark makes Excel open ₹ and Indian
 * names correctly; a cell that starts like a formula gets a leading apostrophe, so a name such as
 * "=HYPERLINK(…)" typed into a form is shown as text rather than run when the file is opened.
 */
export const CSV_BOM = "\uFEFF";
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_CHUNK_ROWS = 500;

/**
 * A moment as India reads it, "2026-10-25 12:00:54": the form Excel and Google Sheets take as a
 * date-time, so a pivot by day gives the same India days the dashboard counts (a UTC stamp moves
 * every lead between 18:30 and midnight India time onto the day before).
 */
export function indiaDateTime(at: Date | string): string {
  const ms = new Date(at).getTime() + INDIA_OFFSET_MS;
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** The same moment for a program reading the file: ISO 8601 in UTC. */
export const utcIso = (at: Date | string) => new Date(at).toISOString();

export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A plain number (a mobile such as +919820012345, a negative amount) runs nothing: left as it is.
  if (/^[+-]?\d[\d\s.,]*$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The contact fields a CSV column can fill, in the order the import dialog offers them. */
export const IMPORT_FIELDS = [
  { id: "name", label: "Name", guess: /^(full[\s_-]*)?name$|^contact$|^traveller$|^client$/i },
  { id: "phone", label: "Mobile", guess: /mobile|phone|whats\s*app|contact\s*no|^tel/i },
  { id: "email", label: "E-mail", guess: /e-?mail/i },
  { id: "city", label: "City", guess: /city|town|location/i },
  { id: "notes", label: "Notes", guess: /note|comment|remark/i },
  { id: "tags", label: "Tags", guess: /^tags?$|labels?|segment/i },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]["id"];
