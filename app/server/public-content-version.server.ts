import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { applicationName, getDb, type Executor } from "./db/db.server";
import { publicContentVersion } from "./db/schema.server";

/**
 * The public pages' content version (see `publicContentVersion` in the schema): what the page cache
 * compares its pages with. 0 before the first change.
 */
export async function readPublicContentVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: publicContentVersion.version })
    .from(publicContentVersion)
    .where(eq(publicContentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Says that what a public page shows has changed: call it in the transaction of the write, so the
 * pages cached before are never sent again once the write is committed, by any process.
 */
export async function bumpPublicContentVersion(db: Executor): Promise<void> {
  await db
    .insert(publicContentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: publicContentVersion.id,
      set: { version: sql`${publicContentVersion.version} + 1` },
    });
}

/**
 * What the page cache reads the version with. On PostgreSQL: a connection of its own, so the read
 * (one at a time, see server/page-cache.ts) never queues for the app's pool behind the writes of a
 * flood of form posts; the pages it guards would wait with it. On PGlite: the app's own database.
 */
export function publicContentVersionReader(databaseUrl: string | undefined): () => Promise<number> {
  if (!databaseUrl) return async () => readPublicContentVersion(await getDb());
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 2000,
    // Named as the app's own pool names its connections (the URL's own name wins).
    ...(/[?&]application_name=/.test(databaseUrl) ? {} : { application_name: applicationName() }),
  });
  // A connection the server ends (a restart) is replaced on the next read; the read in flight fails.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(pool) as unknown as Executor;
  return () => readPublicContentVersion(db);
}
