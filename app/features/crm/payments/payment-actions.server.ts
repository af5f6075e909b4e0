import { sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import {
  cancelRequest,
  createPaymentRequest,
  receiptPdf,
  recordManualPayment,
  refundPayment,
  sendFreshLink,
} from "~/features/payments/index.server";
import { formatDayShort } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { money } from "~/lib/money";
import type { Database, Executor } from "~/server/db/db.server";
import { crmScope, requireVisibleLead } from "../records/access.server";
import { CrmError, notFound } from "../shared/console-api.server";
import type { z } from "zod";
import type { recordPaymentBody, refundBody, requestPaymentBody } from "../records/payment-schemas";
import { loadRequestLines, visibleRequests } from "../records/payment-records.server";
import { inr, isOpen, type RequestLine } from "../records/payment-view";

/**
 * The console's payment writes: who may do what is decided here, on the server, before the
 * payments feature is asked to change anything. A request this person may not see is a 404 (as a
 * missing one is); a request that cannot take the write any more is a 409 saying why.
 */

async function requireVisibleRequest(db: Executor, user: StaffUser, requestId: string): Promise<RequestLine> {
  const scope = await crmScope(db, user);
  const [request] = await loadRequestLines(
    db,
    sql`pr.id = ${requestId}::uuid AND ${visibleRequests(scope)}`,
    {
      limit: 1,
    },
  );
  if (!request) throw notFound("payment request");
  return request;
}

const settled = (request: RequestLine) =>
  new CrmError(
    409,
    "Not open",
    `${request.reference} is ${request.status.replace("_", " ")}: it takes no more payments. Request a new payment if more is owed.`,
  );

/** "Request a payment" on a lead this person may see: staff's own amount, due when they say. */
export async function requestStaffPayment(
  db: Database,
  user: StaffUser,
  input: z.output<typeof requestPaymentBody>,
) {
  const scope = await crmScope(db, user);
  const lead = await requireVisibleLead(db, scope, input.leadId);
  const dueOn = input.dueOn || null;
  if (dueOn && dueOn < indiaDay())
    throw new CrmError(400, "Invalid request", "The due date has passed. Choose today or a later day.", {
      field: "dueOn",
    });
  const { request } = await db.transaction((tx) =>
    createPaymentRequest(tx, {
      contactId: lead.contactId,
      leadId: lead.id,
      purpose: "staff",
      subject: {},
      label: input.label,
      amount: money(input.amount, "INR"),
      dueOn,
      actorId: user.id,
    }),
  );
  return { id: request.id, reference: request.reference };
}

/** "Record a payment received" against an open request: at most its balance, on a day that has come. */
export async function recordReceivedPayment(
  db: Database,
  user: StaffUser,
  requestId: string,
  input: z.output<typeof recordPaymentBody>,
) {
  const request = await requireVisibleRequest(db, user, requestId);
  if (!isOpen(request)) throw settled(request);
  if (input.amount > request.balanceMinor)
    throw new CrmError(
      400,
      "Invalid request",
      `The balance of ${request.reference} is ${inr(request.balanceMinor)}. Record at most that, or request the difference separately.`,
      { field: "amount" },
    );
  const today = indiaDay();
  if (input.receivedOn > today)
    throw new CrmError(
      400,
      "Invalid request",
      `Money cannot have arrived after today (${formatDayShort(today)}). Enter the day it reached the account.`,
      { field: "receivedOn" },
    );
  const payment = await db.transaction((tx) =>
    recordManualPayment(tx, {
      requestId,
      amount: money(input.amount, "INR"),
      method: input.method,
      reference: input.reference || undefined,
      receivedOn: input.receivedOn,
      actorId: user.id,
    }),
  );
  return { id: payment.id };
}

/**
 * A payment's receipt PDF, for staff who may see its request (only-my-records applies): the
 * payment must belong to the request in the address, so a visible request cannot lead to another's.
 */
export async function paymentReceiptPdf(db: Database, user: StaffUser, requestId: string, paymentId: string) {
  const request = await requireVisibleRequest(db, user, requestId);
  const payment = request.payments.find((p) => p.id === paymentId);
  const pdf = payment ? await receiptPdf(payment.id, db) : null;
  if (!payment || !pdf) throw notFound("payment");
  return { pdf, filename: `${payment.receiptNumber ?? "receipt"}.pdf` };
}

/** "Cancel request": an open request stops asking (its link too); payments already made stay. */
export async function cancelPaymentRequest(db: Database, user: StaffUser, requestId: string) {
  // Whether it may still be cancelled (nothing paid towards it) is the payments feature's rule.
  await requireVisibleRequest(db, user, requestId);
  await db.transaction((tx) => cancelRequest(tx, { requestId, actorId: user.id }));
  return { ok: true };
}

/**
 * "Send a fresh link for the balance left": a part-paid request whose pay link ended gets a new one
 * for what is unpaid (whether it may is the payments feature's rule, refused with a sentence).
 */
export async function sendFreshPaymentLink(db: Database, user: StaffUser, requestId: string) {
  await requireVisibleRequest(db, user, requestId);
  const request = await db.transaction((tx) => sendFreshLink(tx, { requestId, actorId: user.id }));
  return { id: request.id, balanceMinor: request.balance.minor };
}

/** "Refund" (admins; the route checks the role): part or all of one payment of this request. */
export async function refundReceivedPayment(
  db: Database,
  user: StaffUser,
  requestId: string,
  input: z.output<typeof refundBody>,
) {
  const request = await requireVisibleRequest(db, user, requestId);
  const payment = request.payments.find((p) => p.id === input.paymentId);
  if (!payment) throw notFound("payment");
  const refundable = payment.amountMinor - payment.settledMinor;
  const kept = input.kept ?? 0;
  if (refundable <= 0)
    throw new CrmError(409, "Already refunded", "All of this payment has been refunded already.");
  if (input.amount + kept > refundable)
    throw new CrmError(
      400,
      "Invalid request",
      `Only ${inr(refundable)} of this payment can still go back, and the refund and the amount kept together are ${inr(input.amount + kept)}. Lower one of them.`,
      { field: "amount" },
    );
  const refund = await refundPayment(db, {
    paymentId: payment.id,
    amount: money(input.amount, "INR"),
    keptMinor: kept,
    reason: input.reason,
    actorId: user.id,
  });
  return { ok: true, refund };
}
