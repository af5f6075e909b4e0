import crypto from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { recordAudit } from "~/server/audit.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { getConfig } from "~/server/config.server";
import type { Database, Executor } from "~/server/db/db.server";
import { authAccount, authSession, authUser, staffPasswordLinks } from "~/server/db/schema.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { clearAccountLockout, getAuth } from "./auth.server";
import { passwordWeaknesses } from "./password-policy";
import { STAFF_ROLES, type StaffRole } from "./roles";
import { createStaffUser, generatePassword, newStaffUserSchema, StaffUserError } from "./staff-users.server";

/** How long an invitation or a reset link works: long enough for a weekend, short enough to matter. */
export const PASSWORD_LINK_HOURS = 72;
export type PasswordLinkPurpose = "invite" | "reset";

type Actor = { id: string; email: string; name: string; ip?: string | null };

/** A refusal an admin can act on; the route turns it into its status. */
export class StaffAdminError extends Error {
  override name = "StaffAdminError";
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const hashToken = (token: string) =>
  crypto.createHash("sha256").update(`vox-password-link:${token}`).digest("base64url");

export const inviteSchema = newStaffUserSchema.omit({ password: true });
export const roleSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: "The role must be admin or partner." }),
});

/**
 * Makes a one-time link for this person to choose a password and e-mails it through the outbox.
 * Earlier unused links of the person stop working, so only the newest e-mail counts.
 */
async function sendPasswordLink(
  exec: Executor,
  user: { id: string; email: string; name: string },
  purpose: PasswordLinkPurpose,
  actor: Actor,
  now = new Date(),
) {
  const token = crypto.randomBytes(32).toString("base64url");
  await exec
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordLinks.userId, user.id), isNull(staffPasswordLinks.usedAt)));
  await exec.insert(staffPasswordLinks).values({
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000),
    createdBy: actor.id,
  });
  const config = getConfig();
  const link = `${config.siteUrl}/auth/set-password?token=${token}`;
  const brand = getSiteSettings().brandName;
  await enqueueOutbox(exec, "mail.send", {
    forgetAfterSend: true,
    to: user.email,
    audience: "staff",
    subject:
      purpose === "invite"
        ? `${actor.name} invited you to ${brand}'s VOX console`
        : `Choose a new password for VOX`,
    text: [
      `Hello ${user.name},`,
      "",
      purpose === "invite"
        ? `${actor.name} has made you a staff account on ${brand}'s console. Choose your password here:`
        : `${actor.name} has reset your password. Choose a new one here:`,
      link,
      "",
      `The link works once, for ${PASSWORD_LINK_HOURS} hours. After that you sign in with your e-mail, your password and a code we e-mail you.`,
      "If you did not expect this, ignore this e-mail.",
    ].join("\n"),
  });
  return link;
}

/**
 * Invites a staff member: the account is made with a random password nobody sees, and the person
 * chooses their own through the e-mailed link.
 */
export async function inviteStaffUser(db: Database, input: z.infer<typeof inviteSchema>, actor: Actor) {
  try {
    const user = await createStaffUser(db, { ...input, password: generatePassword() }, actor);
    try {
      await db.transaction(async (tx) => {
        await sendPasswordLink(tx, user, "invite", actor);
        await recordAudit(tx, {
          action: "user_invited",
          actorUserId: actor.id,
          actorEmail: actor.email,
          targetType: "user",
          targetId: user.id,
          ip: actor.ip ?? null,
          details: { role: user.role },
        });
      });
    } catch (err) {
      // The account is made by the auth service in its own write: without its link nobody could
      // use it, and inviting again would be refused as taken, so it is taken away again.
      await db.delete(authUser).where(eq(authUser.id, user.id));
      throw err;
    }
    return user;
  } catch (err) {
    if (err instanceof StaffUserError && /already a staff account/.test(err.message)) {
      throw new StaffAdminError(409, err.message, "email");
    }
    throw err;
  }
}

