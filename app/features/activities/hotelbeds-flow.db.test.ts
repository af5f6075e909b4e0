import type { ActivityBookingProvider } from "./activities-port.server";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, contactTimeline, leads, outbox } from "~/server/db/schema.server";
import { exchangeRateInputSchema, setExchangeRate } from "~/server/exchange-rates.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { pdfText } from "../../../tests/helpers/pdf-text";
import {
  HOTELBEDS_PRODUCTS,
  HOTELBEDS_QUOTA_TEXT,
  startFakeHotelbeds,
  type FakeHotelbeds,
} from "../../../tests/fakes/hotelbeds";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { bookPaid, payHeldBooking } from "../../../tests/helpers/activity-payment";
import { requestsForSubject } from "~/features/payments/index.server";
import { approxInrText, formatMoney, toInr } from "~/lib/money";
import { bookActivityRequest } from "./activity-booking.server";
import { getActivityBooking } from "./activities.server";
import { bookingAmounts } from "./booking-amounts.server";
import { findCatalogueActivity } from "./catalogue.server";
import { catalogueQuote, cataloguePrice } from "./catalogue-types";
import { ACTIVITY_BOOKING_TEXT } from "./activity-booking-schema";
import { VOUCHER_JOB, VOUCHER_JOB_KIND } from "./voucher-job.server";
import { activityQuestionsRequest, resetSupplierQuestionsForTests } from "./booking-request.server";

