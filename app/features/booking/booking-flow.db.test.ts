import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProofCookie } from "~/features/verification/index.server";
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
import { LEAD_FLOWS } from "~/lead-flows.server";
import { BOOKING_TEXT, todayInIndia } from "./booking-schema";

// The flow as the API serves it, with the content it resolves requests against.
const flow = LEAD_FLOWS.booking!;

/**
 * The booking request end to end on a database: the lead staff read (the item as our content names
 * it, never the browser's words), its score and urgent call task, the staff e-mail in the outbox, the
 * 24-hour skip, and the server refusing what it does not know.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const ctx = { ip: "198.51.100.31", deps: { sms } };
const { post, startAndVerify: book } = flowVisitor(flow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/booking/submissions",
  sms,
  context: ctx,
});

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const VALID = {
  name: "Ananya Rao",
  email: "Ananya.Rao@Example.in",
  phone: "98111 44455",
  travelDate: inDays(40),
  groupSize: "4",
  message: "Our 25th anniversary — a quiet villa, please.",
  itemType: "itinerary",
  itemId: "luxury-safari-8d",
  destinationSlug: "kenya",
};

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { field?: string; title: string; description: string } }).error;

describe("booking flow", () => {
  it("makes a booking_request lead scored 85 with the itinerary resolved on the server, a call task and a staff e-mail", async () => {
    const { submissionId, verified } = await book(VALID);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      result: { item: expect.stringMatching(/, Kenya$/) },
      toast: BOOKING_TEXT.verified,
      // What the page's other forms learn: the purpose it opens and the phone's last four digits.
      proof: expect.objectContaining({ purpose: "booking", phoneEnding: expect.stringMatching(/^\d{4}$/) }),
    });
    expect(verified.headers.get("set-cookie")).toMatch(/^vp_booking=/);
    expect(sms.sent.at(-1)!.text).toMatch(/to confirm your booking request/);

    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({
      type: "booking_request",
      source: "book_your_adventure",
      name: "Ananya Rao",
      email: "ananya.rao@example.in",
      phone: "+919811144455",
      phoneVerified: true,
      score: 85,
    });
    expect(lead.sourceData).toMatchObject({
      destination: "Kenya",
      itinerary: expect.stringMatching(/\S/),
      travelDate: VALID.travelDate,
      groupSize: 4,
      message: VALID.message,
      itemType: "itinerary",
      itemId: "luxury-safari-8d",
    });

    // 85 is past the urgent line (80): staff get a call task.
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(task).toMatchObject({ priority: "urgent", status: "open" });

    const mails = (await testDb.db.select().from(outbox)).filter(
      (row) => row.kind === "mail.send" && JSON.stringify(row.payload).includes(lead.id),
    );
    expect(mails).toHaveLength(1);
    const text = JSON.stringify(mails[0]!.payload);
    for (const detail of [
      "Kenya",
      String(lead.sourceData.itinerary),
      VALID.travelDate,
      "Group size: 4",
      "25th anniversary",
      "score 85",
    ]) {
      expect(text).toContain(detail);
    }
  });

  it("takes a number outside India, mails its code to the booking's e-mail and stores a lead that says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const mailed = mail.mailed;
    const abroad = { ...ctx, deps: { sms, mail, whatsapp: null } };
    const body = { ...VALID, phone: "+971 50 123 4567", email: "Meera.Nair@Example.ae", channel: "email" };

    const noEmail = await flow.start(post("", { ...body, email: "" }), abroad);
    expect(noEmail.status).toBe(400);
    expect(await errorOf(noEmail)).toMatchObject({ field: "email" });

    const started = await flow.start(post("", body), abroad);
    expect(started.status).toBe(201);
    const sent = (await started.json()) as { submissionId: string; phoneDisplay: string; channel: string };
    expect(sent).toMatchObject({ phoneDisplay: "meera.nair@example.ae", channel: "email" });
    expect(sms.lastCodeFor("+971501234567")).toBeUndefined();
    expect(mailed.map((m) => m.to)).toEqual(["meera.nair@example.ae"]);
    const code = mail.lastCodeTo("meera.nair@example.ae")!;

    const verified = await flow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      abroad,
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "booking_request",
      phone: "+971501234567",
      email: "meera.nair@example.ae",
      phoneVerified: true,
      sourceData: {
        destination: "Kenya",
        verifiedBy: "Number outside India: confirmed with a code e-mailed to meera.nair@example.ae (no SMS).",
      },
    });
  });

  it("names a package or a hotel as our content has it, whatever else the browser sends", async () => {
    const pkg = await book({
      ...VALID,
      phone: "9822255566",
      itemType: "package",
      itemId: "maldives-overwater-escape",
      destinationSlug: undefined,
      title: "Free trip to the Moon",
      destination: "Atlantis",
      travelDate: "",
    });
    const [pkgLead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, pkg.submissionId));
    expect(pkgLead.sourceData).toMatchObject({
      destination: "Maldives",
      package: "Maldives Overwater Escape (5 Days / 4 Nights)",
      travelDate: "not decided yet",
    });
    expect(JSON.stringify(pkgLead.sourceData)).not.toMatch(/Moon|Atlantis/);

    const hotel = await book({
      ...VALID,
      phone: "9833366677",
      itemType: "hotel",
      itemId: "mobor-lagoon-retreat",
      checkOut: inDays(43),
      rooms: "2",
    });
    const [hotelLead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, hotel.submissionId));
    expect(hotelLead.sourceData).toMatchObject({
      destination: "Mobor, South Goa",
      hotel: "Mobor Lagoon Retreat",
      // A hotel enquiry is a stay: staff read its dates and rooms beside the guests.
      checkIn: inDays(40),
      checkOut: inDays(43),
      rooms: 2,
      groupSize: 4,
    });
  });

  it("with this browser's proof for the same phone, a second booking needs no code; another phone does", async () => {
    const { verified, phone } = await book({ ...VALID, phone: "9844477788" });
    const cookie = verified.headers.get("set-cookie")!.split(";")[0];
    const smsBefore = sms.sent.length;

    const again = await flow.start(post("", { ...VALID, phone: "9844477788", groupSize: 2 }, cookie), ctx);
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ outcome: "verified", result: { item: expect.any(String) } });
    expect(sms.sent.length).toBe(smsBefore);
    expect(await testDb.db.select().from(leads).where(eq(leads.phone, phone))).toHaveLength(2);

    // A proof for another purpose or another phone is no skip.
    const quizProof = createProofCookie("quiz", "+919877700011").split(";")[0];
    expect((await flow.start(post("", { ...VALID, phone: "9877700011" }, quizProof), ctx)).status).toBe(201);
    expect((await flow.start(post("", { ...VALID, phone: "9855588899" }, cookie), ctx)).status).toBe(201);
    expect(sms.sent.length).toBe(smsBefore + 2);
  });

  it("refuses what it does not know or allow with a 400 naming the field, storing and sending nothing", async () => {
    const before = (await testDb.db.select().from(leadSubmissions)).length;
    const smsBefore = sms.sent.length;
    for (const [body, field, description] of [
      [
        { ...VALID, destinationSlug: "atlantis" },
        "destinationSlug",
        BOOKING_TEXT.unknownDestination.description,
      ],
      [
        { ...VALID, destinationSlug: undefined },
        "destinationSlug",
        BOOKING_TEXT.unknownDestination.description,
      ],
      [{ ...VALID, itemId: "no-such-trip" }, "itemId", BOOKING_TEXT.unknownItem.description],
      // An itinerary of another destination is not this one's.
      [{ ...VALID, itemId: "luxury-fjords-8d" }, "itemId", BOOKING_TEXT.unknownItem.description],
      [
        { ...VALID, itemType: "package", itemId: "luxury-safari-8d" },
        "itemId",
        BOOKING_TEXT.unknownItem.description,
      ],
      [{ ...VALID, itemType: "villa" }, "itemType", BOOKING_TEXT.unknownItem.description],
      [{ ...VALID, phone: "98111" }, "phone", BOOKING_TEXT.invalidPhone.description],
      [{ ...VALID, phone: "5811144455" }, "phone", BOOKING_TEXT.invalidPhone.description],
      [{ ...VALID, email: "ananya@" }, "email", BOOKING_TEXT.invalidEmail.description],
      [{ ...VALID, travelDate: inDays(-1) }, "travelDate", BOOKING_TEXT.pastDate.description],
      [{ ...VALID, travelDate: "2026-02-30" }, "travelDate", BOOKING_TEXT.invalidDate.description],
      [{ ...VALID, groupSize: "0" }, "groupSize", BOOKING_TEXT.invalidGroup.description],
      [{ ...VALID, groupSize: 2.5 }, "groupSize", BOOKING_TEXT.invalidGroup.description],
      [{ ...VALID, message: "hi\u0000" }, "message", BOOKING_TEXT.unusualMessage.description],
      [{ ...VALID, name: "A" }, "name", BOOKING_TEXT.shortName.description],
    ] as const) {
      const response = await flow.start(post("", body), ctx);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response)).toMatchObject({ field, description });
    }
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before);
    expect(sms.sent.length).toBe(smsBefore);
  });

  it("takes today (in India) as a travel date", async () => {
    const response = await flow.start(
      post("", { ...VALID, phone: "9866699900", travelDate: todayInIndia() }),
      ctx,
    );
    expect(response.status).toBe(201);
  });
});

/** Values no field here takes: wrong types, blanks, unusual characters, lengths far past the limits. */
const badName = fc.oneof(
  fc.constantFrom(null, 42, true, [], {}, "", " ", "A", "\u0000\u0000", "\u200b\u200b\u200b", "\u0007bell"),
  fc.string({ minLength: 81, maxLength: 300 }).map((s) => `Ananya ${s.replace(/\s/g, "x")}`),
);
const badEmail = fc.oneof(
  fc.constantFrom(
    null,
    7,
    [],
    {},
    "",
    "ananya",
    "ananya@",
    "@example.in",
    "a b@example.in",
    "ananya@example.in\u0000",
  ),
  fc.string({ maxLength: 40 }).filter((s) => !s.includes("@")),
);
const badPhone = fc.oneof(
  fc.constantFrom(
    null,
    9811122233,
    false,
    ["9811122233"],
    {},
    "",
    "981112223",
    // A number outside India is welcome (with the e-mail the form always asks for); +91 never is one.
    "+91 415 555 0100",
    "+1 415",
    "5811122233",
  ),
  fc.string({ maxLength: 30 }).filter((s) => normalizeLeadPhone(s) === null),
);
const badDate = fc.oneof(
  fc.constantFrom(
    7,
    [],
    {},
    "yesterday",
    "2020-01-01",
    "2026-13-01",
    "2026-02-30",
    "9999-01-01",
    "01/12/2030",
  ),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s.trim()) && s.trim() !== ""),
);
const badGroup = fc.oneof(
  fc.constantFrom(null, 0, -1, 1.5, 51, "0", "", "two", "1e3", [], {}, true, Number.MAX_SAFE_INTEGER + 2),
  fc.integer({ max: 0 }),
  fc.integer({ min: 51 }),
);
const badMessage = fc.oneof(
  fc.constantFrom(7, [], {}, true, "hi\u0000", "\u202eevil", "x".repeat(1001)),
  // The message is trimmed before its length is checked, so a long run of spaces is not too long.
  fc.string({ minLength: 1001, maxLength: 1400 }).filter((s) => s.trim().length > 1000),
);
const badType = fc.oneof(
  fc.constantFrom(null, 1, [], "", "villa", "Package", "hotel "),
  fc.string({ maxLength: 12 }),
);
const badItem = fc.oneof(
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
  fc.string({ maxLength: 60 }).filter((s) => s !== "luxury-safari-8d"),
);
const badSlug = fc.oneof(
  fc.constantFrom(7, [], {}, "", "atlantis", "Kenya", "kenya\u0000", "../kenya"),
  fc.string({ maxLength: 40 }).filter((s) => s !== "kenya"),
);
const FIELDS = [
  "name",
  "email",
  "phone",
  "travelDate",
  "groupSize",
  "message",
  "itemType",
  "itemId",
  "destinationSlug",
] as const;
const OPTIONAL = new Set(["travelDate", "message"]);