async function requireUser(db: Executor, userId: string) {
  const [user] = await db
    .select({
      id: authUser.id,
      email: authUser.email,
      name: authUser.name,
      role: authUser.role,
      banned: authUser.banned,
    })
    .from(authUser)
    .where(eq(authUser.id, userId));
  if (!user) throw new StaffAdminError(404, "That staff account does not exist any more.");
  return user;
}

/**
 * Stores a new password hash (better-auth's own hashing) in the caller's transaction, so the
 * password and whatever goes with it (a used link, ended sessions) change together.
 */
async function storePassword(exec: Executor, userId: string, password: string) {
  const ctx = await (await getAuth()).$context;
  const hash = await ctx.password.hash(password);
  await exec
    .update(authAccount)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, "credential")));
}

/** Ends every session of the person (they must sign in again); returns how many there were. */
async function endSessions(exec: Executor, userId: string, exceptSessionId?: string) {
  const ended = await exec
    .delete(authSession)
    .where(
      and(eq(authSession.userId, userId), exceptSessionId ? ne(authSession.id, exceptSessionId) : undefined),
    )
    .returning({ id: authSession.id });
  return ended.length;
}

/**
 * An admin resets someone's password: their sessions end at once and they get a link to choose a
 * new one. The old password stops working too, so a leaked one is useless from this moment.
 */
export async function resetStaffPassword(db: Database, userId: string, actor: Actor) {
  const user = await requireUser(db, userId);
  if (user.banned) throw new StaffAdminError(409, "Reactivate this account before sending a password link.");
  return db.transaction(async (tx) => {
    await storePassword(tx, userId, generatePassword());
    const sessions = await endSessions(tx, userId);
    await sendPasswordLink(tx, user, "reset", actor);
    await recordAudit(tx, {
      action: "password_link_sent",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "user",
      targetId: userId,
      ip: actor.ip ?? null,
      details: { purpose: "reset", sessionsEnded: sessions },
    });
    return { sent: true, sessionsEnded: sessions };
  });
}

/**
 * The active admins, their rows locked for the rest of the transaction: two admins demoting or
 * deactivating each other at the same moment are taken one after the other, so one admin always stays.
 */
const lockActiveAdmins = async (tx: Executor) =>
  (
    await tx
      .select({ id: authUser.id })
      .from(authUser)
      .where(and(eq(authUser.role, "admin"), sql`NOT coalesce(${authUser.banned}, false)`))
      .for("update")
  ).length;

const LAST_ADMIN = "This is the only active admin: make someone else an admin first.";

/** Changes someone's role; the last active admin cannot be made a partner (nobody could undo it). */
export async function setStaffRole(db: Database, userId: string, role: StaffRole, actor: Actor) {
  const user = await requireUser(db, userId);
  if (user.role === role) return { id: userId, role };
  await db.transaction(async (tx) => {
    // A deactivated admin is not one of the admins who keep the console running.
    if (user.role === "admin" && role !== "admin" && !user.banned && (await lockActiveAdmins(tx)) <= 1) {
      throw new StaffAdminError(409, LAST_ADMIN, "role");
    }
    await tx.update(authUser).set({ role, updatedAt: new Date() }).where(eq(authUser.id, userId));
    // Sessions carry no role (it is read per request), so the change takes effect on the next click.
    await recordAudit(tx, {
      action: "role_changed",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "user",
      targetId: userId,
      ip: actor.ip ?? null,
      details: { from: user.role, role },
    });
  });
  return { id: userId, role };
}

/**
 * Deactivates (bans) or reactivates an account. Deactivating ends the person's sessions at once and
 * takes them out of the new-lead rota; their records stay theirs until someone reassigns them.
 */
