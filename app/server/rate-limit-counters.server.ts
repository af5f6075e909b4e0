import { lt, sql, type SQL } from "drizzle-orm";
import { queryRows, type Executor } from "./db/db.server";
import { rateLimitCounters } from "./db/schema.server";

/**
 * Counters in the database (`rate_limit_counters`), so that every app process counts in the same
 * place: fixed windows (the per-client HTTP limits, a phone's day) and rolling ones counted in
 * buckets (the SMS budget and the hourly SMS caps).
 */

/**
 * One counter: `limit` per window of `windowMs`, windows aligned to the epoch (a minute starts at
 * :00) or, with `alignOffsetMs`, to a clock that far ahead of UTC (a day in India starts at 00:00 IST).
 */
export type CounterWindow = { key: string; windowMs: number; limit: number; alignOffsetMs?: number };

export type RefusedWindow<W extends CounterWindow> = { window: W; retryAfterSeconds: number };

/** A window placed on the clock: the bounds of the window `now` falls in. */
export type WindowSpan<W extends CounterWindow> = { window: W; start: number; end: number };

export function windowSpans<W extends CounterWindow>(windows: readonly W[], now: Date): WindowSpan<W>[] {
  return windows.map((window) => {
    const offset = window.alignOffsetMs ?? 0;
    const start = Math.floor((now.getTime() + offset) / window.windowMs) * window.windowMs - offset;
    return { window, start, end: start + window.windowMs };
  });
}

/**
 * The counting upsert: each row is inserted at 1 or gets 1 added while below its limit, and the
 * keys it counted are returned. Rows are taken in the given order (one multi-row INSERT), so
 * concurrent statements lock them in the same order. Keys must differ (one statement cannot update
 * a row twice). With `onlyIf` (a condition, e.g. on another CTE of the same statement) nothing is
 * counted unless it holds, and what it reads is done first.
 */
