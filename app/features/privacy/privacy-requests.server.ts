import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { recordAudit } from "~/server/audit.server";
import { queryRows, type Executor } from "~/server/db/db.server";
import { HttpRefusal } from "~/server/http.server";
import { DEFAULT_REQUEST_DUE_DAYS, requestDueDays } from "./privacy-settings.server";
import { recentPastDate } from "./past-date";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "./privacy-requests-texts";

/**
 * The console's queue of privacy requests: every request with its received and due dates, status,
 * who handled it and what was done. Admins see all; with "only my records" on, a partner sees the
 * requests of the contacts they own or own a lead of (the console decides `onlyMineOf`). A request
 * whose person was erased is nobody's but the admins'.
 */

export const REQUEST_STATUSES = ["received", "in_progress", "done", "refused"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type QueueActor = { id: string; email: string; isAdmin: boolean; onlyMine: boolean };

export type QueuedRequest = {
  id: string;
  kind: PrivacyRequestKind;
  contactId: string | null;
  contactName: string | null;
  channel: string;
  details: string | null;
  receivedAt: string;
  dueAt: string;
  status: RequestStatus;
  handlerEmail: string | null;
  outcome: string | null;
  closedAt: string | null;
  /** Open past its due date. */
  overdue: boolean;
};

const mine = (actor: QueueActor) =>
  actor.onlyMine
    ? sql`(c.owner_id = ${actor.id} OR EXISTS (SELECT 1 FROM leads own WHERE own.contact_id = c.id AND own.owner_id = ${actor.id}))`
    : sql`true`;

type Row = {
  id: string;
  kind: PrivacyRequestKind;
  contact_id: string | null;
  contact_name: string | null;
  channel: string;
  details: string | null;
  received_at: Date | string;
  due_at: Date | string;
  status: RequestStatus;
  handler_email: string | null;
  outcome: string | null;
  closed_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function toQueued(r: Row, now: Date): QueuedRequest {
  return {
    id: r.id,
    kind: r.kind,
    contactId: r.contact_id,
    contactName: r.contact_name,
    channel: r.channel,
    details: r.details,
    receivedAt: iso(r.received_at),
    dueAt: iso(r.due_at),
    status: r.status,
    handlerEmail: r.handler_email,
    outcome: r.outcome,
    closedAt: r.closed_at ? iso(r.closed_at) : null,
    overdue: r.closed_at === null && new Date(r.due_at).getTime() < now.getTime(),
  };
}

const selectRequests = (where: ReturnType<typeof sql>) => sql`
  SELECT r.id, r.kind, r.contact_id, c.name AS contact_name, r.channel, r.details, r.received_at, r.due_at,
    r.status, u.email AS handler_email, r.outcome, r.closed_at
  FROM privacy_requests r
  LEFT JOIN contacts c ON c.id = r.contact_id
  LEFT JOIN auth_user u ON u.id = r.handler_id
  WHERE ${where}`;

/** Open requests first, soonest due first; then the latest closed ones. */
export async function listPrivacyRequests(
  db: Executor,
  actor: QueueActor,
  now = new Date(),
): Promise<{ requests: QueuedRequest[]; dueDays: number; defaultDueDays: number }> {
  const visible = actor.isAdmin ? sql`true` : sql`r.contact_id IS NOT NULL AND ${mine(actor)}`;
  const rows = await queryRows<Row>(
    db,
    sql`${selectRequests(visible)} ORDER BY (r.closed_at IS NULL) DESC, CASE WHEN r.closed_at IS NULL THEN r.due_at END ASC, r.closed_at DESC LIMIT 500`,
  );
  return {
    requests: rows.map((r) => toQueued(r, now)),
    dueDays: await requestDueDays(db),
    defaultDueDays: DEFAULT_REQUEST_DUE_DAYS,
  };
}

/** The request, if this staff member may see it; otherwise a 404 that says no more. */
export async function requireVisibleRequest(db: Executor, actor: QueueActor, id: string, lock = false) {
  const visible = actor.isAdmin ? sql`true` : sql`r.contact_id IS NOT NULL AND ${mine(actor)}`;
  const [row] = await queryRows<Row>(
    db,
    sql`${selectRequests(sql`r.id = ${id}::uuid AND ${visible}`)}${lock ? sql` FOR UPDATE OF r` : sql``}`,
  );
  if (!row)
    throw new HttpRefusal(404, "Not found", "That request does not exist any more, or is not yours to see.");
  return row;
}

const OUTCOME_TEXT = "Say what was done, in up to 2,000 characters.";
export const requestUpdateSchema = z
  .object({
    status: z.enum(REQUEST_STATUSES, { error: "Choose a status: received, in progress, done or refused." }),
    outcome: z.string({ error: OUTCOME_TEXT }).trim().max(2000, OUTCOME_TEXT).optional(),
  })
  .refine((v) => !["done", "refused"].includes(v.status) || (v.outcome?.length ?? 0) >= 3, {
    message: "Say what was done (or why it was refused) before closing the request.",
    path: ["outcome"],
  });
export type RequestUpdate = z.infer<typeof requestUpdateSchema>;

/**
 * Moves a request along: who handled it, what was done, closed when done or refused. An erasure is
 * closed only by running it (`closeErasure`), so "done" on one is a refusal to pretend.
 */
export async function updatePrivacyRequest(
  db: Executor,
  actor: QueueActor,
  id: string,
  update: RequestUpdate,
  ip: string | null,
  now = new Date(),
): Promise<QueuedRequest> {
  const row = await requireVisibleRequest(db, actor, id, true);
  if (row.closed_at)
    throw new HttpRefusal(
      409,
      "Already closed",
      "This request is closed. Open a new one if the person asks again.",
    );
  if (row.kind === "erasure" && update.status === "done")
    throw new HttpRefusal(409, "Run the erasure", "An erasure request is done only by running the erasure.");
  const closing = update.status === "done" || update.status === "refused";
  await db.execute(sql`UPDATE privacy_requests SET status = ${update.status}, handler_id = ${actor.id},
    outcome = ${update.outcome ?? row.outcome}, closed_at = ${closing ? now : null}::timestamptz WHERE id = ${id}::uuid`);
  await recordAudit(db, {
    action: "privacy_request_updated",
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: "privacy_request",
    targetId: id,
    ip,
    occurredAt: now,
    details: { kind: row.kind, from: row.status, to: update.status },
  });
  return toQueued(await requireVisibleRequest(db, { ...actor, isAdmin: true }, id), now);
}

/**
 * Records an erasure that was just run, in the same transaction as the erase: done, by whom, and
 * only the counts of what went (the person's words on the request are already gone with them).
 */
export async function closeErasure(
  db: Executor,
  actor: QueueActor,
  id: string,
  counts: Record<string, number>,
  ip: string | null,
  now = new Date(),
): Promise<void> {
  const outcome = `Erased: ${
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([what, n]) => `${n} ${what}`)
      .join(", ") || "nothing was left to erase"
  }.`;
  await db.execute(sql`UPDATE privacy_requests SET status = 'done', handler_id = ${actor.id}, outcome = ${outcome},
    closed_at = ${now}::timestamptz, phone = NULL, details = NULL WHERE id = ${id}::uuid`);
  await recordAudit(db, {
    action: "privacy_request_erased",
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: "privacy_request",
    targetId: id,
    ip,
    occurredAt: now,
    details: { counts },
  });
}

const KIND_TEXT = "Choose the kind of request.";
export const newRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: KIND_TEXT }),
  contactId: z.uuid({ error: "Choose the contact the request is about." }),
  details: z
    .string({ error: "Say what the person asked." })
    .trim()
    .min(3, "Say what the person asked.")
    .max(2000),
  receivedAt: recentPastDate("Give the date the request was received.").optional(),
});

