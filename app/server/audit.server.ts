import type { Executor } from "./db/db.server";
import { auditLog } from "./db/schema.server";
import type { AuditAction } from "~/lib/audit-actions";
import { logger } from "./logger.server";
import { countAuditedSignIn } from "./metrics.server";

export { AUDIT_ACTIONS, type AuditAction } from "~/lib/audit-actions";

export type AuditEntry = {
  action: AuditAction;
  actorUserId?: string | null;
  actorEmail?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
  occurredAt?: Date;
};

/** Appends one entry; pass the transaction of the change it records so both land or neither. */
export async function recordAudit(exec: Executor, entry: AuditEntry) {
  countAuditedSignIn(entry.action, entry.details);
  const [row] = await exec
    .insert(auditLog)
    .values({
      action: entry.action,
      actorUserId: entry.actorUserId ?? null,
      actorEmail: entry.actorEmail ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? {},
      occurredAt: entry.occurredAt,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/**
 * For events recorded after the fact (a sign-in that already happened): a failure to write is
 * logged, never turned into a failed sign-in.
 */
export async function recordAuditQuietly(exec: Executor, entry: AuditEntry) {
  try {
    await recordAudit(exec, entry);
  } catch (err) {
    logger.error({ err, action: entry.action }, "audit entry could not be written");
  }
}
