import { eq, sql, type SQL } from "drizzle-orm";
import { retentionSettings, type RetentionSettings } from "~/features/privacy/index.server";
import { indiaDay } from "~/lib/india-time";
import { recordAudit } from "~/server/audit.server";
import { getConfig } from "~/server/config.server";
import { getDb, jsonb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { getMailSender, type MailSender } from "~/server/mail.server";
import { contacts } from "~/server/db/schema.server";
import { logger, scrubErrorMessage } from "~/server/logger.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import { enqueueOutbox, insertOutboxSql, type OutboxJob } from "~/server/outbox.server";
import { getSmsSender, type SmsSender } from "~/server/sms.server";
import { eraseContactIn } from "../records/contact-records.server";

/**
 * Storage limitation: a person the agency has heard nothing from for the set years is erased, after
 * a notice the set hours before; a number that never verified and has no lead (a form started and
 * left) is purged after the set days, unnoticed — it was never a contact. The erasure is the
 * console's own (`eraseContactIn`), so paid payments stay anonymised for the tax years exactly as
 * when an admin erases someone. Each round leaves one audit line of counts for the admins.
 */

const RETENTION_NOTICE_JOB_KIND = "privacy.retention_notice";
/** The purpose on the timeline line of a notice's SMS: how the round tells it from the person's own activity. */
const RETENTION_NOTICE_PURPOSE = "retention_notice";

type RetentionReport = {
  noticed: number;
  cancelled: number;
  erased: number;
  purged: number;
  keptForTax: number;
  /** Due for erasure but kept: no notice has reached them (e-mail and SMS both failed or are missing). */
  untold: number;
};

/**
 * The person's latest sign of life: the contact itself (created, edited, a lead's touch), its
 * leads, timeline, WhatsApp messages, payment requests and payments, and bookings on its leads or
 * its number. The notice is not activity itself: it sets a column only (not updated_at), and the
 * line recording its SMS is left out here and does not move the contact's last activity.
 */
const ACTIVITY = sql`GREATEST(c.created_at, c.updated_at, c.last_activity_at,
  (SELECT max(l.updated_at) FROM leads l WHERE l.contact_id = c.id),
  (SELECT max(tl.occurred_at) FROM contact_timeline tl WHERE tl.contact_id = c.id
    AND (tl.data->>'purpose') IS DISTINCT FROM ${RETENTION_NOTICE_PURPOSE}),
  (SELECT max(w.created_at) FROM whatsapp_messages w WHERE w.contact_id = c.id),
  (SELECT max(pr.updated_at) FROM payment_requests pr WHERE pr.contact_id = c.id),
  (SELECT max(p.created_at) FROM payments p JOIN payment_requests pr ON pr.id = p.request_id WHERE pr.contact_id = c.id),
  (SELECT max(b.updated_at) FROM activity_bookings b
    WHERE b.lead_id IN (SELECT l.id FROM leads l WHERE l.contact_id = c.id) OR b.holder_phone = c.phone))`;

/**
 * Never verified and nothing but the started form behind it: no lead, payment, message or task,
 * no staff notes, and a code or a submission for its number (a contact staff typed in has neither).
 */
const STARTED_FORM_ONLY = sql`c.phone_verified_at IS NULL AND c.phone IS NOT NULL AND c.notes IS NULL
  AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.contact_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM payment_requests pr WHERE pr.contact_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM whatsapp_messages w WHERE w.contact_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM tasks tk WHERE tk.contact_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM activity_bookings b WHERE b.holder_phone = c.phone)
  AND (EXISTS (SELECT 1 FROM lead_submissions ls WHERE ls.phone = c.phone)
    OR EXISTS (SELECT 1 FROM verification_codes vc WHERE vc.phone = c.phone))`;

/**
 * The notice of the person's current marking went: a timeline line the notice job writes only once
 * the e-mail or SMS left, carrying the marking it was for (a marking called off and made again later
 * needs its own notice).
 */
const NOTICE_WENT = sql`EXISTS (SELECT 1 FROM contact_timeline tl WHERE tl.contact_id = c.id
  AND tl.kind IN ('email', 'sms_sent') AND tl.data->>'purpose' = ${RETENTION_NOTICE_PURPOSE}
  AND (tl.data->>'noticedAt')::timestamptz = c.retention_noticed_at)`;

/** How long a marking may stay untold before the notice is tried again from the start. */
const RETELL_AFTER_DAYS = 7;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const yearsBefore = (now: Date, years: number) => {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
};

/** Erases one contact if `still` holds for it under a row lock; what the erase kept for the accounts, or null. */
async function eraseIf(db: Database, id: string, still: SQL, reason: string) {
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT c.id FROM contacts c WHERE c.id = ${id}::uuid AND ${still} FOR UPDATE`,
    );
    if (!locked) return null;
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, id));
    const { counts } = await eraseContactIn(tx, { id: null, email: null, reason }, contact!, null);
    return counts.paymentsKept;
  });
}

/**
 * One round of the job at `now`. Safe to rerun: a notice goes once, an erasure finds nothing twice.
 * `recordedAt`: when the round's audit line is dated, if not `now` (a round run by hand with a
 * made-up clock is recorded when it ran, so the daily round and the Privacy tab are not misled).
 */
export async function runRetention(
  db: Database,
  now: Date = new Date(),
  given?: RetentionSettings,
  { recordedAt = now }: { recordedAt?: Date } = {},
) {
  const settings = given ?? (await retentionSettings(db));
  const report: RetentionReport = {
    noticed: 0,
    cancelled: 0,
    erased: 0,
    purged: 0,
    keptForTax: 0,
    untold: 0,
  };
  const cutoff = yearsBefore(now, settings.inactiveYears);
  const noticeMs = settings.noticeHours * HOUR_MS;

  // A started form left for the set days: purged, no notice (the number never became a contact).
  const unverifiedBefore = new Date(now.getTime() - settings.unverifiedDays * DAY_MS);
  const stale = sql`${STARTED_FORM_ONLY} AND ${ACTIVITY} <= ${unverifiedBefore}::timestamptz`;
  for (const { id } of await queryRows<{ id: string }>(db, sql`SELECT c.id FROM contacts c WHERE ${stale}`)) {
    if ((await eraseIf(db, id, stale, "unverified_purge")) !== null) report.purged++;
  }

  // Activity since the notice: the person is back, so the erasure is off (a later silence notices anew).
  const back = await queryRows<{ id: string }>(
    db,
    sql`UPDATE contacts c SET retention_noticed_at = NULL
      WHERE c.retention_noticed_at IS NOT NULL AND ${ACTIVITY} > c.retention_noticed_at RETURNING c.id`,
  );
  report.cancelled = back.length;

  // Noticed long enough ago and silent for the whole period: erased, but only once the notice
  // actually reached them. Marking is not telling: a gateway that refuses the text (MSG91 sends
  // only codes) would otherwise let people be erased who were never told.
  const expired = sql`c.retention_noticed_at <= ${new Date(now.getTime() - noticeMs)}::timestamptz
    AND ${ACTIVITY} <= ${cutoff}::timestamptz AND ${ACTIVITY} <= c.retention_noticed_at`;
  const due = sql`${expired} AND ${NOTICE_WENT}`;
  // Those kept because no notice went are counted for the admins every round, until one goes.
  const [untold] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM contacts c
      WHERE c.last_activity_at <= ${cutoff}::timestamptz AND ${expired} AND NOT ${NOTICE_WENT}`,
  );
  report.untold = untold?.n ?? 0;
  // The cheap column first: nobody with a recent last_activity_at is looked at further.
  for (const { id } of await queryRows<{ id: string }>(
    db,
    sql`SELECT c.id FROM contacts c WHERE c.last_activity_at <= ${cutoff}::timestamptz AND ${due}`,
  )) {
    const kept = await eraseIf(db, id, due, "retention");
    if (kept !== null) {
      report.erased++;
      report.keptForTax += kept;
    }
  }

  // Within the notice time of the period's end and not told yet: marked and told, once.
  const noticeBy = new Date(cutoff.getTime() + noticeMs);
  report.noticed = await db.transaction(async (tx) => {
    const marked = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE contacts c SET retention_noticed_at = ${now}::timestamptz
        WHERE c.retention_noticed_at IS NULL AND c.last_activity_at <= ${noticeBy}::timestamptz
          AND ${ACTIVITY} <= ${noticeBy}::timestamptz
        RETURNING c.id`,
    );
    // Marked a week ago or more and still never told (the mail server was down for every retry,
    // or the gateway refused the text): marked afresh and told again, so nobody stays kept and
    // untold for good; the notice time runs from the notice that goes.
    const retold = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE contacts c SET retention_noticed_at = ${now}::timestamptz
        WHERE c.retention_noticed_at <= ${new Date(now.getTime() - RETELL_AFTER_DAYS * DAY_MS)}::timestamptz
          AND c.last_activity_at <= ${noticeBy}::timestamptz AND ${ACTIVITY} <= c.retention_noticed_at
          AND NOT ${NOTICE_WENT}
        RETURNING c.id`,
    );
    for (const { id } of [...marked, ...retold]) {
      await enqueueOutbox(tx, RETENTION_NOTICE_JOB_KIND, { contactId: id }, { runAt: now });
    }
    return marked.length + retold.length;
  });

  // The admins' report: counts only, never who.
  await recordAudit(db, {
    action: "retention_run",
    targetType: "setting",
    targetId: "privacyRetention",
    details: {
      ...report,
      ...settings,
      ...(recordedAt.getTime() === now.getTime() ? {} : { asOf: now.toISOString() }),
    },
    occurredAt: recordedAt,
  });
  return report;
}

