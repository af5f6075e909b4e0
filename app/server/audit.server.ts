import type { Executor } from "./db/db.server";
import { auditLog } from "./db/schema.server";
import { logger } from "./logger.server";

/**
 * Security events for the append-only audit log. Each names what happened; `details` carries what
 * an admin needs to judge it (never a password, code or token).
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_in_code_failed",
  "sign_in_locked",
  "sign_out",
  "sessions_revoked",
  "password_changed",
  "password_reset",
  "role_changed",
  "user_created",
  "user_banned",
  "user_unbanned",
  "user_deleted",
  "first_admin_setup",
  "screenshot_alert",
  "screenshot_counted",
  "contact_deleted",
  "contact_erased",
  "contact_merged",
  "contact_duplicate_refused",
  "crm_setting_changed",
  "tag_deleted",
  "user_invited",
  "password_link_sent",
  "password_set_by_link",
  "contacts_imported",
  "contacts_exported",
  "leads_exported",
  "export_permission_changed",
  "contacts_bulk_tagged",
  "contact_exported",
  "activity_booking_cancelled",
  "exchange_rate_set",
  "activity_booking_confirmed",
  "activity_booking_declined",
  "session_created",
  "session_timed_out",
  "sign_in_refused",
  "auth_path_refused",
  "staff_change_refused",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
