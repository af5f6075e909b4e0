import { sql } from "drizzle-orm";
import { getConfig } from "./config.server";
import { getDb, type Database } from "./db/db.server";
import { logger } from "./logger.server";
import { insertOutboxSql } from "./outbox.server";
import { countInWindowsSql, windowSpans } from "./rate-limit-counters.server";

/**
 * A supplier (Viator, Hotelbeds…) answered something a visitor must not read: a rate limit, a quota,
 * an outage, a refusal in the supplier's own words. The visitor gets the product's words; the
 * details (status, an excerpt of the body) go to the log every time and to the admins' alert
 * address at most once an hour per supplier and kind of failure, counted in the database so several
 * processes send one e-mail between them. A process also stops asking the database for a while
 * after it has counted, so a burst of failures costs one statement, not one per visitor.
 */
export type ProviderFailure = {
  /** "viator", "hotelbeds"… */
  provider: string;
  /** What we were doing: "search", "taxonomy", "availability", "booking". */
  operation: string;
  /** The HTTP status, or null when there was no answer (a timeout, a refused connection). */
  status: number | null;
  /** Our own one-line account ("Viator answered 429"). */
  message: string;
  /** The start of what the supplier said, for staff. */
  excerpt?: string | null;
  retryAfterMs?: number | null;
  /** The supplier's own error code, where it tells a spent quota apart from a rate limit. */
  code?: string | null;
};

const HOUR_MS = 3600_000;
/** How long a process keeps from the database after counting an alert of one kind. */
const LOCAL_QUIET_MS = 5 * 60_000;
const EXCERPT_CHARS = 300;

/**
 * What kind of failure it is, for the alert's hourly count: a spent quota (a person must act), a
 * limit, an outage, a refusal. Both quota and rate limit arrive as 429, so the code tells them apart.
 */
export function failureKind(
  status: number | null,
  code?: string | null,
): "out_of_quota" | "rate_limited" | "unavailable" | "refused" {
  if (code === "insufficient_quota") return "out_of_quota";
  if (status === 429) return "rate_limited";
  if (status === null || status >= 500) return "unavailable";
  return "refused";
}

/** The first few hundred characters of a body, on one line. */
export function bodyExcerpt(body: unknown): string | null {
  if (body === undefined || body === null || body === "") return null;
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}…` : line;
}

const quietUntil = new Map<string, number>();

/** Forgets which alerts this process counted recently (tests). */
export function resetProviderAlertsForTests() {
  quietUntil.clear();
}

/**
 * Logs the failure and, when it is the first of its kind this hour, queues the admins' e-mail.
 * Never throws and never makes a visitor wait: callers need not await it (tests do).
 */
export async function reportProviderFailure(
  failure: ProviderFailure,
  options: { db?: Database; now?: Date } = {},
): Promise<void> {
  const kind = failureKind(failure.status, failure.code);
  const excerpt = failure.excerpt ? bodyExcerpt(failure.excerpt) : null;
  logger.warn(
    {
      provider: failure.provider,
      operation: failure.operation,
      status: failure.status,
      excerpt,
      retryAfterMs: failure.retryAfterMs ?? undefined,
    },
    `${failure.provider}: ${failure.message}`,
  );
  const now = options.now ?? new Date();
  const key = `provider-alert:${failure.provider}:${kind}`;
  if ((quietUntil.get(key) ?? 0) > now.getTime()) return;
  quietUntil.set(key, now.getTime() + LOCAL_QUIET_MS);
  try {
    const db = options.db ?? (await getDb());
    const config = getConfig();
    const told = countInWindowsSql(windowSpans([{ key, windowMs: HOUR_MS, limit: 1 }], now));
    const what =
      kind === "out_of_quota"
        ? "says our quota or credit is spent: top it up or change the plan"
        : kind === "rate_limited"
          ? "is rate limiting us (HTTP 429)"
          : kind === "unavailable"
            ? "could not be reached or failed"
            : "refused a request";
    const mail = insertOutboxSql({
      kind: "mail.send",
      payload: {
        to: config.ADMIN_ALERT_EMAIL ?? config.LEADS_NOTIFY_EMAIL,
        audience: "staff",
        subject: `${failure.provider} ${what}`,
        text: [
          `${failure.provider} ${what} during ${failure.operation} at ${now.toISOString()}.`,
          `Status: ${failure.status ?? "no answer"}`,
          `What we saw: ${failure.message}`,
          ...(excerpt ? [`What the supplier said: ${excerpt}`] : []),
          ...(failure.retryAfterMs
            ? [`It asked us to wait ${Math.ceil(failure.retryAfterMs / 1000)} s.`]
            : []),
          "",
          "Visitors were shown our own words, never the supplier's. Searches and planner replies fall",
          "back to cached or built-in results; bookings ask the visitor to try again or to let us book",
          "it for them.",
          "At most one such e-mail per supplier and kind an hour; every occurrence is in the server log.",
        ].join("\n"),
      },
      onlyIf: sql`EXISTS (SELECT 1 FROM told)`,
    });
    await db.execute(sql`WITH told AS (${told}) ${mail}`);
  } catch (err) {
    logger.warn({ err, provider: failure.provider }, "provider alert not written; the log has it");
  }
}