/**
 * The notice's words: what goes, when, and how to stop it. Only a sign of life the round can see
 * stops it: asking for the code on the person's own page (/privacy/my-data) or a new enquiry moves
 * the contact's last activity; a reply to the e-mail or SMS reaches no one who acts on it by itself.
 */
function retentionNotice(erasedOn: Date, siteUrl: string) {
  // The India day, as the traveller reads their calendar.
  const day = indiaDay(erasedOn);
  const text = [
    `We have not heard from you for a long time, so on ${day} we will erase the details we hold about you (your name, number, e-mail and enquiries).`,
    "Records of payments the law requires us to keep stay, without your name.",
    `To keep your details, before then open ${siteUrl}/privacy/my-data and confirm your number with the code we send to it, or send us a new enquiry from our website.`,
    "Replying to this message does not stop the erasure.",
  ].join(" ");
  return { subject: "Your details will be erased", text };
}

/** Which notice a line or a send is for: the contact's current marking, and the outbox job sending it. */
type NoticeTarget = { contactId: string; noticedAt: Date; jobId: string | null };

/**
 * A line on the contact's timeline about the notice. Written directly, not through the timeline's
 * usual write: that moves the contact's last activity, and a notice the agency sent is not a sign of
 * life from the person. `noticedAt` ties it to the marking, which is how the round knows it went.
 */
