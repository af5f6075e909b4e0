import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelRequest, recordManualPayment, requestsForSubject } from "~/features/payments/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { money, toInr } from "~/lib/money";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, leads, outbox } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import {
  ActivityProviderError,
  type ActivityBookingProvider,
  type BookActivityRequest,
} from "./activities-port.server";
import {
  ACTIVITY_PAYMENT_JOB_KIND,
  bookActivityRequest,
  settleBookingPayment,
} from "./activity-booking.server";
import { bookingAmounts } from "./booking-amounts.server";
import { BOOKING_REQUEST_JOB_KIND } from "./booking-request.server";
import { catalogueActivities, catalogueBooking, runsOn } from "./catalogue.server";
import { VOUCHER_JOB_KIND } from "./voucher-job.server";

/**
 * An activity booking is paid before anything is sent: the dialog's confirm holds the booking
 * (awaiting_payment) with a payment request for its rupee amount and answers with the pay page;
 * only a request paid in full sends it — to the supplier (its voucher follows) or, for our own
 * catalogue, to staff to confirm — once, however often the job runs; a request that expires or is
 * cancelled unpaid cancels the booking with nothing sent.
 */
const t = setUpTestDatabase();
beforeAll(() => useTestConfig({ USD_INR_RATE: "83.5" }));
afterAll(() => setConfigForTests(undefined));

const activity = catalogueActivities()[0]!;
function runningDay(): string {
  for (let i = 7; i < 400; i++) {
    const day = addIndiaDays(indiaDay(), i);
    if (runsOn(activity, day)) return day;
  }
  throw new Error("the activity never runs");
}

const post = (body: Record<string, unknown>) =>
  new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: activityBookingProofCookie({ email: String(body.email), phone: null }),
    },
    body: JSON.stringify(body),
  });

const form = () => ({
  key: crypto.randomUUID(),
  activityCode: activity.productCode,
  firstName: "Ishaan",
  lastName: "Verma",
  email: "ishaan.verma@example.in",
  phone: "",
  date: runningDay(),
  adults: "2",
  children: "0",
});

/** The catalogue, or a supplier that confirms at once ("hotelbeds"), counting the booking calls. */
function provider(
  name: "catalogue" | "hotelbeds",
): ActivityBookingProvider & { calls: BookActivityRequest[] } {
  const calls: BookActivityRequest[] = [];
  return {
    ...catalogueBooking,
    name,
    calls,
    async book(request) {
      calls.push(request);
      const booked = await catalogueBooking.book(request);
      return booked.ok && name === "hotelbeds" ? { ...booked, reference: "1-2345678" } : booked;
    },
  };
}

async function hold(p: ActivityBookingProvider, submission = form()) {
  const response = await bookActivityRequest(post(submission), { ip: "198.51.100.9", db: t.db, provider: p });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = (await response.json()) as { reference: string; status: string; payUrl: string };
  const [row] = await t.db
    .select()
    .from(activityBookings)
    .where(eq(activityBookings.reference, answer.reference));
  const [request] = await requestsForSubject(t.db, "activity_booking", "activityBookingId", row!.id);
  return { answer, row: row!, request: request! };
}

const pay = (requestId: string, minor: number, reference: string) =>
  t.db.transaction((tx) =>
    recordManualPayment(tx, {
      requestId,
      amount: money(minor, "INR"),
      method: "bank_transfer",
      reference,
      receivedOn: indiaDay(),
      actorId: "staff-1",
    }),
  );

/** Runs every queued payment job for this request, as the outbox would (twice: a retried job). */
async function runPaymentJobs(p: ActivityBookingProvider, requestId: string, times = 1) {
  const jobs = (await t.db.select().from(outbox).where(eq(outbox.kind, ACTIVITY_PAYMENT_JOB_KIND))).filter(
    (job) => (job.payload as { requestId?: string }).requestId === requestId,
  );
  for (let i = 0; i < times; i++)
    for (const job of jobs)
      await settleBookingPayment(t.db, p, job.payload as Parameters<typeof settleBookingPayment>[2]);
  return jobs.length;
}

