import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLeadFlow } from "~/features/contact/index.server";
import { weddingLeadFlow } from "~/features/wedding/index.server";
import { normalizeLeadPhone } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { consents, contacts, leadSubmissions, leads, outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { PHONE_CONSENT } from "./phone-consent";

/**
 * The code-less forms end to end on the server: one request, one submission and its unverified lead
 * with the purpose's score, the contact by phone and the staff e-mail in the outbox — once, however
 * often the same form fill arrives; nothing at all for a robot or for bad input.
 */
const testDb = setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const post = (slug: string, body: unknown) =>
  new Request(`http://127.0.0.1:3000/api/v1/${slug}/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const ctx = { ip: "198.51.100.20" };

async function count() {
  const db = testDb.db;
  return {
    s: (await db.select({ id: leadSubmissions.id }).from(leadSubmissions)).length,
    l: (await db.select({ id: leads.id }).from(leads)).length,
    o: (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "mail.send"))).length,
  };
}

/** The lead's consent rows: the trip notice the form showed beside its mobile box, and nothing else. */
async function expectTripConsent(
  lead: { id: string; contactId: string | null; type: string },
  phone: string,
) {
  const rows = await testDb.db.select().from(consents).where(eq(consents.leadId, lead.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    contactId: lead.contactId,
    phone,
    purpose: "trip",
    noticeVersion: PHONE_CONSENT.version,
    noticeText: PHONE_CONSENT.text,
    channel: "web",
    sourceForm: lead.type,
    withdrawnAt: null,
  });
  expect(lead).toMatchObject({ consentVersion: PHONE_CONSENT.version, consentText: PHONE_CONSENT.text });
}

async function mailsFor(leadId: string) {
  const rows = await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"));
  return rows.filter((r) => JSON.stringify(r.payload).includes(leadId));
}

describe("contact enquiry (no code)", () => {
  it("becomes an unverified contact_inquiry lead with its score, contact and one staff e-mail", async () => {
    const submissionId = crypto.randomUUID();
    const response = await contactLeadFlow.start(
      post("contact-inquiry", {
        name: " Kavya Menon ",
        phone: "+91 98450 12345",
        email: "kavya@example.com",
        destination: "Kerala",
        message: "Backwaters in December,\nfour of us.",
        website: "",
        submissionId,
      }),
      ctx,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      outcome: "received",
      submissionId,
      toast: { title: "Thank You!", description: "A travel designer will contact you within 2 hours." },
    });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({
      type: "contact_inquiry",
      source: "contact_page",
      score: 60,
      name: "Kavya Menon",
      email: "kavya@example.com",
      phone: "+919845012345",
      phoneVerified: false,
      verifiedAt: null,
      sourceData: { destination: "Kerala", message: "Backwaters in December,\nfour of us." },
    });
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, "+919845012345"));
    expect(contact).toMatchObject({ name: "Kavya Menon", email: "kavya@example.com", phoneVerifiedAt: null });
    expect(lead!.contactId).toBe(contact!.id);
    await expectTripConsent(lead!, "+919845012345");
    const mails = await mailsFor(lead!.id);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).toContain("not verified");
    // Below the urgent score, but the page promises a reply: a follow-up call task.
    const leadTasks = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead!.id));
    expect(leadTasks).toHaveLength(1);
    expect(leadTasks[0]).toMatchObject({ type: "follow_up", priority: "normal" });
  });

  it("the same form fill twice (double click, retry) is one lead and one e-mail, answered alike", async () => {
    const submissionId = crypto.randomUUID();
    const body = { name: "Rohan Das", phone: "9830012345", submissionId };
    const before = await count();
    const answers = await Promise.all([
      contactLeadFlow.start(post("contact-inquiry", body), ctx),
      contactLeadFlow.start(post("contact-inquiry", body), ctx),
    ]);
    const again = await contactLeadFlow.start(post("contact-inquiry", body), ctx);
    for (const response of [...answers, again]) {
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ outcome: "received", submissionId });
    }
    const after = await count();
    expect(after).toEqual({ s: before.s + 1, l: before.l + 1, o: before.o + 1 });
  });

  it("an id another form already holds is never reused: a fresh one is made", async () => {
    const submissionId = crypto.randomUUID();
    await weddingLeadFlow.start(
      post("wedding-consultation", {
        name: "Ira",
        phone: "9830012346",
        email: "ira@example.com",
        submissionId,
      }),
      ctx,
    );
    const response = await contactLeadFlow.start(
      post("contact-inquiry", { name: "Ira", phone: "9830012346", submissionId }),
      ctx,
    );
    const answer = (await response.json()) as { submissionId: string };
    expect(answer.submissionId).not.toBe(submissionId);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, answer.submissionId));
    expect(lead).toMatchObject({ type: "contact_inquiry" });
  });

  it("a robot that fills the hidden field is answered the same and nothing is stored", async () => {
    const before = await count();
    const submissionId = crypto.randomUUID();
    const response = await contactLeadFlow.start(
      post("contact-inquiry", {
        name: "Spam Bot",
        phone: "9830012347",
        website: "http://spam.example",
        submissionId,
      }),
      ctx,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      outcome: "received",
      submissionId,
      toast: { title: "Thank You!" },
    });
    expect(await count()).toEqual(before);
    expect(
      await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, submissionId)),
    ).toHaveLength(0);
  });

  it("takes a number outside India in E.164 with its country code, with or without an e-mail", async () => {
    const submissionId = crypto.randomUUID();
    const response = await contactLeadFlow.start(
      post("contact-inquiry", { name: "Arjun Pillai", phone: "+44 7911 123456", submissionId }),
      ctx,
    );
    expect(response.status).toBe(201);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({
      type: "contact_inquiry",
      phone: "+447911123456",
      email: null,
      phoneVerified: false,
    });
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.id, lead!.contactId!));
    expect(contact).toMatchObject({ phone: "+447911123456", name: "Arjun Pillai" });

    const refused = async (phone: string) => {
      const answer = await contactLeadFlow.start(
        post("contact-inquiry", { name: "Arjun Pillai", phone }),
        ctx,
      );
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { error: unknown }).error;
    };
    expect(await refused("+91 415 555 0100")).toEqual({
      title: "Invalid Mobile Number",
      description: "Please enter a valid 10-digit Indian mobile number",
      field: "phone",
    });
    expect(await refused("+44 79")).toEqual({
      title: "Invalid Mobile Number",
      description: "Please enter your number with its country code, for example +44 7911 123456",
      field: "phone",
    });
  });

  it("has no code to resend or verify", async () => {
    expect((await contactLeadFlow.resend(post("x", {}), undefined, ctx)).status).toBe(404);
    expect((await contactLeadFlow.verify(post("x", { code: "123456" }), undefined, {})).status).toBe(404);
  });
});

describe("wedding consultation (no code)", () => {
  it("becomes an urgent wedding_consultation lead with every optional detail, one e-mail and a call task", async () => {
    const submissionId = crypto.randomUUID();
    const response = await weddingLeadFlow.start(
      post("wedding-consultation", {
        name: "Ananya Singh",
        email: "ananya@example.com",
        phone: "9810098100",
        budget: "₹50 lakh – ₹1 crore",
        weddingDate: `${new Date().getUTCFullYear() + 1}-11-20`,
        guestCount: "250",
        message: "Udaipur, palace, three days",
        submissionId,
      }),
      ctx,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      outcome: "received",
      submissionId,
      toast: {
        title: "Consultation Request Received",
        description: "Our wedding specialists will contact you within 24 hours.",
      },
    });
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({
      type: "wedding_consultation",
      source: "wedding_planner",
      score: 90,
      email: "ananya@example.com",
      phone: "+919810098100",
      phoneVerified: false,
      sourceData: {
        budget: "₹50 lakh – ₹1 crore",
        weddingDate: `${new Date().getUTCFullYear() + 1}-11-20`,
        guestCount: 250,
        message: "Udaipur, palace, three days",
      },
    });
    expect(await mailsFor(lead!.id)).toHaveLength(1);
    expect(await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead!.id))).toHaveLength(1);
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.id, lead!.contactId!));
    expect(contact).toMatchObject({ phone: "+919810098100", name: "Ananya Singh" });
    await expectTripConsent(lead!, "+919810098100");
  });

  it("the optional fields may be left empty", async () => {
    const response = await weddingLeadFlow.start(
      post("wedding-consultation", {
        name: "Neel",
        email: "neel@example.com",
        phone: "9810098101",
        budget: "",
        weddingDate: "",
        guestCount: "",
        message: "",
      }),
      ctx,
    );
    expect(response.status).toBe(201);
  });

  it("takes a number outside India in E.164 with its country code; +91 stays an Indian mobile", async () => {
    const submissionId = crypto.randomUUID();
    const response = await weddingLeadFlow.start(
      post("wedding-consultation", {
        name: "Meera Nair",
        email: "meera@example.ae",
        phone: "+971 50 123 4567",
        submissionId,
      }),
      ctx,
    );
    expect(response.status).toBe(201);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({
      type: "wedding_consultation",
      phone: "+971501234567",
      email: "meera@example.ae",
      phoneVerified: false,
    });

    const refused = async (phone: string) => {
      const answer = await weddingLeadFlow.start(
        post("wedding-consultation", { name: "Meera Nair", email: "meera@example.ae", phone }),
        ctx,
      );
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { error: unknown }).error;
    };
    expect(await refused("+91 415 555 0100")).toEqual({
      title: "Invalid Mobile Number",
      description: "Please enter a valid 10-digit Indian mobile number",
      field: "phone",
    });
    expect(await refused("12345")).toEqual({
      title: "Invalid Mobile Number",
      description: "Please enter a valid 10-digit Indian mobile number",
      field: "phone",
    });
    expect(await refused("+1 415")).toEqual({
      title: "Invalid Mobile Number",
      description: "Please enter your number with its country code, for example +44 7911 123456",
      field: "phone",
    });
  });

  it("a robot that fills the hidden field stores nothing", async () => {
    const before = await count();
    const response = await weddingLeadFlow.start(
      post("wedding-consultation", {
        name: "Bot",
        email: "bot@example.com",
        phone: "9810098102",
        website: "x",
      }),
      ctx,
    );
    expect(response.status).toBe(201);
    expect(await count()).toEqual(before);
  });
});

const badName = fc.oneof(
  fc.constantFrom(null, 42, true, [], {}, "", " ", "A", "\u0000\u0000", "\u200b\u200b", "\u0007bell"),
  fc.string({ minLength: 81, maxLength: 200 }).map((s) => `Asha ${s.replace(/\s/g, "x")}`),
);
/** Neither an Indian mobile nor a number outside India with its country code (+91 is never foreign). */
const badPhone = fc.oneof(
  fc.constantFrom(
    null,
    9812345678,
    false,
    ["9812345678"],
    {},
    "",
    "+91 415 555 0100",
    "+1 415",
    "5812345678",
  ),
  fc.string({ maxLength: 30 }).filter((s) => normalizeLeadPhone(s) === null),
);
const badEmail = fc.constantFrom(
  null,
  7,
  "",
  "asha",
  "asha@",
  "a b@example.com",
  "@example.com",
  "x".repeat(300),
);
const badOptional = fc.constantFrom(42, true, [], {}, "bad\u0000text", "x".repeat(2001));
const badBudget = fc.constantFrom(42, "a million", "₹1", {});
const badDate = fc.constantFrom(42, "2020-01-01", "2027-02-30", "tomorrow", "20-11-2027", "9999-01-01");
const badGuests = fc.constantFrom(42, "0", "-3", "5001", "12.5", "many", "1e3");

type Case = { body: Record<string, unknown>; field: string };

const contactCases: fc.Arbitrary<Case> = fc.oneof(
  badName.map((name) => ({ body: { name, phone: "9812345678" }, field: "name" })),
  badPhone.map((phone) => ({ body: { name: "Asha Rao", phone }, field: "phone" })),
  badEmail
    .filter((e) => e !== "" && e !== null)
    .map((email) => ({ body: { name: "Asha Rao", phone: "9812345678", email }, field: "email" })),
  fc.constantFrom(42, true, [], {}, "bad\u0000text", "x".repeat(81)).map((destination) => ({
    body: { name: "Asha Rao", phone: "9812345678", destination },
    field: "destination",
  })),
  badOptional.map((message) => ({
    body: { name: "Asha Rao", phone: "9812345678", message },
    field: "message",
  })),
);

const weddingValid = { name: "Asha Rao", phone: "9812345678", email: "asha@example.com" };
const weddingCases: fc.Arbitrary<Case> = fc.oneof(
  badName.map((name) => ({ body: { ...weddingValid, name }, field: "name" })),
  badPhone.map((phone) => ({ body: { ...weddingValid, phone }, field: "phone" })),
  badEmail.map((email) => ({ body: { ...weddingValid, email }, field: "email" })),
  badBudget.map((budget) => ({ body: { ...weddingValid, budget }, field: "budget" })),
  badDate.map((weddingDate) => ({ body: { ...weddingValid, weddingDate }, field: "weddingDate" })),
  badGuests.map((guestCount) => ({ body: { ...weddingValid, guestCount }, field: "guestCount" })),
  badOptional.map((message) => ({ body: { ...weddingValid, message }, field: "message" })),
);

describe("bad input: a 400 naming the field, never a 5xx, never a row", () => {
  for (const [name, flow, slug, cases] of [
    ["contact", contactLeadFlow, "contact-inquiry", contactCases],
    ["wedding", weddingLeadFlow, "wedding-consultation", weddingCases],
  ] as const) {
    it(`${name}: 500 generated payloads`, async () => {
      const before = await count();
      await fc.assert(
        fc.asyncProperty(cases, async ({ body, field }) => {
          const response = await flow.start(post(slug, body), ctx);
          expect(response.status).toBe(400);
          const { error } = (await response.json()) as { error: { field?: string; description: string } };
          expect(error.field).toBe(field);
          expect(error.description.length).toBeGreaterThan(10);
        }),
        { numRuns: 500 },
      );
      for (const raw of ["", "[]", "null", "not json", '"text"']) {
        const response = await flow.start(post(slug, raw), ctx);
        expect(response.status).toBe(400);
      }
      expect(await count()).toEqual(before);
    }, 60_000);
  }
});
