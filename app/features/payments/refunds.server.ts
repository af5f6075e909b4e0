import { and, eq, ne, or, sql } from "drizzle-orm";
import { formatMoney, money, type Money } from "~/lib/money";
import { recordAudit } from "~/server/audit.server";
import type { Database, Executor } from "~/server/db/db.server";
import { paymentRefunds, paymentRequests, payments, type PaymentRefundRow } from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { notifyOwner, paymentTimelineLine, statusFromAmounts } from "./payment-requests.server";
import type { RefundView } from "./payment-views";
import {
  createRefund,
  RazorpayError,
  razorpayKeys,
  refundsOfPayment,
  type RazorpayKeys,
  type RazorpayRefund,
} from "./razorpay.server";

/** Refund + kept over a request's refunds that did not fail: what of its payments is settled back. */
async function settledOf(tx: Executor, requestId: string) {
  const [row] = await tx
    .select({
      refunded: sql<number>`COALESCE(SUM(${paymentRefunds.amountMinor}), 0)::bigint`,
      kept: sql<number>`COALESCE(SUM(${paymentRefunds.keptMinor}), 0)::bigint`,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(payments.requestId, requestId), ne(paymentRefunds.status, "failed")));
  return { refunded: Number(row?.refunded ?? 0), kept: Number(row?.kept ?? 0) };
}

/** Re-reads the request's refunded total and status from its refunds; tells the owner when it became refunded. */
async function restateRequest(tx: Executor, requestId: string, at: Date) {
  const [request] = await tx
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, requestId))
    .for("update");
  if (!request) return null;
  const { refunded, kept } = await settledOf(tx, requestId);
  const fallback = request.status === "refunded" ? "requested" : request.status;
  const status = statusFromAmounts(
    request.amountMinor,
    request.paidMinor,
    refunded + kept,
    fallback as never,
  );
  const [updated] = await tx
    .update(paymentRequests)
    .set({ refundedMinor: refunded, status, updatedAt: at })
    .where(eq(paymentRequests.id, requestId))
    .returning();
  if (status === "refunded" && request.status !== "refunded") await notifyOwner(tx, updated!, "refunded");
  return updated!;
}

const toRefundView = (r: PaymentRefundRow, currency: string): RefundView => ({
  id: r.id,
  paymentId: r.paymentId,
  amount: money(r.amountMinor, currency),
  kept: money(r.keptMinor, currency),
  status: r.status as RefundView["status"],
  reason: r.reason,
  providerRefundId: r.providerRefundId,
  createdAt: r.createdAt.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
});

export type RefundPaymentInput = {
  paymentId: string;
  amount: Money;
  /** What the agency keeps of this payment (a supplier's cancellation fee), in the payment's minor unit. */
  keptMinor?: number;
  reason: string;
  actorId: string;
  now?: Date;
};

/**
 * An admin's refund, full or part. A payment that came through Razorpay is refunded through its
 * refund API (our refund id as its `receipt`, so an answer lost on the way is found again, never sent
 * twice); a manual one is recorded as given back. Refund plus kept can never pass what was paid.
 */
export async function refundPayment(db: Database, input: RefundPaymentInput): Promise<RefundView> {
  const now = input.now ?? new Date();
  const reason = input.reason.trim().slice(0, 300);
  if (!reason) throw new HttpRefusal(400, "Refund", "Say why the money is refunded.");
  const kept = input.keptMinor ?? 0;
  if (!Number.isSafeInteger(kept) || kept < 0)
    throw new HttpRefusal(400, "Refund", "The amount kept cannot be negative.");
  if (!Number.isSafeInteger(input.amount.minor) || input.amount.minor <= 0)
    throw new HttpRefusal(400, "Refund", "Enter an amount to refund above zero.");
  const keys = razorpayKeys();

  const { refund, payment, currency } = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
    if (!found) throw new HttpRefusal(404, "Refund", "That payment no longer exists.");
    const [request] = await tx
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, found.requestId))
      .for("update");
    if (input.amount.currency !== found.currency)
      throw new HttpRefusal(400, "Refund", `Refund in ${found.currency}, the payment's currency.`);
    const [done] = await tx
      .select({
        total: sql<number>`COALESCE(SUM(${paymentRefunds.amountMinor} + ${paymentRefunds.keptMinor}), 0)::bigint`,
      })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, found.id), ne(paymentRefunds.status, "failed")));
    const left = found.amountMinor - Number(done?.total ?? 0);
    if (input.amount.minor + kept > left)
      throw new HttpRefusal(
        400,
        "Refund",
        left <= 0
          ? `Receipt ${found.receiptNumber} is already refunded in full.`
          : `At most ${formatMoney(money(left, found.currency))} of receipt ${found.receiptNumber} can be refunded or kept.`,
      );
    if (found.provider === "razorpay" && !keys)
      throw new HttpRefusal(
        409,
        "Refund",
        "This payment came through Razorpay, which is not configured here; refund it on the Razorpay dashboard.",
      );
    const viaRazorpay = found.provider === "razorpay";
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: found.id,
        amountMinor: input.amount.minor,
        keptMinor: kept,
        status: viaRazorpay ? "pending" : "processed",
        reason,
        createdBy: input.actorId,
        createdAt: now,
        processedAt: viaRazorpay ? null : now,
      })
      .returning();
    await restateRequest(tx, request!.id, now);
    await paymentTimelineLine(
      tx,
      request!,
      "payment_refunded",
      `Refund ${viaRazorpay ? "sent through Razorpay" : "recorded"}: ${formatMoney(input.amount)} of receipt ${found.receiptNumber} (${request!.reference})${kept ? `, ${formatMoney(money(kept, found.currency))} kept` : ""}: ${reason}`,
      { refundId: row!.id, paymentId: found.id, amountMinor: input.amount.minor, keptMinor: kept },
      now,
      input.actorId,
    );
    await recordAudit(tx, {
      action: "payment_refunded",
      actorUserId: input.actorId,
      targetType: "payment",
      targetId: found.id,
      details: {
        reference: request!.reference,
        amountMinor: input.amount.minor,
        keptMinor: kept,
        refundId: row!.id,
      },
      occurredAt: now,
    });
    return { refund: row!, payment: found, currency: found.currency };
  });

  if (payment.provider !== "razorpay" || !keys) return toRefundView(refund, currency);
  try {
    const answer = await createRefund(keys, payment.providerPaymentId!, {
      amount: refund.amountMinor,
      receipt: refund.id,
      notes: { reason: reason.slice(0, 250) },
      speed: "normal",
    });
    const [updated] = await db
      .update(paymentRefunds)
      .set({
        providerRefundId: answer.id,
        ...(answer.status === "processed" ? { status: "processed", processedAt: new Date() } : {}),
      })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
    return toRefundView(updated!, currency);
  } catch (err) {
    if (err instanceof RazorpayError && err.refused) {
      await failRefund(db, refund.id, `Razorpay refused the refund: ${err.description}`);
      throw new HttpRefusal(502, "Refund", `Razorpay refused the refund: ${err.description}`);
    }
    // No answer: the refund may have been made. It stays pending; the reconciliation finds it by its receipt.
    logger.warn({ err, refundId: refund.id }, "Razorpay refund answer lost; left pending for reconciliation");
    return toRefundView(refund, currency);
  }
}

