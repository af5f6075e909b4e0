import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { SQL, sql, StringChunk } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.server";
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
  /**
   * PGlite only: its whole data directory as a gzipped tar (pglite-backup.server.ts), after a
   * CHECKPOINT has written everything out.
   */
  dump?: () => Promise<Blob>;
  /** Applies the migrations not applied yet (on PostgreSQL under an advisory lock); says how many. */
  migrate: () => Promise<number>;
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/** Whether opening applies pending migrations: always on PGlite, MIGRATE_ON_START on PostgreSQL. */
export type OpenOptions = {
  migrate?: boolean;
  /** Told before migrations are applied at opening, with how many (a first start says so). */
  onMigrating?: (pending: number) => void;
};

/** PGlite only: start from a dump (`DatabaseHandle.dump`) instead of an empty cluster. */
export type PgliteOpenOptions = OpenOptions & { loadDataDir?: Blob };

/**
 * Runs a driver's migrator, telling `onMigrating` beforehand how many are pending; answers how many
 * it applied.
 */
async function migrateCounting(
  db: Database,
  migrate: () => Promise<unknown>,
  onMigrating: OpenOptions["onMigrating"],
): Promise<number> {
  const before = await appliedMigrations(db);
  const pending = migrationsInJournal() - before;
  if (pending > 0) onMigrating?.(pending);
  await migrate();
  return (await appliedMigrations(db)) - before;
}

/** How many migrations this build carries (drizzle-kit's journal). */
function migrationsInJournal(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/**
 * Opens PGlite in a directory (or in memory with `memory://`) and applies the migrations. Takes no
 * lock: the app's data folder is opened with openDataDirDatabase (or getDb()).
 */
export async function openPglite(
  dataDir: string,
  { migrate = true, onMigrating, loadDataDir }: PgliteOpenOptions = {},
): Promise<DatabaseHandle> {
  if (dataDir !== "memory://") fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir === "memory://" ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const applyMigrations = () =>
    migrateCounting(
      db,
      () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      onMigrating,
    );
  if (migrate) await applyMigrations();
  const dump = async () => {
    await client.query("CHECKPOINT");
    return client.dumpDataDir("gzip");
  };
  return { db, driver: "pglite", close: () => client.close(), dump, migrate: applyMigrations };
}

/** The name each connection gives PostgreSQL: the site, the host and the process. */
export function applicationName() {
  return `luxe-voyages ${os.hostname()} ${process.pid}`.slice(0, 63);
}

/**
 * Connects a pool to PostgreSQL and (unless told not to) applies the migrations under an advisory
 * lock, so several app processes, or `npm run db:migrate` beside them, may start at once.
 */
export async function openPostgres(
  url: string,
  poolMax = 10,
  { migrate = true, onMigrating }: OpenOptions = {},
): Promise<DatabaseHandle> {
  // A bounded wait for a connection: with the database unreachable a request fails as a 503 within
  // seconds instead of hanging until the visitor gives up.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    // pg_stat_activity then says which process holds a connection (the URL's own name wins).
    ...(/[?&]application_name=/.test(url) ? {} : { application_name: applicationName() }),
  });
  pool.on("error", () => {
    // an idle client died (server restart); the pool replaces it on next use
  });
  pool.on("connect", (client) => {
    // A client in use when the server ends its connection (a restart, a failover) emits "error" on
    // itself, not on the pool; unheard, Node ends the whole process. The query it was running fails
    // on its own and the request answers 503; the pool drops the broken client on release.
    client.on("error", () => {});
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const applyMigrations = async () => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query("SELECT pg_advisory_lock(727274)");
      const locked = drizzleNodePg(lockClient, { schema }) as unknown as Database;
      // Counted under the lock: another process's migrations are not counted as this one's.
      return await migrateCounting(
        locked,
        () => migrateNodePg(locked as never, { migrationsFolder: MIGRATIONS_FOLDER }),
        onMigrating,
      );
    } finally {
      await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
      lockClient.release();
    }
  };
  try {
    if (migrate) await applyMigrations();
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, driver: "postgres", close: () => pool.end(), migrate: applyMigrations, poolStats };
}

/**
 * Opens PGlite in DATA_DIR/pglite for this process only: the data folder is locked first (see
 * data-dir-lock.server.ts), so a second process, or a script while the server runs, stops with a
 * message naming the holder instead of working on a diverging copy. Closing releases the lock.
 * Anything that opens the data folder goes through here (or getDb(), which does).
 */
