import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { OUTBOX_JOBS } from "~/outbox-jobs.server";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, contacts, contactTimeline, leads, outbox } from "~/server/db/schema.server";
import { exchangeRateInputSchema, setExchangeRate } from "~/server/exchange-rates.server";
import { runOutboxOnce } from "~/server/outbox.server";
import { HOTELBEDS_PRODUCTS, startFakeHotelbeds, type FakeHotelbeds } from "../../../tests/fakes/hotelbeds";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { getActivityBooking } from "./activities.server";
import { bookPaid } from "../../../tests/helpers/activity-payment";
import { reconcileBookingsForTests } from "./activity-booking.server";
import type { ActivityBookingProvider } from "./activities-port.server";
import { SUPPLIER_SETTLE_MS, sendBooking } from "./booking-outcome.server";

/**
 * A Hotelbeds booking whose answer never arrives — the supplier books after our booking timeout,
 * answers a 5xx after booking, or the connection is cut — ends in exactly one supplier booking, one
 * voucher and one lead: the visitor is told "we are confirming", pressing Book again and a second
 * process ask the supplier instead of sending again, and the reconciliation settles it. A booking
 * the supplier does not hold is sent once more, then failed with staff and guest told; a definite
 * refusal still fails at once. The supplier's settle time is passed with a given clock.
 */
const testDb = setUpTestDatabase();
const CLOSED_DAY = addIndiaDays(indiaDay(), 45);
let fake: FakeHotelbeds;
beforeAll(async () => {
  fake = await startFakeHotelbeds({
    apiKey: "hb-key",
    secret: "hb-secret",
    products: HOTELBEDS_PRODUCTS.map((p) =>
      p.code === "LV-KE-001" ? { ...p, closedDays: [CLOSED_DAY] } : p,
    ),
  });
  useTestConfig(CONFIG());
  // The booking is held, and paid, in rupees at the agency's rate for the supplier's euros.
  const input = exchangeRateInputSchema.parse({ currency: "EUR", inrPerUnit: "90.50", asOf: indiaDay() });
  await setExchangeRate(testDb.db, input, { id: "admin-1", email: "admin@agency.test", ip: null });
});
const CONFIG = () => ({
  ACTIVITIES_BOOKING: "hotelbeds",
  HOTELBEDS_API_KEY: "hb-key",
  HOTELBEDS_SECRET: "hb-secret",
  HOTELBEDS_BASE_URL: fake.url,
  ACTIVITIES_TIMEOUT_MS: "2000",
  // The booking call gives up long before the late supplier answers; the visitor's wait is longer.
  ACTIVITIES_BOOKING_TIMEOUT_MS: "150",
  ACTIVITIES_BOOKING_WAIT_MS: "5000",
  ADMIN_ALERT_EMAIL: "alerts@example.test",
});
afterAll(async () => {
  await fake.stop();
  setConfigForTests(undefined);
});
afterEach(() => {
  fake.setBehaviour({ mode: "ok" });
  fake.setBookingFault(null);
});

let seq = 0;
const form = (over: Record<string, unknown> = {}) => ({
  key: crypto.randomUUID(),
  activityCode: "LV-KE-001",
  firstName: "Rohan",
  lastName: "Mehta",
  email: `rohan${++seq}@example.in`,
  phone: "9811122233",
  date: addIndiaDays(indiaDay(), 40),
  adults: 2,
  children: 1,
  ...over,
});
/** A booking row as a process leaves it mid-way, for the sweep to find. */
const bookingRow = (body: ReturnType<typeof form>, provider: string, status: string) => ({
  idempotencyKey: body.key,
  provider,
  status,
  activityCode: "LV-KE-001",
  activityTitle: "Maasai Mara Balloon Safari",
  location: "Maasai Mara, Kenya",
  activityDate: body.date,
  adults: 2,
  children: 0,
  unitPriceCents: 8900,
  totalCents: 17800,
  holderFirstName: body.firstName,
  holderLastName: body.lastName,
  holderEmail: body.email,
  holderPhone: "+919811122233",
});

