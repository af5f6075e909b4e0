import { assignmentCtes, assignmentNoticeCtes } from "./lead-assignment.server";
import { loadScoringRules } from "./scoring-rules.server";
import { scoreLead } from "./scoring-rules";
import crypto from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { formatIndiaTime } from "~/lib/format";
import { formatIndianMobile, normalizeLeadPhone } from "~/lib/phone";
import { tripFromWords } from "~/lib/trip-from-words";
import { getConfig } from "~/server/config.server";
import { getDb, jsonb, queryRows, type Executor } from "~/server/db/db.server";
import { leads, tasks } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { leadsCreated } from "~/server/metrics.server";
import { enqueueOutbox, insertOutboxSql, type OutboxJob, type OutboxJobSql } from "~/server/outbox.server";
import { callTaskDueAt, clampScore, leadTypeLabel, NEW_LEAD_STAGE, URGENT_LEAD_SCORE } from "./lead-scoring";
import { LEAD_PURPOSES, purposeOfLeadType, type LeadType } from "./lead-purposes";

/**
 * Unified leads: every lead flow ends here. One statement upserts the contact (by phone, else by
 * e-mail), creates the lead with its score and its owner, writes the timeline, queues the staff's
 * and the owner's e-mails in the outbox and, for a score of 80+, opens an urgent call task.
 * (type, source_id) is unique, so calling it twice for the same record creates nothing new.
 */

export type UnifiedLeadInput = {
  /**
   * The lead's id, when the caller must know it before the lead exists (a flow records it on its
   * submission; a retry from the outbox then creates the lead under the same id).
   */
  id?: string;
  type: LeadType;
  /** Where on the site it came from; the purpose's own source when not given. */
  source?: string;
  /** The id of the record the lead comes from (a quiz submission, a booking request…). */
  sourceId: string;
  name: string;
  /** Only an address the visitor typed; never a made-up one. */
  email?: string | null;
  phone?: string | null;
  /** True only when a code sent to `phone` was entered correctly. */
  phoneVerified: boolean;
  verifiedAt?: Date | null;
  sourceData?: Record<string, unknown>;
  /** 0-100; defaults to the type's default score (a quiz passes its mapped points). */
  score?: number;
  scoreReason?: string;
  /**
   * A lead below the urgent score whose purpose still promises a call (priority access: within 24
   * hours) gets a follow-up call task due at that promise, so the promise is on someone's list.
   */
  followUp?: boolean;
  consent?: { text: string; version: string; at?: Date } | null;
  /**
   * The separate, unticked "send me offers" choice, with the words it was shown with; only when
   * the visitor ticked it. Recorded as its own marketing consent beside the trip one.
   */
  marketingConsent?: { text: string; version: string } | null;
  /** The separate, unticked "WhatsApp updates" choice, likewise: its own consent, purpose whatsapp. */
  whatsappConsent?: { text: string; version: string } | null;
  promoCode?: string | null;
  now?: Date;
  /** More lines for the contact's timeline, written with the lead (e.g. the planner's conversation). */
  timeline?: { kind: string; summary: string; data: Record<string, unknown> }[];
};

export type UnifiedLeadResult = {
  leadId: string;
  contactId: string;
  score: number;
  created: boolean;
  taskId: string | null;
};

/** A follow-up is due when the purpose promised the call: its whole promise after the lead. */
const followUpDueAt = (type: LeadType, createdAt: Date) =>
  new Date(createdAt.getTime() + LEAD_PURPOSES[purposeOfLeadType(type)].callWithinMinutes * 60_000);

type ContactInput = { name: string; email: string | null; phone: string | null; verifiedAt: Date | null };

/**
 * The contact as it stands before the lead's statement, as `prior (id, owner_id)`: the one its phone
 * names, else the verified, most recently active one with its e-mail (case-insensitive), else none.
 */
