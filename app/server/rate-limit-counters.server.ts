import { lt, sql } from "drizzle-orm";
import { queryRows, type Executor } from "./db/db.server";
import { rateLimitCounters } from "./db/schema.server";

/**
 * Fixed-window counters in the database (`rate_limit_counters`), so that every app process counts in
 * the same place: the SMS caps of phone verification and the per-client HTTP limits both use them.
 */

/**
 * One counter: `limit` per window of `windowMs`, windows aligned to the epoch (a minute starts at
 * :00) or, with `alignOffsetMs`, to a clock that far ahead of UTC (a day in India starts at 00:00 IST).
 */
export type CounterWindow = { key: string; windowMs: number; limit: number; alignOffsetMs?: number };

export type RefusedWindow<W extends CounterWindow> = { window: W; retryAfterSeconds: number };

/**
 * Counts one event in each window, in one statement: each row is inserted at 1 or gets 1 added while
 * below its limit, so parallel requests on any number of processes can never pass a limit. Rows are
 * taken in the given order (one multi-row INSERT), so concurrent transactions lock them in the same
 * order. Keys must differ (one statement cannot update a row twice).
 *
 * Returns the windows already at their limit, in the given order, each with the whole seconds until it
 * ends (at least 1); empty when the event was counted everywhere. The windows that had room were
 * counted all the same: inside a transaction the caller undoes that by rolling back.
 */
export async function countInWindows<W extends CounterWindow>(
  exec: Executor,
  windows: readonly W[],
  now: Date,
): Promise<RefusedWindow<W>[]> {
  const spans = windows.map((window) => {
    const offset = window.alignOffsetMs ?? 0;
    const start = Math.floor((now.getTime() + offset) / window.windowMs) * window.windowMs - offset;
    return { window, start, end: start + window.windowMs };
  });
  const counted = await queryRows<{ key: string }>(
    exec,
    sql`INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      VALUES ${sql.join(
        spans.map(
          (s) =>
            sql`(${s.window.key}, ${new Date(s.start)}::timestamptz, 1, ${new Date(s.end)}::timestamptz)`,
        ),
        sql`, `,
      )}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1
      WHERE rl.count < CASE rl.key ${sql.join(
        spans.map((s) => sql`WHEN ${s.window.key} THEN ${s.window.limit}::int`),
        sql` `,
      )} END
      RETURNING key`,
  );
  const passed = new Set(counted.map((row) => row.key));
  return spans
    .filter((s) => !passed.has(s.window.key))
    .map((s) => ({
      window: s.window,
      retryAfterSeconds: Math.max(1, Math.ceil((s.end - now.getTime()) / 1000)),
    }));
}

/** Removes the rows of windows that have ended; nothing reads them any more. */
export async function purgeExpiredCounters(exec: Executor, now = new Date()) {
  await exec.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}

/** A budget counted over the last `windowMs`, in buckets of `bucketMs` (so it never resets all at once). */
export type RollingWindow = { key: string; windowMs: number; bucketMs: number; limit: number };

/**
 * Counts one event against a rolling budget, in one statement: the current bucket gets 1 added (its
 * row lock makes parallel callers wait their turn, so each sees the others' counts), and the buckets
 * still inside the window are summed. `refused` when the sum passes the limit: the caller's
 * transaction must then roll back, as the event was counted. `retryAfterSeconds` is when the oldest
 * bucket leaves the window, freeing room.
 */
export async function countRolling(
  exec: Executor,
  window: RollingWindow,
  now: Date,
): Promise<{ refused: boolean; used: number; retryAfterSeconds: number }> {
  const bucketStart = Math.floor(now.getTime() / window.bucketMs) * window.bucketMs;
  const oldestCounted = new Date(now.getTime() - window.windowMs);
  const [row] = await queryRows<{ total: number; oldest_ms: number | null }>(
    exec,
    sql`WITH bump AS (
      INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      VALUES (${window.key}, ${new Date(bucketStart)}::timestamptz, 1,
        ${new Date(bucketStart + window.windowMs + window.bucketMs)}::timestamptz)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1
      RETURNING count
    ),
    earlier AS (
      SELECT count, window_start FROM rate_limit_counters
      WHERE key = ${window.key} AND window_start > ${oldestCounted}::timestamptz
        AND window_start < ${new Date(bucketStart)}::timestamptz
    )
    SELECT ((SELECT count FROM bump) + coalesce((SELECT sum(count) FROM earlier), 0))::int AS total,
      (extract(epoch FROM (SELECT min(window_start) FROM earlier)) * 1000)::float8 AS oldest_ms`,
  );
  const used = row?.total ?? 1;
  const oldest = row?.oldest_ms ?? bucketStart;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + window.windowMs - now.getTime()) / 1000));
  return { refused: used > window.limit, used, retryAfterSeconds };
}
