import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, leads, outbox } from "~/server/db/schema.server";
import { startFakeViator, type FakeViator } from "../../../tests/fakes/viator";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { requestsForSubject } from "~/features/payments/index.server";
import { payHeldBooking } from "../../../tests/helpers/activity-payment";
import { getActivityBooking } from "./activities.server";
import { bookActivityRequest } from "./activity-booking.server";

/**
 * Book Now on a Viator product: held for payment like any booking, then, paid, a booking request
 * (provider viator, status requested) for staff to book with Viator, made from the product as Viator describes it — looked up by its code on the
 * server — whatever title or price the browser sends.
 */
const testDb = setUpTestDatabase();
let fake: FakeViator;
beforeAll(async () => {
  fake = await startFakeViator({ apiKey: "viator-key" });
  useTestConfig({
    ACTIVITIES_SEARCH: "viator",
    VIATOR_API_KEY: "viator-key",
    VIATOR_BASE_URL: fake.url,
    ACTIVITIES_TIMEOUT_MS: "1000",
  });
});
afterAll(async () => {
  await fake.stop();
  setConfigForTests(undefined);
});

const post = (over: Record<string, unknown> = {}) =>
  new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: activityBookingProofCookie({ email: "", phone: "9811100044" }),
    },
    body: JSON.stringify({
      key: crypto.randomUUID(),
      activityCode: "5010SYDNEY",
      firstName: "Isha",
      lastName: "Verma",
      email: "isha@example.in",
      phone: "9811100044",
      date: addIndiaDays(indiaDay(), 50),
      adults: 2,
      children: 0,
      // What a forged form might add: never used.
      activityTitle: "Free Opera House tour",
      unitPrice: 1,
      price: { amount: 1, currency: "USD" },
      ...over,
    }),
  });

describe("a Viator product's booking request", () => {
  it("is held for payment from Viator's own product, and once paid is a request for staff to book, with the request mail queued once", async () => {
    const response = await bookActivityRequest(post(), { ip: "198.51.100.80", db: testDb.db });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "awaiting_payment",
      activityTitle: "Sydney Harbour Sunset Cruise",
      adultPrice: { minor: 7950, currency: "USD" },
      total: { minor: 15900, currency: "USD" },
      voucherUrl: null,
      payUrl: expect.stringContaining("/pay/"),
    });
    const requestMails = async (id: string) =>
      (await testDb.db.select().from(outbox).where(eq(outbox.kind, "activities.request-received"))).filter(
        (j) => (j.payload as { bookingId?: string }).bookingId === id,
      );
    const [held] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, String(body.reference)));
    // Nothing goes to staff to book before the money comes.
    expect(held).toMatchObject({ provider: "viator", status: "awaiting_payment" });
    expect(await requestMails(held!.id)).toHaveLength(0);
    const [request] = await requestsForSubject(testDb.db, "activity_booking", "activityBookingId", held!.id);
    expect(request!.status).toBe("requested");

    // Paid (the job run twice, as a retried outbox job would): one request for staff, one mail.
    const row = await payHeldBooking(testDb.db, getActivityBooking(), String(body.reference), { runs: 2 });
    expect(row.details).toMatchObject({ paid: true });
    expect(row).toMatchObject({
      provider: "viator",
      status: "requested",
      activityCode: "5010SYDNEY",
      activityTitle: "Sydney Harbour Sunset Cruise",
      // Named from Viator's destinations taxonomy: the product itself carries only the ref.
      location: "Sydney, Australia",
      adults: 2,
      children: 0,
      unitPriceCents: 7950,
    });
    expect(row!.details).toMatchObject({
      supplier: "viator",
      productUrl: expect.stringContaining("5010SYDNEY"),
    });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead!.sourceData).toMatchObject({
      activityName: "Sydney Harbour Sunset Cruise",
      provider: "viator",
    });
    expect(await requestMails(row.id)).toHaveLength(1);
    expect(
      (await testDb.db.select().from(outbox).where(eq(outbox.kind, "activities.voucher"))).some(
        (j) => (j.payload as { bookingId?: string }).bookingId === row!.id,
      ),
    ).toBe(false);
  });

  it("refuses a product code Viator does not know, storing nothing", async () => {
    const response = await bookActivityRequest(post({ activityCode: "1234NOPE" }), {
      ip: "198.51.100.81",
      db: testDb.db,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: {
        description: "We couldn't find that experience. Please reload the page and try again.",
        field: "activityCode",
      },
    });
    expect(
      await testDb.db.select().from(activityBookings).where(eq(activityBookings.activityCode, "1234NOPE")),
    ).toHaveLength(0);
  });

  it("says Booking Failed with our own words when Viator cannot be reached, storing nothing", async () => {
    const response = await bookActivityRequest(post({ activityCode: "2280KYOTO" }), {
      ip: "198.51.100.82",
      db: testDb.db,
      viatorProduct: () => Promise.reject(new Error("connect ECONNREFUSED")),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      error: {
        title: "Booking Failed",
        description: "There was an error processing your booking. Please try again.",
      },
    });
    expect(
      await testDb.db.select().from(activityBookings).where(eq(activityBookings.activityCode, "2280KYOTO")),
    ).toHaveLength(0);
  });
});
