import { and, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { formatIndiaClock, formatIndiaWeekdayDate } from "~/lib/format";
import { recordAudit } from "~/server/audit.server";
import { getConfig } from "~/server/config.server";
import type { Database } from "~/server/db/db.server";
import { auditLog, authUser, outbox } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { getMailSender } from "~/server/mail.server";
import { enqueueOutbox, type OutboxJob } from "~/server/outbox.server";
import { countInWindows } from "~/server/rate-limit-counters.server";
import { getSiteSettings } from "~/server/site-settings.server";
import {
  DEFAULT_SCREENSHOT_POLICY,
  DETECTION_METHODS,
  METHOD_LABELS,
  type DetectionMethod,
  type ScreenshotPolicy,
  type SignalOutcome,
} from "./detection-methods";

/** At most one digest e-mail per staff member per hour; it goes out this long after the first alert. */
export const DIGEST_EVERY_MS = 60 * 60_000;
export const DIGEST_DELAY_MS = 10 * 60_000;
/**
 * Alerts recorded per staff member per hour, and counted signals likewise (each under its own
 * limit, so everyday counts never use up the room a real alert needs); beyond it a stuck page
 * cannot flood the audit log.
 */
export const ALERTS_PER_USER_HOUR = 30;

const DIGEST_JOB_KIND = "screenshot.digest";

const noControlCharacters = (value: string) =>
  [...value].every((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f);

/**
 * What the console sends. The person is taken from the session, never from here: the ids and
 * e-mail in the body are only compared with the session's, to log a page that lies. Whether the
 * signal alerts or only counts is the admins' policy, read on the server: anything else the body
 * says (a "severity", an "alert": true) is dropped by the schema.
 */
export const screenshotAlertSchema = z.object({
  detectionMethod: z.enum(DETECTION_METHODS, {
    error: `detectionMethod must be one of ${DETECTION_METHODS.join(", ")}.`,
  }),
  timestamp: z.iso.datetime({ offset: true, error: "timestamp must be an ISO date and time." }),
  currentRoute: z
    .string({ error: "currentRoute must be the page's path." })
    .min(1, "currentRoute must be the page's path.")
    .max(300, "currentRoute must be at most 300 characters.")
    .refine((v) => v.startsWith("/") && !v.startsWith("//"), "currentRoute must be a path on this site.")
    .refine(noControlCharacters, "currentRoute must not contain control characters."),
  userId: z.string().max(100).optional(),
  userEmail: z.string().max(200).optional(),
  userName: z.string().max(200).optional(),
});
export type ScreenshotAlertInput = z.infer<typeof screenshotAlertSchema>;

export type AlertAuthor = { id: string; email: string; name: string };

/**
 * Records one signal as the admins' policy says. An alert goes in the audit log and, in the same
 * transaction, makes sure a digest for this person is on its way: the first alert after their
 * last digest's hour schedules one for DIGEST_DELAY_MS later, which then reports every alert and
 * count since. Parallel alerts for one person take a lock on them, so only one schedules it. A
 * counted signal is audited as counted and schedules nothing.
 */
export async function recordScreenshotAlert(
  db: Database,
  user: AlertAuthor,
  alert: ScreenshotAlertInput,
  context: { ip?: string | null; now?: Date; policy?: ScreenshotPolicy } = {},
): Promise<{ recorded: boolean; outcome: SignalOutcome; digestScheduled: boolean }> {
  const now = context.now ?? new Date();
  const outcome = (context.policy ?? DEFAULT_SCREENSHOT_POLICY)[alert.detectionMethod];
  if (
    (alert.userId && alert.userId !== user.id) ||
    (alert.userEmail && alert.userEmail.toLowerCase() !== user.email.toLowerCase())
  ) {
    logger.warn(
      { method: alert.detectionMethod },
      "screenshot alert named someone other than the session's user",
    );
  }
  return db.transaction(async (tx) => {
    const refused = await countInWindows(
      tx,
      [
        {
          key: `${outcome === "alert" ? "shot-alerts" : "shot-counts"}:${user.id}`,
          windowMs: DIGEST_EVERY_MS,
          limit: ALERTS_PER_USER_HOUR,
        },
      ],
      now,
    );
    if (refused.length) {
      logger.warn(
        { method: alert.detectionMethod, outcome },
        "screenshot signals over the hourly limit: not recorded",
      );
      return { recorded: false, outcome, digestScheduled: false };
    }
    await recordAudit(tx, {
      action: outcome === "alert" ? "screenshot_alert" : "screenshot_counted",
      actorUserId: user.id,
      actorEmail: user.email,
      ip: context.ip ?? null,
      occurredAt: now,
      details: {
        method: alert.detectionMethod,
        route: alert.currentRoute,
        clientTimestamp: alert.timestamp,
      },
    });
    if (outcome === "count") return { recorded: true, outcome, digestScheduled: false };
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`screenshot-digest:${user.id}`}))`);
    const [last] = await tx
      .select({ runAt: outbox.runAt })
      .from(outbox)
      .where(and(eq(outbox.kind, DIGEST_JOB_KIND), sql`${outbox.payload}->>'userId' = ${user.id}`))
      .orderBy(desc(outbox.runAt))
      .limit(1);
    // When the last digest was scheduled (its run time less the delay), on the clock alerts use.
    if (last && now.getTime() - (last.runAt.getTime() - DIGEST_DELAY_MS) < DIGEST_EVERY_MS) {
      return { recorded: true, outcome, digestScheduled: false };
    }
    await enqueueOutbox(
      tx,
      DIGEST_JOB_KIND,
      // The digest covers everything since the previous one collected (or this alert).
      { userId: user.id, since: (last?.runAt ?? now).toISOString() },
      { runAt: new Date(now.getTime() + DIGEST_DELAY_MS) },
    );
    return { recorded: true, outcome, digestScheduled: true };
  });
}

/** Who hears about alerts: every active admin, or the alert address when there is none. */
async function digestRecipients(db: Database): Promise<string[]> {
  const admins = await db
    .select({ email: authUser.email })
    .from(authUser)
    .where(and(eq(authUser.role, "admin"), or(isNull(authUser.banned), eq(authUser.banned, false))));
  if (admins.length) return admins.map((a) => a.email);
  const config = getConfig();
  return [config.ADMIN_ALERT_EMAIL ?? config.LEADS_NOTIFY_EMAIL];
}

/** Builds and sends one person's digest: every alert from `since` until now, oldest first. */
export async function sendScreenshotDigest(db: Database, payload: Record<string, unknown>, now = new Date()) {
  const userId = typeof payload.userId === "string" ? payload.userId : undefined;
  const since = typeof payload.since === "string" ? new Date(payload.since) : undefined;
  if (!userId || !since || Number.isNaN(since.getTime()))
    throw new Error("screenshot.digest needs userId and since");
  const signals = await db
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, ["screenshot_alert", "screenshot_counted"]),
        eq(auditLog.actorUserId, userId),
        gte(auditLog.occurredAt, since),
        sql`${auditLog.occurredAt} <= ${now}`,
      ),
    )
    .orderBy(auditLog.occurredAt);
  const alerts = signals.filter((a) => a.action === "screenshot_alert");
  if (!alerts.length) return;
  const [who] = await db
    .select({ name: authUser.name, email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, userId));
  const person = who ? `${who.name} <${who.email}>` : (alerts[0]!.actorEmail ?? userId);
  const brand = getSiteSettings().brandName;
  await getMailSender().send({
    to: (await digestRecipients(db)).join(", "),
    audience: "staff",
    subject: `VOX: ${alerts.length} screenshot alert${alerts.length === 1 ? "" : "s"} for ${who?.name ?? person}`,
    text: [
      `The console noticed the following for ${person}:`,
      "",
      ...digestDays(signals),
      "Focus changes and copying are everyday actions; a screenshot shortcut or screen capture is worth a word.",
      "Which signals alert and which only count is set on the Users tab; every one is kept in the audit log there.",
      "",
      `${brand} · VOX`,
    ].join("\n"),
  });
}

/**
 * The digest's body: one heading per India day, that day's alerts oldest first, then what was
 * only counted that day as a number per method (a count is not worth a line each).
 */
export function digestDays(
  signals: { action: string; occurredAt: Date; details: Record<string, unknown> }[],
) {
  const days = new Map<string, { alerts: string[]; counted: Map<string, number> }>();
  for (const signal of signals) {
    // "Fri 1 Mar 2030": the heading of one person's India day.
    const day = formatIndiaWeekdayDate(signal.occurredAt);
    const entry = days.get(day) ?? { alerts: [], counted: new Map<string, number>() };
    days.set(day, entry);
    const method = signal.details.method as DetectionMethod;
    const label = METHOD_LABELS[method] ?? String(method);
    if (signal.action === "screenshot_alert") {
      entry.alerts.push(
        `- ${formatIndiaClock(signal.occurredAt, { seconds: true })} IST · ${label} · ${String(signal.details.route ?? "")}`,
      );
    } else {
      entry.counted.set(label, (entry.counted.get(label) ?? 0) + 1);
    }
  }
  return [...days].flatMap(([day, { alerts, counted }]) => [
    day,
    ...(alerts.length ? alerts : ["- no alerts"]),
    ...(counted.size
      ? [`  Counted only: ${[...counted].map(([label, n]) => `${label} × ${n}`).join(", ")}`]
      : []),
    "",
  ]);
}

/** The outbox job that sends a digest (runs DIGEST_DELAY_MS after the first alert of the hour). */
export const SCREENSHOT_DIGEST_JOB: OutboxJob = {
  kind: DIGEST_JOB_KIND,
  handler: async (payload) => {
    const { getDb } = await import("~/server/db/db.server");
    await sendScreenshotDigest(await getDb(), payload);
  },
};