function priorContactCte({ email, phone }: ContactInput): SQL {
  if (phone) return sql`prior AS (SELECT id, owner_id FROM contacts WHERE phone = ${phone})`;
  if (email) {
    return sql`prior AS (
      SELECT id, owner_id FROM contacts WHERE lower(email) = ${email.toLowerCase()}
      ORDER BY phone_verified_at DESC NULLS LAST, last_activity_at DESC LIMIT 1)`;
  }
  return sql`prior AS (SELECT NULL::uuid AS id, NULL::text AS owner_id WHERE false)`;
}

/**
 * The contact as CTEs ending in `contact (id)`: by phone (upserted), else the e-mail's `prior`
 * contact, else a new one. A contact nobody looks after yet gets the lead's owner (`owner`, an SQL
 * expression that may be NULL). Part of the lead's one statement, so a failure later in it leaves
 * no contact change behind.
 */
function contactCtes({ name, email, phone, verifiedAt }: ContactInput, owner: SQL, now: Date): SQL {
  const at = sql`${now}::timestamptz`;
  if (phone && verifiedAt) {
    // A verified lead speaks for the number: it names the contact and fills a missing e-mail.
    return sql`contact AS (
      INSERT INTO contacts AS c (phone, name, email, phone_verified_at, owner_id, created_at, updated_at, last_activity_at)
      VALUES (${phone}, ${name}, ${email}::text, ${verifiedAt}::timestamptz, ${owner}, ${at}, ${at}, ${at})
      ON CONFLICT (phone) DO UPDATE SET
        name = excluded.name,
        email = coalesce(excluded.email, c.email),
        phone_verified_at = coalesce(c.phone_verified_at, excluded.phone_verified_at),
        owner_id = coalesce(c.owner_id, excluded.owner_id),
        updated_at = excluded.updated_at,
        last_activity_at = excluded.last_activity_at
      RETURNING id)`;
  }
  if (phone) {
    // Unverified: attach by phone, fill blanks of an unverified contact, never overwrite a verified
    // one's details (a missing owner is filled all the same).
    return sql`contact AS (
      INSERT INTO contacts AS c (phone, name, email, owner_id, created_at, updated_at, last_activity_at)
      VALUES (${phone}, ${name}, ${email}::text, ${owner}, ${at}, ${at}, ${at})
      ON CONFLICT (phone) DO UPDATE SET
        name = CASE WHEN c.phone_verified_at IS NULL THEN coalesce(c.name, excluded.name) ELSE c.name END,
        email = CASE WHEN c.phone_verified_at IS NULL THEN coalesce(c.email, excluded.email) ELSE c.email END,
        owner_id = coalesce(c.owner_id, excluded.owner_id),
        last_activity_at = excluded.last_activity_at
      RETURNING id)`;
  }
  if (email) {
    return sql`touched AS (
      UPDATE contacts SET last_activity_at = ${at}, owner_id = coalesce(owner_id, ${owner})
      WHERE id IN (SELECT id FROM prior) RETURNING id),
    created AS (
      INSERT INTO contacts (name, email, owner_id, created_at, updated_at, last_activity_at)
      SELECT ${name}, ${email}, ${owner}, ${at}, ${at}, ${at} WHERE NOT EXISTS (SELECT 1 FROM prior) RETURNING id),
    contact AS (SELECT id FROM touched UNION ALL SELECT id FROM created)`;
  }
  return sql`contact AS (INSERT INTO contacts (name, owner_id, created_at, updated_at, last_activity_at) VALUES (${name}, ${owner}, ${at}, ${at}, ${at}) RETURNING id)`;
}

/** Source data as lines a person reads; structured machine data (lists of objects) stays in the lead. */
/** A data key as staff read it: "travelDate" and "travel_date" both become "Travel date". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The trip a visitor's message describes ("Maldives in February, 2 adults, budget 4 lakh"), read
 * once, as of when they wrote it, and kept beside the message: the console pre-fills the lead's trip
 * details from it where the form itself did not ask. Nothing is added when the words say nothing.
 */
