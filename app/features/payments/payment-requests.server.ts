import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { indiaDay, addIndiaDays, indiaMidnightOf, DAY_MS } from "~/lib/india-time";
import { formatMoney, money, type Money } from "~/lib/money";
import { recordAudit } from "~/server/audit.server";
import { getConfig } from "~/server/config.server";
import type { Executor } from "~/server/db/db.server";
import {
  contactTimeline,
  contacts,
  leads,
  paymentRefunds,
  paymentRequests,
  payments,
  type PaymentRequestRow,
  type PaymentRow,
} from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { enqueueOutbox } from "~/server/outbox.server";
import {
  OPEN_PAYMENT_STATUSES,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentStatus,
} from "./payment-schemas";
import { getPaymentSettings } from "./payment-settings.server";
import type { PaymentRequestView, PaymentView, RefundView } from "./payment-views";
import { razorpayKeys } from "./razorpay.server";

/** The outbox job that makes a request's Razorpay Payment Link (see payment-links.server.ts). */
export const CREATE_LINK_JOB_KIND = "payments.create-link";
/** The outbox job that cancels a request's Razorpay Payment Link. */
export const CANCEL_LINK_JOB_KIND = "payments.cancel-link";
/** The outbox job that e-mails a payment's receipt (see receipt.server.ts). */
export const RECEIPT_JOB_KIND = "payments.receipt";

// ---- tokens and references -------------------------------------------------------------------

/**
 * The pay page's token is derived from the request id with the server's secret, so staff can copy a
 * request's link again later while only its SHA-256 is stored (a database reader cannot make one).
 */
export function payTokenFor(requestId: string): string {
  return crypto
    .createHmac("sha256", getConfig().sessionSecret)
    .update(`pay-link|${requestId}`)
    .digest()
    .subarray(0, 24)
    .toString("base64url");
}

/** A pay page token's shape: 32 URL-safe characters. */
export const PAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const hashPayToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The absolute URL of the traveller's pay page for this token. */
export function payUrlFor(token: string): string {
  return `${getConfig().siteUrl}/pay/${token}`;
}

/** The traveller's pay page for a request, as staff and reminders give it again. */
export function payPageUrlOf(requestId: string): string {
  return payUrlFor(payTokenFor(requestId));
}

/** Where Razorpay sends the traveller back after paying (the pay page verifies the signed query). */
export function callbackUrlFor(token: string): string {
  return `${payUrlFor(token)}/return`;
}