async function failRefund(db: Database, refundId: string, why: string, at = new Date()) {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(paymentRefunds)
      .set({ status: "failed", processedAt: at })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "pending")))
      .returning();
    if (!refund) return;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
    const request = await restateRequest(tx, payment!.requestId, at);
    await paymentTimelineLine(
      tx,
      request!,
      "payment_refunded",
      `Refund of ${formatMoney(money(refund.amountMinor, payment!.currency))} failed (${request!.reference}): ${why}`,
      { refundId, failed: true },
      at,
    );
  });
}

/**
 * Razorpay says a refund is processed (the refund.processed webhook or the reconciliation): ours is
 * marked so; one made on Razorpay's dashboard is added to the ledger. False when the payment is not ours.
 */
export async function applyProcessedRefund(tx: Executor, refund: RazorpayRefund, at: Date): Promise<boolean> {
  const [known] = await tx
    .select()
    .from(paymentRefunds)
    .where(
      or(
        eq(paymentRefunds.providerRefundId, refund.id),
        refund.receipt && /^[0-9a-f-]{36}$/i.test(refund.receipt)
          ? eq(paymentRefunds.id, refund.receipt)
          : sql`false`,
      ),
    );
  if (known) {
    if (known.status === "processed") return true;
    await tx
      .update(paymentRefunds)
      .set({ status: "processed", processedAt: at, providerRefundId: refund.id })
      .where(eq(paymentRefunds.id, known.id));
    if (known.status === "failed") {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, known.paymentId));
      await restateRequest(tx, payment!.requestId, at);
    }
    return true;
  }
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, refund.payment_id));
  if (!payment) return false;
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      amountMinor: refund.amount,
      providerRefundId: refund.id,
      status: "processed",
      reason: "Refunded on the Razorpay dashboard",
      createdAt: at,
      processedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return true;
  const request = await restateRequest(tx, payment.requestId, at);
  await paymentTimelineLine(
    tx,
    request!,
    "payment_refunded",
    `Refund made on the Razorpay dashboard: ${formatMoney(money(refund.amount, payment.currency))} of receipt ${payment.receiptNumber} (${request!.reference})`,
    { refundId: row.id, paymentId: payment.id, amountMinor: refund.amount },
    at,
  );
  return true;
}

/** A pending refund with no answer this long is looked for at Razorpay; one not found is failed. */
const LOST_REFUND_AFTER_MS = 60 * 60_000;

/** Pending Razorpay refunds: settled from Razorpay's list of the payment's refunds (matched by id or receipt). */
export async function reconcilePendingRefunds(db: Database, keys: RazorpayKeys, now = new Date()) {
  const pending = await db
    .select({ refund: paymentRefunds, providerPaymentId: payments.providerPaymentId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, "pending"), eq(payments.provider, "razorpay")))
    .limit(100);
  for (const { refund, providerPaymentId } of pending) {
    try {
      const theirs = (await refundsOfPayment(keys, providerPaymentId!)).find(
        (r) => r.id === refund.providerRefundId || r.receipt === refund.id,
      );
      if (theirs?.status === "processed") {
        await db.transaction((tx) => applyProcessedRefund(tx, theirs, now));
      } else if (theirs?.status === "failed") {
        await failRefund(db, refund.id, "Razorpay could not complete it", now);
      } else if (theirs && !refund.providerRefundId) {
        await db
          .update(paymentRefunds)
          .set({ providerRefundId: theirs.id })
          .where(eq(paymentRefunds.id, refund.id));
      } else if (
        !theirs &&
        !refund.providerRefundId &&
        now.getTime() - refund.createdAt.getTime() > LOST_REFUND_AFTER_MS
      ) {
        await failRefund(db, refund.id, "Razorpay has no record of it; try the refund again", now);
      }
    } catch (err) {
      logger.warn({ err, refundId: refund.id }, "refund could not be reconciled; next round tries again");
    }
  }
}
