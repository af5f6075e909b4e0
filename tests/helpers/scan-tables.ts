import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/server/db/db.server";

/**
 * Reads every text-like column of every table in the public schema (text, varchar, json, jsonb and
 * arrays, cast to text) for a value, so a test can prove that something secret was stored nowhere:
 * not in the table a change was about, nor in one added later.
 */
export type TableHit = { table: string; column: string; value: string };

const TEXT_LIKE = ["text", "character varying", "character", "json", "jsonb", "ARRAY"];

/** The rows whose column, as text, contains `needle` and passes `matches` (by default any occurrence). */
export async function scanTables(
  db: Database,
  needle: string,
  matches: (value: string) => boolean = () => true,
): Promise<TableHit[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN (${sql.join(
          TEXT_LIKE.map((type) => sql`${type}`),
          sql`, `,
        )})
      ORDER BY c.table_name, c.column_name`,
  );
  if (columns.length === 0) throw new Error("scanTables: no text columns found (is the database migrated?)");
  const hits: TableHit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    const rows = await queryRows<{ value: string }>(
      db,
      sql`SELECT ${value} AS value FROM ${sql.identifier(table)} WHERE strpos(${value}, ${needle}) > 0`,
    );
    for (const row of rows) if (matches(row.value)) hits.push({ table, column, value: row.value });
  }
  return hits;
}

/**
 * Whether the text holds the code as the code: not merely its digits inside a longer number (a phone
 * number, a timestamp) or inside a long hex token (an HMAC, a UUID), where six given digits turn up
 * by chance.
 */
export function holdsCode(value: string, code: string): boolean {
  const isDigit = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";
  const isHex = (ch: string | undefined) => ch !== undefined && /[0-9a-fA-F-]/.test(ch);
  for (let at = value.indexOf(code); at >= 0; at = value.indexOf(code, at + 1)) {
    const end = at + code.length;
    if (isDigit(value[at - 1]) || isDigit(value[end])) continue;
    let start = at;
    let stop = end;
    while (isHex(value[start - 1])) start--;
    while (isHex(value[stop])) stop++;
    if (stop - start >= 32) continue;
    return true;
  }
  return false;
}

/** Every table row that holds any of these verification codes (an empty list is the good answer). */
export async function tablesHoldingCodes(db: Database, codes: string[]): Promise<TableHit[]> {
  const hits: TableHit[] = [];
  for (const code of codes) hits.push(...(await scanTables(db, code, (value) => holdsCode(value, code))));
  return hits;
}
