import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { StaffUser } from "~/features/auth/index.server";
import { NEW_LEAD_STAGE } from "~/features/leads";
import type { Database, Executor } from "~/server/db/db.server";
import { contacts, contactTimeline, leads, outbox } from "~/server/db/schema.server";
import { crmScope, requireVisibleContact, visibleContacts } from "../records/access.server";
import { CrmError, forbidden, notFound } from "../shared/console-api.server";
import type { logActivitySchema } from "../records/log-schema";
import { contactOf, indiaMidnight, iso, pageOf, PAGE_SIZE } from "../shared/tab-params.server";
import { loadTimeline, recordTimeline } from "../records/timeline.server";
import { logFilters } from "./log-filters";

/** The communication log's channels and the timeline kinds each covers. */
export const LOG_CHANNELS = {
  sms: ["sms_sent", "sms_failed", "sms_delivered", "sms_undelivered"],
  email: ["email"],
  call: ["call"],
  note: ["note"],
} as const;
const ALL_KINDS = Object.values(LOG_CHANNELS).flat();

/** An e-mail line whose outbox job gave up: the message never went. */
const deadEmail = sql`(${contactTimeline.kind} = 'email' AND EXISTS (
  SELECT 1 FROM outbox o WHERE o.id::text = ${contactTimeline.data}->>'outboxId' AND o.status = 'dead'))`;

