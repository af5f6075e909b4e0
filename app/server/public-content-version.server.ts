import { eq, sql } from "drizzle-orm";
import type { Executor } from "./db/db.server";
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
