import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProviderFailure } from "~/server/provider-alerts.server";
import { HOTELBEDS_QUOTA_TEXT, startFakeHotelbeds, type FakeHotelbeds } from "../../../tests/fakes/hotelbeds";
import { ActivityProviderError, type BookActivityRequest } from "./activities-port.server";
import { ACTIVITY_BOOKING_TEXT } from "./activity-booking-schema";
import { createHotelbedsBooking, HOTELBEDS_UNAVAILABLE } from "./hotelbeds-booking.server";
import { hotelbedsSignature } from "./hotelbeds-signature.server";

describe("Hotelbeds signature", () => {
  it("is the SHA-256 hex of key, secret and Unix seconds", () => {
    const expected = crypto.createHash("sha256").update("key123secret4561700000000").digest("hex");
    expect(hotelbedsSignature("key123", "secret456", 1_700_000_000)).toBe(expected);
    expect(hotelbedsSignature("key123", "secret456", 1_700_000_001)).not.toBe(expected);
  });
});

describe("Hotelbeds booking against the fake", () => {
  let fake: FakeHotelbeds;
  beforeAll(async () => {
    fake = await startFakeHotelbeds({ apiKey: "hb-key", secret: "hb-secret" });
  });
  afterAll(() => fake.stop());
  const reported: ProviderFailure[] = [];
  afterEach(() => {
    fake.setBehaviour({ mode: "ok" });
    fake.setBookingFault(null);
    reported.length = 0;
  });

  const provider = (over: Partial<Parameters<typeof createHotelbedsBooking>[0]> = {}) =>
    createHotelbedsBooking({
      apiKey: "hb-key",
      secret: "hb-secret",
      baseUrl: fake.url,
      timeoutMs: 2000,
      onFailure: (failure) => reported.push(failure),
      ...over,
    });
  const request = (over: Partial<BookActivityRequest> = {}): BookActivityRequest => ({
    clientReference: crypto.randomUUID(),
    activityCode: "LV-KE-001",
    date: "2030-03-14",
    pax: { adults: 2, children: 1 },
    holder: { name: "Meera", surname: "Nair", email: "meera@example.in", telephone: "+919876543210" },
    ...over,
  });

  it("books two adults and a child: the day's rate key, the paxes and holder as Hotelbeds wants them, its reference and price", async () => {
    const req = request();
    const result = await provider().book(req);
    expect(result).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^102-\d+$/),
      // The supplier's own euros per pax type and total, never our 70 % rule or dollars.
      price: {
        adult: { minor: 5000, currency: "EUR" },
        child: { minor: 2500, currency: "EUR" },
        total: { minor: 12500, currency: "EUR" },
        cancellationFees: [{ from: "2030-03-12T00:00:00.000Z", amount: { minor: 3750, currency: "EUR" } }],
      },
    });
    const details = fake.requests.find((r) => r.url.pathname.endsWith("/activities/details"))!;
    expect(details.headers["api-key"]).toBe("hb-key");
    expect(details.headers["x-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(details.body)).toMatchObject({
      code: "LV-KE-001",
      from: "2030-03-14",
      to: "2030-03-14",
      paxes: [{ age: 30 }, { age: 30 }, { age: 10 }],
    });
    const booked = fake.bookings.find((b) => b.clientReference === req.clientReference)!;
    expect(booked.body).toMatchObject({
      clientReference: req.clientReference,
      holder: {
        name: "Meera",
        surname: "Nair",
        email: "meera@example.in",
        telephones: ["+919876543210"],
        country: "IN",
      },
      activities: [
        {
          from: "2030-03-14",
          to: "2030-03-14",
          paxes: [
            { age: 30, type: "ADULT", name: "Meera", surname: "Nair" },
            { age: 30, type: "ADULT" },
            { age: 10, type: "CHILD" },
          ],
        },
      ],
    });
    expect(booked.total).toBe(125);
  });

  it("lists the modality's questions in Hotelbeds' own words, with which are required", async () => {
    expect(
      await provider().questions!(request({ activityCode: "E-E10-DESERT", date: "2030-03-16" })),
    ).toEqual([
      { code: "HOTEL", text: "Please advise the name of your hotel", required: true },
      {
        code: "DIRECCIONHTL",
        text: "Please, advise the address, city and zip code of your hotel.",
        required: true,
      },
      { code: "DIET", text: "Any dietary requirements?", required: false },
    ]);
    expect(
      await provider().questions!(request({ activityCode: "E-E10-DESERT", date: "2030-03-15" })),
    ).toBeNull();
  });

  it("sends the traveller's own answers, and nothing for a question left blank", async () => {
    const req = request({
      activityCode: "E-E10-DESERT",
      date: "2030-03-16",
      answers: { HOTEL: "Taj Dubai", DIRECCIONHTL: "Burj Khalifa St, Dubai 12345", DIET: "  " },
    });
    const result = await provider().book(req);
    expect(result.ok).toBe(true);
    const booked = fake.bookings.find((b) => b.clientReference === req.clientReference)!;
    expect((booked.body.activities as { answers: unknown[] }[])[0]!.answers).toEqual([
      { question: { code: "HOTEL" }, answer: "Taj Dubai" },
      { question: { code: "DIRECCIONHTL" }, answer: "Burj Khalifa St, Dubai 12345" },
    ]);
  });

  it("invents no answer: a required question without one stops the booking before Hotelbeds confirms", async () => {
    const before = fake.bookings.length;
    const puts = () => fake.requests.filter((r) => r.method === "PUT").length;
    const putsBefore = puts();
    const result = await provider().book(
      request({ activityCode: "E-E10-DESERT", date: "2030-03-16", answers: { HOTEL: "Taj Dubai" } }),
    );
    expect(result).toMatchObject({
      ok: false,
      reason: "unanswered",
      message: "Please, advise the address, city and zip code of your hotel.",
      question: { code: "DIRECCIONHTL" },
    });
    expect(puts()).toBe(putsBefore);
    expect(fake.bookings.length).toBe(before);
  });

  it("the fake refuses a booking whose required questions are unanswered", async () => {
    const seconds = Math.floor(Date.now() / 1000);
    const headers = {
      "Api-key": "hb-key",
      "X-Signature": hotelbedsSignature("hb-key", "hb-secret", seconds),
      "Content-Type": "application/json",
    };
    const details = await fetch(`${fake.url}/activity-api/3.0/activities/details`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        code: "E-E10-DESERT",
        from: "2030-03-16",
        to: "2030-03-16",
        paxes: [{ age: 30 }],
      }),
    });
    const { activity } = (await details.json()) as {
      activity: { modalities: { rates: { rateDetails: { rateKey: string }[] }[] }[] };
    };
    const rateKey = activity.modalities[0]!.rates[0]!.rateDetails[0]!.rateKey;
    const refused = await fetch(`${fake.url}/activity-api/3.0/bookings`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        clientReference: crypto.randomUUID(),
        holder: { name: "Meera", surname: "Nair", email: "meera@example.in" },
        activities: [
          {
            rateKey,
            from: "2030-03-16",
            to: "2030-03-16",
            paxes: [{ age: 30, type: "ADULT" }],
            answers: [{ question: { code: "HOTEL" }, answer: "Taj Dubai" }],
          },
        ],
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      errors: [{ code: "MISSING_ANSWER", text: "The question DIRECCIONHTL must be answered" }],
    });
  });

  it("says 'not available for the selected date' when the day has no modality, and books nothing", async () => {
    const before = fake.bookings.length;
    expect(await provider().book(request({ activityCode: "E-E10-DESERT", date: "2030-03-15" }))).toEqual({
      ok: false,
      reason: "unavailable",
      message: HOTELBEDS_UNAVAILABLE,
    });
    expect(fake.bookings.length).toBe(before);
  });

  it("asks for a new rate key once when the first expired before the booking", async () => {
    let expire = true;
    const expiring: typeof fetch = async (input, init) => {
      // Between the details and the booking, time passes: the key handed out runs out.
      if (expire && init?.method === "PUT") {
        expire = false;
        fake.expireRateKeys();
      }
      return fetch(input, init);
    };
    const req = request();
    const detailsBefore = fake.requests.filter((r) => r.url.pathname.endsWith("/details")).length;
    const result = await provider({ fetch: expiring }).book(req);
    expect(result.ok).toBe(true);
    expect(fake.requests.filter((r) => r.url.pathname.endsWith("/details")).length - detailsBefore).toBe(2);
    expect(fake.bookings.filter((b) => b.clientReference === req.clientReference)).toHaveLength(1);
  });

  it("finds a booking by its clientReference, holder and day, and says when there is none", async () => {
    const req = request();
    const lookup = { clientReference: req.clientReference, holder: req.holder, date: req.date };
    expect(await provider().findBooking(lookup)).toEqual({ found: false });
    const booked = await provider().book(req);
    if (!booked.ok) throw new Error("not booked");
    expect(await provider().findBooking(lookup)).toMatchObject({
      found: true,
      reference: booked.reference,
      details: { status: "CONFIRMED" },
    });
    // Another guest's name under the same reference is not this booking.
    expect(await provider().findBooking({ ...lookup, holder: { name: "Asha", surname: "Nair" } })).toEqual({
      found: false,
    });
    expect(fake.lookups.filter((r) => r === req.clientReference)).toHaveLength(3);
  });

  it("says a booking call's outcome is unknown when it timed out, answered a 5xx, 408 or 499 or was cut after booking", async () => {
    const outcomes: boolean[] = [];
    for (const fault of [
      { mode: "late", delayMs: 400 },
      { mode: "error-after-booking", status: 502 },
      { mode: "cut-after-booking" },
      { mode: "error-after-booking", status: 408 },
      { mode: "error-after-booking", status: 499 },
    ] as const) {
      fake.setBookingFault(fault);
      const req = request();
      const error = await provider({ bookingTimeoutMs: 150 })
        .book(req)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(ActivityProviderError);
      outcomes.push((error as ActivityProviderError).outcomeUnknown);
      // Hotelbeds booked it all the same.
      await vi.waitFor(() => expect(fake.bookedUnder(req.clientReference)).toHaveLength(1));
    }
    expect(outcomes).toEqual([true, true, true, true, true]);
  });

  it("says nothing was booked when the request failed before the booking call", async () => {
    fake.setBehaviour({ mode: "error", status: 500 });
    const error = await provider()
      .book(request())
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((error as ActivityProviderError).outcomeUnknown).toBe(false);
    fake.setBehaviour({ mode: "ok" });
    fake.setBookingFault({ mode: "error-before-booking", status: 401 });
    const refused = await provider()
      .book(request())
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((refused as ActivityProviderError).outcomeUnknown).toBe(false);
  });

  it("answers a quota 429, at the availability or the booking step, as 'try again shortly' in our words", async () => {
    const before = fake.bookings.length;
    fake.rateLimitNext("details");
    const atDetails = await provider().book(request());
    fake.rateLimitNext("bookings");
    const atBooking = await provider().book(request());
    for (const result of [atDetails, atBooking]) {
      expect(result).toEqual({ ok: false, reason: "busy", message: ACTIVITY_BOOKING_TEXT.busy });
      expect(JSON.stringify(result)).not.toContain("Quota");
    }
    expect(fake.bookings.length).toBe(before);
    // Hotelbeds' own words are for staff: the log and the admins' alert.
    expect(reported).toEqual([
      expect.objectContaining({ operation: "availability", status: 429, excerpt: HOTELBEDS_QUOTA_TEXT }),
      expect.objectContaining({ operation: "booking", status: 429, excerpt: HOTELBEDS_QUOTA_TEXT }),
    ]);
  });

  it("never passes another refusal's wording on to the visitor", async () => {
    fake.refuseNext("details", 400, "Pax ages 30,30,10 not allowed for modality STD (rule 7781)");
    const atDetails = await provider().book(request());
    expect(atDetails).toEqual({
      ok: false,
      reason: "unavailable",
      message: ACTIVITY_BOOKING_TEXT.notBookableOnline,
    });
    fake.refuseNext("bookings", 400, "Holder email domain is blacklisted by supplier 4471");
    const atBooking = await provider().book(request());
    expect(atBooking).toEqual({
      ok: false,
      reason: "rejected",
      message: ACTIVITY_BOOKING_TEXT.notBookableOnline,
    });
    expect(reported.map((r) => [r.status, r.excerpt])).toEqual([
      [400, "Pax ages 30,30,10 not allowed for modality STD (rule 7781)"],
      [400, "Holder email domain is blacklisted by supplier 4471"],
    ]);
  });

  it("throws a provider error for a 500, a wrong secret and a hang", async () => {
    fake.setBehaviour({ mode: "error", status: 500 });
    await expect(provider().book(request())).rejects.toBeInstanceOf(ActivityProviderError);
    fake.setBehaviour({ mode: "ok" });
    await expect(provider({ secret: "wrong" }).book(request())).rejects.toThrow(/Hotelbeds answered 401/);
    fake.setBehaviour({ mode: "hang" });
    await expect(provider({ timeoutMs: 200 }).book(request())).rejects.toThrow("Hotelbeds timed out");
  });

  it("quotes the cancellation fee without cancelling, then cancels", async () => {
    const result = await provider().book(request());
    if (!result.ok) throw new Error("not booked");
    expect(await provider().quoteCancellation(result.reference)).toEqual({
      ok: true,
      fee: { minor: 3750, currency: "EUR" },
      status: "CONFIRMED",
    });
    expect(fake.bookings.find((b) => b.reference === result.reference)!.status).toBe("CONFIRMED");
    expect(fake.requests.at(-1)!.url.pathname).toBe(`/activity-api/3.0/bookings/en/${result.reference}`);
    expect(fake.requests.at(-1)!.url.searchParams.get("cancellationFlag")).toBe("SIMULATION");
    expect(await provider().cancel(result.reference)).toEqual({
      ok: true,
      fee: { minor: 3750, currency: "EUR" },
      status: "CANCELLED",
    });
    expect(fake.bookings.find((b) => b.reference === result.reference)!.status).toBe("CANCELLED");
    expect(await provider().cancel("102-0")).toEqual({
      ok: false,
      message: "No booking with that reference at the provider",
    });
  });
});

