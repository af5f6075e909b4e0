import { and, asc, count, desc, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/server/db/db.server";
import { auditLog, authSession, authUser } from "~/server/db/schema.server";
import { iso } from "./tab-params.server";

export async function usersTab(db: Database) {
  const users = await db
    .select({
      id: authUser.id,
      name: authUser.name,
      email: authUser.email,
      role: authUser.role,
      banned: authUser.banned,
      createdAt: authUser.createdAt,
      lastSignInAt: sql<Date | null>`(SELECT max(s.created_at) FROM auth_session s WHERE s.user_id = auth_user.id)`,
    })
    .from(authUser)
    .orderBy(asc(authUser.name));
  const audit = await db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.occurredAt))
    .limit(50);
  const activeSessions = await db
    .select({ userId: authSession.userId, n: count() })
    .from(authSession)
    .where(and(isNotNull(authSession.userId), sql`${authSession.expiresAt} > now()`))
    .groupBy(authSession.userId);
  return {
    tab: "users" as const,
    users: users.map((u) => ({
      ...u,
      banned: Boolean(u.banned),
      createdAt: iso(u.createdAt)!,
      lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt).toISOString() : null,
      sessions: activeSessions.find((s) => s.userId === u.id)?.n ?? 0,
    })),
    audit: audit.map((a) => ({ ...a, occurredAt: iso(a.occurredAt)! })),
  };
}
