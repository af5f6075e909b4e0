import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { PgDialect, pgEnum } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock.server";
import {
  closeDatabase,
  DatabaseClosedError,
  getDb,
  openDataDirDatabase,
  setDatabaseForTests,
  toQuery,
  type Database,
} from "./db.server";
import { contacts } from "./schema.server";

afterEach(() => setDatabaseForTests(undefined));

describe("the process-wide database", () => {
  it("closes once, however often closeDatabase is called, and is not opened again after", async () => {
    const db = {} as Database;
    const close = vi.fn(async () => {});
    setDatabaseForTests({ db, driver: "pglite", close, migrate: async () => 0 });
    expect(await getDb()).toBe(db);
    await Promise.all([closeDatabase(), closeDatabase()]);
    await closeDatabase();
    expect(close).toHaveBeenCalledTimes(1);
    await expect(getDb()).rejects.toThrow(DatabaseClosedError);
    await expect(getDb()).rejects.toThrow(/closed database is not opened again/);
  });
});

describe("a raw statement's text and parameters", () => {
  const drizzles = (query: ReturnType<typeof sql>) => {
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    return { sql: text, params };
  };

  it("are what Drizzle's own conversion gives, for every piece a raw statement is made of", () => {
    const at = new Date("2026-11-26T10:00:00Z");
    const bytes = Buffer.from("abc");
    const inner = sql`SELECT ${1}::int, ${null}, ${"it's"} FROM t WHERE at > ${at}`;
    const statements = [
      sql`SELECT 1`,
      sql``,
      sql`WITH a AS (${inner}), b AS (${sql.raw("SELECT 2")}) SELECT * FROM a, b WHERE x IN ${[1, "two", sql`three()`]}`,
      sql`INSERT INTO t VALUES (${sql.join([sql`${true}`, sql`${bytes}`, sql`${10n}`], sql`, `)}) ${undefined} ${sql.empty()}`,
      sql`SELECT ${inner} AS nested, ${inner} AS again, ${[]} AS none`,
    ];
    for (const statement of statements) expect(toQuery(statement)).toEqual(drizzles(statement));
    expect(toQuery(statements[2]!).params).toEqual([1, null, "it's", at, 1, "two"]);
  });

  it("are left to Drizzle where the statement names a column, a table or an enum, or has typed or inlined values", () => {
    const statements = [
      sql`SELECT ${contacts.phone} FROM ${contacts} WHERE ${eq(contacts.phone, "+919800000001")}`,
      sql`SELECT * FROM ${sql.identifier("contacts")} WHERE name = ${sql.placeholder("name")}`,
      sql`SELECT ${"inline"}, ${{ a: 1 }}`.inlineParams(),
      sql`SELECT ${{ json: true }}`,
      sql`SELECT 'a'::${pgEnum("mood", ["a", "b"])}`,
    ];
    for (const statement of statements) {
      const { sql: text, params } = toQuery(statement);
      expect({ sql: text, params }).toEqual(drizzles(statement));
    }
  });
});

describe("PGlite in a data folder", () => {
  it("is opened by one holder at a time; closing releases the folder, and the data stays", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "db-folder-"));
    const first = await openDataDirDatabase(dataDir);
    await first.db.execute(sql`CREATE TABLE kept (n int)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (7)`);
    await expect(openDataDirDatabase(dataDir)).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await openDataDirDatabase(dataDir);
    try {
      expect(second.lock.takenOverFrom).toBeUndefined();
      const result = await second.db.execute(sql`SELECT n FROM kept`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ n: 7 }]);
    } finally {
      await second.close();
    }
  });
});
