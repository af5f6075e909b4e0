import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeLeadPhone } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads, outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  createTestMailSender,
  createTestSmsSender,
  flowVisitor,
  useTestConfig,
} from "../../../tests/helpers/verification";
import { requestsForSubject } from "~/features/payments/index.server";
import { indiaDay } from "~/lib/india-time";
import { money } from "~/lib/money";
import { DEAL_BOOKING_TEXT } from "./deal-booking-schema";
import { dealDeposit } from "./deal-deposit";
import { dealDepositFor } from "./deal-deposit.server";
import { dealBookingLeadFlow as flow } from "./deal-booking-flow.server";

/**
 * The deal booking end to end on a database: the lead staff read (the deal as our list names and
 * prices it, whatever the browser claims), no e-mail anywhere, the staff mail and the urgent call,
 * and the server refusing what it does not know without writing a row.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const ctx = { ip: "198.51.100.31", deps: { sms } };
const { post, startAndVerify } = flowVisitor(flow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/deal-booking/submissions",
  sms,
  context: ctx,
});
const VALID = { name: "Kabir Malhotra", phone: "+91 (981) 222-3344", dealId: "bali-7-days" };

describe("the deal's deposit", () => {
  it("is the larger of ₹10,000 and 10 % rounded up to the next ₹1,000, never more than the price", () => {
    const table: [number, number][] = [
      [45_000, 10_000],
      [8_000, 8_000],
      [1_23_456, 13_000],
      [2_50_000, 25_000],
      [1_00_000, 10_000],
    ];
    for (const [price, deposit] of table) expect(dealDeposit(price)).toEqual(money(deposit * 100, "INR"));
  });
});

describe("deal booking flow", () => {
  it("makes a deal_booking lead scored 80 with the deal read from our list, no e-mail, a mail and an urgent call", async () => {
    // A tampered request naming its own title and price: neither reaches the lead.
    const { sent, verified } = await startAndVerify({
      ...VALID,
      dealTitle: "Free Trip",
      priceInr: 1,
      email: "x@example.com",
    });
    expect(sent.phone).toBe("+919812223344");
    expect(sent.toast).toEqual(DEAL_BOOKING_TEXT.codeSent);
    expect(sms.sent.at(-1)!.text).toMatch(/to confirm your deal booking/);
    const answer = (await verified.json()) as { result: { payUrl: string } };
    expect(answer).toEqual({
      result: {
        dealId: "bali-7-days",
        dealTitle: "Bali Bliss — 7 Days",
        // The deposit's pay page, asked for now that the visitor is who they said.
        payUrl: expect.stringMatching(/\/pay\/[A-Za-z0-9_-]{32}$/),
      },
      toast: { title: "Booking Submitted!", description: "We'll contact you soon with travel options." },
      // What the page's other forms learn: the purpose it opens and the phone's last four digits.
      proof: expect.objectContaining({
        purpose: "deal_booking",
        phoneEnding: expect.stringMatching(/^\d{4}$/),
      }),
    });
    expect(verified.headers.get("set-cookie")).toMatch(/^vp_deal_booking=/);

    const [submission] = await testDb.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.id, sent.submissionId));
    expect(submission.email).toBeNull();

    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "deal_booking",
      source: "deals",
      name: "Kabir Malhotra",
      phone: "+919812223344",
      phoneVerified: true,
      score: 80,
    });
    expect(lead.email ?? null).toBeNull();
    expect(lead.sourceData).toMatchObject({
      bookingType: "deal",
      dealId: "bali-7-days",
      dealTitle: "Bali Bliss — 7 Days",
      priceInr: 45000,
    });
    expect(JSON.stringify(lead.sourceData)).not.toMatch(/Free Trip|x@example\.com/);

    // The deposit: ₹10,000 on a ₹45,000 deal (10 % is less), due today, on this lead, asked once.
    const [deposit, ...more] = await requestsForSubject(
      testDb.db,
      "deal_deposit",
      "submissionId",
      sent.submissionId,
    );
    expect(more).toHaveLength(0);
    expect(deposit).toMatchObject({
      purpose: "deal_deposit",
      amount: money(10_000_00, "INR"),
      dueOn: indiaDay(),
      leadId: lead.id,
      payUrl: answer.result.payUrl,
      status: "requested",
    });
    expect(deposit!.label).toBe("Deposit — Bali Bliss — 7 Days");
    expect(await dealDepositFor(testDb.db, sent.submissionId)).toBe(answer.result.payUrl);
    expect(
      await requestsForSubject(testDb.db, "deal_deposit", "submissionId", sent.submissionId),
    ).toHaveLength(1);

    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(task).toMatchObject({ type: "call", priority: "urgent" });

    const mails = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter((m) =>
      JSON.stringify(m.payload).includes(lead.id),
    );
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).toMatch(/Bali Bliss/);
    expect(JSON.stringify(mails[0]!.payload)).not.toMatch(/@example\.com|Free Trip/);
  });

  it("takes a number outside India with an e-mail, mails its code there and stores a lead that says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const mailed = mail.mailed;
    const abroad = { ...ctx, deps: { sms, mail, whatsapp: null } };
    const body = { ...VALID, phone: "+1 (415) 555-0100", email: "Kabir@Example.com", channel: "email" };
    const started = await flow.start(post("", body), abroad);
    expect(started.status).toBe(201);
    const sent = (await started.json()) as {
      submissionId: string;
      phoneDisplay: string;
      toast: { description: string };
    };
    expect(sent.phoneDisplay).toBe("kabir@example.com");
    expect(sent.toast).toEqual(DEAL_BOOKING_TEXT.codeSentByEmail);
    expect(sms.lastCodeFor("+14155550100")).toBeUndefined();
    expect(mailed.map((m) => m.to)).toEqual(["kabir@example.com"]);
    const code = mail.lastCodeTo("kabir@example.com")!;

    const verified = await flow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      abroad,
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "deal_booking",
      phone: "+14155550100",
      email: "kabir@example.com",
      phoneVerified: true,
      sourceData: {
        dealId: "bali-7-days",
        verifiedBy: "Number outside India: confirmed with a code e-mailed to kabir@example.com (no SMS).",
      },
    });
  });

  it("a wrong code is refused in the deal's words and says how many tries are left", async () => {
    const started = await flow.start(post("", { ...VALID, phone: "9823334455" }), ctx);
    const { submissionId } = (await started.json()) as { submissionId: string };
    const code = sms.lastCodeFor("+919823334455")!;
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await flow.verify(post(`/${submissionId}/verify`, { code: wrong }), submissionId, ctx);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { description: string; field: string; attemptsLeft?: number };
    };
    expect(error).toMatchObject({ description: DEAL_BOOKING_TEXT.wrongCode.description, field: "code" });
    expect(error.attemptsLeft).toBeGreaterThan(0);
  });

  it("refuses an unknown deal, a bad phone or a blank name with a 400 naming the field, storing nothing", async () => {
    const before = (await testDb.db.select().from(leadSubmissions)).length;
    const smsBefore = sms.sent.length;
    for (const [body, field, description] of [
      [{ ...VALID, dealId: "atlantis-9-days" }, "dealId", DEAL_BOOKING_TEXT.unknownDeal.description],
      [{ name: VALID.name, phone: VALID.phone }, "dealId", DEAL_BOOKING_TEXT.unknownDeal.description],
      [{ ...VALID, phone: "98122 2334x" }, "phone", DEAL_BOOKING_TEXT.invalidPhone.description],
      [{ ...VALID, phone: "+91 415 555 0100" }, "phone", DEAL_BOOKING_TEXT.invalidPhone.description],
      [{ ...VALID, phone: "+1 415 555 0100" }, "email", DEAL_BOOKING_TEXT.emailForCode.description],
      [{ ...VALID, phone: "" }, "phone", DEAL_BOOKING_TEXT.required.description],
      [{ ...VALID, name: "  " }, "name", DEAL_BOOKING_TEXT.required.description],
    ] as const) {
      const response = await flow.start(post("", body), ctx);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { field: string; description: string } };
      expect(error).toMatchObject({ field, description });
    }
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before);
    expect(sms.sent.length).toBe(smsBefore);
  });
});

/** Values no field here takes: wrong types, blanks, unusual characters, lengths far past the limits. */
const badName = fc.oneof(
  fc.constantFrom(null, 42, true, [], {}, "", " ", "A", "\u0000\u0000", "\u200b\u200b\u200b", "\u0007bell"),
  fc.string({ minLength: 81, maxLength: 300 }).map((s) => `Kabir ${s.replace(/\s/g, "x")}`),
);
const badPhone = fc.oneof(
  fc.constantFrom(
    null,
    9812223344,
    false,
    ["9812223344"],
    {},
    "",
    // A number outside India is welcome with an e-mail (none is sent here); +91 never is one.
    "+1 415 555 0100",
    "+91 415 555 0100",
    "5812223344",
    "98122233441",
    "98122\u000033441",
    "9812223344 ext",
  ),
  fc.string({ maxLength: 30 }).filter((s) => normalizeLeadPhone(s) === null),
);
const badDeal = fc.oneof(
  fc.constantFrom(null, 7, [], {}, "", "atlantis", "BALI-7-DAYS", "bali-7-days\u0000", "x".repeat(500)),
  fc.string({ maxLength: 60 }).filter((s) => !["bali-7-days", "dubai-5-days"].includes(s)),
);
const FIELDS = ["name", "phone", "dealId"] as const;

describe("the deal booking start endpoint meets generated bad payloads", () => {
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
        dealId: badDeal,
        extra: fc.dictionary(fc.constantFrom("unexpected", "email", "dealTitle", "priceInr"), fc.anything(), {
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
        const response = await flow.start(post("", body), { ...ctx, ip: "203.0.113.60" });
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
