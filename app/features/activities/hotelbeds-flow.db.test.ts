import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, leads, outbox } from "~/server/db/schema.server";
import {
  HOTELBEDS_PRODUCTS,
  HOTELBEDS_QUOTA_TEXT,
  startFakeHotelbeds,
  type FakeHotelbeds,
} from "../../../tests/fakes/hotelbeds";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { bookActivityRequest } from "./activity-booking.server";
import { ACTIVITY_BOOKING_TEXT } from "./activity-booking-schema";
import { activityQuestionsRequest } from "./booking-request.server";

/**
 * The booking endpoint with Hotelbeds switched on by configuration: the provider's reference and
 * price are what the visitor and staff see; a provider failure is 'Booking Failed' with our default
 * words and leaves no lead; an unavailable day is the provider's refusal, naming the date. The
 * questions Hotelbeds requires are offered to the dialog in its words, and a booking without their
 * answers is refused naming the question, before Hotelbeds is asked to confirm.
 */
const testDb = setUpTestDatabase();
let fake: FakeHotelbeds;
beforeAll(async () => {
  fake = await startFakeHotelbeds({
    apiKey: "hb-key",
    secret: "hb-secret",
    // Our Nairobi experience, as Hotelbeds sells it: it asks for the hotel, by name and address.
    products: [
      ...HOTELBEDS_PRODUCTS,
      { ...HOTELBEDS_PRODUCTS[1]!, code: "LV-KE-002", name: "Giraffe Centre", closedDays: [] },
    ],
  });
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

  it("refuses an activity Hotelbeds does not know in our words, not Hotelbeds'", async () => {
    const response = await bookActivityRequest(post({ activityCode: "LV-NO-001" }), {
      ip: "198.51.100.72",
      db: testDb.db,
    });
    expect(response.status).toBe(409);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({
      error: { description: ACTIVITY_BOOKING_TEXT.notBookableOnline, field: "date" },
    });
    expect(body).not.toContain("Activity not found");
  });

  it("answers Hotelbeds' quota 429 as 'try again shortly', tells the admins once, and books on the retry", async () => {
    const alerts = async () =>
      (await testDb.db.select().from(outbox)).filter(
        (job) =>
          job.kind === "mail.send" && String(job.payload.subject).startsWith("hotelbeds is rate limiting"),
      );
    const before = (await testDb.db.select().from(leads)).length;
    const bodies: string[] = [];
    for (const [endpoint, ip] of [
      ["details", "198.51.100.73"],
      ["bookings", "198.51.100.74"],
    ] as const) {
      fake.rateLimitNext(endpoint);
      const response = await bookActivityRequest(post(), { ip, db: testDb.db });
      expect(response.status).toBe(503);
      const body = await response.text();
      bodies.push(body);
      expect(JSON.parse(body)).toEqual({
        error: { title: "Booking Failed", description: ACTIVITY_BOOKING_TEXT.busy, outcome: "busy" },
      });
    }
    for (const body of bodies) {
      expect(body).not.toContain(HOTELBEDS_QUOTA_TEXT);
      expect(body).not.toContain("unavailable");
    }
    expect((await testDb.db.select().from(leads)).length).toBe(before);
    // The details are the admins': one alert for the two, with what Hotelbeds said.
    await expect.poll(async () => (await alerts()).length).toBe(1);
    expect(String((await alerts())[0]!.payload.text)).toContain(HOTELBEDS_QUOTA_TEXT);
    // Nothing was booked, so pressing Book again with the same form books it.
    const retry = post();
    fake.rateLimitNext("details");
    const key = JSON.parse(await retry.clone().text()).key as string;
    expect((await bookActivityRequest(retry, { ip: "198.51.100.75", db: testDb.db })).status).toBe(503);
    const again = post({ key });
    expect((await bookActivityRequest(again, { ip: "198.51.100.75", db: testDb.db })).status).toBe(201);
  });

  it("offers the dialog Hotelbeds' questions in its own words, and says a supplier confirms at once", async () => {
    const query = new URLSearchParams({
      code: "LV-KE-002",
      date: addIndiaDays(indiaDay(), 40),
      adults: "2",
      children: "0",
    });
    const response = await activityQuestionsRequest(
      new Request(`http://127.0.0.1:3000/api/v1/activities/questions?${query}`),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      instant: true,
      confirmWithinHours: 24,
      questions: [
        { code: "HOTEL", text: "Please advise the name of your hotel", required: true },
        {
          code: "DIRECCIONHTL",
          text: "Please, advise the address, city and zip code of your hotel.",
          required: true,
        },
        { code: "DIET", text: "Any dietary requirements?", required: false },
      ],
    });
    const bad = await activityQuestionsRequest(
      new Request("http://127.0.0.1:3000/api/v1/activities/questions?code=LV-KE-002&date=soon"),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: "date" } });
  });

  it("refuses a booking without a required answer (400, naming the question), then books with the answers", async () => {
    const bookingsBefore = fake.bookings.length;
    const key = crypto.randomUUID();
    const refused = await bookActivityRequest(
      post({ key, activityCode: "LV-KE-002", answers: { HOTEL: "The Sarova Stanley" } }),
      { ip: "198.51.100.73", db: testDb.db },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        title: "Booking Failed",
        description:
          "Please answer the operator's question: Please, advise the address, city and zip code of your hotel.",
        field: "answers",
        question: "DIRECCIONHTL",
      },
    });
    expect(fake.bookings.length).toBe(bookingsBefore);

    // The same submission, answered: the answers travel to Hotelbeds as the traveller gave them.
    const booked = await bookActivityRequest(
      post({
        key,
        activityCode: "LV-KE-002",
        answers: { HOTEL: "The Sarova Stanley", DIRECCIONHTL: "Kenyatta Ave, Nairobi 00100" },
      }),
      { ip: "198.51.100.73", db: testDb.db },
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await booked.json()).toMatchObject({ status: "confirmed", toast: { title: "Booking Confirmed" } });
    expect((fake.bookings.at(-1)!.body.activities as { answers: unknown[] }[])[0]!.answers).toEqual([
      { question: { code: "HOTEL" }, answer: "The Sarova Stanley" },
      { question: { code: "DIRECCIONHTL" }, answer: "Kenyatta Ave, Nairobi 00100" },
    ]);
  });
});