// No 0/O, 1/I/L: a reference is read out on the phone and typed into a bank transfer's remark.
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newPaymentReference(): string {
  const bytes = crypto.randomBytes(6);
  return `PAY-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

// ---- views -----------------------------------------------------------------------------------

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function isOverdue(row: Pick<PaymentRequestRow, "status" | "dueOn">, now = new Date()) {
  return (
    (OPEN_PAYMENT_STATUSES as readonly string[]).includes(row.status) &&
    !!row.dueOn &&
    row.dueOn < indiaDay(now)
  );
}

function toView(
  row: PaymentRequestRow,
  paymentRows: PaymentRow[],
  refundRows: (typeof paymentRefunds.$inferSelect)[],
  now: Date,
): PaymentRequestView {
  const m = (minor: number) => money(minor, row.currency);
  const refundsByPayment = new Map<string, number>();
  for (const r of refundRows)
    if (r.status !== "failed")
      refundsByPayment.set(r.paymentId, (refundsByPayment.get(r.paymentId) ?? 0) + r.amountMinor);
  const paymentViews: PaymentView[] = paymentRows.map((p) => ({
    id: p.id,
    amount: money(p.amountMinor, p.currency),
    method: p.method as PaymentMethod,
    provider: p.provider as PaymentProvider,
    providerPaymentId: p.providerPaymentId,
    reference: p.reference,
    receivedOn: p.receivedOn,
    receiptNumber: p.receiptNumber,
    refunded: money(refundsByPayment.get(p.id) ?? 0, p.currency),
    createdAt: p.createdAt.toISOString(),
  }));
  const refundViews: RefundView[] = refundRows.map((r) => ({
    id: r.id,
    paymentId: r.paymentId,
    amount: m(r.amountMinor),
    kept: m(r.keptMinor),
    status: r.status as RefundView["status"],
    reason: r.reason,
    providerRefundId: r.providerRefundId,
    createdAt: r.createdAt.toISOString(),
    processedAt: iso(r.processedAt),
  }));
  return {
    id: row.id,
    reference: row.reference,
    purpose: row.purpose as PaymentPurpose,
    subject: row.subject,
    label: row.label,
    amount: m(row.amountMinor),
    paid: m(row.paidMinor),
    refunded: m(row.refundedMinor),
    balance: m(Math.max(0, row.amountMinor - row.paidMinor)),
    dueOn: row.dueOn,
    status: row.status as PaymentStatus,
    provider: row.provider as PaymentProvider,
    payUrl: payUrlFor(payTokenFor(row.id)),
    linkUrl: row.linkUrl,
    linkEnded: row.provider === "razorpay" && row.linkState === "closed",
    expiresAt: iso(row.expiresAt),
    leadId: row.leadId,
    contactId: row.contactId,
    createdAt: row.createdAt.toISOString(),
    overdue: isOverdue(row, now),
    payments: paymentViews,
    refunds: refundViews,
  };
}

/** The views of these rows, in their order, with their payments and refunds (two more queries). */
export async function viewsOf(exec: Executor, rows: PaymentRequestRow[], now = new Date()) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const paymentRows = await exec
    .select()
    .from(payments)
    .where(inArray(payments.requestId, ids))
    .orderBy(asc(payments.createdAt));
  const refundRows = paymentRows.length
    ? await exec
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.paymentId,
            paymentRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(paymentRefunds.createdAt))
    : [];
  return rows.map((row) => {
    const own = paymentRows.filter((p) => p.requestId === row.id);
    const ownIds = new Set(own.map((p) => p.id));
    return toView(
      row,
      own,
      refundRows.filter((r) => ownIds.has(r.paymentId)),
      now,
    );
  });
}

async function viewsWhere(exec: Executor, where: SQL | undefined) {
  const rows = await exec
    .select()
    .from(paymentRequests)
    .where(where)
    .orderBy(desc(paymentRequests.createdAt));
  return viewsOf(exec, rows);
}

export async function getPaymentRequest(
  exec: Executor,
  requestId: string,
): Promise<PaymentRequestView | null> {
  const [view] = await viewsWhere(exec, eq(paymentRequests.id, requestId));
  return view ?? null;
}

/** The request behind a pay page's token, or null (an unknown or malformed token reads as no request). */
export async function requestByToken(exec: Executor, token: string): Promise<PaymentRequestView | null> {
  if (!PAY_TOKEN_PATTERN.test(token)) return null;
  const [view] = await viewsWhere(exec, eq(paymentRequests.tokenHash, hashPayToken(token)));
  return view ?? null;
}

export const requestsForLead = (exec: Executor, leadId: string) =>
  viewsWhere(exec, eq(paymentRequests.leadId, leadId));

export const requestsForContact = (exec: Executor, contactId: string) =>
  viewsWhere(exec, eq(paymentRequests.contactId, contactId));

/**
 * The requests about one thing of another feature: e.g. ("quote_step", "quoteId", id) or
 * ("activity_booking", "activityBookingId", id).
 */
export const requestsForSubject = (
  exec: Executor,
  purpose: PaymentPurpose,
  subjectKey: string,
  value: string,
) =>
  viewsWhere(
    exec,
    and(
      eq(paymentRequests.purpose, purpose),
      sql`${paymentRequests.subject} ->> ${subjectKey}::text = ${value}::text`,
    ),
  );

export type PaymentListFilters = {
  status?: PaymentStatus;
  overdue?: boolean;
  /** A reference, a label's words, or the payer's name, phone or e-mail. */
  q?: string;
  /** The lead's (or, without a lead, the contact's) owner. */
  ownerId?: string;
  /** Due on or after / on or before these India days. */
  from?: string;
  to?: string;
  page?: number;
};

export type PaymentListRow = PaymentRequestView & { contactName: string | null; contactPhone: string | null };

export const PAYMENT_LIST_PAGE_SIZE = 50;

/** The console's Payments list: overdue first (oldest due first), then open by due day, then the rest newest first. */
export async function listRequests(
  exec: Executor,
  filters: PaymentListFilters = {},
  now = new Date(),
): Promise<{ rows: PaymentListRow[]; total: number; page: number; pageSize: number }> {
  const today = indiaDay(now);
  const open = sql`${paymentRequests.status} IN ('requested', 'partly_paid')`;
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(paymentRequests.status, filters.status));
  if (filters.overdue) conditions.push(sql`${open} AND ${paymentRequests.dueOn} < ${today}::date`);
  if (filters.from) conditions.push(sql`${paymentRequests.dueOn} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${paymentRequests.dueOn} <= ${filters.to}::date`);
  if (filters.ownerId)
    conditions.push(sql`COALESCE(${leads.ownerId}, ${contacts.ownerId}) = ${filters.ownerId}::text`);
  const q = filters.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${paymentRequests.reference} ILIKE ${like} OR ${paymentRequests.label} ILIKE ${like} OR ${contacts.name} ILIKE ${like} OR ${contacts.email} ILIKE ${like} OR ${contacts.phone} ILIKE ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const base = exec
    .select({ row: paymentRequests, contactName: contacts.name, contactPhone: contacts.phone })
    .from(paymentRequests)
    .leftJoin(contacts, eq(contacts.id, paymentRequests.contactId))
    .leftJoin(leads, eq(leads.id, paymentRequests.leadId))
    .where(where);
  const found = await base
    .orderBy(
      sql`(${open} AND ${paymentRequests.dueOn} < ${today}::date) DESC`,
      sql`(${open}) DESC`,
      sql`${paymentRequests.dueOn} ASC NULLS LAST`,
      desc(paymentRequests.createdAt),
    )
    .limit(PAYMENT_LIST_PAGE_SIZE)
    .offset((page - 1) * PAYMENT_LIST_PAGE_SIZE);
  const [{ count }] = (await exec
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentRequests)
    .leftJoin(contacts, eq(contacts.id, paymentRequests.contactId))
    .leftJoin(leads, eq(leads.id, paymentRequests.leadId))
    .where(where)) as [{ count: number }];
  const views = await viewsOf(
    exec,
    found.map((f) => f.row),
    now,
  );
  return {
    rows: views.map((v, i) => ({
      ...v,
      contactName: found[i]!.contactName,
      contactPhone: found[i]!.contactPhone,
    })),
    total: count,
    page,
    pageSize: PAYMENT_LIST_PAGE_SIZE,
  };
}

// ---- timeline and consequences ---------------------------------------------------------------

export type PaymentTimelineKind =
  | "payment_requested"
  | "payment_received"
  | "payment_refunded"
  | "payment_link_expired"
  | "payment_cancelled"
  | "payment_due_set"
  | "payment_link_sent";

export async function paymentTimelineLine(
  tx: Executor,
  row: Pick<PaymentRequestRow, "id" | "contactId" | "leadId" | "reference" | "currency">,
  kind: PaymentTimelineKind,
  summary: string,
  data: Record<string, unknown>,
  at: Date,
  actorId: string | null = null,
) {
  // An erased payer's kept request has no contact left to tell (money can still arrive on its link).
  if (!row.contactId) return;
  await tx.insert(contactTimeline).values({
    contactId: row.contactId,
    leadId: row.leadId,
    kind,
    summary,
    // The console draws each payment line from these (amount, currency, reference), not the summary.
    data: { requestId: row.id, reference: row.reference, currency: row.currency, ...data },
    occurredAt: at,
    actorId,
  });
  await tx.execute(
    sql`UPDATE contacts SET last_activity_at = GREATEST(last_activity_at, ${at}::timestamptz) WHERE id = ${row.contactId}::uuid`,
  );
}

export type PaymentEventName = "paid" | "partly_paid" | "refunded" | "expired" | "cancelled";

/** Tells the feature that raised the request (its onPaidJob), in the transaction of the change. */
export async function notifyOwner(
  tx: Executor,
  row: Pick<PaymentRequestRow, "id" | "onPaidJob" | "subject" | "purpose">,
  event: PaymentEventName,
) {
  if (!row.onPaidJob) return;
  await enqueueOutbox(tx, row.onPaidJob, {
    requestId: row.id,
    event,
    subject: row.subject,
    purpose: row.purpose,
  });
}

/** What a raising feature's job receives (written by notifyOwner). */
export type PaymentNotice = { requestId: string; event: string; subject: Record<string, unknown> };

/** Reads a notice job's payload; a payload without its fields is a bug, so the job fails loudly. */
export function paymentNoticeOf(kind: string, payload: Record<string, unknown>): PaymentNotice {
  const requestId = typeof payload.requestId === "string" ? payload.requestId : null;
  const event = typeof payload.event === "string" ? payload.event : null;
  const subject =
    payload.subject && typeof payload.subject === "object"
      ? (payload.subject as Record<string, unknown>)
      : null;
  if (!requestId || !event || !subject) throw new Error(`${kind} payload needs requestId, event and subject`);
  return { requestId, event, subject };
}

/** The status the amounts say, for a request that is not cancelled or expired with nothing paid. */
export function statusFromAmounts(
  amountMinor: number,
  paidMinor: number,
  settledMinor: number,
  fallback: PaymentStatus,
): PaymentStatus {
  if (paidMinor > 0 && settledMinor >= paidMinor) return "refunded";
  if (paidMinor >= amountMinor) return "paid";
  if (paidMinor > 0) return "partly_paid";
  return fallback;
}

// ---- creating a request ----------------------------------------------------------------------

export type CreatePaymentRequestInput = {
  contactId: string;
  leadId?: string | null;
  purpose: PaymentPurpose;
  subject?: Record<string, unknown>;
  label: string;
  /** INR only: Razorpay links and receipts are in rupees. */
  amount: Money;
  dueOn?: string | null;
  onPaidJob?: string | null;
  actorId?: string | null;
  /** When the pay link stops taking money; default: the end of the due day plus the settings' expiry days, or that many days from now. */
  expiresAt?: Date | null;
  /**
   * Due on a day nobody knows yet (a balance due some days before a departure not yet dated), as
   * opposed to due on receipt: with no due day its link lives as long as Razorpay allows.
   */
  dueDayLater?: boolean;
  now?: Date;
};

/** Razorpay refuses a link's expire_by more than six months after it is made; 180 days stays inside. */
const LONGEST_LINK_DAYS = 180;

/**
 * The default expiry: a link must outlive its due day, and one due on receipt lives the settings'
 * days. One whose due day is not known yet gets the longest life Razorpay allows instead: the
 * settings' week would run out long before the traveller owes anything, the request would turn
 * expired and nothing would offer it again. When the departure is dated later, the raising feature
 * gives the request its due day (setRequestDueDay); until then the owner's "Balance due: set the
 * date" task asks a person to chase it.
 */
function defaultExpiry(now: Date, dueOn: string | null, expiryDays: number, dueDayLater: boolean): Date {
  const fromNow = new Date(now.getTime() + (dueDayLater && !dueOn ? LONGEST_LINK_DAYS : expiryDays) * DAY_MS);
  if (!dueOn) return fromNow;
  const afterDue = indiaMidnightOf(addIndiaDays(dueOn, 1 + expiryDays));
  return afterDue > fromNow ? afterDue : fromNow;
}

export async function createPaymentRequest(
  tx: Executor,
  input: CreatePaymentRequestInput,
): Promise<{ request: PaymentRequestView; token: string }> {
  const now = input.now ?? new Date();
  if (input.amount.currency !== "INR")
    throw new HttpRefusal(400, "Payment", "A payment request is in rupees; convert the amount to INR first.");
  if (!Number.isSafeInteger(input.amount.minor) || input.amount.minor <= 0)
    throw new HttpRefusal(400, "Payment", "A payment request needs an amount above zero.");
  const label = input.label.trim().slice(0, 200);
  if (!label) throw new HttpRefusal(400, "Payment", "Say what the payment is for.");
  const [contact] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.id, input.contactId));
  if (!contact) throw new HttpRefusal(404, "Payment", "That contact no longer exists.");

  const keys = razorpayKeys();
  const settings = await getPaymentSettings(tx);
  const id = crypto.randomUUID();
  const token = payTokenFor(id);
  const dueOn = input.dueOn ?? null;
  const expiresAt =
    input.expiresAt !== undefined
      ? input.expiresAt
      : keys
        ? defaultExpiry(now, dueOn, settings.linkExpiryDays, input.dueDayLater ?? false)
        : null;
  let reference = newPaymentReference();
  // Six characters of 31 rarely meet; when they do, draw again rather than fail the request.
  for (let i = 0; i < 5; i++) {
    const [taken] = await tx
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(eq(paymentRequests.reference, reference));
    if (!taken) break;
    reference = newPaymentReference();
  }
  const [row] = await tx
    .insert(paymentRequests)
    .values({
      id,
      reference,
      leadId: input.leadId ?? null,
      contactId: input.contactId,
      purpose: input.purpose,
      subject: input.subject ?? {},
      onPaidJob: input.onPaidJob ?? null,
      label,
      amountMinor: input.amount.minor,
      currency: "INR",
      dueOn,
      status: "requested",
      provider: keys ? "razorpay" : "manual",
      linkState: keys ? "creating" : null,
      expiresAt,
      tokenHash: hashPayToken(token),
      createdBy: input.actorId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (keys) await enqueueOutbox(tx, CREATE_LINK_JOB_KIND, { requestId: id });
  await paymentTimelineLine(
    tx,
    row!,
    "payment_requested",
    `Payment requested: ${formatMoney(input.amount)} for ${label} (${reference})${dueOn ? `, due ${dueOn}` : ""}`,
    { amountMinor: input.amount.minor, purpose: input.purpose, dueOn },
    now,
    input.actorId ?? null,
  );
  if (input.actorId)
    await recordAudit(tx, {
      action: "payment_requested",
      actorUserId: input.actorId,
      targetType: "payment_request",
      targetId: id,
      details: { reference, amountMinor: input.amount.minor, purpose: input.purpose },
      occurredAt: now,
    });
  const [view] = await viewsOf(tx, [row!], now);
  return { request: view!, token };
}

/**
 * Gives an open request that was raised with no due day (a balance due some days before a departure
 * not dated then) the day it is due, once the raising feature knows it. The reminders read the due
 * day, so they follow by themselves. Returns the request after, or null when there was nothing to
 * date: already dated (a second save of the same trip), paid, cancelled, expired or refunded.
 */
export async function setRequestDueDay(
  tx: Executor,
  input: { requestId: string; dueOn: string; why: string; actorId?: string | null; now?: Date },
): Promise<PaymentRequestView | null> {
  const now = input.now ?? new Date();
  const [row] = await tx
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, input.requestId))
    .for("update");
  if (!row || row.dueOn || (row.status !== "requested" && row.status !== "partly_paid")) return null;
  const [dated] = await tx
    .update(paymentRequests)
    .set({ dueOn: input.dueOn, reminders: {}, updatedAt: now })
    .where(eq(paymentRequests.id, row.id))
    .returning();
  const balance = formatMoney(money(row.amountMinor - row.paidMinor, row.currency));
  await paymentTimelineLine(
    tx,
    row,
    "payment_due_set",
    `Due day set: ${balance} for ${row.label} (${row.reference}) due ${input.dueOn}; ${input.why}`,
    { amountMinor: row.amountMinor - row.paidMinor, dueOn: input.dueOn },
    now,
    input.actorId ?? null,
  );
  return (await viewsOf(tx, [dated!], now))[0]!;
}

// ---- money received --------------------------------------------------------------------------

async function nextReceiptNumber(tx: Executor, on: string) {
  const result = await tx.execute(sql`SELECT nextval('receipt_number_seq')::int AS n`);
  const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  return `RCPT-${on.slice(0, 4)}-${String(n).padStart(6, "0")}`;
}

export type NewPayment = {
  amountMinor: number;
  method: PaymentMethod;
  provider: PaymentProvider;
  providerPaymentId?: string | null;
  reference?: string | null;
  receivedOn: string;
  recordedBy?: string | null;
};

/**
 * Adds money to a request, once: a Razorpay payment is known by its id, so a second delivery of the
 * same payment (a webhook twice, a webhook and the reconciliation) adds nothing and returns null.
 * Moves the request's status by the amounts, writes the timeline line, tells the owning feature and
 * queues the receipt, all in the caller's transaction. The request row must be locked by the caller.
 */
export async function addPayment(
  tx: Executor,
  request: PaymentRequestRow,
  p: NewPayment,
  at: Date,
): Promise<{ payment: PaymentRow; request: PaymentRequestRow } | null> {
  // Looked up first so a repeat does not use up a receipt number (receipts should run without gaps).
  if (p.providerPaymentId) {
    const [known] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, p.providerPaymentId));
    if (known) return null;
  }
  const receiptNumber = await nextReceiptNumber(tx, p.receivedOn);
  const [payment] = await tx
    .insert(payments)
    .values({
      requestId: request.id,
      amountMinor: p.amountMinor,
      currency: request.currency,
      method: p.method,
      provider: p.provider,
      providerPaymentId: p.providerPaymentId ?? null,
      reference: p.reference ?? null,
      receivedOn: p.receivedOn,
      recordedBy: p.recordedBy ?? null,
      receiptNumber,
      createdAt: at,
    })
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning();
  if (!payment) return null;
  const paidMinor = request.paidMinor + p.amountMinor;
  // Money that arrives on a cancelled or expired request still counts: it is real and may need refunding.
  const [updated] = await tx
    .update(paymentRequests)
    .set({ paidMinor, status: paidMinor >= request.amountMinor ? "paid" : "partly_paid", updatedAt: at })
    .where(eq(paymentRequests.id, request.id))
    .returning();
  const amount = money(p.amountMinor, request.currency);
  const balance = Math.max(0, request.amountMinor - paidMinor);
  await paymentTimelineLine(
    tx,
    request,
    "payment_received",
    `Payment received: ${formatMoney(amount)} by ${PAYMENT_METHOD_LABELS[p.method]} for ${request.label} (${request.reference}), receipt ${receiptNumber}${balance ? `; ${formatMoney(money(balance, request.currency))} still to pay` : ""}`,
    {
      paymentId: payment.id,
      amountMinor: p.amountMinor,
      method: p.method,
      provider: p.provider,
      /** The UTR, cheque number or Razorpay payment id the money is matched by. */
      paymentReference: p.providerPaymentId ?? p.reference ?? null,
      receivedOn: p.receivedOn,
      receiptNumber,
      balanceMinor: balance,
    },
    at,
    p.recordedBy ?? null,
  );
  await notifyOwner(tx, updated!, updated!.status === "paid" ? "paid" : "partly_paid");
  await enqueueOutbox(tx, RECEIPT_JOB_KIND, { paymentId: payment.id });
  return { payment, request: updated! };
}

/** The request row, locked for this transaction; a refusal a person can act on when there is none. */
export async function lockRequest(tx: Executor, requestId: string): Promise<PaymentRequestRow> {
  const [row] = await tx
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, requestId))
    .for("update");
  if (!row) throw new HttpRefusal(404, "Payment", "That payment request no longer exists.");
  return row;
}

export type RecordManualPaymentInput = {
  requestId: string;
  amount: Money;
  method: PaymentMethod;
  reference?: string | null;
  receivedOn: string;
  actorId: string;
  now?: Date;
};

/** Staff record money that reached the agency outside Razorpay (a bank transfer, UPI to the agency, cash). */
export async function recordManualPayment(
  tx: Executor,
  input: RecordManualPaymentInput,
): Promise<PaymentView> {
  const now = input.now ?? new Date();
  const request = await lockRequest(tx, input.requestId);
  if (request.status === "paid")
    throw new HttpRefusal(
      409,
      "Payment",
      `${request.reference} is already paid in full; nothing is left to record.`,
    );
  if (request.status === "cancelled" || request.status === "refunded")
    throw new HttpRefusal(
      409,
      "Payment",
      `${request.reference} is ${request.status}; raise a new payment request for this money.`,
    );
  if (input.amount.currency !== request.currency)
    throw new HttpRefusal(400, "Payment", `Record the amount in ${request.currency}.`);
  if (input.amount.minor <= 0) throw new HttpRefusal(400, "Payment", "Enter an amount above zero.");
  const balance = request.amountMinor - request.paidMinor;
  if (input.amount.minor > balance)
    throw new HttpRefusal(
      400,
      "Payment",
      `That is more than the ${formatMoney(money(balance, request.currency))} still to pay on ${request.reference}.`,
    );
  if (input.receivedOn > indiaDay(now))
    throw new HttpRefusal(400, "Payment", "The day the money arrived cannot be in the future.");
  const added = await addPayment(
    tx,
    request,
    {
      amountMinor: input.amount.minor,
      method: input.method,
      provider: "manual",
      reference: input.reference?.trim() || null,
      receivedOn: input.receivedOn,
      recordedBy: input.actorId,
    },
    now,
  );
  const payment = added!.payment;
  await recordAudit(tx, {
    action: "payment_recorded",
    actorUserId: input.actorId,
    targetType: "payment",
    targetId: payment.id,
    details: {
      reference: request.reference,
      amountMinor: input.amount.minor,
      method: input.method,
      receiptNumber: payment.receiptNumber,
    },
    occurredAt: now,
  });
  const [view] = await viewsOf(tx, [added!.request], now);
  return view!.payments.find((p) => p.id === payment.id)!;
}

/** Staff withdraw a request nobody has paid towards; its Razorpay link, when there is one, is cancelled too. */
export async function cancelRequest(
  tx: Executor,
  input: { requestId: string; actorId: string | null; now?: Date },
): Promise<PaymentRequestView> {
  const now = input.now ?? new Date();
  const request = await lockRequest(tx, input.requestId);
  if (request.status === "cancelled") return (await viewsOf(tx, [request], now))[0]!;
  if (request.status !== "requested" && request.status !== "expired")
    throw new HttpRefusal(
      409,
      "Payment",
      request.paidMinor > 0
        ? `${request.reference} has money paid towards it; refund the payment instead of cancelling.`
        : `${request.reference} cannot be cancelled now.`,
    );
  const [updated] = await tx
    .update(paymentRequests)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(eq(paymentRequests.id, request.id))
    .returning();
  if (request.provider === "razorpay" && (request.linkId || request.linkState))
    await enqueueOutbox(tx, CANCEL_LINK_JOB_KIND, { requestId: request.id });
  await paymentTimelineLine(
    tx,
    request,
    "payment_cancelled",
    `Payment request cancelled: ${formatMoney(money(request.amountMinor, request.currency))} for ${request.label} (${request.reference})`,
    {},
    now,
    input.actorId,
  );
  if (input.actorId)
    await recordAudit(tx, {
      action: "payment_request_cancelled",
      actorUserId: input.actorId,
      targetType: "payment_request",
      targetId: request.id,
      details: { reference: request.reference },
      occurredAt: now,
    });
  await notifyOwner(tx, updated!, "cancelled");
  return (await viewsOf(tx, [updated!], now))[0]!;
}

/**
 * "Send a fresh link for the balance left": a part-paid request whose Razorpay link ended (expired,
 * or cancelled on the dashboard) gets a new Payment Link for exactly what is still unpaid, made by
 * the create-link job as the first was and e-mailed to the traveller once it exists. Money paid on
 * the old link, even late, is still counted on this request (its reference_id names it). Refused
 * with a sentence when nothing is left, without Razorpay, or while a link still takes money.
 */
export async function sendFreshLink(
  tx: Executor,
  input: { requestId: string; actorId: string | null; now?: Date },
): Promise<PaymentRequestView> {
  const now = input.now ?? new Date();
  const request = await lockRequest(tx, input.requestId);
  const left = request.amountMinor - request.paidMinor;
  if (left <= 0 || request.status === "paid" || request.status === "refunded")
    throw new HttpRefusal(409, "Payment", `Nothing is left to pay on ${request.reference}.`);
  if (request.status !== "partly_paid")
    throw new HttpRefusal(
      409,
      "Payment",
      request.status === "requested"
        ? `${request.reference} has nothing paid yet; its own link is the one to send.`
        : `${request.reference} is ${request.status} with nothing paid; request a new payment instead.`,
    );
  if (!razorpayKeys() || request.provider !== "razorpay")
    throw new HttpRefusal(
      409,
      "Payment",
      `Razorpay is not set up for ${request.reference}: the traveller's pay page gives the bank and UPI details for the balance; record the transfer when it arrives.`,
    );
  const ended =
    request.linkState === "closed" || (!!request.expiresAt && request.expiresAt.getTime() <= now.getTime());
  if (!ended)
    throw new HttpRefusal(
      409,
      "Payment",
      `${request.reference}'s payment link still takes payments${request.expiresAt ? ` until ${indiaDay(request.expiresAt)}` : ""}: send the traveller that one.`,
    );
  const settings = await getPaymentSettings(tx);
  const dueOn = request.dueOn && request.dueOn >= indiaDay(now) ? request.dueOn : null;
  const [updated] = await tx
    .update(paymentRequests)
    .set({
      linkSerial: request.linkSerial + 1,
      linkId: null,
      linkUrl: null,
      linkState: "creating",
      linkCheckedAt: null,
      expiresAt: defaultExpiry(now, dueOn, settings.linkExpiryDays, false),
      updatedAt: now,
    })
    .where(eq(paymentRequests.id, request.id))
    .returning();
  await enqueueOutbox(tx, CREATE_LINK_JOB_KIND, { requestId: request.id });
  const balance = formatMoney(money(left, request.currency));
  await paymentTimelineLine(
    tx,
    request,
    "payment_link_sent",
    `Fresh payment link for the ${balance} left: ${request.label} (${request.reference})`,
    { amountMinor: left, linkSerial: updated!.linkSerial },
    now,
    input.actorId,
  );
  if (input.actorId)
    await recordAudit(tx, {
      action: "payment_link_renewed",
      actorUserId: input.actorId,
      targetType: "payment_request",
      targetId: request.id,
      details: { reference: request.reference, amountMinor: left, linkSerial: updated!.linkSerial },
      occurredAt: now,
    });
  return (await viewsOf(tx, [updated!], now))[0]!;
}
