import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.server";

/** One Drizzle type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: services that write take one of these. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** Opens PGlite in a directory (or in memory with `memory://`) and applies the migrations. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir !== "memory://") fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === "memory://" ? undefined : dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, driver: "pglite", close: () => client.close() };
}

/** Connects a pool to PostgreSQL and applies the migrations under an advisory lock (several app processes may start at once). */
export async function openPostgres(url: string, poolMax = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on("error", () => {
    // an idle client died (server restart); the pool replaces it on next use
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock(727274)");
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
    lockClient.release();
  }
  return { db, driver: "postgres", close: () => pool.end() };
}

const globalForDb = globalThis as unknown as { __appDb?: Promise<DatabaseHandle> };

/**
 * The process-wide database, opened on first use: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite under DATA_DIR. Kept on globalThis so dev reloads never open a second PGlite on one directory.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!globalForDb.__appDb) {
    globalForDb.__appDb = (async () => {
      const { getConfig } = await import("../config.server");
      const config = getConfig();
      return config.DATABASE_URL
        ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX)
        : openPglite(path.join(config.dataDir, "pglite"));
    })();
    globalForDb.__appDb.catch(() => {
      globalForDb.__appDb = undefined;
    });
  }
  return globalForDb.__appDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Tests point the app at their own isolated database. */
export function setDatabaseForTests(handle: DatabaseHandle | undefined) {
  globalForDb.__appDb = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase() {
  const handle = globalForDb.__appDb;
  globalForDb.__appDb = undefined;
  if (handle) await (await handle).close();
}

/** For /readyz: the database answers, and every migration in the journal has been applied. */
export async function checkDatabaseReady(db: Database): Promise<{ ok: boolean; applied: number; expected: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  const applied = Number(rows[0]?.n ?? 0);
  return { ok: applied >= journal.entries.length, applied, expected: journal.entries.length };
}

export { schema };