describe("a Hotelbeds rate marked RECHECK", () => {
  let fake: FakeHotelbeds;
  // Listed at €45 an adult, it costs €50 once re-checked.
  const recheckProduct = {
    code: "LV-KE-009",
    name: "Lake Naivasha Boat Ride",
    currency: "EUR",
    adultAmount: 50,
    childAmount: 25,
    listedAs: { adultAmount: 45, childAmount: 20 },
  };
  beforeAll(async () => {
    fake = await startFakeHotelbeds({ apiKey: "hb-key", secret: "hb-secret", products: [recheckProduct] });
  });
  afterAll(() => fake.stop());
  const provider = () =>
    createHotelbedsBooking({ apiKey: "hb-key", secret: "hb-secret", baseUrl: fake.url, timeoutMs: 2000 });
  const day = { activityCode: "LV-KE-009", pax: { adults: 2, children: 1 } };
  const details = () => fake.requests.filter((r) => r.url.pathname.endsWith("/details")).length;

  it("is re-checked before it is priced: the price is the re-check's, in the supplier's euros", async () => {
    const before = details();
    const quoted = await provider().quote!({ ...day, date: "2030-04-01" });
    expect(quoted).toMatchObject({
      ok: true,
      rechecked: true,
      price: { adult: { minor: 5000, currency: "EUR" }, total: { minor: 12500, currency: "EUR" } },
    });
    expect(details() - before).toBe(2);
  });

  it("is re-checked before it is booked, so Hotelbeds never refuses it as unchecked", async () => {
    const result = await provider().book({
      ...day,
      date: "2030-04-02",
      clientReference: crypto.randomUUID(),
      holder: { name: "Meera", surname: "Nair", email: "meera@example.in", telephone: null },
    });
    expect(result).toMatchObject({ ok: true, price: { total: { minor: 12500, currency: "EUR" } } });
  });

  it("a rate already bookable is priced with one call", async () => {
    await provider().quote!({ ...day, date: "2030-04-03" });
    const before = details();
    const quoted = await provider().quote!({ ...day, date: "2030-04-03" });
    expect(quoted).toMatchObject({ ok: true, rechecked: false });
    expect(details() - before).toBe(1);
  });
});
