import { z } from "~/lib/zod";
import { IMPORT_CHUNK_ROWS, IMPORT_MAX_ROWS } from "./csv-format";

const cell = z
  .string({ error: "Each cell is text." })
  .max(5000, "A cell is at most 5,000 characters.")
  .optional();

/** One request of an import: up to 500 mapped rows, each with its row number in the file. */
export const importChunkSchema = z.object({
  rows: z
    .array(
      z.object({
        row: z
          .number({ error: "Each row needs its row number." })
          .int()
          .min(1)
          .max(IMPORT_MAX_ROWS + 1),
        name: cell,
        firstName: cell,
        lastName: cell,
        phone: cell,
        email: cell,
        city: cell,
        notes: cell,
        tags: cell,
        stage: cell,
        source: cell,
        created: cell,
        owner: cell,
      }),
      { error: "Send the rows as a list." },
    )
    .min(1, "Send at least one row.")
    .max(IMPORT_CHUNK_ROWS, `Send at most ${IMPORT_CHUNK_ROWS} rows at a time.`),
});
export type ImportChunk = z.infer<typeof importChunkSchema>;
export type ImportRow = ImportChunk["rows"][number];
/**
 * What happened to each row sent, so the counts add up to the rows: `created` rows made a contact,
 * `updated` rows filled in one already on file, `skipped` rows changed nothing (each with why) and
 * `rejected` rows were refused (each with why). `notes` are rows that came in with something not
 * taken as given (an owner who is not on the staff, a stage or date not understood); `leads` counts
 * the leads made from a stage column.
 */
export type ImportResult = {
  created: number;
  updated: number;
  skipped: { row: number; reason: string }[];
  rejected: { row: number; reason: string }[];
  notes: { row: number; note: string }[];
  leads: number;
  unknownTags: string[];
};

export const emptyImportResult = (): ImportResult => ({
  created: 0,
  updated: 0,
  skipped: [],
  rejected: [],
  notes: [],
  leads: 0,
  unknownTags: [],
});

/** Adds one chunk's answer to the file's running total (the console sends a file in chunks). */
export function addImportResult(total: ImportResult, answer: ImportResult): ImportResult {
  total.created += answer.created;
  total.updated += answer.updated;
  total.leads += answer.leads;
  total.skipped.push(...answer.skipped);
  total.rejected.push(...answer.rejected);
  total.notes.push(...answer.notes);
  total.unknownTags = [...new Set([...total.unknownTags, ...answer.unknownTags])];
  return total;
}
