import crypto from "node:crypto";
import { and, eq, inArray, is, sql, SQL } from "drizzle-orm";
import { getEnv } from "./config.server";
import { jsonb, type Database, type Executor } from "./db/db.server";
import { outbox, type OutboxRow } from "./db/schema.server";
import { logger, scrubErrorMessage } from "./logger.server";

export type OutboxHandler = (payload: Record<string, unknown>, job: OutboxRow) => Promise<void>;

/** What each job kind does, e.g. { "mail.send": … }: one table, handed to the worker at start-up. */
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

/** A job kind with its handler, as a feature exports it for the start-up table. */
export type OutboxJob = { kind: string; handler: OutboxHandler };

export const outboxHandlers = (...jobs: OutboxJob[]): OutboxHandlers =>
  Object.fromEntries(jobs.map((job) => [job.kind, job.handler]));

/** Writes a job; pass the transaction that writes the data it belongs to. */
export async function enqueueOutbox(
  exec: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
) {
  const id = crypto.randomUUID();
  await exec.execute(insertOutboxSql({ id, kind, payload, ...options }));
  return id;
}

/**
 * How long after a job is written this process's worker looks for it: long enough for the
 * transaction that wrote it to commit (a job it misses waits for the next poll), short enough that
 * a new lead's e-mail leaves at once. Working the jobs as they come, a few at a time, also keeps the
 * worker from meeting a poll's worth of them in one burst while visitors' requests wait on the same
 * CPU and database.
 */
export const OUTBOX_WAKE_DELAY_MS = 100;
const wakers = new Set<() => void>();

export type OutboxJobSql = {
  /** Give it when other rows of the same statement refer to the job (e.g. a timeline row). */
  id?: string;
  kind: string;
  /** The job's data, or an SQL expression making it from the statement's other rows. */
  payload: Record<string, unknown> | SQL;
  runAt?: Date;
  maxAttempts?: number;
  /** History of something already sent inline (e.g. by the log SMS provider): written as done. */
  done?: boolean;
  /** Write the row only when this holds, e.g. sql`EXISTS (SELECT 1 FROM new_lead)` inside a CTE. */
  onlyIf?: SQL;
};

/**
 * A job as one INSERT, for a statement that writes it together with the data it belongs to (a
 * data-modifying CTE): the same row enqueueOutbox writes, without a round trip of its own.
 */
export function insertOutboxSql(job: OutboxJobSql): SQL {
  const at = job.runAt ?? new Date();
  const id = job.id ?? crypto.randomUUID();
  if (!job.done && at.getTime() <= Date.now() + OUTBOX_WAKE_DELAY_MS) for (const wake of wakers) wake();
  return sql`INSERT INTO outbox (id, kind, payload, status, attempts, max_attempts, run_at, done_at)
    SELECT ${id}::uuid, ${job.kind}::text, ${is(job.payload, SQL) ? job.payload : jsonb(job.payload)}, ${job.done ? "done" : "pending"}::text, ${job.done ? 1 : 0}::int,
      ${job.maxAttempts ?? defaultMaxAttempts()}::int, ${at}::timestamptz, ${job.done ? at : null}::timestamptz
    ${job.onlyIf ? sql`WHERE ${job.onlyIf}` : sql``}`;
}

function defaultMaxAttempts() {
  return getEnv().OUTBOX_MAX_ATTEMPTS;
}

/**
 * Exponential back-off from OUTBOX_RETRY_BASE_MS: 5 s, 10 s, 20 s … by default, capped at one hour,
 * with ±10 % jitter so retries spread out.
 */
export function backoffMs(attempts: number, random = Math.random, firstMs = getEnv().OUTBOX_RETRY_BASE_MS) {
  const base = Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 3600_000);
  return Math.round(base * (0.9 + random() * 0.2));
}

/** A job left 'processing' this long is taken to belong to a crashed worker and is claimed again. */
const STALE_LOCK = "5 minutes";

/**
 * Claims up to `limit` due jobs for this worker. FOR UPDATE SKIP LOCKED makes two workers on one
 * database take disjoint jobs; the status flip commits before any handler runs.
 *
 * Due jobs and jobs a crashed worker left are looked up separately, each by its own index. Every
 * job passes through here, so the indexes hold many entries of jobs already done until vacuum
 * removes them; an index scan marks those it meets as dead (once no open transaction can still see
 * them) and the next poll skips them, where one bitmap scan over both conditions would visit every
 * one of them on every poll. Abandoned jobs are taken oldest first by `created_at`, the order of
 * their index (ordered by `run_at` instead, which no index follows, a claim took about four times
 * as long under load). The rows one lookup locked but the batch does not take are free again
 * when the statement ends.
 */