export async function openDataDirDatabase(
  dataDir: string,
  options: OpenOptions = {},
): Promise<DatabaseHandle & { lock: DataDirLock }> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const handle = await openPglite(path.join(dataDir, "pglite"), options);
    return {
      ...handle,
      lock,
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

export class DatabaseClosedError extends Error {
  override name = "DatabaseClosedError";
  constructor() {
    super(
      "The database is closed: this process is shutting down, and a closed database is not opened again.",
    );
  }
}

const globalForDb = globalThis as unknown as {
  __appDb?: Promise<DatabaseHandle>;
  __appDbClosed?: Promise<void>;
};

/**
 * The process-wide database, opened on first use: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite under DATA_DIR. Kept on globalThis so dev reloads never open a second PGlite on one directory.
 * After closeDatabase() it throws DatabaseClosedError: opening again would be a second PGlite
 * instance on the folder behind the first one's back.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (globalForDb.__appDbClosed) return Promise.reject(new DatabaseClosedError());
  if (!globalForDb.__appDb) {
    globalForDb.__appDb = (async () => {
      const [{ getConfig }, { logger }] = await Promise.all([
        import("../config.server"),
        import("../logger.server"),
      ]);
      const config = getConfig();
      const onMigrating = (pending: number) =>
        logger.info(`applying ${pending} database migration(s) (a first start applies them all)…`);
      if (config.DATABASE_URL) {
        const handle = await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX, {
          migrate: config.migrateOnStart,
          onMigrating,
        });
        logger.info("database opened: PostgreSQL");
        if (!config.migrateOnStart) await waitForReleaseMigrations(handle.db, logger);
        return handle;
      }
      const handle = await openDataDirDatabase(config.dataDir, { onMigrating });
      const { takenOverFrom: stale, file } = handle.lock;
      if (stale) {
        logger.warn(
          `took over the lock ${file} from process ${stale.pid} (started ${stale.startedAt}), which no longer runs: it did not shut down cleanly`,
        );
      }
      logger.info(`database opened: PGlite in ${path.join(config.dataDir, "pglite")}, locked by ${file}`);
      return handle;
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
  globalForDb.__appDbClosed = undefined;
}

/**
 * Closes the process-wide database once, at shutdown, after the requests and jobs that use it have
 * finished; later calls wait for the same close. getDb() throws from then on.
 */
export function closeDatabase(): Promise<void> {
  globalForDb.__appDbClosed ??= (async () => {
    const opening = globalForDb.__appDb;
    globalForDb.__appDb = undefined;
    const handle = await opening?.catch(() => undefined);
    if (!handle) return;
    await handle.close();
    const { logger } = await import("../logger.server");
    logger.info(`database closed (${handle.driver})`);
  })();
  return globalForDb.__appDbClosed;
}

/**
 * A process of a new release started before its release step ran: it must not serve on a schema
 * older than its code, so it waits (not yet listening, so no balancer sends it anything) until
 * `npm run db:migrate` has applied every migration it knows.
 */
async function waitForReleaseMigrations(db: Database, logger: { info: (msg: string) => void }) {
  let said = false;
  for (;;) {
    const { applied, expected } = await checkDatabaseReady(db);
    if (applied >= expected) return;
    if (!said) {
      logger.info(
        `${expected - applied} migration(s) not applied yet: waiting for \`npm run db:migrate\` (MIGRATE_ON_START is false)`,
      );
      said = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** For /readyz: the database answers, and every migration in the journal has been applied. */
export async function checkDatabaseReady(
  db: Database,
): Promise<{ ok: boolean; applied: number; expected: number }> {
  const expected = migrationsInJournal();
  const applied = await appliedMigrations(db);
  return { ok: applied >= expected, applied, expected };
}

/** How many migrations the database has applied (0 on a database never migrated). */
export async function appliedMigrations(db: Database): Promise<number> {
  const exists = await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!(exists as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return 0;
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * Runs one raw statement (e.g. a data-modifying CTE that writes several tables in one round trip)
 * and returns its rows, the same on both drivers. Timestamps come back as the driver gives them
 * (a string on node-postgres): select them as epoch milliseconds (`epochMs`) instead.
 */
export async function queryRows<T extends Record<string, unknown>>(exec: Executor, query: SQL): Promise<T[]> {
  const client = (exec as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // Outside a transaction on PostgreSQL: a named prepared statement, parsed once per connection
    // (and planned once PostgreSQL settles on a generic plan), without Drizzle's per-query setup.
    const { sql: text, params } = toQuery(query);
    const result = await client.query<T>({ name: statementName(text), text, values: params });
    return result.rows;
  }
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const rawDialect = new PgDialect();

/** Whether `.inlineParams()` was called on it (Drizzle keeps the flag private). */
const inlinesParams = (query: SQL) =>
  (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/**
 * A raw statement's text and parameters, as Drizzle's own conversion gives them. Statements written
 * with the sql template hold only text, nested statements, lists and plain values, and are read
 * here in one pass: Drizzle's general conversion asks of every piece which of a dozen kinds of
 * object it is, for every piece of every statement on every request.
 * Anything else in the statement (a column, a table, a name, a typed parameter, an enum) is left to
 * Drizzle.
 */
export function toQuery(query: SQL): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let text = "";
  const read = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join("");
      else if (chunk === undefined) continue;
      else if (
        chunk === null ||
        (typeof chunk !== "object" && typeof chunk !== "function") ||
        chunk instanceof Date ||
        ArrayBuffer.isView(chunk)
      ) {
        params.push(chunk);
        text += `$${params.length}`;
      } else if (chunk instanceof SQL && chunk.constructor === SQL) {
        if (inlinesParams(chunk) || !read(chunk.queryChunks)) return false;
      } else if (Array.isArray(chunk)) {
        text += "(";
        for (const [i, item] of chunk.entries()) {
          if (i > 0) text += ", ";
          if (!read([item])) return false;
        }
        text += ")";
      } else return false;
    }
    return true;
  };
  if (!inlinesParams(query) && read(query.queryChunks)) return { sql: text, params };
  return rawDialect.sqlToQuery(query);
}
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;

/** A stable name per statement text; past the cap (statements are meant to be few) unnamed ones. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `app_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A JSON value as a jsonb parameter (sent as text, so neither driver re-encodes it). */
export const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::text::jsonb`;

/** A timestamp column or expression as epoch milliseconds (a float8 both drivers return as a number). */
export const epochMs = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;

/** PostgreSQL's unique_violation, also when the driver wraps it (Drizzle adds a cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export { schema };