export async function logsTab(db: Executor, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const filters = logFilters.parse(params);
  const page = pageOf(params);
  const contactId = contactOf(params);
  const isAdmin = user.role === "admin";

  if (filters.view === "jobs" && isAdmin) {
    const jobs = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.status} = 'dead' OR (${outbox.status} = 'pending' AND ${outbox.attempts} > 0)`)
      .orderBy(desc(outbox.createdAt))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    return {
      tab: "logs" as const,
      view: "jobs" as const,
      filters,
      page,
      isAdmin,
      contact: null,
      entries: [],
      deadOutboxIds: [] as string[],
      jobs: jobs.map((j) => ({
        id: j.id,
        kind: j.kind,
        status: j.status,
        attempts: j.attempts,
        maxAttempts: j.maxAttempts,
        lastError: j.lastError?.slice(0, 300) ?? null,
        // What it was about, without the message body: a subject or a recipient.
        about: String(
          (j.payload as Record<string, unknown>).subject ?? (j.payload as Record<string, unknown>).to ?? "",
        ),
        createdAt: iso(j.createdAt)!,
        runAt: iso(j.runAt)!,
      })),
    };
  }

  const where: SQL[] = [visibleContacts(scope), inArray(contactTimeline.kind, [...ALL_KINDS])];
  if (contactId) where.push(eq(contactTimeline.contactId, contactId));
  if (filters.channel) where.push(inArray(contactTimeline.kind, [...LOG_CHANNELS[filters.channel]]));
  if (filters.status === "failed")
    where.push(sql`(${contactTimeline.kind} IN ('sms_failed', 'sms_undelivered') OR ${deadEmail})`);
  if (filters.from) where.push(sql`${contactTimeline.occurredAt} >= ${indiaMidnight(filters.from)}`);
  if (filters.to)
    where.push(sql`${contactTimeline.occurredAt} < ${indiaMidnight(filters.to)} + interval '1 day'`);
  const entries = await loadTimeline(db, and(...where), { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  // Which of these lines' e-mails are dead, so the log can offer to send them again.
  const outboxIds = entries.map((e) => e.data.outboxId).filter((v): v is string => typeof v === "string");
  const dead = outboxIds.length
    ? await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(sql`${outbox.id}::text`, outboxIds), eq(outbox.status, "dead")))
    : [];
  let contact = null;
  if (contactId) {
    [contact = null] = await db
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), visibleContacts(scope)));
  }
  return {
    tab: "logs" as const,
    view: "log" as const,
    filters,
    page,
    isAdmin,
    contact,
    entries,
    deadOutboxIds: dead.map((d) => d.id),
    jobs: [],
  };
}

const OUTCOME_WORDS = {
  connected: "connected",
  no_answer: "no answer",
  busy: "busy",
  wrong_number: "wrong number",
  left_voicemail: "left a voicemail",
} as const;

/**
 * A call or a note an agent logs by hand. A call counts as reaching the person: the lead's
 * follow-up cadence stops (its open reminders are cancelled) — whatever the outcome, someone tried.
 */
export async function logActivity(db: Database, user: StaffUser, input: z.infer<typeof logActivitySchema>) {
  const scope = await crmScope(db, user);
  await requireVisibleContact(db, scope, input.contactId);
  if (input.leadId) {
    const [lead] = await db
      .select({ contactId: leads.contactId })
      .from(leads)
      .where(eq(leads.id, input.leadId));
    if (!lead || lead.contactId !== input.contactId)
      throw new CrmError(400, "Invalid request", "That lead belongs to another contact.", {
        field: "leadId",
      });
  }
  const summary =
    input.kind === "call"
      ? `Call — ${OUTCOME_WORDS[input.outcome ?? "connected"]}${input.durationMinutes ? `, ${input.durationMinutes} min` : ""}`
      : "Note";
  return db.transaction(async (tx) => {
    const id = await recordTimeline(tx, {
      contactId: input.contactId,
      leadId: input.leadId ?? null,
      kind: input.kind,
      summary,
      data:
        input.kind === "call"
          ? {
              outcome: input.outcome ?? "connected",
              durationMinutes: input.durationMinutes ?? null,
              notes: input.body,
            }
          : { body: input.body },
      actorId: user.id,
      at: input.occurredAt ?? new Date(),
    });
    if (input.kind === "call") {
      await tx.execute(
        sql`UPDATE tasks SET status = 'cancelled', updated_at = now()
          WHERE cadence_day IS NOT NULL AND status = 'open'
            AND lead_id IN (SELECT id FROM leads WHERE contact_id = ${input.contactId}::uuid AND stage = ${NEW_LEAD_STAGE})`,
      );
    }
    return { id };
  });
}

/**
 * Sends a failed outbox job again: back to pending, attempts reset, due now. A message about a
 * contact (its e-mail line on the timeline names the job) may be re-sent by anyone who can see
 * that contact; anything else (digests, alerts) only by an admin. The re-send is on the timeline.
 */
export async function retryOutboxJob(db: Database, user: StaffUser, jobId: string) {
  const [job] = await db.select().from(outbox).where(eq(outbox.id, jobId));
  if (!job) throw notFound("message");
  const [line] = await db
    .select({ contactId: contactTimeline.contactId, leadId: contactTimeline.leadId })
    .from(contactTimeline)
    .where(and(eq(contactTimeline.kind, "email"), sql`${contactTimeline.data}->>'outboxId' = ${jobId}`))
    .limit(1);
  if (line) await requireVisibleContact(db, await crmScope(db, user), line.contactId);
  else if (user.role !== "admin") throw forbidden();
  const failing = job.status === "dead" || (job.status === "pending" && job.attempts > 0);
  if (!failing) {
    throw new CrmError(
      409,
      "Nothing to retry",
      job.status === "done"
        ? "This message was already sent."
        : "This message has not failed: it is still on its way.",
    );
  }
  return db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({
        status: "pending",
        attempts: 0,
        runAt: new Date(),
        lastError: null,
        lockedAt: null,
        lockedBy: null,
      })
      .where(eq(outbox.id, jobId));
    if (line) {
      const subject = String((job.payload as Record<string, unknown>).subject ?? "e-mail");
      await recordTimeline(tx, {
        contactId: line.contactId,
        leadId: line.leadId,
        kind: "email",
        summary: `Re-sent by ${user.name}: ${subject}`,
        data: { outboxId: jobId, resent: true },
        actorId: user.id,
      });
    }
    return { id: jobId, status: "pending" as const };
  });
}
