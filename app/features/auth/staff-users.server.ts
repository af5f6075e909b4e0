import crypto from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db/db.server";
import { authUser, staffSetupTokens } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { getAuth } from "./auth.server";
import { passwordWeaknesses } from "./password-policy";
import { STAFF_ROLES, type StaffRole } from "./roles";
import { staffNameSchema } from "./staff-name";

export const newStaffUserSchema = z.object({
  name: staffNameSchema,
  email: z
    .email("Enter an e-mail address such as name@agency.in.")
    .max(200)
    .transform((e) => e.toLowerCase()),
  role: z.enum(STAFF_ROLES, { error: "The role must be admin or partner." }),
  password: z.string(),
});
export type NewStaffUser = z.input<typeof newStaffUserSchema>;

export class StaffUserError extends Error {
  override name = "StaffUserError";
  constructor(
    message: string,
    readonly reasons: string[] = [],
  ) {
    super(message);
  }
}

/** A password no one has to type: 20 random characters from an unambiguous alphabet. */
export function generatePassword() {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * Creates a staff account through better-auth (so the password is hashed its way and the account
 * gets its second step). Refuses a taken e-mail and a weak password with reasons.
 */
export async function createStaffUser(
  db: Database,
  input: NewStaffUser,
  actor?: { id: string; email: string },
) {
  const parsed = newStaffUserSchema.safeParse(input);
  if (!parsed.success) throw new StaffUserError(parsed.error.issues[0]!.message);
  const user = parsed.data;
  const reasons = passwordWeaknesses(user.password, user);
  if (reasons.length) throw new StaffUserError("Choose a stronger password.", reasons);
  const [taken] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(sql`lower(${authUser.email})`, user.email));
  if (taken) throw new StaffUserError(`There is already a staff account for ${user.email}.`);
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: { email: user.email, name: user.name, password: user.password, role: user.role as StaffRole },
  });
  await recordAudit(db, {
    action: "user_created",
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    targetType: "user",
    targetId: created.user.id,
    details: { role: user.role, by: actor ? "admin" : "command line" },
  });
  return { id: created.user.id, email: user.email, name: user.name, role: user.role };
}

export async function countStaffUsers(db: Database) {
  const [row] = await db.select({ n: count() }).from(authUser);
  return row?.n ?? 0;
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
export const SETUP_TOKEN_HOURS = 24;

/**
 * On a brand-new installation (no staff accounts at all) makes a one-time link to create the first
 * admin, valid 24 hours; earlier unused links stop working. Returns undefined once anyone exists.
 */
export async function issueFirstAdminSetupLink(db: Database, siteUrl: string, now = new Date()) {
  if ((await countStaffUsers(db)) > 0) return undefined;
  const token = crypto.randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(staffSetupTokens).where(isNull(staffSetupTokens.usedAt));
    await tx.insert(staffSetupTokens).values({
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SETUP_TOKEN_HOURS * 3_600_000),
    });
  });
  return `${siteUrl}/auth/setup?token=${token}`;
}

/** True when the link's token is unused, unexpired and no staff account exists yet. */
export async function isSetupTokenValid(db: Database, token: string, now = new Date()) {
  if (!token || (await countStaffUsers(db)) > 0) return false;
  const [row] = await db
    .select({ tokenHash: staffSetupTokens.tokenHash })
    .from(staffSetupTokens)
    .where(
      and(
        eq(staffSetupTokens.tokenHash, hashToken(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}

/**
 * Uses the link once: the token is marked used first (so two tabs cannot both create an admin),
 * then the admin is created; a failure to create hands the token back.
 */
export async function completeFirstAdminSetup(
  db: Database,
  token: string,
  input: Omit<NewStaffUser, "role">,
  now = new Date(),
) {
  if (!(await isSetupTokenValid(db, token, now))) {
    throw new StaffUserError(
      "This setup link has expired or was already used. Restart the server for a new one.",
    );
  }
  const claimed = await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.tokenHash, hashToken(token)), isNull(staffSetupTokens.usedAt)))
    .returning({ tokenHash: staffSetupTokens.tokenHash });
  if (!claimed.length) throw new StaffUserError("This setup link was already used.");
  try {
    const user = await createStaffUser(db, { ...input, role: "admin" });
    await recordAudit(db, {
      action: "first_admin_setup",
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: "user",
      targetId: user.id,
    });
    return user;
  } catch (err) {
    await db
      .update(staffSetupTokens)
      .set({ usedAt: null })
      .where(eq(staffSetupTokens.tokenHash, hashToken(token)));
    throw err;
  }
}

/** Logged at start on a brand-new installation, so a fresh machine reaches a usable console. */
export async function announceFirstAdminSetup(db: Database, siteUrl: string) {
  const link = await issueFirstAdminSetupLink(db, siteUrl);
  if (link) {
    logger.warn(
      `No staff account exists yet. Create the first admin within ${SETUP_TOKEN_HOURS} hours at:\n  ${link}\n` +
        "(or run: npm run user:create -- --email you@agency.in --role admin)",
    );
  }
  return link;
}
