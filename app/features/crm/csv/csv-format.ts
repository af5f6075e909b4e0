/**
 * CSV as the agency's spreadsheets read it. A UTF-8 byte-order mark makes Excel open ₹ and Indian
 * names correctly; a cell that starts like a formula gets a leading apostrophe, so a name such as
 * "=HYPERLINK(…)" typed into a form is shown as text rather than run when the file is opened.
 */
export const CSV_BOM = "\uFEFF";
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_CHUNK_ROWS = 500;

/** The same moment for a program reading the file: ISO 8601 in UTC. */
export const utcIso = (at: Date | string) => new Date(at).toISOString();

export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A plain number (a mobile such as +919820012345, a negative amount) runs nothing: left as it is.
  if (/^[+-]?\d[\d\s.,]*$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The contact fields a CSV column can fill, in the order the import dialog offers them. Each field's
 * guesses are tried in turn over the file's headers, so the likelier column wins: Zoho's "Mobile"
 * over its "Phone", "Email" over "Email Opt Out". The names cover HubSpot's and Zoho CRM's exports,
 * the console's own export and the usual spreadsheet headings.
 */
export const IMPORT_FIELDS = [
  {
    id: "name",
    label: "Name",
    guess: [/^(full[\s_-]*)?name$|^contact(\s*name)?$|^traveller$|^(client|customer|lead|guest)(\s*name)?$/i],
  },
  { id: "firstName", label: "First name", guess: [/^first[\s_-]*name$|^given[\s_-]*name$|^first$/i] },
  { id: "lastName", label: "Last name", guess: [/^last[\s_-]*name$|^surname$|^family[\s_-]*name$|^last$/i] },
  {
    id: "phone",
    label: "Mobile",
    guess: [/mobile|whats\s*app|\bcell/i, /phone|contact\s*no|^tel/i],
  },
  { id: "email", label: "E-mail", guess: [/^e-?mail(\s*(address|id))?$/i, /e-?mail(?!.*opt)/i] },
  { id: "city", label: "City", guess: [/city|town|location/i] },
  { id: "notes", label: "Notes", guess: [/note|comment|remark|description/i] },
  { id: "tags", label: "Tags", guess: [/^tags?$|labels?|segment/i] },
  {
    id: "stage",
    label: "Stage",
    // HubSpot has both a lifecycle stage and a lead status; the lifecycle stage is the sale's stage.
    guess: [/lifecycle/i, /lead\s*status|^(latest\s*|deal\s*|pipeline\s*)?stage$/i],
  },
  { id: "source", label: "Lead source", guess: [/^(lead|original)\s*source$|^source$/i] },
  {
    id: "created",
    label: "Created",
    guess: [
      /^(create|created)[\s_-]*(date|time|on|at)?$|^date\s*(created|added)$|^added(\s*\(ist\))?$|^created\s*\(ist\)$/i,
    ],
  },
  { id: "owner", label: "Owner", guess: [/owner|assigned\s*to|^agent$/i] },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]["id"];
