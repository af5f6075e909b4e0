import { createHash, randomBytes } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/server/db/db.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { paymentRefunds, paymentRequests, payments } from "~/server/db/schema.server";
import { CANCEL_LINK_JOB_KIND } from "./payment-requests.server";
import { PAYMENT_PURPOSE_LABELS, type PaymentPurpose } from "./payment-schemas";

/**
 * What the CRM's person-level actions need from payments: merging two contacts moves the
 * duplicate's requests to the one kept; erasing a person deletes their unpaid requests and keeps,
 * anonymised, the ones money was received on (see `erasePaymentsOf`); a person's data export lists
 * their requests, payments and refunds.
 */

export async function movePaymentsToContact(tx: Executor, fromContactId: string, toContactId: string) {
  const moved = await tx
    .update(paymentRequests)
    .set({ contactId: toContactId })
    .where(eq(paymentRequests.contactId, fromContactId))
    .returning({ id: paymentRequests.id });
  return moved.length;
}

/**
 * Erases the person from the ledger. A request nobody paid towards is deleted. Money received is an
 * accounting record the agency must keep for the tax years, so a request with payments stays with
 * its amounts, currency, days, references, receipt numbers and refunds, but no longer names the
 * person: it leaves its contact and lead, its label (staff may have typed a name into it) becomes
 * its purpose, its owner's subject and job go (that record is erased too), its pay link stops
 * working, a part-paid one is cancelled with its Razorpay link, and the refunds' free-text reasons
 * are cleared. The receipt then says the payer was erased.
 */
export async function erasePaymentsOf(
  tx: Executor,
  contactId: string,
): Promise<{ erased: number; anonymised: number }> {
  const requests = await tx
    .select({
      id: paymentRequests.id,
      purpose: paymentRequests.purpose,
      status: paymentRequests.status,
      provider: paymentRequests.provider,
      linkId: paymentRequests.linkId,
      linkState: paymentRequests.linkState,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.contactId, contactId));
  if (!requests.length) return { erased: 0, anonymised: 0 };
  const paid = new Set(
    (
      await tx
        .selectDistinct({ requestId: payments.requestId })
        .from(payments)
        .where(
          inArray(
            payments.requestId,
            requests.map((r) => r.id),
          ),
        )
    ).map((p) => p.requestId),
  );
  const unpaid = requests.filter((r) => !paid.has(r.id)).map((r) => r.id);
  if (unpaid.length) await tx.delete(paymentRequests).where(inArray(paymentRequests.id, unpaid));
  for (const request of requests.filter((r) => paid.has(r.id))) {
    // Part paid, the rest would still be asked for on Razorpay's page, which shows the person's
    // name, e-mail and phone and pays into a request that no longer names them: the request ends
    // here and its link is cancelled at Razorpay (the money already received stays recorded).
    const stillOpen = request.status === "requested" || request.status === "partly_paid";
    const now = new Date();
    await tx
      .update(paymentRequests)
      .set({
        ...(stillOpen ? { status: "cancelled", cancelledAt: now } : {}),
        contactId: null,
        leadId: null,
        label: PAYMENT_PURPOSE_LABELS[request.purpose as PaymentPurpose] ?? "Payment",
        subject: {},
        onPaidJob: null,
        linkUrl: null,
        reminders: {},
        // The pay page is found by this hash; one nobody holds the token of retires the link.
        tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
        updatedAt: now,
      })
      .where(eq(paymentRequests.id, request.id));
    if (stillOpen && request.provider === "razorpay" && (request.linkId || request.linkState))
      await enqueueOutbox(tx, CANCEL_LINK_JOB_KIND, { requestId: request.id });
    const paymentIds = (
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.requestId, request.id))
    ).map((p) => p.id);
    await tx.update(paymentRefunds).set({ reason: "" }).where(inArray(paymentRefunds.paymentId, paymentIds));
  }
  return { erased: unpaid.length, anonymised: paid.size };
}

/** The person's requests with their payments and refunds, for their data export. */
export async function paymentsForExport(exec: Executor, contactId: string) {
  const requests = await exec
    .select({
      id: paymentRequests.id,
      reference: paymentRequests.reference,
      label: paymentRequests.label,
      amountMinor: paymentRequests.amountMinor,
      currency: paymentRequests.currency,
      dueOn: paymentRequests.dueOn,
      status: paymentRequests.status,
      createdAt: paymentRequests.createdAt,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.contactId, contactId))
    .orderBy(asc(paymentRequests.createdAt));
  if (!requests.length) return [];
  const paymentRows = await exec
    .select()
    .from(payments)
    .where(
      inArray(
        payments.requestId,
        requests.map((r) => r.id),
      ),
    )
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
    : [];
  return requests.map(({ id, ...request }) => ({
    ...request,
    payments: paymentRows
      .filter((p) => p.requestId === id)
      .map((p) => ({
        receiptNumber: p.receiptNumber,
        amountMinor: p.amountMinor,
        method: p.method,
        reference: p.reference,
        receivedOn: p.receivedOn,
        refunds: refundRows
          .filter((r) => r.paymentId === p.id)
          .map((r) => ({ amountMinor: r.amountMinor, status: r.status, createdAt: r.createdAt })),
      })),
  }));
}
