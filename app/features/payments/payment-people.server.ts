import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/server/db/db.server";
import { paymentRefunds, paymentRequests, payments } from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";

/**
 * What the CRM's person-level actions need from payments: merging two contacts moves the
 * duplicate's requests to the one kept; erasing a person erases their unpaid requests, but money
 * received is an accounting record the agency must keep, so a person with payments is not erased;
 * a person's data export lists their requests, payments and refunds.
 */

export async function movePaymentsToContact(tx: Executor, fromContactId: string, toContactId: string) {
  const moved = await tx
    .update(paymentRequests)
    .set({ contactId: toContactId })
    .where(eq(paymentRequests.contactId, fromContactId))
    .returning({ id: paymentRequests.id });
  return moved.length;
}

/** Deletes the person's requests with no money received; refuses (409) when any money was received. */
export async function erasePaymentsOf(tx: Executor, contactId: string): Promise<number> {
  const requests = await tx
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(eq(paymentRequests.contactId, contactId));
  if (!requests.length) return 0;
  const ids = requests.map((r) => r.id);
  const paid = await tx
    .select({ receiptNumber: payments.receiptNumber })
    .from(payments)
    .where(inArray(payments.requestId, ids))
    .orderBy(asc(payments.receiptNumber));
  if (paid.length)
    throw new HttpRefusal(
      409,
      "Erase",
      `This person has ${paid.length === 1 ? "a payment" : `${paid.length} payments`} on record (${paid
        .map((p) => p.receiptNumber)
        .join(
          ", ",
        )}). Payment records are kept for the agency's accounts, so the person cannot be erased; export their data instead.`,
    );
  await tx.delete(paymentRequests).where(inArray(paymentRequests.id, ids));
  return ids.length;
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