describe("the booking start endpoint meets generated bad payloads", () => {
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
        email: badEmail,
        phone: badPhone,
        travelDate: badDate,
        groupSize: badGroup,
        message: badMessage,
        itemType: badType,
        itemId: badItem,
        destinationSlug: badSlug,
        extra: fc.dictionary(fc.constantFrom("unexpected", "title", "__proto__x"), fc.anything(), {
          maxKeys: 2,
        }),
        drop: fc.boolean(),
      })
      .map(({ breaks, drop, extra, ...bad }) => {
        const body: Record<string, unknown> = { ...extra, ...VALID };
        for (const field of breaks) {
          // An optional field left out is fine, so only required ones are dropped.
          if (drop && field === breaks[0] && !OPTIONAL.has(field)) delete body[field];
          else body[field] = bad[field];
        }
        return body;
      });
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await flow.start(post("", body), { ...ctx, ip: "203.0.113.60" });
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { field, description } = await errorOf(response);
        expect(FIELDS).toContain(field);
        expect(description.length).toBeGreaterThan(10);
      }),
      { numRuns: 500 },
    );
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before.submissions);
    expect((await testDb.db.select().from(leads)).length).toBe(before.leads);
    expect(sms.sent.length).toBe(before.sms);
  }, 180_000);
});
