import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock.server";
import {
  closeDatabase,
  DatabaseClosedError,
  getDb,
  openDataDirDatabase,
  setDatabaseForTests,
  type Database,
} from "./db.server";

afterEach(() => setDatabaseForTests(undefined));

describe("the process-wide database", () => {
  it("closes once, however often closeDatabase is called, and is not opened again after", async () => {
    const db = {} as Database;
    const close = vi.fn(async () => {});
    setDatabaseForTests({ db, driver: "pglite", close });
    expect(await getDb()).toBe(db);
    await Promise.all([closeDatabase(), closeDatabase()]);
    await closeDatabase();
    expect(close).toHaveBeenCalledTimes(1);
    await expect(getDb()).rejects.toThrow(DatabaseClosedError);
    await expect(getDb()).rejects.toThrow(/closed database is not opened again/);
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
