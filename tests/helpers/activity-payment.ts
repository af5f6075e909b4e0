import { eq } from "drizzle-orm";
import type { ActivityBookingProvider } from "../../app/features/activities/activities-port.server";
import { getActivityBooking } from "../../app/features/activities/activities.server";
import {
  bookActivityRequest,
  sendPaidBooking,
  settleBookingPayment,
} from "../../app/features/activities/activity-booking.server";
import { recordManualPayment, requestsForSubject } from "../../app/features/payments/index.server";
import { indiaDay } from "../../app/lib/india-time";
import { money } from "../../app/lib/money";
import type { Database } from "../../app/server/db/db.server";
import { activityBookings, outbox } from "../../app/server/db/schema.server";

/**
 * What happens after the dialog's confirm held a booking for payment: the traveller pays it (here,
 * a bank transfer staff record), and the payment's outbox job runs — which sends it to the supplier
 * or to staff. Returns the booking as it is after that.
 */
export async function payHeldBooking(
  db: Database,
  provider: ActivityBookingProvider,
  reference: string,
  options: { minor?: number; runs?: number } = {},
) {
  const [held] = await db.select().from(activityBookings).where(eq(activityBookings.reference, reference));
  if (!held) throw new Error(`no booking ${reference}`);
  const [request] = await requestsForSubject(db, "activity_booking", "activityBookingId", held.id);
  if (!request) throw new Error(`booking ${reference} has no payment request`);
  await db.transaction((tx) =>
    recordManualPayment(tx, {
      requestId: request.id,
      amount: money(options.minor ?? request.balance.minor, "INR"),
      method: "bank_transfer",
      reference: `UTR-${reference}`,
      receivedOn: indiaDay(),
      actorId: "staff-test",
    }),
  );
  await runBookingPaymentJobs(db, provider, request.id, options.runs);
  const [row] = await db.select().from(activityBookings).where(eq(activityBookings.id, held.id));
  return row!;
}

/** Runs the queued payment jobs of one request as the outbox would (`runs` times: a retried job). */
export async function runBookingPaymentJobs(
  db: Database,
  provider: ActivityBookingProvider,
  requestId: string,
  runs = 1,
) {
  const jobs = (await db.select().from(outbox).where(eq(outbox.kind, "activities.payment-settled"))).filter(
    (job) => (job.payload as { requestId?: string }).requestId === requestId,
  );
  for (let i = 0; i < runs; i++)
    for (const job of jobs)
      await settleBookingPayment(db, provider, job.payload as Parameters<typeof settleBookingPayment>[2]);
  return jobs.length;
}

/**
 * The dialog's confirm and, if the booking was held, its payment in full and the send that follows
 * it, answered as the booking endpoint answered before bookings waited for their money: the
 * supplier's confirmation, "we are confirming" once the visitor's wait is over, or its refusal.
 * For the tests of what happens at the supplier, which is the same whether or not a payment came
 * first.
 */
export async function bookPaid(
  request: Request,
  context: { ip: string; db: Database; provider?: ActivityBookingProvider },
): Promise<Response> {
  const held = await bookActivityRequest(request, context);
  if (held.status !== 201) return held;
  const answer = (await held.clone().json()) as { status?: string; reference?: string };
  if (answer.status !== "awaiting_payment" || !answer.reference) return held;
  const [row] = await context.db
    .select()
    .from(activityBookings)
    .where(eq(activityBookings.reference, answer.reference));
  const [payment] = await requestsForSubject(context.db, "activity_booking", "activityBookingId", row!.id);
  await context.db.transaction((tx) =>
    recordManualPayment(tx, {
      requestId: payment!.id,
      amount: money(payment!.balance.minor, "INR"),
      method: "upi",
      reference: `UTR-${answer.reference}`,
      receivedOn: indiaDay(),
      actorId: "staff-test",
    }),
  );
  const provider = context.provider ?? getActivityBooking();
  return (await sendPaidBooking(context.db, provider, row!.id, { wait: true }))!;
}