export async function claimOutboxJobs(db: Database, workerId: string, limit = 10): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id, run_at FROM outbox WHERE status = 'pending' AND run_at <= now()
      ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ),
    stale AS (
      SELECT id, run_at FROM outbox WHERE status = 'processing' AND locked_at < now() - ${STALE_LOCK}::interval
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE outbox SET status = 'processing', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
    WHERE id IN (SELECT id FROM (SELECT id, run_at FROM due UNION ALL SELECT id, run_at FROM stale) picked ORDER BY run_at LIMIT ${limit})
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.query.outbox.findMany({ where: (o, { inArray }) => inArray(o.id, ids) });
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/**
 * A job whose payload carries a secret (an e-mail with a one-time link) says `forgetAfterSend`: once
 * it is sent, or given up, its text is replaced, so the outbox never keeps a working link.
 */
const forgotten = (job: OutboxRow) =>
  job.payload.forgetAfterSend === true
    ? { payload: { ...job.payload, text: "(removed once sent: it held a one-time link)" } }
    : {};

async function settle(db: Database, job: OutboxRow, error: unknown) {
  if (!error) {
    await db
      .update(outbox)
      .set({ status: "done", doneAt: new Date(), lockedAt: null, lastError: null, ...forgotten(job) })
      .where(and(eq(outbox.id, job.id), eq(outbox.status, "processing")));
    return "done" as const;
  }
  // A failed statement's message may quote the values it was given (an address, a name): not kept.
  const message = scrubErrorMessage(error instanceof Error ? error.message : String(error));
  const dead = job.attempts >= job.maxAttempts;
  await db
    .update(outbox)
    .set({
      status: dead ? "dead" : "pending",
      lockedAt: null,
      lockedBy: null,
      lastError: message.slice(0, 2000),
      runAt: dead ? job.runAt : new Date(Date.now() + backoffMs(job.attempts)),
      ...(dead ? forgotten(job) : {}),
    })
    .where(eq(outbox.id, job.id));
  const log = dead ? logger.error.bind(logger) : logger.warn.bind(logger);
  log(
    { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
    dead ? "outbox job dead" : "outbox job failed, will retry",
  );
  return dead ? ("dead" as const) : ("retry" as const);
}

/**
 * Claims and runs one batch. Returns what happened to each job, for tests and logs. When `stopping`
 * turns true (the process is shutting down), the job running finishes and the batch's other jobs are
 * handed back (see releaseOutboxJobs) instead of being run.
 */
export async function runOutboxOnce(
  db: Database,
  handlers: OutboxHandlers,
  workerId = `w-${process.pid}`,
  limit = 10,
  stopping: () => boolean = () => false,
) {
  const jobs = await claimOutboxJobs(db, workerId, limit);
  const outcomes: { id: string; kind: string; outcome: "done" | "retry" | "dead" }[] = [];
  for (const [index, job] of jobs.entries()) {
    if (stopping()) {
      await releaseOutboxJobs(db, workerId, jobs.slice(index));
      break;
    }
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    let error: unknown = handler ? undefined : new Error(`no handler for outbox kind "${job.kind}"`);
    if (handler) {
      try {
        await handler(job.payload, job);
      } catch (e) {
        error = e;
      }
    }
    outcomes.push({ id: job.id, kind: job.kind, outcome: await settle(db, job, error) });
  }
  return outcomes;
}

/**
 * Gives claimed jobs this worker will not run back to 'pending', as they were before the claim (the
 * attempt is not counted), so another worker or the next start runs them now rather than after the
 * 5 minutes a crashed worker's jobs wait.
 */
async function releaseOutboxJobs(db: Database, workerId: string, jobs: OutboxRow[]) {
  const ids = jobs.map((job) => job.id);
  await db
    .update(outbox)
    .set({ status: "pending", lockedAt: null, lockedBy: null, attempts: sql`${outbox.attempts} - 1` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "processing"), eq(outbox.lockedBy, workerId)));
  logger.info({ jobs: ids.length }, "outbox: stopping, claimed jobs handed back");
}

/**
 * Polls the outbox until stopped, and looks again shortly after this process writes a job that is
 * due (see OUTBOX_WAKE_DELAY_MS). stop() lets the job running finish and hands the batch's others back.
 */
export function startOutboxWorker(
  db: Database,
  handlers: OutboxHandlers,
  options: { pollMs?: number; workerId?: string } = {},
) {
  const workerId = options.workerId ?? `w-${process.pid}-${crypto.randomBytes(3).toString("hex")}`;
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let woken = false;
  let inFlight: Promise<unknown> = Promise.resolve();

  const tick = () => {
    if (stopped) return;
    running = true;
    woken = false;
    inFlight = (async () => {
      try {
        // Drain in batches while there is work, then wait for the next poll.
        let claimed = 1;
        while (!stopped && claimed > 0) {
          claimed = (await runOutboxOnce(db, handlers, workerId, 10, () => stopped)).length;
        }
      } catch (err) {
        logger.error({ err }, "outbox worker poll failed");
      }
    })().finally(() => {
      running = false;
      if (!stopped) timer = setTimeout(tick, woken ? OUTBOX_WAKE_DELAY_MS : pollMs);
    });
  };
  // A job written while a drain runs is taken by its next claim, or else right after it.
  const wake = () => {
    if (stopped || woken) return;
    woken = true;
    if (running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, OUTBOX_WAKE_DELAY_MS);
  };
  wakers.add(wake);
  timer = setTimeout(tick, 0);

  return {
    workerId,
    /** Settles once the drain running now (if any) is over: the worker then waits for a poll or a wake. */
    drained: () => inFlight.then(() => undefined),
    async stop() {
      stopped = true;
      wakers.delete(wake);
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