const post = (body: ReturnType<typeof form>) =>
  new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: activityBookingProofCookie({ email: "", phone: body.phone }),
    },
    body: JSON.stringify(body),
  });
const book = (body: ReturnType<typeof form>) => bookPaid(post(body), { ip: "198.51.100.90", db: testDb.db });
/** The reconciliation sweep, as a process would run it, at `ms` from now. */
const sweep = (ms = 0) =>
  reconcileBookingsForTests(testDb.db, getActivityBooking(), new Date(Date.now() + ms));

async function rowOf(key: string) {
  const [row] = await testDb.db
    .select()
    .from(activityBookings)
    .where(eq(activityBookings.idempotencyKey, key));
  return row!;
}
async function outboxCount(kind: string, where: ReturnType<typeof sql>) {
  const result = await testDb.db.execute(
    sql`SELECT count(*)::int AS n FROM outbox WHERE kind = ${kind} AND ${where}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
const vouchersFor = (id: string) => outboxCount("activities.voucher", sql`payload->>'bookingId' = ${id}`);
const mailsTo = (to: string) => outboxCount("mail.send", sql`payload->>'to' = ${to}`);
const bookingCalls = (key: string) =>
  fake.requests.filter((r) => r.method === "PUT" && r.body.includes(key)).length;
async function leadsFor(id: string) {
  const row = await testDb.db.select().from(activityBookings).where(eq(activityBookings.id, id));
  if (!row[0]?.leadId) return 0;
  return (await testDb.db.select().from(leads).where(eq(leads.id, row[0].leadId))).length;
}

describe("a booking whose answer never came", () => {
  it("is booked once when the supplier answers after our timeout, though the visitor presses Book again", async () => {
    fake.setBookingFault({ mode: "held" });
    const body = form();
    const first = await book(body);
    expect(first.status, await first.clone().text()).toBe(202);
    expect(await first.json()).toMatchObject({
      outcome: "pending",
      title: "We are confirming with the supplier",
      email: body.email,
    });
    expect((await rowOf(body.key)).status).toBe("unconfirmed");

    // Book again while the supplier is still making it: it is asked, holds nothing yet, and nothing is sent.
    const early = await book(body);
    expect(early.status).toBe(202);
    expect(bookingCalls(body.key)).toBe(1);

    // The supplier finishes after our timeout.
    fake.releaseHeld();
    await vi.waitFor(() => expect(fake.bookedUnder(body.key)).toHaveLength(1));
    const again = await book(body);
    expect([200, 201], await again.clone().text()).toContain(again.status);
    const confirmed = (await again.json()) as { reference: string };
    expect(confirmed.reference).toBe(fake.bookedUnder(body.key)[0]!.reference);

    await sweep(SUPPLIER_SETTLE_MS + 60_000);
    const row = await rowOf(body.key);
    expect(row).toMatchObject({ status: "confirmed", reference: confirmed.reference });
    expect(fake.bookedUnder(body.key)).toHaveLength(1);
    expect(bookingCalls(body.key)).toBe(1);
    expect(await vouchersFor(row.id)).toBe(1);
    expect(await leadsFor(row.id)).toBe(1);
  });

  it("answers the visitor 'we are confirming' while the supplier is slow, and confirms when it answers", async () => {
    useTestConfig({ ...CONFIG(), ACTIVITIES_BOOKING_TIMEOUT_MS: "5000", ACTIVITIES_BOOKING_WAIT_MS: "50" });
    try {
      fake.setBookingFault({ mode: "held" });
      const body = form();
      const first = await book(body);
      expect(first.status).toBe(202);
      expect((await rowOf(body.key)).status).toBe("pending");
      await vi.waitFor(() => expect(bookingCalls(body.key)).toBe(1));
      fake.releaseHeld();
      // The call goes on after the answer: the booking is confirmed, its voucher queued, once.
      await vi.waitFor(async () => expect((await rowOf(body.key)).status).toBe("confirmed"));
      const row = await rowOf(body.key);
      expect(fake.bookedUnder(body.key)).toHaveLength(1);
      expect(await vouchersFor(row.id)).toBe(1);
      const again = await book(body);
      expect(again.status).toBe(200);
    } finally {
      useTestConfig(CONFIG());
    }
  });

  it("is booked once when two processes settle it at the same time", async () => {
    fake.setBookingFault({ mode: "held" });
    const body = form();
    expect((await book(body)).status).toBe(202);
    fake.releaseHeld();
    await vi.waitFor(() => expect(fake.bookedUnder(body.key)).toHaveLength(1));
    const later = SUPPLIER_SETTLE_MS + 60_000;
    const answers = await Promise.all([book(body), sweep(later), book(body), sweep(later)]);
    for (const answer of [answers[0], answers[2]] as Response[]) expect([200, 201]).toContain(answer.status);
    const row = await rowOf(body.key);
    expect(row.status).toBe("confirmed");
    expect(fake.bookedUnder(body.key)).toHaveLength(1);
    expect(await vouchersFor(row.id)).toBe(1);
    expect(await leadsFor(row.id)).toBe(1);
  });

  it("is booked once after a 5xx or a cut connection that came after the supplier booked", async () => {
    for (const fault of [
      { mode: "error-after-booking", status: 500 },
      { mode: "cut-after-booking" },
    ] as const) {
      fake.setBookingFault(fault);
      const body = form();
      const first = await book(body);
      expect(first.status, fault.mode).toBe(202);
      expect(fake.bookedUnder(body.key)).toHaveLength(1);
      // The visitor presses Book again, and the reconciliation runs twice.
      expect([200, 201]).toContain((await book(body)).status);
      await sweep(SUPPLIER_SETTLE_MS + 60_000);
      await sweep(2 * SUPPLIER_SETTLE_MS + 60_000);
      const row = await rowOf(body.key);
      expect(row.status).toBe("confirmed");
      expect(fake.bookedUnder(body.key)).toHaveLength(1);
      expect(bookingCalls(body.key)).toBe(1);
      expect(await vouchersFor(row.id)).toBe(1);
    }
  });

  it("is settled by the reconciliation job the outbox runs, queued when the answer went missing", async () => {
    fake.setBookingFault({ mode: "cut-after-booking" });
    const body = form();
    expect((await book(body)).status).toBe(202);
    const { id } = await rowOf(body.key);
    expect(await outboxCount("activities.reconcile", sql`payload->>'bookingId' = ${id}`)).toBe(1);
    // Due once the supplier had time to finish; brought forward here instead of waiting for it.
    await testDb.db.execute(sql`UPDATE outbox SET run_at = now() WHERE kind = 'activities.reconcile'`);
    const ran = await runOutboxOnce(testDb.db, OUTBOX_JOBS, "test-worker", 50);
    expect(ran).toContainEqual(expect.objectContaining({ kind: "activities.reconcile", outcome: "done" }));
    const row = await rowOf(body.key);
    expect(row.status).toBe("confirmed");
    expect(row.reference).toBe(fake.bookedUnder(body.key)[0]!.reference);
    expect(await vouchersFor(row.id)).toBe(1);
  });

  it("is sent once more when the supplier holds no booking, after its settle time only", async () => {
    fake.setBookingFault({ mode: "error-before-booking", status: 503 });
    const body = form();
    expect((await book(body)).status).toBe(202);
    expect(fake.bookedUnder(body.key)).toHaveLength(0);
    // Too soon: the supplier may still be making it, so the sweep does not even ask.
    const lookups = fake.lookups.length;
    await sweep(30_000);
    expect(fake.lookups.slice(lookups)).not.toContain(body.key);
    expect(bookingCalls(body.key)).toBe(1);
    expect((await rowOf(body.key)).status).toBe("unconfirmed");

    await sweep(SUPPLIER_SETTLE_MS + 60_000);
    expect(bookingCalls(body.key)).toBe(2);
    const row = await rowOf(body.key);
    expect(row.status).toBe("confirmed");
    expect(fake.bookedUnder(body.key)).toHaveLength(1);
    expect(await vouchersFor(row.id)).toBe(1);
  });

  it("fails after the second send finds nothing, and tells staff and the guest", async () => {
    fake.setBookingFault({ mode: "error-before-booking", status: 503, times: 2 });
    const body = form();
    expect((await book(body)).status).toBe(202);
    await sweep(SUPPLIER_SETTLE_MS + 60_000);
    expect(bookingCalls(body.key)).toBe(2);
    expect((await rowOf(body.key)).status).toBe("unconfirmed");
    // The second send may still land: neither the sweep nor Book again calls it not booked yet.
    await sweep(SUPPLIER_SETTLE_MS + 90_000);
    expect((await rowOf(body.key)).status).toBe("unconfirmed");
    await sweep(3 * SUPPLIER_SETTLE_MS);
    await sweep(5 * SUPPLIER_SETTLE_MS);
    const row = await rowOf(body.key);
    expect(row.status).toBe("failed");
    expect(bookingCalls(body.key)).toBe(2);
    expect(fake.bookedUnder(body.key)).toHaveLength(0);
    expect(await vouchersFor(row.id)).toBe(0);
    expect(await mailsTo("alerts@example.test")).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(body.email)).toBe(1);
    // The mail is on the timeline of the lead the booking was held (and paid) with.
    const [notBooked] = await testDb.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "mail.send"), sql`${outbox.payload}->>'to' = ${body.email}`));
    const [line] = await testDb.db
      .select()
      .from(contactTimeline)
      .where(sql`${contactTimeline.data}->>'outboxId' = ${notBooked!.id}`);
    expect(line).toMatchObject({ kind: "email", leadId: row.leadId });
    expect(String((notBooked!.payload as { text: string }).text)).toContain(
      "what you paid will be refunded in full",
    );
    expect(line!.summary).toMatch(/^E-mailed the guest: Not booked: /);
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.id, line!.contactId));
    expect(contact!.phone).toBe("+919811122233");
    // The same submission again is answered, not sent a third time.
    const again = await book(body);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { outcome: "not_booked" } });
    expect(bookingCalls(body.key)).toBe(2);
  });

  it("stays unconfirmed, sending nothing, while the supplier cannot say whether it holds the booking", async () => {
    fake.setBookingFault({ mode: "error-after-booking", status: 502 });
    const body = form();
    expect((await book(body)).status).toBe(202);
    fake.setBehaviour({ mode: "error", status: 500 });
    await sweep(SUPPLIER_SETTLE_MS + 60_000);
    expect((await rowOf(body.key)).status).toBe("unconfirmed");
    expect(bookingCalls(body.key)).toBe(1);
    // Unsettled past an hour, staff are told once to check by hand; the checks go on.
    const alerts = await mailsTo("alerts@example.test");
    await sweep(2 * 3600_000);
    await sweep(3 * 3600_000);
    expect(await mailsTo("alerts@example.test")).toBe(alerts + 1);
    expect(bookingCalls(body.key)).toBe(1);
    fake.setBehaviour({ mode: "ok" });
    await sweep(4 * 3600_000);
    expect((await rowOf(body.key)).status).toBe("confirmed");
    expect(fake.bookedUnder(body.key)).toHaveLength(1);
  });

  it("settles a booking a stopped process left mid-call: asked about when it was sent, failed when it never was", async () => {
    const long = 10 * 60_000;
    const left = async (details: Record<string, unknown>) => {
      const body = form();
      const [row] = await testDb.db
        .insert(activityBookings)
        .values({
          ...bookingRow(body, "hotelbeds", "pending"),
          details,
        })
        .returning();
      return { body, row: row! };
    };
    const neverSent = await left({});
    const sent = await left({ sends: 1 });
    const lookups = fake.lookups.length;
    // Not yet abandoned: the process may still be waiting for the supplier.
    await sweep(0);
    expect((await rowOf(sent.body.key)).status).toBe("pending");
    await sweep(long);
    expect((await rowOf(neverSent.body.key)).status).toBe("failed");
    expect(fake.lookups.slice(lookups)).toEqual([sent.body.key]);
    // Sent by the stopped process, not held by the supplier: sent once more, booked once.
    await sweep(long + SUPPLIER_SETTLE_MS + 60_000);
    expect((await rowOf(sent.body.key)).status).toBe("confirmed");
    expect(fake.bookedUnder(sent.body.key)).toHaveLength(1);
    expect(fake.bookedUnder(neverSent.body.key)).toHaveLength(0);
  });

  it("asks before sending again when the booking call fails unexpectedly after the supplier booked", async () => {
    const supplier = getActivityBooking();
    // The supplier books, then reading its answer throws something that is not a provider error.
    const breaksAfterBooking: ActivityBookingProvider = {
      name: supplier.name,
      book: async (request) => {
        await supplier.book(request);
        throw new RangeError("amount out of range");
      },
      findBooking: (lookup) => supplier.findBooking(lookup),
      quoteCancellation: (reference) => supplier.quoteCancellation(reference),
      cancel: (reference) => supplier.cancel(reference),
    };
    const body = form();
    const first = await bookPaid(post(body), {
      ip: "198.51.100.90",
      db: testDb.db,
      provider: breaksAfterBooking,
    });
    expect(first.status, await first.clone().text()).toBe(202);
    expect((await rowOf(body.key)).status).toBe("unconfirmed");
    expect([200, 201]).toContain((await book(body)).status);
    const row = await rowOf(body.key);
    expect(row.status).toBe("confirmed");
    expect(fake.bookedUnder(body.key)).toHaveLength(1);
    expect(bookingCalls(body.key)).toBe(1);
    expect(await vouchersFor(row.id)).toBe(1);
  });

  it("leaves a booking mid-call alone while the supplier's call can still be running", async () => {
    // Rate lookup and booking, each possibly twice (a fresh rate key): up to 2 × (30 s + 120 s).
    useTestConfig({ ...CONFIG(), ACTIVITIES_TIMEOUT_MS: "30000", ACTIVITIES_BOOKING_TIMEOUT_MS: "120000" });
    try {
      const body = form();
      await testDb.db.insert(activityBookings).values({
        ...bookingRow(body, "hotelbeds", "pending"),
        details: { sends: 1 },
      });
      const lookups = fake.lookups.length;
      await sweep(240_000);
      expect((await rowOf(body.key)).status).toBe("pending");
      expect(fake.lookups.slice(lookups)).not.toContain(body.key);
      await sweep(400_000);
      expect(fake.lookups.slice(lookups)).toContain(body.key);
    } finally {
      useTestConfig(CONFIG());
    }
  });

  it("looks at the longest-waiting booking first, however many newer ones stay unsettled", async () => {
    const unsettled = (updatedAt: Date) => {
      const body = form();
      return {
        ...bookingRow(body, "hotelbeds", "unconfirmed"),
        updatedAt,
        details: { sends: 1, unknownSince: Date.now() - 3600_000 },
      };
    };
    // Fifty checked a moment ago, stored before the one waiting longest.
    const newer = Array.from({ length: 50 }, () => unsettled(new Date()));
    const oldest = unsettled(new Date(Date.now() - 3600_000));
    await testDb.db.insert(activityBookings).values(newer);
    await testDb.db.insert(activityBookings).values(oldest);
    const lookups = fake.lookups.length;
    await sweep(0);
    expect(fake.lookups.slice(lookups)).toContain(oldest.idempotencyKey);
    // Tidy up: the newer rows would otherwise crowd the next tests' sweeps.
    await testDb.db
      .update(activityBookings)
      .set({ status: "failed" })
      .where(
        inArray(
          activityBookings.idempotencyKey,
          newer.map((r) => r.idempotencyKey),
        ),
      );
  });

  it("leaves a booking sent through another supplier unconfirmed, sending nothing, and tells staff once", async () => {
    const body = form();
    const [row] = await testDb.db
      .insert(activityBookings)
      .values({
        ...bookingRow(body, "viator", "unconfirmed"),
        children: 1,
        details: { sends: 1, unknownSince: Date.now() - 3600_000, firstUnknownAt: Date.now() - 3600_000 },
      })
      .returning();
    const lookups = fake.lookups.length;
    const alerts = () =>
      outboxCount(
        "mail.send",
        sql`payload->>'to' = 'alerts@example.test' AND payload->>'text' LIKE ${`%${body.key}%`}`,
      );
    await sweep(SUPPLIER_SETTLE_MS + 60_000);
    expect((await book(body)).status).toBe(202);
    await sweep(3 * SUPPLIER_SETTLE_MS);
    expect((await rowOf(body.key)).status).toBe("unconfirmed");
    expect(fake.lookups.slice(lookups)).not.toContain(body.key);
    expect(bookingCalls(body.key)).toBe(0);
    expect(await vouchersFor(row!.id)).toBe(0);
    expect(await alerts()).toBe(1);
  });

  it("confirms a booking whose lead cannot be written with its details kept, its voucher queued and staff told", async () => {
    const body = form();
    const [held] = await testDb.db
      .insert(activityBookings)
      .values({
        ...bookingRow(body, "hotelbeds", "pending"),
        details: { pickup: "Mara Serena lodge", answers: {}, travellerNote: "vegetarian" },
      })
      .returning();
    const settled = await sendBooking(
      {
        db: testDb.db,
        provider: getActivityBooking(),
        recordLead: () => Promise.reject(new Error("leads table unavailable")),
      },
      held!,
    );
    expect(settled.outcome).toBe("confirmed");
    const row = await rowOf(body.key);
    expect(row.status).toBe("confirmed");
    expect(row.details).toMatchObject({ pickup: "Mara Serena lodge", travellerNote: "vegetarian" });
    expect(await vouchersFor(row.id)).toBe(1);
    expect(
      await outboxCount(
        "mail.send",
        sql`payload->>'to' = 'alerts@example.test' AND payload->>'text' LIKE ${`%${body.key}%`}`,
      ),
    ).toBe(1);
  });

  it("still fails at once on a definite refusal, asking nothing and queuing nothing but the guest's refund note", async () => {
    const body = form();
    const lookups = fake.lookups.length;
    // Priced and held before, the supplier refuses the paid booking when it is sent.
    fake.refuseNext("bookings", 400, "The activity is no longer available on this date");
    const response = await book(body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { title: string } }).error.title).toBe("Booking Failed");
    const row = await rowOf(body.key);
    expect(row.status).toBe("failed");
    expect(fake.lookups.length).toBe(lookups);
    expect(await outboxCount("activities.reconcile", sql`payload->>'bookingId' = ${row.id}`)).toBe(0);
    // It was paid before it was sent: the guest is told it is not booked and will be refunded.
    expect(await mailsTo(body.email)).toBe(1);
  });

  it("refuses a day the supplier has nothing on before anything is held or paid", async () => {
    const body = form({ date: CLOSED_DAY });
    const response = await book(body);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { title: "Booking Failed", field: "date" } });
    expect(
      await testDb.db.select().from(activityBookings).where(eq(activityBookings.idempotencyKey, body.key)),
    ).toEqual([]);
    expect(await mailsTo(body.email)).toBe(0);
  });
});
