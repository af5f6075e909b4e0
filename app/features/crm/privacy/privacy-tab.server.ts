import type { StaffUser } from "~/features/auth/index.server";
import {
  closeErasure,
  listBreaches,
  recordBreach,
  updateBreach,
  type BreachUpdate,
  type NewBreach,
  createConsoleRequest,
  listPrivacyRequests,
  requireVisibleRequest,
  updatePrivacyRequest,
  type NewPrivacyRequest,
  type QueueActor,
  type RequestUpdate,
  retentionSettings,
} from "~/features/privacy/index.server";
import type { Database, Executor } from "~/server/db/db.server";
import { HttpRefusal } from "~/server/http.server";
import { crmScope } from "../records/access.server";
import { eraseContact } from "../records/contact-records.server";
import { lastRetentionRun } from "./retention.server";

/**
 * The Privacy tab: the requests queue of the privacy feature, seen through the console's "only my
 * records" rule, and an erasure request run through the console's own erase.
 */
async function actorOf(db: Executor, user: StaffUser): Promise<QueueActor> {
  const scope = await crmScope(db, user);
  return { id: user.id, email: user.email, isAdmin: user.role === "admin", onlyMine: scope.onlyMine };
}

export async function privacyTab(db: Executor, user: StaffUser, now = new Date()) {
  const actor = await actorOf(db, user);
  const queue = await listPrivacyRequests(db, actor, now);
  // The breach log is the admins' alone: a partner's tab does not carry it at all.
  const breaches = actor.isAdmin ? await listBreaches(db, actor, now) : [];
  // The retention job's numbers and its latest round's counts (never who), for the admins.
  const retention = actor.isAdmin
    ? { settings: await retentionSettings(db), lastRun: await lastRetentionRun(db) }
    : null;
  return { tab: "privacy" as const, ...queue, breaches, retention, isAdmin: actor.isAdmin };
}

const breachActor = (user: StaffUser) => ({ id: user.id, email: user.email, isAdmin: user.role === "admin" });

export async function recordBreachOf(
  db: Database,
  user: StaffUser,
  input: NewBreach,
  ip: string | null,
  now = new Date(),
) {
  return db.transaction(async (tx) => recordBreach(tx, breachActor(user), input, ip, now));
}

export async function updateBreachOf(
  db: Database,
  user: StaffUser,
  id: string,
  update: BreachUpdate,
  ip: string | null,
  now = new Date(),
) {
  return db.transaction(async (tx) => updateBreach(tx, breachActor(user), id, update, ip, now));
}

export async function updatePrivacyRequestOf(
  db: Database,
  user: StaffUser,
  id: string,
  update: RequestUpdate,
  ip: string | null,
  now = new Date(),
) {
  return db.transaction(async (tx) => updatePrivacyRequest(tx, await actorOf(tx, user), id, update, ip, now));
}

export async function createPrivacyRequestOf(
  db: Database,
  user: StaffUser,
  input: NewPrivacyRequest,
  ip: string | null,
  now = new Date(),
) {
  return db.transaction(async (tx) => createConsoleRequest(tx, await actorOf(tx, user), input, ip, now));
}

/**
 * Runs an erasure request (admins): the console's erase of the person and the request closed with
 * only the counts, in one transaction, so a request is never left open over a person already gone.
 */
export async function runErasureRequest(
  db: Database,
  user: StaffUser,
  id: string,
  ip: string | null,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const actor = await actorOf(tx, user);
    const request = await requireVisibleRequest(tx, actor, id, true);
    if (request.kind !== "erasure")
      throw new HttpRefusal(409, "Not an erasure", "Only an erasure request erases the person.");
    if (request.closed_at) throw new HttpRefusal(409, "Already closed", "This request is already closed.");
    let counts: Record<string, number> = {};
    if (request.contact_id) {
      // A transaction is a database here: the erase's own transaction becomes a savepoint of this one.
      const erased = await eraseContact(tx as unknown as Database, user, request.contact_id, ip);
      counts = erased.counts;
    }
    await closeErasure(tx, actor, id, counts, ip, now);
    return { erased: true, counts };
  });
}
