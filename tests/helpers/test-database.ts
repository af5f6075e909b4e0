import crypto from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";
import {
  openPglite,
  openPostgres,
  setDatabaseForTests,
  type Database,
  type DatabaseHandle,
} from "~/server/db/db.server";
import { adminStatement } from "./postgres-admin";

/**
 * Gives the calling test file its own migrated database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server at TEST_DATABASE_URL when the file runs in the "postgres" project.
 * Either is a copy of the run's migrated template (template-database.global.ts), so a file does not
 * apply the migrations itself. The app's getDb() returns it for the duration of the file.
 */
export function setUpTestDatabase() {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DB_DRIVER === "postgres") {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
      const name = `t_${crypto.randomBytes(6).toString("hex")}`;
      await adminStatement(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      handle = await openPostgres(url.toString(), 10, { migrate: false });
      dropDatabase = () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      const template = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
      handle = await openPglite("memory://", { migrate: false, loadDataDir: template });
    }
    setDatabaseForTests(handle);
  });

  afterAll(async () => {
    setDatabaseForTests(undefined);
    await handle?.close();
    await dropDatabase?.();
  });

  return {
    get db(): Database {
      if (!handle) throw new Error("test database not open yet (use it inside tests or hooks)");
      return handle.db;
    },
    get driver() {
      return handle?.driver;
    },
    /** A second, independent connection pool on the same database (PostgreSQL only), for concurrency tests. */
    async openSecondPool(): Promise<DatabaseHandle | undefined> {
      if (process.env.TEST_DB_DRIVER !== "postgres" || !handle) return undefined;
      const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
      const result = await handle.db.execute(sql`SELECT current_database() AS name`);
      const currentDb = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
      adminUrl.pathname = `/${currentDb}`;
      return openPostgres(adminUrl.toString(), 4);
    },
  };
}
