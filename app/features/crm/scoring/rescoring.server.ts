import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { scoreLead, type LeadType } from "~/features/leads";
import { getDb, jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { enqueueOutbox, type OutboxJob } from "~/server/outbox.server";
import { CrmError } from "../shared/console-api.server";
import { getCrmSettings } from "../shared/settings.server";

const RESCORE_KIND = "crm.rescore";
const RUN_KEY = "rescoreRun";
/** Leads rescored per outbox job: small enough that a job is quick, and progress moves visibly. */
export const RESCORE_BATCH = 200;
/** A run that has not moved for this long is taken as abandoned (its worker died), so a new one may start. */
const STALE_MS = 10 * 60_000;

const runSchema = z.object({
  id: z.string(),
  total: z.number(),
  done: z.number(),
  changed: z.number(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  by: z.string(),
});
export type RescoreRun = z.infer<typeof runSchema>;

const OPEN = sql`stage NOT IN ('Closed Won', 'Closed Lost')`;

export async function getRescoreRun(db: Executor): Promise<RescoreRun | null> {
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM crm_settings WHERE key = ${RUN_KEY}`,
  );
  const parsed = row ? runSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : null;
}

async function saveRun(db: Executor, run: RescoreRun) {
  await db.execute(
    sql`INSERT INTO crm_settings (key, value, updated_at, updated_by) VALUES (${RUN_KEY}, ${jsonb(run)}, now(), ${run.by})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
  );
}

/**
 * Starts applying the current rules to every open lead, in the background: the work is a chain of
 * outbox jobs, one batch each, so it survives a restart, runs on whichever app process is free and
 * never holds a request open. Progress is kept where the console reads it.
 */
export async function startRescoring(db: Database, by: { id: string; name: string }, now = new Date()) {
  const current = await getRescoreRun(db);
  if (current && !current.finishedAt && now.getTime() - Date.parse(current.updatedAt) < STALE_MS) {
    throw new CrmError(
      409,
      "Already rescoring",
      `Rescoring started by ${current.by} is still running: wait for it to finish.`,
    );
  }
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM leads WHERE ${OPEN}`,
  );
  const run: RescoreRun = {
    id: crypto.randomUUID(),
    total,
    done: 0,
    changed: 0,
    startedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    finishedAt: total === 0 ? now.toISOString() : null,
    by: by.name,
  };
  await db.transaction(async (tx) => {
    await saveRun(tx, run);
    if (total > 0) await enqueueOutbox(tx, RESCORE_KIND, { runId: run.id, after: null, actorId: by.id });
  });
  return run;
}

/**
 * One batch: the next open leads after `after` (by id) get the rules' score and reason; each
 * changed lead gets a timeline line. Then the next batch is queued, or the run is marked finished.
 * A batch of a run that has been replaced does nothing.
 */
export async function rescoreBatch(
  db: Database,
  job: { runId: string; after: string | null; actorId: string | null },
  now = new Date(),
) {
  const run = await getRescoreRun(db);
  if (!run || run.id !== job.runId || run.finishedAt) return { done: true, changed: 0 };
  const { scoringRules } = await getCrmSettings(db);
  return db.transaction(async (tx) => {
    const leads = await queryRows<{
      id: string;
      contact_id: string;
      type: LeadType;
      source_data: Record<string, unknown> | null;
      score: number;
      score_reason: string | null;
    }>(
      tx,
      sql`SELECT id, contact_id, type, source_data, score, score_reason FROM leads
        WHERE ${OPEN} ${job.after ? sql`AND id > ${job.after}::uuid` : sql``}
        ORDER BY id LIMIT ${RESCORE_BATCH} FOR UPDATE`,
    );
    let changed = 0;
    for (const lead of leads) {
      const next = scoreLead({ type: lead.type, sourceData: lead.source_data }, scoringRules);
      if (next.score === lead.score && next.reason === lead.score_reason) continue;
      changed += 1;
      await tx.execute(sql`WITH moved AS (
          UPDATE leads SET score = ${next.score}, score_reason = ${next.reason}, updated_at = ${now}::timestamptz
          WHERE id = ${lead.id}::uuid RETURNING id)
        INSERT INTO contact_timeline (contact_id, lead_id, kind, summary, data, occurred_at, actor_id)
        SELECT ${lead.contact_id}::uuid, id, 'score_changed', ${`Score ${lead.score} → ${next.score}: ${next.reason}`},
          ${jsonb({ from: lead.score, to: next.score, runId: run.id })}, ${now}::timestamptz, ${job.actorId} FROM moved`);
    }
    const last = leads.at(-1)?.id ?? null;
    const finished = leads.length < RESCORE_BATCH;
    await saveRun(tx, {
      ...run,
      done: finished ? run.total : Math.min(run.total, run.done + leads.length),
      changed: run.changed + changed,
      updatedAt: now.toISOString(),
      finishedAt: finished ? now.toISOString() : null,
    });
    if (!finished)
      await enqueueOutbox(tx, RESCORE_KIND, { runId: run.id, after: last, actorId: job.actorId });
    return { done: finished, changed };
  });
}

const payloadSchema = z.object({
  runId: z.string(),
  after: z.string().nullable(),
  actorId: z.string().nullable(),
});

export const RESCORE_JOB: OutboxJob = {
  kind: RESCORE_KIND,
  handler: async (payload) => {
    await rescoreBatch(await getDb(), payloadSchema.parse(payload));
  },
};