export const TRIP_FROM_MESSAGE_KEY = "tripFromMessage";

function withTripFromMessage(sourceData: Record<string, unknown>, now: Date): Record<string, unknown> {
  const message = sourceData.message;
  if (typeof message !== "string" || TRIP_FROM_MESSAGE_KEY in sourceData) return sourceData;
  const trip = tripFromWords(message.slice(0, 2000), now);
  return trip ? { ...sourceData, [TRIP_FROM_MESSAGE_KEY]: trip } : sourceData;
}

function describeSourceData(sourceData: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [rawKey, value] of Object.entries(sourceData)) {
    // Read from the message, which the e-mail already quotes.
    if (rawKey === TRIP_FROM_MESSAGE_KEY) continue;
    const key = detailLabel(rawKey);
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      if (value.some((v) => typeof v === "object")) continue;
      // Long lists read better one per line.
      if (value.length > 3) lines.push(`  ${key}:`, ...value.map((v) => `    - ${String(v)}`));
      else lines.push(`  ${key}: ${value.join(", ")}`);
    } else {
      lines.push(`  ${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
    }
  }
  return lines;
}

function staffEmail(lead: {
  id: string;
  type: LeadType;
  name: string;
  email: string | null;
  phone: string | null;
  verifiedAt: Date | null;
  score: number;
  scoreReason: string;
  sourceId: string;
  sourceData: Record<string, unknown>;
  taskDueAt: Date | null;
  taskKind: string;
  createdAt: Date;
}) {
  const config = getConfig();
  const label = leadTypeLabel(lead.type);
  const phoneLine = lead.phone
    ? `${formatIndianMobile(lead.phone)} (${lead.verifiedAt ? `verified ${formatIndiaTime(lead.verifiedAt)}` : "not verified"})`
    : "—";
  const lines = [
    `New ${label.toLowerCase()} lead — score ${lead.score}/100`,
    "",
    `Name: ${lead.name}`,
    `Phone: ${phoneLine}`,
    `E-mail: ${lead.email ?? "—"}`,
    `Received: ${formatIndiaTime(lead.createdAt)}`,
    `Score: ${lead.score} — ${lead.scoreReason}`,
    lead.taskDueAt
      ? `${lead.taskKind} due: ${formatIndiaTime(lead.taskDueAt)}`
      : "No call task (score below 80)",
    "",
    "Details:",
    ...describeSourceData(lead.sourceData),
    "",
    `Lead ${lead.id} (${lead.type}, source ${lead.sourceId})`,
    `Console: ${config.siteUrl}/vox`,
  ];
  return {
    to: config.LEADS_NOTIFY_EMAIL,
    audience: "staff",
    subject: `${lead.score >= URGENT_LEAD_SCORE ? "[Urgent] " : ""}New ${label} lead: ${lead.name} (score ${lead.score})`,
    text: lines.join("\n"),
  };
}

const leadPhoneGiven = (phone: string | null | undefined) => Boolean(phone?.trim());

/**
 * Creates the lead in one statement (one round trip, atomic): contact, lead and its owner, urgent
 * call task, the staff's and the owner's e-mails in the outbox and the timeline rows, all or
 * nothing; no transaction is needed around it. Taking the round robin's turn locks nothing, so
 * leads made together never queue behind one another. The ids are made here so the e-mail and the
 * timeline can name them before the rows exist.
 */
export async function createUnifiedLead(
  exec: Executor,
  input: UnifiedLeadInput,
  options: {
    /** The outbox job queued to retry this lead: marked done in this same statement. */
    settlesRetryJob?: string;
  } = {},
): Promise<UnifiedLeadResult> {
  const now = input.now ?? new Date();
  const name = input.name.trim();
  const email = input.email?.trim() || null;
  const phone = input.phone ? (normalizeLeadPhone(input.phone) ?? null) : null;
  const verifiedAt = input.phoneVerified && phone ? (input.verifiedAt ?? now) : null;
  const sourceData = withTripFromMessage(input.sourceData ?? {}, now);
  // A flow may give its own score (then the rules are not read); otherwise the admins' scoring
  // rules decide, as rescoring will.
  const ruled =
    input.score === undefined
      ? scoreLead({ type: input.type, sourceData }, await loadScoringRules(exec))
      : null;
  const score = clampScore(input.score ?? ruled!.score);
  const scoreReason =
    input.scoreReason ?? ruled?.reason ?? `Score set by ${leadTypeLabel(input.type).toLowerCase()}`;
  const label = leadTypeLabel(input.type);
  const at = sql`${now}::timestamptz`;

  const leadId = input.id ?? crypto.randomUUID();
  const source = input.source ?? LEAD_PURPOSES[purposeOfLeadType(input.type)].source;
  const outboxId = crypto.randomUUID();
  const urgent = score >= URGENT_LEAD_SCORE;
  const followUp = !urgent && input.followUp === true;
  const taskId = urgent || followUp ? crypto.randomUUID() : null;
  const taskDueAt = urgent
    ? callTaskDueAt(input.type, now)
    : followUp
      ? followUpDueAt(input.type, now)
      : null;
  // Nobody can call a lead that gave no phone: its urgent task is an e-mail to the address it gave.
  const byEmail = !leadPhoneGiven(input.phone) && email !== null;
  const task = urgent
    ? byEmail
      ? { type: "email", priority: "urgent", title: `E-mail ${name} — ${label} (score ${score})` }
      : { type: "call", priority: "urgent", title: `Call ${name} — ${label} (score ${score})` }
    : { type: "follow_up", priority: "normal", title: `Follow up with ${name} — ${label} (score ${score})` };
  const taskName = urgent ? (byEmail ? "Urgent e-mail" : "Urgent call") : "Follow-up call";
  const mail = staffEmail({
    id: leadId,
    type: input.type,
    name,
    email,
    phone,
    verifiedAt,
    score,
    scoreReason,
    sourceId: input.sourceId,
    sourceData,
    taskDueAt,
    taskKind: `${taskName} task`,
    createdAt: now,
  });
  const timeline = [
    {
      kind: "lead_created",
      summary: `${label} lead created (score ${score})`,
      data: { type: input.type, sourceId: input.sourceId, score, phoneVerified: Boolean(verifiedAt) },
    },
    {
      kind: "email",
      summary: `Staff notified by e-mail: ${mail.subject}`,
      data: { direction: "internal", to: mail.to, subject: mail.subject, outboxId },
    },
    ...(taskId
      ? [
          {
            kind: "task_created",
            summary: `${taskName} due ${formatIndiaTime(taskDueAt!)}`,
            data: { taskId, dueAt: taskDueAt!.toISOString() },
          },
        ]
      : []),
    ...(input.timeline ?? []),
  ];
  // An unusable number is kept as typed so staff can still read it.
  const leadPhone = phone ?? (input.phone?.trim() || null);
  const consentedAt = input.consent ? (input.consent.at ?? now) : null;
  // Marketing is asked separately from the trip notice; it is recorded only beside a trip consent.
  const consentRows = input.consent
    ? [
        { purpose: "trip", text: input.consent.text, version: input.consent.version },
        ...(input.marketingConsent ? [{ purpose: "marketing", ...input.marketingConsent }] : []),
        ...(input.whatsappConsent ? [{ purpose: "whatsapp", ...input.whatsappConsent }] : []),
      ]
    : [];

  const contactInput = { name, email, phone, verifiedAt };
  const [row] = await queryRows<{ contact_id: string; created: boolean }>(
    exec,
    sql`WITH ${priorContactCte(contactInput)},
    ${assignmentCtes({ type: input.type, sourceId: input.sourceId })},
    ${contactCtes(contactInput, sql`(SELECT id FROM assignee)`, now)},
    new_lead AS (
      INSERT INTO leads (id, type, source, source_id, contact_id, owner_id, name, email, phone, phone_verified, verified_at, source_data, score, score_reason,
        stage, promo_code, consent_text, consent_version, consented_at, created_at, updated_at)
      SELECT ${leadId}::uuid, ${input.type}::text, ${source}::text, ${input.sourceId}::text, contact.id, (SELECT id FROM assignee), ${name}::text, ${email}::text,
        ${leadPhone}::text, ${Boolean(verifiedAt)}::boolean, ${verifiedAt}::timestamptz, ${jsonb(sourceData)},
        ${score}::int, ${scoreReason}::text, ${NEW_LEAD_STAGE}::text, ${input.promoCode ?? null}::text, ${input.consent?.text ?? null}::text,
        ${input.consent?.version ?? null}::text, ${consentedAt}::timestamptz, ${at}, ${at}
      FROM contact
      ON CONFLICT (type, source_id) DO NOTHING
      RETURNING id, contact_id, owner_id
    ),
    ${
      // The task is the lead's owner's from the start: it reads the owner the lead row was written
      // with (the round robin's pick or the contact's owner), so the call is in their My tasks,
      // overdue count and digest. A lead nobody owns leaves it unassigned, in the Tasks tab's queue.
      taskId
        ? sql`task AS (
      INSERT INTO tasks (id, type, title, priority, status, due_at, lead_id, contact_id, assignee_id, created_at)
      SELECT ${taskId}::uuid, ${task.type}::text, ${task.title}::text, ${task.priority}::text, 'open', ${taskDueAt}::timestamptz, id, contact_id, owner_id, ${at}
      FROM new_lead
    ),`
        : sql``
    }
    ${
      // The consent record is written with the lead it came with, in the same statement: a lead
      // never exists without the notice its visitor agreed to, and a retry writes neither twice.
      consentRows.length
        ? sql`consent_rows AS (
      INSERT INTO consents (contact_id, lead_id, phone, email, purpose, notice_version, notice_text, channel, source_form, given_at)
      SELECT new_lead.contact_id, new_lead.id, ${phone}::text, ${email}::text, v.purpose, v.version, v.text, 'web', ${input.type}::text, ${consentedAt}::timestamptz
      FROM new_lead CROSS JOIN (VALUES ${sql.join(
        consentRows.map((c) => sql`(${c.purpose}::text, ${c.version}::text, ${c.text}::text)`),
        sql`, `,
      )}) AS v(purpose, version, text)
    ),`
        : sql``
    }
    mail AS (${insertOutboxSql({ id: outboxId, kind: "mail.send", payload: mail, onlyIf: sql`EXISTS (SELECT 1 FROM new_lead)` })}),
    timeline AS (
      INSERT INTO contact_timeline (contact_id, lead_id, kind, summary, data, occurred_at)
      SELECT new_lead.contact_id, new_lead.id, v.kind, v.summary, v.data::jsonb, ${at}
      FROM new_lead CROSS JOIN (VALUES ${sql.join(
        timeline.map((t) => sql`(${t.kind}::text, ${t.summary}::text, ${JSON.stringify(t.data)}::text)`),
        sql`, `,
      )}) AS v(kind, summary, data)
    ),
    ${assignmentNoticeCtes({ name, type: input.type, score, contactId: sql`(SELECT id FROM contact)`, now })}
    ${
      options.settlesRetryJob
        ? sql`, settled AS (
      UPDATE outbox SET status = 'done', done_at = ${at} WHERE id = ${options.settlesRetryJob}::uuid AND status = 'pending'
    )`
        : sql``
    }
    SELECT (SELECT id FROM contact) AS contact_id, EXISTS (SELECT 1 FROM new_lead) AS created`,
  );

  if (!row?.created) {
    // Already recorded (a retry, or a second verify of the same record): nothing new to do.
    const [existing] = await exec
      .select()
      .from(leads)
      .where(and(eq(leads.type, input.type), eq(leads.sourceId, input.sourceId)));
    const [task] = await exec
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.leadId, existing!.id))
      .limit(1);
    return {
      leadId: existing!.id,
      contactId: existing!.contactId,
      score: existing!.score,
      created: false,
      taskId: task?.id ?? null,
    };
  }
  leadsCreated.inc({ type: input.type });
  return { leadId, contactId: row.contact_id, score, created: true, taskId };
}

// ---------------------------------------------------------------------------------------------
// "Nothing is lost": when the lead cannot be written during the request, the outbox retries it.

const LEAD_RETRY_KIND = "leads.create";

/** How long a queued retry waits for the inline attempt to settle it. */
const LEAD_RETRY_DELAY_MS = 60_000;

/**
 * The outbox job that creates this lead if the attempt made during the request does not: written
 * with the event the lead comes from (e.g. the winning code check, in its statement), so a crash
 * between the two cannot lose the lead. createUnifiedLead settles it; the lead's id is fixed in it.
 */
export function leadRetryJob(
  input: UnifiedLeadInput & { id: string },
  now = new Date(),
): OutboxJobSql & { id: string } {
  return {
    id: crypto.randomUUID(),
    kind: LEAD_RETRY_KIND,
    payload: serializeInput(input),
    runAt: new Date(now.getTime() + LEAD_RETRY_DELAY_MS),
  };
}

function serializeInput(input: UnifiedLeadInput): Record<string, unknown> {
  return {
    ...input,
    verifiedAt: input.verifiedAt?.toISOString() ?? null,
    now: (input.now ?? new Date()).toISOString(),
    consent: input.consent
      ? { ...input.consent, at: (input.consent.at ?? input.now ?? new Date()).toISOString() }
      : null,
  };
}

function deserializeInput(payload: Record<string, unknown>): UnifiedLeadInput {
  const p = payload as UnifiedLeadInput & {
    verifiedAt?: string | null;
    now?: string;
    consent?: { text: string; version: string; at?: string } | null;
  };
  return {
    ...p,
    verifiedAt: p.verifiedAt ? new Date(p.verifiedAt) : null,
    now: p.now ? new Date(p.now) : undefined,
    consent: p.consent
      ? {
          text: p.consent.text,
          version: p.consent.version,
          at: p.consent.at ? new Date(p.consent.at) : undefined,
        }
      : null,
  };
}

/** The outbox job that retries a lead (registered with the worker's other jobs at start-up). */
export const LEAD_RETRY_JOB: OutboxJob = {
  kind: LEAD_RETRY_KIND,
  handler: async (payload) => {
    const db = await getDb();
    await createUnifiedLead(db, deserializeInput(payload));
  },
};

/**
 * What flows call after a verification: creates the lead, and if that fails, logs it and queues a
 * retry in the outbox. Never throws: the visitor's success does not depend on the CRM.
 */
export async function recordUnifiedLead(
  exec: Executor,
  input: UnifiedLeadInput,
): Promise<UnifiedLeadResult | null> {
  // The id is fixed before the first try, so a lead that only the retry creates still has the id
  // the caller was told.
  const planned = { ...input, id: input.id ?? crypto.randomUUID() };
  try {
    return await createUnifiedLead(exec, planned);
  } catch (err) {
    logger.error(
      { err, type: input.type, sourceId: input.sourceId },
      "unified lead failed; queued for retry",
    );
    try {
      await enqueueOutbox(exec, LEAD_RETRY_KIND, serializeInput(planned));
    } catch (queueErr) {
      logger.error(
        { err: queueErr, type: input.type, sourceId: input.sourceId },
        "unified lead retry could not be queued",
      );
    }
    return null;
  }
}
