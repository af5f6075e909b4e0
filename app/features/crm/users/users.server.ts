import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { StaffAdminError, type StaffUser } from "~/features/auth/index.server";
import { AUDIT_ACTIONS } from "~/lib/audit-actions";
import type { Database } from "~/server/db/db.server";
import { CrmError } from "../shared/console-api.server";
import { auditLog, authSession, authUser } from "~/server/db/schema.server";
import { getCrmSettings } from "../shared/settings.server";
import { indiaMidnight, iso, PAGE_SIZE, pageOf } from "../shared/tab-params.server";
import { auditFilters } from "./audit-filters";

export async function usersTab(db: Database, me: StaffUser, params: URLSearchParams) {
  const users = await db
    .select({
      id: authUser.id,
      name: authUser.name,
      email: authUser.email,
      role: authUser.role,
      banned: authUser.banned,
      canExport: authUser.canExport,
      createdAt: authUser.createdAt,
      lastSignInAt: sql<Date | null>`(SELECT max(s.created_at) FROM auth_session s WHERE s.user_id = auth_user.id)`,
      pendingInvite: sql<boolean>`EXISTS (SELECT 1 FROM staff_password_links l WHERE l.user_id = auth_user.id
        AND l.used_at IS NULL AND l.expires_at > now())`,
    })
    .from(authUser)
    .orderBy(asc(authUser.name));
  const sessions = await db
    .select({
      id: authSession.id,
      userId: authSession.userId,
      createdAt: authSession.createdAt,
      updatedAt: authSession.updatedAt,
      ipAddress: authSession.ipAddress,
      userAgent: authSession.userAgent,
    })
    .from(authSession)
    .where(sql`${authSession.expiresAt} > now()`)
    .orderBy(desc(authSession.updatedAt));

  const filters = auditFilters.parse(params);
  const conds = [
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actor ? eq(auditLog.actorUserId, filters.actor) : undefined,
    filters.from ? sql`${auditLog.occurredAt} >= ${indiaMidnight(filters.from)}` : undefined,
    filters.to ? sql`${auditLog.occurredAt} < ${indiaMidnight(filters.to)} + interval '1 day'` : undefined,
  ].filter(Boolean);
  const where = conds.length ? and(...conds) : undefined;
  const page = pageOf(params);
  const [audit, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        occurredAt: auditLog.occurredAt,
        action: auditLog.action,
        actorEmail: auditLog.actorEmail,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        ip: auditLog.ip,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const names = new Map(users.map((u) => [u.id, u.name]));
  const settings = await getCrmSettings(db);
  return {
    tab: "users" as const,
    me: me.id,
    autoAssign: settings.autoAssign,
    screenshotPolicy: settings.screenshotPolicy,
    users: users.map((u) => ({
      ...u,
      banned: Boolean(u.banned),
      pendingInvite: Boolean(u.pendingInvite),
      createdAt: iso(u.createdAt)!,
      lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt).toISOString() : null,
      sessions: sessions
        .filter((s) => s.userId === u.id)
        .map((s) => ({
          id: s.id,
          createdAt: iso(s.createdAt)!,
          lastSeenAt: iso(s.updatedAt)!,
          ip: s.ipAddress,
          device: deviceOf(s.userAgent),
        })),
    })),
    audit: audit.map((a) => ({
      ...a,
      occurredAt: iso(a.occurredAt)!,
      targetName: a.targetType === "user" && a.targetId ? (names.get(a.targetId) ?? null) : null,
    })),
    auditFilters: filters,
    auditActions: AUDIT_ACTIONS,
    page,
    pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE)),
  };
}

/** A session's browser and system in a few words (the full user agent says too much and too little). */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

/** A staff-admin refusal in the console's terms (its status, a title and the sentence). */
export async function staffAdminAction<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof StaffAdminError) {
      throw new CrmError(err.status, err.status === 404 ? "Not found" : "Not changed", err.message, {
        ...(err.field ? { field: err.field } : {}),
      });
    }
    throw err;
  }
}
