import { and, eq, lt } from "drizzle-orm";
import { recordAuditQuietly } from "~/server/audit.server";
import type { Executor } from "~/server/db/db.server";
import { authSession } from "~/server/db/schema.server";

/**
 * How long a staff session lasts: at most `hours` from the code step, however busy, and it ends
 * after `idleMinutes` without anything a person did. The session row's `updated_at` is when the
 * person last acted: the auth service never refreshes a session (refresh is off), so nothing else
 * writes it.
 */
export const STAFF_SESSION = { hours: 12, idleMinutes: 30 } as const;

const IDLE_MS = STAFF_SESSION.idleMinutes * 60_000;
/** A person's actions are written at most once a minute: a busy agent is not a write per click. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Whether a request is something a person did: a page they opened or reloaded, or any write (a form,
 * a drag on the board, the console's report that someone is typing or clicking). A background read
 * (the new-lead poll, the session check, a refetch) keeps nobody signed in.
 */
export function isPersonAction(request: Pick<Request, "method" | "headers">): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  return request.headers.get("sec-fetch-mode") === "navigate";
}

export const isIdle = (lastActive: Date, now = new Date()) => now.getTime() - lastActive.getTime() >= IDLE_MS;

/**
 * Ends the session if it has been idle too long; true when it was ended here. Deleting the row is what
 * ends it everywhere (the cookie alone opens nothing).
 */
export async function endIfIdle(
  db: Executor,
  session: { id: string; userId: string; updatedAt: Date },
  user: { email?: string | null },
  now = new Date(),
  ip: string | null = null,
) {
  if (!isIdle(session.updatedAt, now)) return false;
  const ended = await db
    .delete(authSession)
    .where(
      and(eq(authSession.id, session.id), lt(authSession.updatedAt, new Date(now.getTime() - IDLE_MS + 1))),
    )
    .returning({ id: authSession.id });
  if (ended.length) {
    await recordAuditQuietly(db, {
      action: "session_timed_out",
      actorUserId: session.userId,
      actorEmail: user.email ?? null,
      ip,
      details: { sessionId: session.id, idleMinutes: STAFF_SESSION.idleMinutes },
    });
  }
  return true;
}

/** The session token's row, for the auth service's own paths, which read the session themselves. */
export async function sessionByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: authSession.id, userId: authSession.userId, updatedAt: authSession.updatedAt })
    .from(authSession)
    .where(eq(authSession.token, token));
  return row;
}

/** Notes a person's action on the session (at most once a minute). */
export async function touchSession(db: Executor, session: { id: string; updatedAt: Date }, now = new Date()) {
  if (now.getTime() - session.updatedAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(authSession)
    .set({ updatedAt: now })
    .where(and(eq(authSession.id, session.id), lt(authSession.updatedAt, now)));
}
