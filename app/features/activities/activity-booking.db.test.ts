import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { formatMoney, formatRateDay, rupees } from "~/lib/money";
import { setConfigForTests } from "~/server/config.server";
import { PHONE_CONSENT } from "~/features/verification";
import { activityBookings, consents, contactTimeline, leads, outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import type { ActivityBookingProvider, BookActivityRequest } from "./activities-port.server";
import { ActivityProviderError } from "./activities-port.server";
import { bookActivityRequest } from "./activity-booking.server";
import { payHeldBooking } from "../../../tests/helpers/activity-payment";
import { catalogueBooking, catalogueActivities, runsOn } from "./catalogue.server";

/**
 * Booking an activity on a database, for a visitor who proved the phone (or, without one, the
 * address) with a code: the row, the lead staff work (score 95, the booking's value), the voucher
 * queued, and the promises around it — the price is ours, not the browser's; a retried or doubled
 * submission books once; a refused or failed booking leaves no lead. The code step itself, and a
 * booking without it, are in activity-booking-proof.db.test.ts.
 */
const testDb = setUpTestDatabase();
beforeAll(() => useTestConfig({ USD_INR_RATE: "83.5" }));
afterAll(() => setConfigForTests(undefined));

const activity = catalogueActivities()[0]!;
/** The first day from a week ahead on which the activity runs. */
function runningDay(): string {
  for (let i = 7; i < 400; i++) {
    const day = addIndiaDays(indiaDay(), i);
    if (runsOn(activity, day)) return day;
  }
  throw new Error("the activity never runs");
}

/** The booking as the dialog sends it after the code step: with this browser's proof of who books. */
const post = (body: Record<string, unknown>) =>
  new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: activityBookingProofCookie({ email: String(body.email), phone: body.phone as string | null }),
    },
    body: JSON.stringify(body),
  });

const form = (overrides: Record<string, unknown> = {}) => ({
  key: crypto.randomUUID(),
  activityCode: activity.productCode,
  firstName: "Ananya",
  lastName: "Rao",
  email: "Ananya.Rao@example.in",
  phone: "",
  date: runningDay(),
  adults: "2",
  children: "1",
  // Whatever the browser says the price is, the server prices it itself.
  unitPrice: 1,
  total: 1,
  ...overrides,
});

/** Counts calls, and can be slow so that two submissions overlap. */
function countingProvider(delayMs = 0): ActivityBookingProvider & { calls: BookActivityRequest[] } {
  const calls: BookActivityRequest[] = [];
  return {
    ...catalogueBooking,
    calls,
    async book(request) {
      calls.push(request);
      await new Promise((r) => setTimeout(r, delayMs));
      return catalogueBooking.book(request);
    },
  };
}