export async function setStaffActive(db: Database, userId: string, active: boolean, actor: Actor) {
  const user = await requireUser(db, userId);
  if (!active && userId === actor.id)
    throw new StaffAdminError(409, "You cannot deactivate your own account.");
  if (Boolean(user.banned) === !active) return { id: userId, active, sessionsEnded: 0 };
  return db.transaction(async (tx) => {
    if (!active && user.role === "admin" && (await lockActiveAdmins(tx)) <= 1) {
      throw new StaffAdminError(409, LAST_ADMIN);
    }
    await tx
      .update(authUser)
      .set({
        banned: !active,
        banReason: active ? null : `Deactivated by ${actor.email}`,
        updatedAt: new Date(),
      })
      .where(eq(authUser.id, userId));
    const sessionsEnded = active ? 0 : await endSessions(tx, userId);
    await recordAudit(tx, {
      action: active ? "user_unbanned" : "user_banned",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "user",
      targetId: userId,
      ip: actor.ip ?? null,
      details: active ? {} : { sessionsEnded },
    });
    return { id: userId, active, sessionsEnded };
  });
}

/** Ends one session of someone (a lost phone), or all of them. */
export async function revokeStaffSessions(
  db: Database,
  userId: string,
  sessionId: string | undefined,
  actor: Actor,
) {
  await requireUser(db, userId);
  return db.transaction(async (tx) => {
    let ended: number;
    if (sessionId) {
      const rows = await tx
        .delete(authSession)
        .where(and(eq(authSession.userId, userId), eq(authSession.id, sessionId)))
        .returning({ id: authSession.id });
      if (!rows.length) throw new StaffAdminError(404, "That session has already ended.");
      ended = rows.length;
    } else {
      ended = await endSessions(tx, userId);
    }
    await recordAudit(tx, {
      action: "sessions_revoked",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "user",
      targetId: userId,
      ip: actor.ip ?? null,
      details: { scope: sessionId ? "one" : "all", ended },
    });
    return { ended };
  });
}

/** Whether a password link can still be used: unused, unexpired, for an active account. */
export async function passwordLinkFor(db: Executor, token: string, now = new Date()) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({
      userId: staffPasswordLinks.userId,
      purpose: staffPasswordLinks.purpose,
      email: authUser.email,
      name: authUser.name,
      banned: authUser.banned,
    })
    .from(staffPasswordLinks)
    .innerJoin(authUser, eq(authUser.id, staffPasswordLinks.userId))
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, hashToken(token)),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, now),
      ),
    );
  if (!row || row.banned) return null;
  return {
    userId: row.userId,
    purpose: row.purpose as PasswordLinkPurpose,
    email: row.email,
    name: row.name,
  };
}

/**
 * Uses a link once: the password must pass the same rules as everywhere else; the link is marked
 * used in the same transaction that sets the password, so two tabs cannot both use it, and every
 * session of the account ends.
 */
export async function completePasswordLink(db: Database, token: string, password: string, now = new Date()) {
  const link = await passwordLinkFor(db, token, now);
  if (!link) {
    throw new StaffUserError(
      "This link has expired or was already used. Ask an admin to send you a new one.",
    );
  }
  const reasons = passwordWeaknesses(password, { email: link.email, name: link.name });
  if (reasons.length) throw new StaffUserError("Choose a stronger password.", reasons);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordLinks.tokenHash, hashToken(token)), isNull(staffPasswordLinks.usedAt)))
      .returning({ userId: staffPasswordLinks.userId });
    if (!claimed.length)
      throw new StaffUserError("This link was already used. Sign in with your new password.");
    await storePassword(tx, link.userId, password);
    await endSessions(tx, link.userId);
    // The person has proved who they are: a pause from someone else's guessing no longer applies.
    await clearAccountLockout(tx, link.email);
    await recordAudit(tx, {
      action: "password_set_by_link",
      actorUserId: link.userId,
      actorEmail: link.email,
      targetType: "user",
      targetId: link.userId,
      details: { purpose: link.purpose },
    });
  });
  return { email: link.email };
}
