import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordContactEventOncePerDay } from "~/features/leads/index.server";
import { createProofCookie } from "~/features/verification/index.server";
import { normalizeLeadPhone } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { contactTimeline, contacts, leadSubmissions, leads } from "~/server/db/schema.server";
import { loader as dailyPlanLoader } from "~/routes/api.v1.destinations.$slug.itineraries.$itineraryId.daily-plan";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  createTestMailSender,
  createTestSmsSender,
  flowVisitor,
  useTestConfig,
} from "../../../tests/helpers/verification";
import { itineraryUnlockLeadFlow as flow } from "./itinerary-unlock-flow.server";
import { UNLOCK_TEXT } from "./itinerary-unlock-schema";

/**
 * The itinerary unlock end to end on a database: the lead staff read (destination and itinerary as
 * our content names them), the server refusing what it does not know, and the timeline line for each
 * itinerary a verified visitor opens — once a day, not once a page view.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const ctx = { ip: "198.51.100.21", deps: { sms } };
const { post, startAndVerify: unlock } = flowVisitor(flow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/itinerary-unlock/submissions",
  sms,
  context: ctx,
});

const openPlan = (slug: string, itineraryId: string, cookie: string) =>
  dailyPlanLoader({
    request: new Request(
      `http://127.0.0.1:3000/api/v1/destinations/${slug}/itineraries/${itineraryId}/daily-plan`,
      {
        headers: { cookie },
      },
    ),
    params: { slug, itineraryId },
  } as unknown as Parameters<typeof dailyPlanLoader>[0]);

const VALID = {
  name: "Meera Iyer",
  phone: "9811122233",
  destinationSlug: "kenya",
  itineraryId: "luxury-safari-8d",
};

const timelineOf = async (phone: string, kind = "itinerary_unlock") => {
  const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
  if (!contact) return [];
  return testDb.db
    .select()
    .from(contactTimeline)
    .where(and(eq(contactTimeline.contactId, contact.id), eq(contactTimeline.kind, kind)));
};

describe("itinerary unlock flow", () => {
  it("makes an itinerary_unlock lead with the destination and itinerary resolved on the server", async () => {
    const { submissionId, verified } = await unlock(VALID);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      result: { destinationSlug: "kenya", itineraryId: "luxury-safari-8d" },
      toast: { title: "Verification Successful!", description: "Complete itinerary is now unlocked" },
      // What the page's other forms learn: the purpose it opens and the phone's last four digits.
      proof: expect.objectContaining({
        purpose: "itinerary_unlock",
        phoneEnding: expect.stringMatching(/^\d{4}$/),
      }),
    });
    expect(verified.headers.get("set-cookie")).toMatch(/^vp_itinerary_unlock=/);
    expect(sms.sent.at(-1)!.text).toMatch(/to unlock the full itinerary/);

    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({
      type: "itinerary_unlock",
      source: "itinerary_unlock",
      name: "Meera Iyer",
      phone: "+919811122233",
      phoneVerified: true,
      score: 70,
    });
    expect(lead.sourceData).toMatchObject({
      destination: "Kenya",
      itinerary: expect.stringMatching(/\S/),
      destinationSlug: "kenya",
      itineraryId: "luxury-safari-8d",
    });
  });

  it("takes a number outside India with an e-mail, mails its code there and stores a lead that says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const mailed = mail.mailed;
    const abroad = { ...ctx, deps: { sms, mail, whatsapp: null } };
    const body = { ...VALID, phone: "+65 8123 4567", email: "Meera@Example.sg", channel: "email" };
    const started = await flow.start(post("", body), abroad);
    expect(started.status).toBe(201);
    const sent = (await started.json()) as {
      submissionId: string;
      phoneDisplay: string;
      toast: { description: string };
    };
    expect(sent.phoneDisplay).toBe("meera@example.sg");
    expect(sent.toast.description).toBe("Verification code sent to meera@example.sg");
    expect(sms.lastCodeFor("+6581234567")).toBeUndefined();
    expect(mailed.map((m) => m.to)).toEqual(["meera@example.sg"]);
    const code = mail.lastCodeTo("meera@example.sg")!;

    const verified = await flow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      abroad,
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "itinerary_unlock",
      phone: "+6581234567",
      email: "meera@example.sg",
      phoneVerified: true,
      sourceData: {
        destination: "Kenya",
        verifiedBy: "Number outside India: confirmed with a code e-mailed to meera@example.sg (no SMS).",
      },
    });
  });

  it("refuses an unknown destination or itinerary with a 400 naming the field, and stores nothing", async () => {
    const before = (await testDb.db.select().from(leadSubmissions)).length;
    const smsBefore = sms.sent.length;
    for (const [body, field, description] of [
      [
        { ...VALID, destinationSlug: "atlantis" },
        "destinationSlug",
        UNLOCK_TEXT.unknownDestination.description,
      ],
      [{ ...VALID, itineraryId: "no-such-trip" }, "itineraryId", UNLOCK_TEXT.unknownItinerary.description],
      // An itinerary of another destination is not this one's.
      [
        { ...VALID, itineraryId: "luxury-fjords-8d" },
        "itineraryId",
        UNLOCK_TEXT.unknownItinerary.description,
      ],
      [{ ...VALID, phone: "12345" }, "phone", UNLOCK_TEXT.invalidPhone.description],
      [{ ...VALID, phone: "+91 415 555 0100" }, "phone", UNLOCK_TEXT.invalidPhone.description],
      [{ ...VALID, phone: "+65 8123 4567" }, "email", UNLOCK_TEXT.emailForCode.description],
      [{ ...VALID, name: "  " }, "name", UNLOCK_TEXT.required.description],
    ] as const) {
      const response = await flow.start(post("", body), ctx);
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { error: { field: string; description: string } }).error,
      ).toMatchObject({
        field,
        description,
      });
    }
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before);
    expect(sms.sent.length).toBe(smsBefore);
  });

  it("records each itinerary a proof holder opens once per day on their timeline, with no SMS", async () => {
    // Verified by the quiz, not by this flow: the quiz's proof opens the plans too.
    const phone = "+919822233344";
    await unlock({ ...VALID, phone: "9822233344" });
    const smsBefore = sms.sent.length;
    const cookie = createProofCookie("quiz", phone).split(";")[0];

    expect((await openPlan("kenya", "mara-naivasha-5d", cookie)).status).toBe(200);
    expect((await openPlan("kenya", "mara-naivasha-5d", cookie)).status).toBe(200);
    expect((await openPlan("kenya", "mara-naivasha-5d", cookie)).status).toBe(200);
    expect((await openPlan("norway", "northern-lights-6d", cookie)).status).toBe(200);

    const lines = await timelineOf(phone);
    expect(lines.map((l) => l.data.itineraryId).sort()).toEqual(["mara-naivasha-5d", "northern-lights-6d"]);
    expect(lines.find((l) => l.data.itineraryId === "northern-lights-6d")).toMatchObject({
      summary: expect.stringMatching(/^Opened the day-by-day plan of .+ \(Norway\)$/),
      data: { destination: "Norway", verifiedFor: "quiz" },
    });
    expect(sms.sent.length).toBe(smsBefore);
    // Still one lead: opening plans is a line on the timeline, not a new lead.
    expect(
      await testDb.db
        .select()
        .from(leads)
        .where(and(eq(leads.phone, phone), eq(leads.type, "itinerary_unlock"))),
    ).toHaveLength(1);

    // The next day it is written again, once.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const event = {
      phone,
      kind: "itinerary_unlock",
      summary: "Opened again",
      onceKey: "kenya/mara-naivasha-5d",
    };
    expect(await recordContactEventOncePerDay(testDb.db, { ...event, now: tomorrow })).toBe(true);
    expect(await recordContactEventOncePerDay(testDb.db, { ...event, now: tomorrow })).toBe(false);
    expect(await timelineOf(phone)).toHaveLength(3);
  });

  it("two opens at the same moment still write one line", async () => {
    const phone = "+919833344455";
    await unlock({ ...VALID, phone: "9833344455" });
    const event = { phone, kind: "itinerary_unlock", summary: "Opened", onceKey: "bali/x" };
    const results = await Promise.all([1, 2, 3].map(() => recordContactEventOncePerDay(testDb.db, event)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("writes nothing for a phone the agency has no contact for", async () => {
    const cookie = createProofCookie("booking", "+919844455566").split(";")[0];
    expect((await openPlan("kenya", "luxury-safari-8d", cookie)).status).toBe(200);
    expect(await timelineOf("+919844455566")).toHaveLength(0);
  });

  it("its proof read says verified for any proof that opens the plans", async () => {
    const read = (cookie?: string) =>
      flow.proof!(
        new Request("http://127.0.0.1:3000/api/v1/itinerary-unlock/proof", {
          headers: cookie ? { cookie } : {},
        }),
      );
    expect(await read().json()).toEqual({ verified: false });
    expect(await read(createProofCookie("booking", "+919855566677").split(";")[0]).json()).toMatchObject({
      verified: true,
      phoneEnding: "6677",
    });
  });
});

/** Values no field here takes: wrong types, blanks, unusual characters, lengths far past the limits. */
const badName = fc.oneof(
  fc.constantFrom(null, 42, true, [], {}, "", " ", "A", "\u0000\u0000", "\u200b\u200b\u200b", "\u0007bell"),
  fc.string({ minLength: 81, maxLength: 300 }).map((s) => `Meera ${s.replace(/\s/g, "x")}`),
);
const badPhone = fc.oneof(
  fc.constantFrom(
    null,
    9811122233,
    false,
    ["9811122233"],
    {},
    "",
    // A number outside India is welcome with an e-mail (none is sent here); +91 never is one.
    "+1 415 555 0100",
    "+91 415 555 0100",
    "5811122233",
    "98111222331",
  ),
  fc.string({ maxLength: 30 }).filter((s) => normalizeLeadPhone(s) === null),
);
const badSlug = fc.oneof(
  fc.constantFrom(null, 7, [], {}, "", "atlantis", "Kenya", "kenya\u0000", "../kenya", "x".repeat(100)),
  fc.string({ maxLength: 60 }).filter((s) => !["kenya", "norway", "japan", "bali"].includes(s)),
);
const badItinerary = fc.oneof(
  fc.constantFrom(
    null,
    7,
    [],
    {},
    "",
    "no-such-trip",
    "luxury-fjords-8d",
    "LUXURY-SAFARI-8D",
    "a".repeat(200),
  ),
  fc.string({ maxLength: 60 }).filter((s) => !["luxury-safari-8d", "mara-naivasha-5d"].includes(s)),
);
const FIELDS = ["name", "phone", "destinationSlug", "itineraryId"] as const;

