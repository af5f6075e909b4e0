import { and, desc, eq, sql } from "drizzle-orm";
import { formatIndianMobile, normalizeIndianMobile } from "~/lib/phone";
import { getConfig } from "~/server/config.server";
import { getDb, type Executor, type Transaction } from "~/server/db/db.server";
import { contactTimeline, contacts, leads, tasks } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { enqueueOutbox, registerOutboxHandler } from "~/server/outbox.server";
import {
  callTaskDueAt,
  clampScore,
  defaultLeadScore,
  formatIndiaTime,
  leadTypeLabel,
  NEW_LEAD_STAGE,
  URGENT_LEAD_SCORE,
  type LeadType,
} from "./lead-scoring";

/**
 * Unified leads: every lead flow ends here. One transaction upserts the contact (by phone, else by
 * e-mail), creates the lead with its score, writes the timeline, queues the staff e-mail in the
 * outbox and, for a score of 80+, opens an urgent call task. (type, source_id) is unique, so calling
 * it twice for the same record creates nothing new.
 */

export type UnifiedLeadInput = {
  type: LeadType;
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
  consent?: { text: string; version: string; at?: Date } | null;
  promoCode?: string | null;
  now?: Date;
};

export type UnifiedLeadResult = { leadId: string; contactId: string; score: number; created: boolean; taskId: string | null };