export type NewPrivacyRequest = z.infer<typeof newRequestSchema>;

/** A request that came by e-mail, letter or phone, entered by staff; due from the day it was received. */
export async function createConsoleRequest(
  db: Executor,
  actor: QueueActor,
  input: NewPrivacyRequest,
  ip: string | null,
  now = new Date(),
): Promise<{ id: string }> {
  const [contact] = await queryRows<{ id: string; phone: string | null }>(
    db,
    sql`SELECT c.id, c.phone FROM contacts c WHERE c.id = ${input.contactId}::uuid AND c.deleted_at IS NULL AND ${mine(actor)}`,
  );
  if (!contact)
    throw new HttpRefusal(404, "Not found", "That contact does not exist any more, or is not yours to see.");
  const receivedAt = input.receivedAt ?? now;
  if (receivedAt.getTime() > now.getTime())
    throw new HttpRefusal(400, "Invalid request", "The received date cannot be in the future.", {
      field: "receivedAt",
    });
  const days = await requestDueDays(db);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO privacy_requests (kind, contact_id, phone, details, channel, received_at, due_at, handler_id)
      VALUES (${input.kind}, ${contact.id}::uuid, ${contact.phone}, ${input.details}, 'console', ${receivedAt}::timestamptz,
        ${receivedAt}::timestamptz + make_interval(days => ${days}::int), ${actor.id}) RETURNING id`,
  );
  await recordAudit(db, {
    action: "privacy_request_received",
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: "privacy_request",
    targetId: row!.id,
    ip,
    occurredAt: now,
    details: { kind: input.kind, channel: "console" },
  });
  return { id: row!.id };
}
