import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDestinationPageData } from "~/features/destinations/index.server";
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
import { PRIORITY_ACCESS_TEXT, PRIORITY_FIELD_TEXT } from "./priority-access-texts";

// The flow as the API serves it, with the content it resolves requests against.
const flow = LEAD_FLOWS.priority_access!;

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const url = "http://127.0.0.1:3000/api/v1/priority-access";
let ipCount = 0;
const ctx = () => ({ ip: `198.51.100.${++ipCount}`, db: testDb.db, deps: { sms } });
const { post, startAndVerify } = flowVisitor(flow, {
  submissionsUrl: `${url}/submissions`,
  sms,
  context: ctx,
});
const kenya = getDestinationPageData("kenya")!;
const safari = kenya.itineraries[0];

describe("priority access", () => {
  it("from the home page: a 60-point priority_access lead with a follow-up task due 24 hours later and a staff e-mail", async () => {
    const { sent, verified } = await startAndVerify({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98123-45611",
      variant: "home",
    });
    expect(sent.phone).toBe("+919812345611");
    expect(sent.toast).toEqual(PRIORITY_ACCESS_TEXT.home.codeSent);
    expect(await verified.json()).toMatchObject({ toast: PRIORITY_ACCESS_TEXT.home.verified });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "priority_access",
      source: "priority_access",
      score: 60,
      email: "asha@example.com",
      phoneVerified: true,
      sourceData: { from: "Home page", destination: null },
    });
    const leadTasks = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(leadTasks).toHaveLength(1);
    expect(leadTasks[0]).toMatchObject({ type: "follow_up", priority: "normal", status: "open" });
    expect(leadTasks[0].dueAt!.getTime() - lead.createdAt.getTime()).toBe(24 * 60 * 60_000);
    const mails = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter((m) =>
      String((m.payload as { text: string }).text).includes(lead.id),
    );
    expect(mails).toHaveLength(1);
    expect((mails[0].payload as { text: string }).text).toContain("Follow-up call task due:");
  });

  it("from a destination page: the trip is resolved on the server into the lead's data, and the page's own words answer", async () => {
    const hotel = safari.customiser.hotels[1].name;
    const activity = safari.customiser.activities[0].name;
    const started = await flow.start(
      post("", {
        name: "Kabir Shah",
        email: "kabir@example.com",
        phone: "9812345612",
        variant: "destination",
        destination: "kenya",
        itineraryId: safari.id,
        customisation: JSON.stringify({ hotel, activities: [activity], transfer: "shared" }),
      }),
      ctx(),
    );
    expect(started.status).toBe(201);
    const { submissionId } = (await started.json()) as { submissionId: string };
    const wrong = await flow.verify(post(`/${submissionId}/verify`, { code: "000000" }), submissionId, ctx());
    if (sms.lastCodeFor("+919812345612") !== "000000") {
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error: unknown }).error).toMatchObject(
        PRIORITY_ACCESS_TEXT.destination.wrongCode,
      );
    }
    const code = sms.lastCodeFor("+919812345612")!;
    const verified = await flow.verify(post(`/${submissionId}/verify`, { code }), submissionId, ctx());
    expect(await verified.json()).toMatchObject({
      result: { requestId: submissionId, destination: kenya.name },
      toast: PRIORITY_ACCESS_TEXT.destination.verified,
    });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead.sourceData).toMatchObject({
      from: "Destination page",
      destination: kenya.name,
      itinerary: safari.title,
      hotel,
      activities: [activity],
      transfer: "Shared Transfer",
    });
  });

  it("takes a number outside India, mails its code to the request's e-mail and stores a lead that says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const abroad = () => ({ ...ctx(), deps: { sms, mail, whatsapp: null } });
    const body = {
      name: "Meera Nair",
      email: "Meera.Nair@Example.ae",
      phone: "+971 50 123 4567",
      variant: "destination",
      destination: "kenya",
      channel: "email",
    };

    const bad = await flow.start(post("", { ...body, phone: "+971 50" }), abroad());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { ...PRIORITY_FIELD_TEXT.invalidInternational, field: "phone" },
    });
    // +91 is never a number outside India: the Indian words answer, as before.
    const indian = await flow.start(post("", { ...body, phone: "+91 415 555 0100" }), abroad());
    expect(await indian.json()).toEqual({ error: { ...PRIORITY_FIELD_TEXT.invalidPhone, field: "phone" } });

    const started = await flow.start(post("", body), abroad());
    expect(started.status).toBe(201);
    const sent = (await started.json()) as { submissionId: string; phoneDisplay: string; toast: unknown };
    expect(sent).toMatchObject({
      phoneDisplay: "meera.nair@example.ae",
      toast: PRIORITY_ACCESS_TEXT.destination.codeSentByEmail,
    });
    expect(sms.lastCodeFor("+971501234567")).toBeUndefined();
    expect(mail.mailed.map((m) => m.to)).toEqual(["meera.nair@example.ae"]);
    const code = mail.lastCodeTo("meera.nair@example.ae")!;

    const verified = await flow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      abroad(),
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "priority_access",
      phone: "+971501234567",
      email: "meera.nair@example.ae",
      phoneVerified: true,
      sourceData: {
        from: "Destination page",
        destination: "Kenya",
        verifiedBy: "Number outside India: confirmed with a code e-mailed to meera.nair@example.ae (no SMS).",
      },
    });
  });

  it("refuses a destination, itinerary or customisation we do not offer (400 naming it, nothing stored)", async () => {
    const base = { name: "Meera", email: "m@example.com", phone: "9812345613", variant: "destination" };
    const cases: [Record<string, unknown>, string][] = [
      [{ destination: "atlantis" }, "destination"],
      [{ destination: "kenya", itineraryId: "no-such-trip" }, "itineraryId"],
      [{ itineraryId: safari.id }, "itineraryId"],
      [
        {
          destination: "kenya",
          itineraryId: safari.id,
          customisation: JSON.stringify({ hotel: "The Ritz", activities: [], transfer: "private" }),
        },
        "customisation",
      ],
      [{ destination: "kenya", itineraryId: safari.id, customisation: "{not json" }, "customisation"],
    ];
    for (const [extra, field] of cases) {
      const response = await flow.start(post("", { ...base, ...extra }), ctx());
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    expect(
      await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.phone, "+919812345613")),
    ).toHaveLength(0);
  });

  it("with this browser's proof for the same phone: no code, 'Welcome Back!', and the lead is made at once", async () => {
    const { cookie } = await startAndVerify({
      name: "Isha",
      email: "isha@example.com",
      phone: "9812345614",
      variant: "destination",
      destination: "kenya",
    });
    const proof = flow.proof!(new Request(`${url}/proof`, { headers: { cookie } }));
    expect(await proof.json()).toMatchObject({ verified: true, phoneEnding: "5614" });
    const smsBefore = sms.sent.length;
    const again = await flow.start(
      post(
        "",
        {
          name: "Isha",
          email: "isha@example.com",
          phone: "9812345614",
          variant: "destination",
          destination: "bali",
        },
        cookie,
      ),
      ctx(),
    );
    expect(again.status).toBe(201);
    const body = (await again.json()) as { outcome: string; submissionId: string; toast: unknown };
    expect(body).toMatchObject({ outcome: "verified", toast: PRIORITY_ACCESS_TEXT.destination.skipped });
    expect(body.toast).toMatchObject({ title: "Welcome Back!" });
    expect(sms.sent.length).toBe(smsBefore);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, body.submissionId));
    expect(lead).toMatchObject({
      type: "priority_access",
      phoneVerified: true,
      sourceData: { destination: "Bali" },
    });
    const noProof = flow.proof!(new Request(`${url}/proof`));
    expect(await noProof.json()).toEqual({ verified: false });
  });

  it("a form fill's live code can be asked about (the dialog reopened), in the page's own words, with no SMS", async () => {
    const body = { name: "Kabir Shah", email: "kabir@example.com", phone: "9812345633" };
    const started = await flow.start(
      post("", { ...body, variant: "destination", destination: "kenya" }),
      ctx(),
    );
    const { submissionId } = (await started.json()) as { submissionId: string };
    const messages = sms.sent.length;
    const response = await flow.pending!(submissionId, { db: testDb.db });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      live: true,
      submissionId,
      phoneDisplay: "+91 98123 45633",
      resumed: true,
      toast: PRIORITY_ACCESS_TEXT.destination.codeSent,
    });
    expect(sms.sent.length).toBe(messages);
    const bad = await flow.pending!("../../etc", { db: testDb.db });
    expect(bad.status).toBe(400);
  });

  it("500 generated bad payloads: each a 400 naming a field, never a 5xx, never a row or an SMS", async () => {
    const before = {
      submissions: (await testDb.db.select().from(leadSubmissions)).length,
      sms: sms.sent.length,
    };
    const bad = {
      name: fc.oneof(
        fc.constantFrom(null, 7, "", " ", "A", "\u0000x", "\u200b\u200b", ["Asha"]),
        fc.string({ minLength: 81, maxLength: 120 }).map((s) => `Asha${s.replace(/\s/g, "x")}`),
      ),
      email: fc.oneof(
        fc.constantFrom(null, undefined, "", "asha", "asha@", "@x.com", 12, "a b@c.com"),
        fc.string({ maxLength: 20 }).filter((s) => !s.includes("@")),
      ),
      phone: fc.oneof(
        // Neither an Indian mobile nor a number outside India with its country code.
        fc.constantFrom(
          null,
          undefined,
          9812345678,
          "",
          "5812345678",
          "+91 415 555 0100",
          "+1 415",
          "+9198123456",
        ),
        fc.string({ maxLength: 25 }).filter((s) => normalizeLeadPhone(s) === null),
      ),
      variant: fc.constantFrom(null, "", "office", 3, "HOME"),
      destination: fc.oneof(
        fc.constantFrom("atlantis", "", 5, "\u0000"),
        fc.string({ minLength: 61, maxLength: 80 }),
      ),
      itineraryId: fc.constantFrom("nope", 9, "x".repeat(101)),
      customisation: fc.constantFrom(
        "{",
        "[]",
        "null",
        JSON.stringify({ hotel: "x", activities: [], transfer: "boat" }),
      ),
    };
    const fields = Object.keys(bad) as (keyof typeof bad)[];
    const payload = fc
      .record({ breaks: fc.subarray(fields, { minLength: 1, maxLength: 3 }), ...bad })
      .map(({ breaks, ...values }) => {
        const body: Record<string, unknown> = {
          name: "Asha Rao",
          email: "asha@example.com",
          phone: "9812345615",
          variant: "destination",
          destination: "kenya",
        };
        for (const field of breaks) body[field] = values[field];
        return body;
      })
      // A blank destination with nothing else about the trip is simply a request without one.
      .filter(
        (body) =>
          !(body.destination === "" && body.itineraryId === undefined && body.customisation === undefined),
      );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await flow.start(post("", body), ctx());
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { error } = (await response.json()) as { error: { field?: string; description: string } };
        expect(fields).toContain(error.field);
        expect(error.description.length).toBeGreaterThan(10);
      }),
      { numRuns: 500 },
    );
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before.submissions);
    expect(sms.sent.length).toBe(before.sms);
  }, 60_000);
});