describe("activity booking", () => {
  it("holds a catalogue booking at our price until paid, then makes it a request: a 95 lead with an e-mail task when no phone is given, the request mail queued and no voucher", async () => {
    const provider = countingProvider();
    const body = form();
    const response = await bookActivityRequest(post(body), { ip: "198.51.100.7", db: testDb.db, provider });
    expect(response.status, await response.clone().text()).toBe(201);
    const confirmed = (await response.json()) as Record<string, unknown>;
    const unit = Math.round(activity.priceUsd * 100);
    expect(confirmed).toMatchObject({
      activityTitle: activity.title,
      adults: 2,
      children: 1,
      adultPrice: { minor: unit, currency: "USD" },
      childPrice: { minor: Math.round(unit * 0.7), currency: "USD" },
      total: { minor: unit * 2 + Math.round(unit * 0.7), currency: "USD" },
      email: "ananya.rao@example.in",
      status: "awaiting_payment",
      confirmWithinHours: 24,
      voucherUrl: null,
      payUrl: expect.stringMatching(/\/pay\/[A-Za-z0-9_-]{32}$/),
      toast: { title: "Almost done: pay to book" },
    });
    expect((confirmed.toast as { description: string }).description).toBe(
      `Your booking ${String(confirmed.reference)} is held. It is sent to the operator as soon as it is paid; your voucher follows.`,
    );
    expect(confirmed.reference).toMatch(/^ACT-[A-HJ-NP-Z2-9]{6}$/);
    // Nothing reaches the operator, or staff, before the money does.
    expect(provider.calls).toHaveLength(0);
    expect(await payHeldBooking(testDb.db, provider, String(confirmed.reference))).toMatchObject({
      status: "requested",
      reference: confirmed.reference,
    });
    const totalMinor = unit * 2 + Math.round(unit * 0.7);
    const inr = Math.round((totalMinor / 100) * 83.5);
    // Approximate, with the dated rate (the USD seed taken from USD_INR_RATE today).
    expect(confirmed.approxInr).toBe(
      `≈ ${formatMoney(rupees(inr))} at US$1 = ₹83.50 on ${formatRateDay(indiaDay())}`,
    );
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]).toMatchObject({
      clientReference: body.key,
      pax: { adults: 2, children: 1 },
      holder: { name: "Ananya", surname: "Rao", email: "ananya.rao@example.in", telephone: null },
    });

    const [row] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, String(confirmed.reference)));
    expect(row).toMatchObject({
      status: "requested",
      provider: "catalogue",
      rateCurrency: "USD",
      rateInrPerUnitMicros: 83_500_000,
      rateAsOf: indiaDay(),
      holderPhone: null,
    });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead).toMatchObject({
      type: "activity_booking",
      sourceId: confirmed.reference,
      score: 95,
      phone: null,
      email: "ananya.rao@example.in",
      valueInr: inr,
    });
    expect(lead!.sourceData).toMatchObject({
      activityName: activity.title,
      bookingReference: confirmed.reference,
      adults: 2,
      children: 1,
    });
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead!.id));
    expect(task).toMatchObject({ type: "email", priority: "urgent" });
    // The dialog showed the consent note: the trip consent is kept with the lead, for the address.
    const kept = await testDb.db.select().from(consents).where(eq(consents.leadId, lead!.id));
    expect(kept).toEqual([
      expect.objectContaining({
        purpose: "trip",
        noticeVersion: PHONE_CONSENT.version,
        email: "ananya.rao@example.in",
        sourceForm: "activity_booking",
        withdrawnAt: null,
      }),
    ]);
    const lines = await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, lead!.id));
    expect(lines.map((l) => l.kind)).toContain("booking");
    const ofRow = (j: { payload: unknown }) => (j.payload as { bookingId?: string }).bookingId === row!.id;
    const vouchers = await testDb.db.select().from(outbox).where(eq(outbox.kind, "activities.voucher"));
    expect(vouchers.some(ofRow)).toBe(false);
    const requests = await testDb.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "activities.request-received"));
    expect(requests.filter(ofRow)).toHaveLength(1);
  });

  it("holds nothing when the booking's lead cannot be written: nothing asked for, nothing sent, and it may be tried again", async () => {
    await testDb.db.execute(sql`CREATE FUNCTION refuse_lead() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'leads unavailable'; END $$`);
    await testDb.db.execute(
      sql`CREATE TRIGGER refuse_lead BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_lead()`,
    );
    const body = form();
    const provider = countingProvider();
    try {
      const response = await bookActivityRequest(post(body), { ip: "198.51.100.7", db: testDb.db, provider });
      // A payment request needs the traveller's contact: without it nothing is held or asked for.
      expect(response.status, await response.clone().text()).toBe(503);
      const [row] = await testDb.db
        .select()
        .from(activityBookings)
        .where(eq(activityBookings.idempotencyKey, body.key.toLowerCase()));
      expect(row).toMatchObject({ status: "failed", leadId: null });
      expect(provider.calls).toHaveLength(0);
      const jobs = await testDb.db.select().from(outbox);
      const ofRow = (j: { payload: unknown }) => (j.payload as { bookingId?: string }).bookingId === row!.id;
      expect(jobs.filter(ofRow)).toHaveLength(0);
    } finally {
      await testDb.db.execute(sql`DROP TRIGGER refuse_lead ON leads`);
      await testDb.db.execute(sql`DROP FUNCTION refuse_lead()`);
    }
    const retried = await bookActivityRequest(post(body), { ip: "198.51.100.7", db: testDb.db, provider });
    expect(retried.status).toBe(201);
  });

  it("gives a phone booking a call task, the number kept as +91 and marked verified (its code was entered)", async () => {
    const response = await bookActivityRequest(post(form({ phone: "98765 43210", adults: 1, children: 0 })), {
      ip: "198.51.100.7",
      db: testDb.db,
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, reference));
    expect(lead!.phone).toBe("+919876543210");
    expect(lead!.phoneVerified).toBe(true);
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead!.id));
    expect(task!.type).toBe("call");
  });

  it("books once for a submission sent twice at the same time, and again for its retry", async () => {
    const provider = countingProvider(150);
    const body = form();
    const [a, b] = await Promise.all([
      bookActivityRequest(post(body), { ip: "198.51.100.8", db: testDb.db, provider }),
      bookActivityRequest(post(body), { ip: "198.51.100.8", db: testDb.db, provider }),
    ]);
    type Held = { reference: string; payUrl: string };
    const answers = [(await a.json()) as Held, (await b.json()) as Held];
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(answers[0]!.reference).toBe(answers[1]!.reference);
    // Both to the one pay page: one request for the one booking.
    expect(answers[0]!.payUrl).toBe(answers[1]!.payUrl);
    const retry = await bookActivityRequest(post(body), { ip: "198.51.100.8", db: testDb.db, provider });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Held).payUrl).toBe(answers[0]!.payUrl);
    expect(provider.calls).toHaveLength(0);
    await payHeldBooking(testDb.db, provider, answers[0]!.reference, { runs: 2 });
    expect(provider.calls).toHaveLength(1);
    const rows = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.idempotencyKey, body.key));
    expect(rows).toHaveLength(1);
    const leadRows = await testDb.db.select().from(leads).where(eq(leads.sourceId, answers[0]!.reference));
    expect(leadRows).toHaveLength(1);
  });

  it("refuses a day the activity does not run, with the provider's words, before anyone pays, and writes no lead", async () => {
    const someDays = catalogueActivities().find((a) => a.availability.weekdays.length < 7)!;
    let closedDay = addIndiaDays(indiaDay(), 7);
    while (runsOn(someDays, closedDay)) closedDay = addIndiaDays(closedDay, 1);
    const provider = countingProvider();
    const before = await testDb.db.select().from(leads);
    const response = await bookActivityRequest(
      post(form({ activityCode: someDays.productCode, date: closedDay })),
      { ip: "198.51.100.9", db: testDb.db, provider },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        title: "Booking Failed",
        description: "Activity not available for the selected date",
        outcome: "unavailable",
        field: "date",
      },
    });
    expect(await testDb.db.select().from(leads)).toHaveLength(before.length);
    expect(provider.calls).toHaveLength(0);
  });

  it("a paid booking the provider then fails is failed, the guest told it will be refunded and staff to refund it", async () => {
    const failing: ActivityBookingProvider = {
      ...catalogueBooking,
      book: () => Promise.reject(new ActivityProviderError("500 from provider", "hotelbeds", 500)),
    };
    const body = form();
    const held = await bookActivityRequest(post(body), {
      ip: "198.51.100.10",
      db: testDb.db,
      provider: failing,
    });
    expect(held.status).toBe(201);
    const { reference } = (await held.json()) as { reference: string };
    const row = await payHeldBooking(testDb.db, failing, reference);
    expect(row.status).toBe("failed");
    const mails = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).map(
      (j) => j.payload as { audience?: string; text?: string; to?: string },
    );
    const guest = mails.filter(
      (m) =>
        m.audience === "visitor" && m.to === "ananya.rao@example.in" && m.text?.includes(row.activityTitle),
    );
    expect(guest.at(-1)!.text).toContain("what you paid will be refunded in full");
    const staff = mails.filter((m) => m.audience === "staff" && m.text?.includes(row.idempotencyKey));
    expect(staff).toHaveLength(1);
    expect(staff[0]!.text).toContain("refund the payment from the console");
  });

  // A field the visitor can put right is titled by what is wrong with it; "Booking Failed" is kept
  // for a booking that cannot go ahead as sent (an experience we no longer list, a stale form).
  const TITLE_OF_FIELD: Record<string, string> = {
    firstName: "Invalid Name",
    lastName: "Invalid Name",
    email: "Invalid Email",
    phone: "Invalid Mobile Number",
    date: "Invalid Date",
    adults: "Invalid Guests",
    children: "Invalid Guests",
    pickup: "Invalid Pick-up",
    answers: "Invalid Answer",
    activityCode: "Booking Failed",
    key: "Booking Failed",
  };
  it.each([
    [{ firstName: "" }, "firstName", "Please enter your first name"],
    [{ lastName: "  " }, "lastName", "Please enter your last name"],
    [{ email: "not-mail" }, "email", "Please enter a valid email address"],
    [{ phone: "12345" }, "phone", "Please enter a valid Indian mobile number, or leave it blank"],
    [{ date: "" }, "date", "Please choose a date for your activity"],
    [{ date: "2020-01-01" }, "date", "Please choose a date from today onwards"],
    [{ date: addIndiaDays(indiaDay(), 400) }, "date", "Please choose a date within the next 12 months"],
    [{ adults: 0 }, "adults", "At least 1 adult is needed for a booking"],
    [{ adults: "1.5" }, "adults", "At least 1 adult is needed for a booking"],
    [{ children: -1 }, "children", "Please enter the number of children (0 or more)"],
    [{ adults: 21 }, "adults", "For more than 20 guests, please call us and we'll arrange it with you"],
    [
      { activityCode: "LV-XX-999" },
      "activityCode",
      "We couldn't find that experience. Please reload the page and try again.",
    ],
    [{ key: "not-a-uuid" }, "key", "Please reload the page and try again."],
    [
      { pickup: "Camp\u0000Mara" },
      "pickup",
      "pickup holds a character that cannot be saved (a NUL or half of an emoji). Remove it and try again.",
    ],
    [
      { answers: { HOTEL: "The Oberoi \ud800" } },
      "answers",
      "answers.HOTEL holds a character that cannot be saved (a NUL or half of an emoji). Remove it and try again.",
    ],
  ])("refuses %o naming %s, storing nothing", async (change, field, description) => {
    const before = await testDb.db.select().from(activityBookings);
    const response = await bookActivityRequest(post(form(change)), { ip: "198.51.100.11", db: testDb.db });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toEqual({ error: { title: TITLE_OF_FIELD[field], description, field } });
    expect(await testDb.db.select().from(activityBookings)).toHaveLength(before.length);
  });

  it("refuses a body that is not a booking", async () => {
    for (const body of ["[]", "null", "{", '"text"']) {
      const response = await bookActivityRequest(
        new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
        { ip: "198.51.100.12", db: testDb.db },
      );
      expect(response.status).toBe(400);
    }
  });
});