async function resolveContact(tx: Transaction, input: { name: string; email: string | null; phone: string | null; verifiedAt: Date | null }, now: Date): Promise<string> {
  const { name, email, phone, verifiedAt } = input;
  if (phone && verifiedAt) {
    // A verified lead speaks for the number: it names the contact and fills a missing e-mail.
    const [row] = await tx
      .insert(contacts)
      .values({ phone, name, email, phoneVerifiedAt: verifiedAt, createdAt: now, updatedAt: now, lastActivityAt: now })
      .onConflictDoUpdate({
        target: contacts.phone,
        set: {
          name: sql`excluded.name`,
          email: sql`coalesce(excluded.email, ${contacts.email})`,
          phoneVerifiedAt: sql`coalesce(${contacts.phoneVerifiedAt}, excluded.phone_verified_at)`,
          updatedAt: now,
          lastActivityAt: now,
        },
      })
      .returning({ id: contacts.id });
    return row!.id;
  }
  if (phone) {
    // Unverified: attach by phone, fill blanks of an unverified contact, never touch a verified one.
    const keepIfVerified = (column: typeof contacts.name | typeof contacts.email, incoming: string) =>
      sql`CASE WHEN ${contacts.phoneVerifiedAt} IS NULL THEN coalesce(${column}, excluded.${sql.raw(incoming)}) ELSE ${column} END`;
    const [row] = await tx
      .insert(contacts)
      .values({ phone, name, email, createdAt: now, updatedAt: now, lastActivityAt: now })
      .onConflictDoUpdate({
        target: contacts.phone,
        set: { name: keepIfVerified(contacts.name, "name"), email: keepIfVerified(contacts.email, "email"), lastActivityAt: now },
      })
      .returning({ id: contacts.id });
    return row!.id;
  }
  if (email) {
    const [existing] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${email.toLowerCase()}`)
      .orderBy(sql`${contacts.phoneVerifiedAt} DESC NULLS LAST`, desc(contacts.lastActivityAt))
      .limit(1);
    if (existing) {
      await tx.update(contacts).set({ lastActivityAt: now }).where(eq(contacts.id, existing.id));
      return existing.id;
    }
  }
  const [row] = await tx.insert(contacts).values({ name, email, createdAt: now, updatedAt: now, lastActivityAt: now }).returning({ id: contacts.id });
  return row!.id;
}

/** Source data as lines a person reads; structured machine data (lists of objects) stays in the lead. */
function describeSourceData(sourceData: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(sourceData)) {
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
    lead.taskDueAt ? `Urgent call task due: ${formatIndiaTime(lead.taskDueAt)}` : "No call task (score below 80)",
    "",
    "Details:",
    ...describeSourceData(lead.sourceData),
    "",
    `Lead ${lead.id} (${lead.type}, source ${lead.sourceId})`,
    `Console: ${config.siteUrl}/vox`,
  ];
  return {
    to: config.LEADS_NOTIFY_EMAIL,
    subject: `${lead.score >= URGENT_LEAD_SCORE ? "[Urgent] " : ""}New ${label} lead: ${lead.name} (score ${lead.score})`,
    text: lines.join("\n"),
  };
}

export async function createUnifiedLead(exec: Executor, input: UnifiedLeadInput): Promise<UnifiedLeadResult> {
  const now = input.now ?? new Date();
  const name = input.name.trim();
  const email = input.email?.trim() || null;
  const phone = input.phone ? (normalizeIndianMobile(input.phone) ?? null) : null;
  const verifiedAt = input.phoneVerified && phone ? (input.verifiedAt ?? now) : null;
  const score = clampScore(input.score ?? defaultLeadScore(input.type));
  const scoreReason = input.scoreReason ?? `Default score for ${leadTypeLabel(input.type).toLowerCase()} leads`;
  const sourceData = input.sourceData ?? {};

  return exec.transaction(async (tx) => {
    const contactId = await resolveContact(tx, { name, email, phone, verifiedAt }, now);

    const [inserted] = await tx
      .insert(leads)
      .values({
        type: input.type,
        sourceId: input.sourceId,
        contactId,
        name,
        email,
        // An unusable number is kept as typed so staff can still read it.
        phone: phone ?? (input.phone?.trim() || null),
        phoneVerified: Boolean(verifiedAt),
        verifiedAt,
        sourceData,
        score,
        scoreReason,
        stage: NEW_LEAD_STAGE,
        promoCode: input.promoCode ?? null,
        consentText: input.consent?.text ?? null,
        consentVersion: input.consent?.version ?? null,
        consentedAt: input.consent ? (input.consent.at ?? now) : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [leads.type, leads.sourceId] })
      .returning({ id: leads.id });

    if (!inserted) {
      // Already recorded (a retry, or a second verify of the same record): nothing new to do.
      const [existing] = await tx.select().from(leads).where(and(eq(leads.type, input.type), eq(leads.sourceId, input.sourceId)));
      const [task] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.leadId, existing!.id)).limit(1);
      return { leadId: existing!.id, contactId: existing!.contactId, score: existing!.score, created: false, taskId: task?.id ?? null };
    }
    const leadId = inserted.id;
    const label = leadTypeLabel(input.type);

    let taskId: string | null = null;
    let taskDueAt: Date | null = null;
    if (score >= URGENT_LEAD_SCORE) {
      taskDueAt = callTaskDueAt(input.type, now);
      const [task] = await tx
        .insert(tasks)
        .values({ type: "call", title: `Call ${name} — ${label} (score ${score})`, priority: "urgent", status: "open", dueAt: taskDueAt, leadId, contactId, createdAt: now })
        .returning({ id: tasks.id });
      taskId = task!.id;
    }

    const mail = staffEmail({ id: leadId, type: input.type, name, email, phone, verifiedAt, score, scoreReason, sourceId: input.sourceId, sourceData, taskDueAt, createdAt: now });
    const outboxId = await enqueueOutbox(tx, "mail.send", mail);

    await tx.insert(contactTimeline).values([
      { contactId, leadId, kind: "lead_created", summary: `${label} lead created (score ${score})`, data: { type: input.type, sourceId: input.sourceId, score, phoneVerified: Boolean(verifiedAt) }, occurredAt: now },
      { contactId, leadId, kind: "email", summary: `Staff notified by e-mail: ${mail.subject}`, data: { direction: "internal", to: mail.to, subject: mail.subject, outboxId }, occurredAt: now },
      ...(taskId ? [{ contactId, leadId, kind: "task_created", summary: `Urgent call due ${formatIndiaTime(taskDueAt!)}`, data: { taskId, dueAt: taskDueAt!.toISOString() }, occurredAt: now }] : []),
    ]);

    return { leadId, contactId, score, created: true, taskId };
  });
}

// ---------------------------------------------------------------------------------------------
// "Nothing is lost": when the lead cannot be written during the request, the outbox retries it.

const LEAD_RETRY_KIND = "leads.create";

function serializeInput(input: UnifiedLeadInput): Record<string, unknown> {
  return {
    ...input,
    verifiedAt: input.verifiedAt?.toISOString() ?? null,
    now: (input.now ?? new Date()).toISOString(),
    consent: input.consent ? { ...input.consent, at: (input.consent.at ?? input.now ?? new Date()).toISOString() } : null,
  };
}

function deserializeInput(payload: Record<string, unknown>): UnifiedLeadInput {
  const p = payload as UnifiedLeadInput & { verifiedAt?: string | null; now?: string; consent?: { text: string; version: string; at?: string } | null };
  return {
    ...p,
    verifiedAt: p.verifiedAt ? new Date(p.verifiedAt) : null,
    now: p.now ? new Date(p.now) : undefined,
    consent: p.consent ? { text: p.consent.text, version: p.consent.version, at: p.consent.at ? new Date(p.consent.at) : undefined } : null,
  };
}

registerOutboxHandler(LEAD_RETRY_KIND, async (payload) => {
  await createUnifiedLead(await getDb(), deserializeInput(payload));
});

/**
 * What flows call after a verification: creates the lead, and if that fails, logs it and queues a
 * retry in the outbox. Never throws — the visitor's success does not depend on the CRM (spec/01 §7).
 */
export async function recordUnifiedLead(exec: Executor, input: UnifiedLeadInput): Promise<UnifiedLeadResult | null> {
  try {
    return await createUnifiedLead(exec, input);
  } catch (err) {
    logger.error({ err, type: input.type, sourceId: input.sourceId }, "unified lead failed; queued for retry");
    try {
      await enqueueOutbox(exec, LEAD_RETRY_KIND, serializeInput(input));
    } catch (queueErr) {
      logger.error({ err: queueErr, type: input.type, sourceId: input.sourceId }, "unified lead retry could not be queued");
    }
    return null;
  }
}