/**
 * The booking endpoint with Hotelbeds switched on by configuration: the provider's reference and
 * its own amounts and currency are what the visitor, the voucher and staff see, with rupees only at
 * the agency's dated rate for that currency, kept with the booking; a provider failure is 'Booking
 * Failed' with our default words and leaves no lead; an unavailable day is the provider's refusal,
 * naming the date. The questions Hotelbeds requires are offered to the dialog in its words, and a
 * booking without their answers is refused naming the question, before Hotelbeds is asked to confirm.
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
      // Listed at €45 an adult and €20 a child with a rate to re-check, which then costs €50 and €25.
      {
        ...HOTELBEDS_PRODUCTS[0]!,
        code: "LV-ID-001",
        name: "Mount Batur Sunrise",
        listedAs: { adultAmount: 45, childAmount: 20 },
      },
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
  setMailSenderForTests(undefined);
});
const sent: MailMessage[] = [];
beforeAll(() => setMailSenderForTests({ name: "test", send: (m) => (sent.push(m), Promise.resolve({})) }));
afterEach(() => fake.setBehaviour({ mode: "ok" }));

const APPROX = "≈ ₹11,313 at €1 = ₹90.50 on 20 Nov 2026";

async function setRate(currency: string, inrPerUnit: string, asOf: string) {
  const input = exchangeRateInputSchema.parse({ currency, inrPerUnit, asOf });
  await setExchangeRate(testDb.db, input, { id: "admin-1", email: "admin@agency.test", ip: null });
}

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
  it("keeps the supplier's own euros per pax type and total, and shows rupees only at the dated EUR rate", async () => {
    // Before the agency has a EUR rate, no rupee figure is made up (the dollar seed is no euro rate):
    // nothing can be asked for, so nothing is held.
    const before = await bookPaid(post(), { ip: "198.51.100.69", db: testDb.db });
    expect(before.status).toBe(409);
    expect(await before.json()).toMatchObject({
      error: { title: "Booking Failed", description: ACTIVITY_BOOKING_TEXT.notBookableOnline },
    });

    await setRate("EUR", "90.50", "2026-11-20");
    const response = await bookPaid(post(), { ip: "198.51.100.70", db: testDb.db });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { reference: string };
    expect(body.reference).toMatch(/^102-\d+$/);
    // Hotelbeds quoted adult 50, child 25, total 125 in EUR for 2 adults and 1 child.
    expect(body).toMatchObject({
      adultPrice: { minor: 5000, currency: "EUR" },
      childPrice: { minor: 2500, currency: "EUR" },
      total: { minor: 12500, currency: "EUR" },
      approxInr: APPROX,
    });
    const [row] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, body.reference));
    expect(row).toMatchObject({
      provider: "hotelbeds",
      status: "confirmed",
      currency: "EUR",
      unitPriceCents: 5000,
      childPriceMinor: 2500,
      totalCents: 12500,
      rateCurrency: "EUR",
      rateInrPerUnitMicros: 90_500_000,
      rateAsOf: "2026-11-20",
    });
    expect(row!.details).toMatchObject({
      status: "CONFIRMED",
      modality: { code: "STD" },
      cancellationFees: [{ minor: 3750, currency: "EUR" }],
    });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead!.sourceData).toMatchObject({
      bookingReference: body.reference,
      provider: "hotelbeds",
      totalAmount: `€125.00 (${APPROX})`,
    });
    expect(lead!.valueInr).toBe(11_313);
    // The supplier confirmed it: a won deal at that value, dated when it was confirmed.
    expect(lead!.stage).toBe("Closed Won");
    // (The lead was made when the booking was held for payment, a moment before.)
    expect(lead!.stageChangedAt!.getTime()).toBeGreaterThan(lead!.createdAt.getTime());
    const lines = await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, lead!.id));
    expect(lines.find((l) => l.kind === "stage_changed")).toMatchObject({
      summary: expect.stringContaining("Closed Won at ₹11,313 (was New Lead)"),
      data: { to: "Closed Won", valueInr: 11_313, reference: body.reference },
    });
    // The guest's voucher mail is on the timeline, naming its job.
    const [voucherJob] = (
      await testDb.db.select().from(outbox).where(eq(outbox.kind, VOUCHER_JOB_KIND))
    ).filter((j) => (j.payload as { bookingId: string }).bookingId === row!.id);
    expect(lines.find((l) => l.kind === "email" && l.data.outboxId === voucherJob!.id)?.summary).toBe(
      `E-mailed the guest: Booking confirmed: ${row!.activityTitle} — ${body.reference}`,
    );
    expect(fake.bookings.at(-1)!.clientReference).toBe(row!.idempotencyKey);

    // The guest's e-mail and voucher: the supplier's amounts in EUR, no "children pay 70 %".
    const [job] = (await testDb.db.select().from(outbox).where(eq(outbox.kind, VOUCHER_JOB_KIND))).filter(
      (j) => (j.payload as { bookingId: string }).bookingId === row!.id,
    );
    await VOUCHER_JOB.handler(job!.payload, job!);
    const guestMail = sent.at(-1)!;
    expect(guestMail.text).toContain("Price: 2 adults × €50.00, 1 child × €25.00");
    expect(guestMail.text).toContain(`Total: €125.00 (${APPROX})`);
    const voucher = pdfText(guestMail.attachments![0]!.content);
    expect(voucher).toContain("Total €125.00");
    expect(voucher).toContain(APPROX);
    expect(voucher).not.toMatch(/children pay|US\$/);

    // A new rate later never moves this booking's figures.
    await setRate("EUR", "95", indiaDay());
    await VOUCHER_JOB.handler(job!.payload, job!);
    expect(sent.at(-1)!.text).toContain(`Total: €125.00 (${APPROX})`);
    const again = await bookPaid(post({ key: row!.idempotencyKey }), {
      ip: "198.51.100.70",
      db: testDb.db,
    });
    expect(((await again.json()) as { approxInr: string }).approxInr).toBe(APPROX);
  });

  it("re-checks a RECHECK rate before holding it, holds and asks for the re-checked euros, and says the change before the pay page", async () => {
    await setRate("EUR", "95", indiaDay());
    const detailsBefore = fake.requests.filter((r) => r.url.pathname.endsWith("/details")).length;
    const response = await bookActivityRequest(post({ activityCode: "LV-ID-001" }), {
      ip: "198.51.100.76",
      db: testDb.db,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as { reference: string; status: string; priceChanged: string };
    // Listed, then re-checked: two asks before anything was held.
    expect(fake.requests.filter((r) => r.url.pathname.endsWith("/details")).length - detailsBefore).toBe(2);
    const estimate = catalogueQuote(cataloguePrice(findCatalogueActivity("LV-ID-001")!), 2, 1).total;
    expect(answer).toMatchObject({ status: "awaiting_payment", total: { minor: 12500, currency: "EUR" } });
    const [row] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, answer.reference));
    // The supplier's own amounts and currency are kept; rupees are only what is asked for.
    expect(row).toMatchObject({
      currency: "EUR",
      unitPriceCents: 5000,
      childPriceMinor: 2500,
      totalCents: 12500,
    });
    expect(row!.details).toMatchObject({ supplierQuoted: { rechecked: true }, estimate });
    // Said in plain words before the pay page, in euros with the rupees at the booking's own rate.
    const approx = approxInrText(bookingAmounts(row!).total, bookingAmounts(row!).rate);
    expect(approx).toMatch(/^≈ ₹/);
    expect(answer.priceChanged).toBe(
      `The operator's price for 2 adults, 1 child is €125.00 (${approx}), not the ${formatMoney(estimate)} we estimated. That is the amount you will be asked to pay, and nothing is charged until you pay it.`,
    );
    const [request] = await requestsForSubject(testDb.db, "activity_booking", "activityBookingId", row!.id);
    expect(request!.amount).toEqual(toInr(bookingAmounts(row!).total, bookingAmounts(row!).rate!));
    // Paid, it is booked at the re-checked rate Hotelbeds accepts.
    const paid = await payHeldBooking(testDb.db, getActivityBooking(), answer.reference);
    expect(paid).toMatchObject({ status: "confirmed", totalCents: 12500, currency: "EUR" });
  });

  it("answers a provider failure as 'Booking Failed' with our default words, and holds nothing", async () => {
    fake.setBehaviour({ mode: "error", status: 500 });
    const before = (await testDb.db.select().from(leads)).length;
    const response = await bookPaid(post(), { ip: "198.51.100.71", db: testDb.db });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        title: "Booking Failed",
        description: "There was an error processing your booking. Please try again.",
        outcome: "provider_failed",
      },
    });
    // Hotelbeds failed when it was asked for its price: nothing was held, so no lead and nothing to pay.
    expect((await testDb.db.select().from(leads)).length).toBe(before);
  });

  it("refuses an activity Hotelbeds does not know in our words, not Hotelbeds'", async () => {
    const response = await bookPaid(post({ activityCode: "LV-NO-001" }), {
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
    const keys: string[] = [];
    for (const [endpoint, ip] of [
      ["details", "198.51.100.73"],
      ["bookings", "198.51.100.74"],
    ] as const) {
      fake.rateLimitNext(endpoint);
      const request = post();
      keys.push(JSON.parse(await request.clone().text()).key as string);
      const response = await bookPaid(request, { ip, db: testDb.db });
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
    // Refused while it was priced, nothing was held; refused when it was sent, it had been held
    // (and paid) with its lead.
    expect((await testDb.db.select().from(leads)).length).toBe(before + 1);
    // The details are the admins': one alert for the two, with what Hotelbeds said.
    await expect.poll(async () => (await alerts()).length).toBe(1);
    expect(String((await alerts())[0]!.payload.text)).toContain(HOTELBEDS_QUOTA_TEXT);
    // Paid and refused: the same form again is told its money comes back, and is neither held
    // nor charged a second time; the form refused before it was held goes through once Hotelbeds
    // answers again.
    const again = await bookPaid(post({ key: keys[1] }), { ip: "198.51.100.75", db: testDb.db });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { description: string } }).error.description).toBe(
      ACTIVITY_BOOKING_TEXT.paidNotBooked,
    );
    expect((await bookPaid(post({ key: keys[0] }), { ip: "198.51.100.75", db: testDb.db })).status).toBe(201);
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

  it("asks the supplier once for many visitors asking the same day and party, and again for another", async () => {
    resetSupplierQuestionsForTests();
    const asked: string[] = [];
    let fail = true;
    const provider = {
      name: "hotelbeds",
      async questions(request: { date: string; pax: { adults: number } }) {
        asked.push(`${request.date}/${request.pax.adults}`);
        if (fail) {
          fail = false;
          throw new Error("connection reset");
        }
        return [{ code: "HOTEL", text: "Please advise the name of your hotel", required: true }];
      },
    } as unknown as ActivityBookingProvider;
    const date = addIndiaDays(indiaDay(), 41);
    const ask = (adults: number) =>
      activityQuestionsRequest(
        new Request(
          `http://127.0.0.1:3000/api/v1/activities/questions?code=LV-KE-002&date=${date}&adults=${adults}&children=0`,
        ),
        { provider },
      );
    // A failure is not kept: the next visitor's ask reaches the supplier.
    expect((await ask(2)).status).toBe(502);
    const answers = await Promise.all([ask(2), ask(2), ask(2)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await ask(2)).status).toBe(200);
    expect((await ask(3)).status).toBe(200);
    expect(asked).toEqual([`${date}/2`, `${date}/2`, `${date}/3`]);
  });

  it("refuses a booking without a required answer (400, naming the question), and a new booking answered goes with the answers", async () => {
    const bookingsBefore = fake.bookings.length;
    const key = crypto.randomUUID();
    const refused = await bookPaid(
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

    // Refused after it was paid, the same submission is not sent or charged again.
    const same = await bookPaid(
      post({
        key,
        activityCode: "LV-KE-002",
        answers: { HOTEL: "The Sarova Stanley", DIRECCIONHTL: "Kenyatta Ave, Nairobi 00100" },
      }),
      { ip: "198.51.100.73", db: testDb.db },
    );
    expect(same.status).toBe(409);
    expect(fake.bookings.length).toBe(bookingsBefore);
    // A new booking, answered: the answers travel to Hotelbeds as the traveller gave them.
    const booked = await bookPaid(
      post({
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
