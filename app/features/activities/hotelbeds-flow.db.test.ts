import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, leads } from "~/server/db/schema.server";
import { startFakeHotelbeds, type FakeHotelbeds } from "../../../tests/fakes/hotelbeds";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { bookActivityRequest } from "./activity-booking.server";

/**
 * The booking endpoint with Hotelbeds switched on by configuration: the provider's reference and
 * price are what the visitor and staff see; a provider failure is 'Booking Failed' with our default
 * words and leaves no lead; an unavailable day is the provider's refusal, naming the date.
 */
const testDb = setUpTestDatabase();
let fake: FakeHotelbeds;
beforeAll(async () => {
  fake = await startFakeHotelbeds({ apiKey: "hb-key", secret: "hb-secret" });
  useTestConfig({
    ACTIVITIES_BOOKING: "hotelbeds",
    HOTELBEDS_API_KEY: "hb-key",
    HOTELBEDS_SECRET: "hb-secret",
    HOTELBEDS_BASE_URL: fake.url,
    ACTIVITIES_TIMEOUT_MS: "1000",
  });
});
afterAll(async () => {
  await fake.stop();
  setConfigForTests(undefined);
});
afterEach(() => fake.setBehaviour({ mode: "ok" }));

const post = (over: Record<string, unknown> = {}) =>
  new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
    method: "POST",
    // The phone was proven with its code, as the booking dialog does first.
    headers: {
      "content-type": "application/json",
      cookie: activityBookingProofCookie({ email: "", phone: "9811122233" }),
    },
    body: JSON.stringify({
      key: crypto.randomUUID(),
      activityCode: "LV-KE-001",
      firstName: "Rohan",
      lastName: "Mehta",
      email: "rohan@example.in",
      phone: "9811122233",
      date: addIndiaDays(indiaDay(), 40),
      adults: 2,
      children: 1,
      ...over,
    }),
  });

describe("booking through Hotelbeds", () => {
  it("confirms with the provider's reference and price, and makes the lead", async () => {
    const response = await bookActivityRequest(post(), { ip: "198.51.100.70", db: testDb.db });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { reference: string; totalCents: number; currency: string };
    expect(body.reference).toMatch(/^102-\d+$/);
    expect(body).toMatchObject({ currency: "USD", totalCents: 24030 });
    const [row] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, body.reference));
    expect(row).toMatchObject({ provider: "hotelbeds", status: "confirmed" });
    expect(row!.details).toMatchObject({ status: "CONFIRMED", modality: { code: "STD" } });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead!.sourceData).toMatchObject({ bookingReference: body.reference, provider: "hotelbeds" });
    expect(fake.bookings.at(-1)!.clientReference).toBe(row!.idempotencyKey);
  });

  it("answers a provider failure as 'Booking Failed' with our default words, and writes no lead", async () => {
    fake.setBehaviour({ mode: "error", status: 500 });
    const before = (await testDb.db.select().from(leads)).length;
    const response = await bookActivityRequest(post(), { ip: "198.51.100.71", db: testDb.db });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        title: "Booking Failed",
        description: "There was an error processing your booking. Please try again.",
        outcome: "provider_failed",
      },
    });
    expect((await testDb.db.select().from(leads)).length).toBe(before);
  });

  it("refuses an activity Hotelbeds does not know as not available that day", async () => {
    const response = await bookActivityRequest(post({ activityCode: "LV-NO-001" }), {
      ip: "198.51.100.72",
      db: testDb.db,
    });
    expect(response.status).toBe(409);
    expect(
      ((await response.json()) as { error: { description: string; field: string } }).error,
    ).toMatchObject({
      description: "Activity not found",
      field: "date",
    });
  });
});
