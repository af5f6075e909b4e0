import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { recordAudit } from "~/server/audit.server";
import { getConfig } from "~/server/config.server";
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
  options: { origin?: "setup link" } = {},
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
    details: { role: user.role, by: createdBy(actor, options.origin, user.email) },
  });
  return { id: created.user.id, email: user.email, name: user.name, role: user.role };
}

/** Who made an account, as the audit log shows it: an admin, the first-admin setup link, or the command line. */
function createdBy(actor: { email: string } | undefined, origin: "setup link" | undefined, email: string) {
  if (actor) return "admin";
  // The setup link is used by the person it creates, so the log names them.
  if (origin === "setup link") return `setup link (first admin) <${email}>`;
  return "command line";
}

export async function countStaffUsers(db: Database) {
  const [row] = await db.select({ n: count() }).from(authUser);
  return row?.n ?? 0;
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
export const SETUP_TOKEN_HOURS = 24;

// Any fixed number: every process takes this lock before it looks for, or makes, the setup link.
const SETUP_LINK_LOCK = 7_406_113;

/** The key that seals a setup token: derived from the session secret, for this one use. */
const sealingKey = (secret: string) =>
  Buffer.from(crypto.hkdfSync("sha256", secret, "", "first-admin setup link", 32));

function sealToken(token: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token, or null when it was sealed with another secret (or not at all). */
function unsealToken(sealed: string | null, secret: string): string | null {
  if (!sealed) return null;
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = crypto.createDecipheriv("aes-256-gcm", sealingKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export type FirstAdminSetup =
  /** The installation's link: made now, or the one made earlier that is still unused and valid. */
  | { link: string; createdAt: Date; expiresAt: Date }
  /** A link exists that this process cannot read back (its secret differs): another one printed it. */
  | { printedAt: Date; expiresAt: Date };

/**
 * On a brand-new installation (no staff accounts at all): the one link to create the first admin,
 * valid 24 hours. Several processes starting at once on a fresh database must not each make their
 * own (only the last would work), so the look and the insert happen under one advisory lock, and a
 * link that is still good is read back and given again rather than replaced. Undefined once
 * anyone exists.
 */
export async function firstAdminSetup(
  db: Database,
  siteUrl: string,
  options: { now?: Date; secret?: string } = {},
): Promise<FirstAdminSetup | undefined> {
  const now = options.now ?? new Date();
  const secret = options.secret ?? getConfig().sessionSecret;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LINK_LOCK})`);
    const [staff] = await tx.select({ n: count() }).from(authUser);
    if ((staff?.n ?? 0) > 0) return undefined;
    const [current] = await tx
      .select()
      .from(staffSetupTokens)
      .where(and(isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now)))
      .orderBy(desc(staffSetupTokens.createdAt))
      .limit(1);
    if (current) {
      const token = unsealToken(current.sealedToken, secret);
      return token && hashToken(token) === current.tokenHash
        ? { link: setupLink(siteUrl, token), createdAt: current.createdAt, expiresAt: current.expiresAt }
        : { printedAt: current.createdAt, expiresAt: current.expiresAt };
    }
    const token = crypto.randomBytes(24).toString("base64url");
    const expiresAt = new Date(now.getTime() + SETUP_TOKEN_HOURS * 3_600_000);
    await tx.delete(staffSetupTokens).where(isNull(staffSetupTokens.usedAt));
    await tx.insert(staffSetupTokens).values({
      tokenHash: hashToken(token),
      sealedToken: sealToken(token, secret),
      expiresAt,
      createdAt: now,
    });
    return { link: setupLink(siteUrl, token), createdAt: now, expiresAt };
  });
}

const setupLink = (siteUrl: string, token: string) => `${siteUrl}/auth/setup?token=${token}`;

/** The installation's setup link when this process can give it (see firstAdminSetup). */
export async function issueFirstAdminSetupLink(db: Database, siteUrl: string, now = new Date()) {
  const setup = await firstAdminSetup(db, siteUrl, { now });
  return setup && "link" in setup ? setup.link : undefined;
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
    const user = await createStaffUser(db, { ...input, role: "admin" }, undefined, {
      origin: "setup link",
    });
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
export async function announceFirstAdminSetup(
  db: Database,
  siteUrl: string,
  options: { now?: Date; secret?: string } = {},
) {
  const setup = await firstAdminSetup(db, siteUrl, options);
  if (!setup) return undefined;
  const orCommand = "(or run: npm run user:create -- --email you@agency.in --role admin)";
  if ("printedAt" in setup) {
    logger.warn(
      `No staff account exists yet. The first-admin setup link was printed by another process at ${setup.printedAt.toISOString()}\n` +
        orCommand,
    );
    return undefined;
  }
  logger.warn(
    `No staff account exists yet. Create the first admin by ${setup.expiresAt.toISOString()} at:\n  ${setup.link}\n` +
      orCommand,
  );
  return setup.link;
}