const noticeLine = (target: NoticeTarget, kind: string, summary: string, data: Record<string, unknown>) =>
  sql`INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at)
    VALUES (${target.contactId}::uuid, ${kind}, ${summary},
      ${jsonb({ purpose: RETENTION_NOTICE_PURPOSE, jobId: target.jobId, noticedAt: target.noticedAt.toISOString(), ...data })}, now())`;

/** A notice for this marking already went (a retried job, or the e-mail went before the SMS was tried). */
async function noticeWent(db: Database, target: NoticeTarget) {
  const [line] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM contact_timeline WHERE contact_id = ${target.contactId}::uuid
      AND kind IN ('email', 'sms_sent') AND data->>'purpose' = ${RETENTION_NOTICE_PURPOSE}
      AND (data->>'noticedAt')::timestamptz = ${target.noticedAt}::timestamptz`,
  );
  return Boolean(line);
}

/** The notice by e-mail, sent here rather than queued so that its line is written only when it left. */
async function sendNoticeMail(
  db: Database,
  target: NoticeTarget,
  input: { to: string; subject: string; text: string },
  mail: MailSender,
) {
  const result = await mail.send({ ...input, audience: "visitor" });
  // The recipient's daily cap held it back: it did not go, so the erasure must not count it.
  if (result.refused) throw new Error(`mail: erasure notice not sent (${result.refused})`);
  await db.execute(
    noticeLine(target, "email", `Erasure notice sent by e-mail: ${input.subject}`, {
      direction: "outbound",
      provider: mail.name,
    }),
  );
}

/**
 * The notice by SMS, recorded as every SMS to a person is: a timeline line (sent, or failed with the
 * gateway's words, scrubbed) and the sender's history row. A failure is thrown so the outbox tries
 * again later.
 */
async function sendNoticeSms(
  db: Database,
  target: NoticeTarget,
  input: { phone: string; text: string },
  sms: SmsSender,
) {
  let result: Awaited<ReturnType<SmsSender["send"]>>;
  try {
    result = await sms.send({ to: input.phone, text: input.text });
  } catch (err) {
    const error = scrubErrorMessage(err instanceof Error ? err.message : String(err));
    await db.execute(
      noticeLine(target, "sms_failed", "Erasure notice SMS failed", { provider: sms.name, error }),
    );
    throw err;
  }
  await db.transaction(async (tx) => {
    await tx.execute(
      noticeLine(target, "sms_sent", "Erasure notice sent by SMS", {
        provider: result.provider,
        providerMessageId: result.providerMessageId ?? null,
      }),
    );
    if (result.history)
      await tx.execute(
        insertOutboxSql({ kind: result.history.kind, payload: result.history.payload, done: true }),
      );
  });
}

/**
 * Sends one notice: by e-mail when the person has an address, by SMS when there is no address or the
 * e-mail could not go; nothing if erased or called off meanwhile, or if a notice for this marking
 * already went. When nothing went the job fails (the outbox tries again), and the round keeps the
 * person and counts them for the admins.
 */
export async function sendRetentionNotice(
  db: Database,
  payload: Record<string, unknown>,
  options: { jobId?: string; sms?: SmsSender; mail?: MailSender } = {},
) {
  const contactId = typeof payload.contactId === "string" ? payload.contactId : null;
  if (!contactId) return;
  const [row] = await queryRows<{ phone: string | null; email: string | null; noticed_at: Date | null }>(
    db,
    sql`SELECT phone, email, retention_noticed_at AS noticed_at FROM contacts WHERE id = ${contactId}::uuid`,
  );
  if (!row?.noticed_at) return;
  const target: NoticeTarget = {
    contactId,
    noticedAt: new Date(row.noticed_at),
    jobId: options.jobId ?? null,
  };
  if (await noticeWent(db, target)) return;
  const settings = await retentionSettings(db);
  const notice = retentionNotice(
    new Date(target.noticedAt.getTime() + settings.noticeHours * HOUR_MS),
    getConfig().siteUrl,
  );
  if (!row.email && !row.phone) {
    logger.info({ contactId }, "retention notice not sent: the contact has no e-mail or number");
    return;
  }
  if (row.email) {
    try {
      await sendNoticeMail(db, target, { to: row.email, ...notice }, options.mail ?? getMailSender());
      return;
    } catch (err) {
      if (!row.phone) throw err;
      logger.warn(
        { contactId, err: scrubErrorMessage(err instanceof Error ? err.message : String(err)) },
        "retention notice e-mail failed; trying SMS",
      );
    }
  }
  await sendNoticeSms(db, target, { phone: row.phone!, text: notice.text }, options.sms ?? getSmsSender());
}

/**
 * The worker's round: once a day (the maintenance loop runs every few minutes), so the report is
 * one line a day and the erasures happen in a quiet batch.
 */
export const RETENTION_TASK: MaintenanceTask = {
  name: "privacy retention",
  run: async (db, now) => {
    const [last] = await queryRows<{ at: Date }>(
      db,
      sql`SELECT max(occurred_at) AS at FROM audit_log WHERE action = 'retention_run'`,
    );
    if (last?.at && now.getTime() - new Date(last.at).getTime() < 20 * HOUR_MS) return;
    await runRetention(db, now);
  },
};

export const RETENTION_NOTICE_JOB: OutboxJob = {
  kind: RETENTION_NOTICE_JOB_KIND,
  handler: async (payload, job) => {
    await sendRetentionNotice(await getDb(), payload, { jobId: job.id });
  },
};

/** The latest round's counts, for the Privacy tab. */
export async function lastRetentionRun(db: Executor) {
  const [row] = await queryRows<{ at: Date; details: Record<string, number> }>(
    db,
    sql`SELECT occurred_at AS at, details FROM audit_log WHERE action = 'retention_run'
      ORDER BY occurred_at DESC LIMIT 1`,
  );
  if (!row) return null;
  const d = row.details;
  return {
    at: new Date(row.at).toISOString(),
    noticed: d.noticed ?? 0,
    erased: d.erased ?? 0,
    purged: d.purged ?? 0,
    keptForTax: d.keptForTax ?? 0,
    untold: d.untold ?? 0,
  };
}
