import { eq } from "drizzle-orm";
import { recordAudit } from "~/server/audit.server";
import type { Database, Executor } from "~/server/db/db.server";
import { authUser } from "~/server/db/schema.server";
import type { StaffUser } from "./guard.server";

/** One's own photo (or none), with an audit entry; both or neither. */
export async function setOwnPhoto(
  db: Database,
  staff: StaffUser,
  image: string | null,
  ip: string | null = null,
): Promise<{ image: string | null }> {
  return db.transaction(async (tx) => {
    await tx.update(authUser).set({ image, updatedAt: new Date() }).where(eq(authUser.id, staff.id));
    await recordAudit(tx, {
      action: "staff_photo_changed",
      actorUserId: staff.id,
      actorEmail: staff.email,
      targetType: "user",
      targetId: staff.id,
      ip,
      details: { image },
    });
    return { image };
  });
}

/** The photo a staff member set on their account, or null. */
export async function ownPhoto(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: authUser.image }).from(authUser).where(eq(authUser.id, userId));
  return row?.image ?? null;
}