const jobsFor = async (kind: string, bookingId: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter(
    (job) => (job.payload as { bookingId?: string }).bookingId === bookingId,
  );

const current = async (id: string) =>
  (await t.db.select().from(activityBookings).where(eq(activityBookings.id, id)))[0]!;

describe("an activity booking, paid before it is sent", () => {
  it("is held with a rupee request at its stored rate and sent to nobody until paid", async () => {
    const catalogue = provider("catalogue");
    const { answer, row, request } = await hold(catalogue);
    expect(answer.status).toBe("awaiting_payment");
    expect(answer.payUrl).toBe(request.payUrl);
    expect(row.status).toBe("awaiting_payment");
    expect(row.leadId).not.toBeNull();
    // The supplier's own amount and currency stay on the booking; the request is its rupee value.
    const amounts = bookingAmounts(row);
    expect(amounts.total.currency).toBe("USD");
    expect(request.amount).toEqual(toInr(amounts.total, amounts.rate!));
    expect(request).toMatchObject({ purpose: "activity_booking", status: "requested", leadId: row.leadId });
    expect(catalogue.calls).toHaveLength(0);
    expect(await jobsFor(BOOKING_REQUEST_JOB_KIND, row.id)).toHaveLength(0);
    expect(await jobsFor(VOUCHER_JOB_KIND, row.id)).toHaveLength(0);

    // A part payment sends nothing either.
    await pay(request.id, 500_00, "UTR-PART");
    await runPaymentJobs(catalogue, request.id);
    expect(catalogue.calls).toHaveLength(0);
    expect((await current(row.id)).status).toBe("awaiting_payment");

    // Paid in full: put to staff once, as an unpaid request used to be, however often the job runs.
    await pay(request.id, request.amount.minor - 500_00, "UTR-REST");
    expect(await runPaymentJobs(catalogue, request.id, 2)).toBeGreaterThan(0);
    expect(catalogue.calls).toHaveLength(1);
    const sent = await current(row.id);
    expect(sent.status).toBe("requested");
    // The reference the traveller was given when it was held stays the booking's.
    expect(sent.reference).toBe(answer.reference);
    expect(await jobsFor(BOOKING_REQUEST_JOB_KIND, row.id)).toHaveLength(1);
    // One lead for the booking, the one made when it was held.
    const byBooking = await t.db.select().from(leads).where(eq(leads.sourceId, answer.reference));
    expect(byBooking).toHaveLength(1);
  });

  it("a supplier booking paid in full is sent once, confirmed, and its voucher queued once", async () => {
    const supplier = provider("hotelbeds");
    const { row, request } = await hold(supplier);
    expect(supplier.calls).toHaveLength(0);
    await pay(request.id, request.amount.minor, "UTR-FULL");
    await runPaymentJobs(supplier, request.id, 2);
    expect(supplier.calls).toHaveLength(1);
    const confirmed = await current(row.id);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.reference).toBe("1-2345678");
    expect(await jobsFor(VOUCHER_JOB_KIND, row.id)).toHaveLength(1);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, confirmed.leadId!));
    expect(lead!.stage).toBe("Closed Won");
  });

  it("paid, then refused by a supplier that is down: the same submission neither sends nor asks again", async () => {
    const down: ActivityBookingProvider = {
      ...provider("hotelbeds"),
      book: () => Promise.reject(new ActivityProviderError("Hotelbeds answered 500", "hotelbeds", 500)),
    };
    const submission = form();
    const { row, request } = await hold(down, submission);
    await pay(request.id, request.amount.minor, "UTR-DOWN");
    await runPaymentJobs(down, request.id);
    expect((await current(row.id)).status).toBe("failed");

    // Back up, the traveller sends the same form again: told their money comes back, not asked twice.
    const up = provider("hotelbeds");
    const again = await bookActivityRequest(post(submission), { ip: "198.51.100.9", db: t.db, provider: up });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { description: string } }).error.description).toContain(
      "what you paid will be refunded in full",
    );
    expect(up.calls).toHaveLength(0);
    expect(await requestsForSubject(t.db, "activity_booking", "activityBookingId", row.id)).toHaveLength(1);
    const kept = await current(row.id);
    expect(kept.status).toBe("failed");
    expect(kept.details).toMatchObject({ paid: true, paymentRequestId: request.id });
  });

  it("a request cancelled unpaid cancels the booking, and nothing is sent", async () => {
    const supplier = provider("hotelbeds");
    const { row, request } = await hold(supplier);
    await t.db.transaction((tx) => cancelRequest(tx, { requestId: request.id, actorId: "staff-1" }));
    await runPaymentJobs(supplier, request.id, 2);
    expect((await current(row.id)).status).toBe("cancelled");
    expect(supplier.calls).toHaveLength(0);
    expect(await jobsFor(VOUCHER_JOB_KIND, row.id)).toHaveLength(0);
  });
});