export function countInWindowsSql(spans: readonly WindowSpan<CounterWindow>[], onlyIf?: SQL): SQL {
  const rows = sql.join(
    spans.map(
      (s) => sql`(${s.window.key}::text, ${new Date(s.start)}::timestamptz, ${new Date(s.end)}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      SELECT v.key, v.window_start, 1, v.expires_at FROM (VALUES ${rows}) AS v (key, window_start, expires_at)
      ${onlyIf ? sql`WHERE ${onlyIf}` : sql``}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1
      WHERE rl.count < CASE rl.key ${sql.join(
        spans.map((s) => sql`WHEN ${s.window.key} THEN ${s.window.limit}::int`),
        sql` `,
      )} END
      RETURNING key`;
}

/** The windows whose keys were not counted (already at their limit), in order, with the seconds until each ends (at least 1). */
export function refusedWindows<W extends CounterWindow>(
  spans: readonly WindowSpan<W>[],
  countedKeys: Iterable<string>,
  now: Date,
): RefusedWindow<W>[] {
  const passed = new Set(countedKeys);
  return spans
    .filter((s) => !passed.has(s.window.key))
    .map((s) => ({
      window: s.window,
      retryAfterSeconds: Math.max(1, Math.ceil((s.end - now.getTime()) / 1000)),
    }));
}

/**
 * Counts one event in each window, in one statement (countInWindowsSql), so parallel requests on
 * any number of processes can never pass a limit.
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
  const spans = windowSpans(windows, now);
  const counted = await queryRows<{ key: string }>(exec, countInWindowsSql(spans));
  return refusedWindows(
    spans,
    counted.map((row) => row.key),
    now,
  );
}

/** Removes the rows of windows that have ended; nothing reads them any more. */
export async function purgeExpiredCounters(exec: Executor, now = new Date()) {
  await exec.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}

/** A budget counted over the last `windowMs`, in buckets of `bucketMs` (so it never resets all at once). */
export type RollingWindow = { key: string; windowMs: number; bucketMs: number; limit: number };

/**
 * A rolling count as parts of a statement: two CTEs, `${name}_bump` (the current bucket gets 1
 * added; its row lock makes parallel callers wait their turn, so each sees the others' counts) and
 * `${name}_earlier` (the buckets still inside the window), and the expressions for the total and
 * the oldest bucket counted (epoch ms). With `onlyIf` (a condition, e.g. on another CTE) nothing is
 * counted unless it holds.
 */
export function rollingCountParts(window: RollingWindow, now: Date, name: string, onlyIf?: SQL) {
  const bucketStart = Math.floor(now.getTime() / window.bucketMs) * window.bucketMs;
  const oldestCounted = new Date(now.getTime() - window.windowMs);
  const bump = sql.identifier(`${name}_bump`);
  const earlier = sql.identifier(`${name}_earlier`);
  return {
    ctes: sql`${bump} AS (
      INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      SELECT ${window.key}::text, ${new Date(bucketStart)}::timestamptz, 1,
        ${new Date(bucketStart + window.windowMs + window.bucketMs)}::timestamptz
      ${onlyIf ? sql`WHERE ${onlyIf}` : sql``}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1
      RETURNING count
    ),
    ${earlier} AS (
      SELECT count, window_start FROM rate_limit_counters
      WHERE key = ${window.key} AND window_start > ${oldestCounted}::timestamptz
        AND window_start < ${new Date(bucketStart)}::timestamptz
    )`,
    total: sql`((SELECT count FROM ${bump}) + coalesce((SELECT sum(count) FROM ${earlier}), 0))::int`,
    oldestMs: sql`(extract(epoch FROM (SELECT min(window_start) FROM ${earlier})) * 1000)::float8`,
  };
}

/** Seconds until a rolling budget has room again: when its oldest counted bucket leaves the window. */
export function rollingRetryAfterSeconds(window: RollingWindow, now: Date, oldestMs: number | null) {
  const bucketStart = Math.floor(now.getTime() / window.bucketMs) * window.bucketMs;
  const oldest = oldestMs ?? bucketStart;
  return Math.max(1, Math.ceil((oldest + window.windowMs - now.getTime()) / 1000));
}

/**
 * Several rolling caps (e.g. one phone's, one address's, one network's last hour) as parts of one
 * statement: `${name}_bump` adds 1 to each cap's current bucket in one multi-row upsert (rows taken
 * in the given order, so concurrent statements lock them in the same order; keys must differ), and
 * `${name}_earlier` sums each cap's earlier buckets still inside its window. `totals[i]` is cap i's
 * count including this event (null when `onlyIf` did not hold), `oldestMs[i]` its oldest bucket
 * counted (epoch ms; the current bucket's start when there is no earlier one). Unlike
 * countInWindowsSql a full cap is counted all the same: the statement must refuse (raise) when a
 * total passes its limit, which undoes the count.
 */
export function rollingCapsParts(windows: readonly RollingWindow[], now: Date, name: string, onlyIf?: SQL) {
  const bump = sql.identifier(`${name}_bump`);
  const earlier = sql.identifier(`${name}_earlier`);
  const placed = windows.map((window) => {
    const bucketStart = Math.floor(now.getTime() / window.bucketMs) * window.bucketMs;
    return { window, bucketStart, oldestCounted: new Date(now.getTime() - window.windowMs) };
  });
  const rows = sql.join(
    placed.map(
      ({ window, bucketStart }) =>
        sql`(${window.key}::text, ${new Date(bucketStart)}::timestamptz, ${new Date(bucketStart + window.windowMs + window.bucketMs)}::timestamptz)`,
    ),
    sql`, `,
  );
  const inWindow = sql.join(
    placed.map(
      ({ window, bucketStart, oldestCounted }) =>
        sql`(key = ${window.key} AND window_start > ${oldestCounted}::timestamptz AND window_start < ${new Date(bucketStart)}::timestamptz)`,
    ),
    sql` OR `,
  );
  return {
    ctes: sql`${bump} AS (
      INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      SELECT v.key, v.window_start, 1, v.expires_at FROM (VALUES ${rows}) AS v (key, window_start, expires_at)
      ${onlyIf ? sql`WHERE ${onlyIf}` : sql``}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1
      RETURNING key, count
    ),
    ${earlier} AS (
      SELECT key, sum(count)::int AS count, min(window_start) AS oldest FROM rate_limit_counters
      WHERE ${inWindow}
      GROUP BY key
    )`,
    totals: placed.map(
      ({ window }) =>
        sql`((SELECT count FROM ${bump} WHERE key = ${window.key}) + coalesce((SELECT count FROM ${earlier} WHERE key = ${window.key}), 0))::int`,
    ),
    oldestMs: placed.map(
      ({ window, bucketStart }) =>
        sql`coalesce((extract(epoch FROM (SELECT oldest FROM ${earlier} WHERE key = ${window.key})) * 1000)::float8, ${bucketStart}::float8)`,
    ),
  };
}