describe("the unlock start endpoint meets generated bad payloads", () => {
  it("500 broken payloads: each a 400 naming a field, never a 5xx, never a row or an SMS", async () => {
    const before = {
      submissions: (await testDb.db.select().from(leadSubmissions)).length,
      leads: (await testDb.db.select().from(leads)).length,
      sms: sms.sent.length,
    };
    const payload = fc
      .record({
        breaks: fc.subarray([...FIELDS], { minLength: 1 }),
        name: badName,
        phone: badPhone,
        destinationSlug: badSlug,
        itineraryId: badItinerary,
        extra: fc.dictionary(fc.constantFrom("unexpected", "email", "__proto__x"), fc.anything(), {
          maxKeys: 2,
        }),
        drop: fc.boolean(),
      })
      .map(({ breaks, drop, extra, ...bad }) => {
        const body: Record<string, unknown> = { ...extra, ...VALID };
        for (const field of breaks) {
          if (drop && field === breaks[0]) delete body[field];
          else body[field] = bad[field];
        }
        return body;
      });
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await flow.start(post("", body), { ...ctx, ip: "203.0.113.50" });
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { error } = (await response.json()) as { error: { field?: string; description: string } };
        // An e-mail is a field now (the code's address for a number outside India): a bad one is named.
        expect([...FIELDS, "email"]).toContain(error.field);
        expect(error.description.length).toBeGreaterThan(10);
      }),
      { numRuns: 500 },
    );
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before.submissions);
    expect((await testDb.db.select().from(leads)).length).toBe(before.leads);
    expect(sms.sent.length).toBe(before.sms);
  }, 120_000);
});
