import { z } from "zod";
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
        phone: cell,
        email: cell,
        city: cell,
        notes: cell,
        tags: cell,
      }),
      { error: "Send the rows as a list." },
    )
    .min(1, "Send at least one row.")
    .max(IMPORT_CHUNK_ROWS, `Send at most ${IMPORT_CHUNK_ROWS} rows at a time.`),
});
export type ImportChunk = z.infer<typeof importChunkSchema>;
export type ImportRow = ImportChunk["rows"][number];
export type ImportResult = {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { row: number; reason: string }[];
  unknownTags: string[];
};
