import { and, eq } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAudit } from "~/server/audit.server";
import type { Database, Executor } from "~/server/db/db.server";
import { authUser } from "~/server/db/schema.server";
import { notFound } from "../shared/console-api.server";

/**
 * Who may download the agency's contacts and leads as a file. A file leaves the console's controls
 * (only-my-records, the audit of each look), so admins always may and a partner only once an admin
 * has allowed it on the Users tab; the permission is read per request, so withdrawing it takes
 * effect on the next click.
 */
export async function mayExport(db: Executor, user: StaffUser): Promise<boolean> {
  if (user.role === "admin") return true;
  const [row] = await db
    .select({ canExport: authUser.canExport })
    .from(authUser)
    .where(eq(authUser.id, user.id));
  return Boolean(row?.canExport);
}

export const EXPORT_REFUSED =
  "Exports are for admins and for partners an admin has allowed to export: ask an admin to allow you on the Users tab.";

/** An admin allows or stops a staff member's exports; audited like a role change. */
export async function setExportPermission(
  db: Database,
  userId: string,
  allowed: boolean,
  actor: { id: string; email: string; ip: string | null },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: authUser.id, canExport: authUser.canExport })
      .from(authUser)
      .where(eq(authUser.id, userId))
      .for("update");
    if (!user) throw notFound("staff account");
    if (user.canExport === allowed) return { id: userId, canExport: allowed };
    await tx
      .update(authUser)
      .set({ canExport: allowed, updatedAt: new Date() })
      .where(and(eq(authUser.id, userId)));
    await recordAudit(tx, {
      action: "export_permission_changed",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "user",
      targetId: userId,
      ip: actor.ip,
      details: { canExport: allowed },
    });
    return { id: userId, canExport: allowed };
  });
}
