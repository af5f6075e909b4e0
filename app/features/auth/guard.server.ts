import { data, redirect } from "react-router";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/db/db.server";
import type { RequestMemo } from "~/server/request-memo.server";
import { getAuth } from "./auth.server";
import { endIfIdle, isPersonAction, touchSession } from "./session-lifetime.server";
import { isSameOriginRequest } from "./origin.server";
import { isStaffRole, roleAllows, type StaffRole } from "./roles";

export { isSameOriginRequest };

export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

/** What the guard found: a staff member, nobody, or someone signed in without a staff role. */
export type StaffSession =
  | { status: "staff"; user: StaffUser; sessionId: string }
  | { status: "anonymous"; sessionEnded: boolean }
  | { status: "no_role"; userId: string };

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?vox\.session_token=/;

/**
 * Reads the session from the request's cookie, in the database (never from anything the browser says
 * about itself). A session idle too long ends here; a person's action keeps it going.
 */
export async function readStaffSession(request: Request): Promise<StaffSession> {
  const hadCookie = SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
  if (!hadCookie) return { status: "anonymous", sessionEnded: false };
  const auth = await getAuth();
  let found: Awaited<ReturnType<typeof auth.api.getSession>>;
  try {
    found = await auth.api.getSession({ headers: request.headers });
  } catch (err) {
    // A failed profile read leaves the role unset: no entry, and the reason in the log.
    logger.error({ err }, "staff session could not be read");
    return { status: "anonymous", sessionEnded: false };
  }
  if (!found) return { status: "anonymous", sessionEnded: true };
  const { user, session } = found;
  const db = await getDb();
  const now = new Date();
  if (await endIfIdle(db, session, user, now)) return { status: "anonymous", sessionEnded: true };
  if (isPersonAction(request)) await touchSession(db, session, now);
  if (!isStaffRole(user.role) || user.banned) return { status: "no_role", userId: user.id };
  return {
    status: "staff",
    sessionId: session.id,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
  };
}

const signInPath = (request: Request, ended: boolean) => {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  if (ended) params.set("reason", "session_ended");
  return `/auth?${params}`;
};

const STAFF_SESSION = Symbol("staff session");

/**
 * The request's session, read once however many of its loaders ask: the console's shell and its tab
 * run in parallel on every navigation. Without the request's memo (a loader called directly) it is
 * read each time.
 */
const sessionOnce = (request: Request, context: StaffContext | undefined) =>
  context?.memo ? context.memo(STAFF_SESSION, () => readStaffSession(request)) : readStaffSession(request);

/** The part of a loader's context the guard uses. */
export type StaffContext = { memo?: RequestMemo };

/**
 * For console pages' loaders and actions: the staff member, or a redirect (to /auth and back when
 * nobody is signed in; to / for a partner on an admin page) or a 403 that the page shows as Access
 * Denied for a user with no staff role. Pass the loader's `context` so the loaders of one navigation
 * share one session read.
 */
export async function requireStaff(
  request: Request,
  required: StaffRole = "partner",
  context?: StaffContext,
): Promise<StaffUser> {
  if (!isSameOriginRequest(request)) {
    throw data({ error: "This request did not come from the console." }, { status: 403 });
  }
  const found = await sessionOnce(request, context);
  if (found.status === "anonymous") throw redirect(signInPath(request, found.sessionEnded));
  if (found.status === "no_role") throw data({ accessDenied: true }, { status: 403 });
  if (!roleAllows(found.user.role, required)) throw redirect("/");
  return found.user;
}

const jsonError = (status: number, code: string, error: string) =>
  Response.json({ code, error }, { status, headers: { "Cache-Control": "no-store" } });

/** For console JSON endpoints: the staff member, or a 401/403 JSON answer (never a redirect). */
export async function requireStaffApi(request: Request, required: StaffRole = "partner"): Promise<StaffUser> {
  if (!isSameOriginRequest(request)) {
    throw jsonError(403, "CROSS_ORIGIN", "This request did not come from the console.");
  }
  const found = await readStaffSession(request);
  if (found.status === "anonymous") {
    throw found.sessionEnded
      ? jsonError(401, "SESSION_NOT_FOUND", "Your session has ended. Please sign in again.")
      : jsonError(401, "UNAUTHENTICATED", "Sign in to continue.");
  }
  if (found.status === "no_role" || !roleAllows(found.user.role, required)) {
    throw jsonError(403, "FORBIDDEN", "You don't have permission to access this area.");
  }
  return found.user;
}
