import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTaskDueAt } from "~/features/leads";
import { indianMobileDigits } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads, outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  createTestMailSender,
  createTestSmsSender,
  flowVisitor,
  useTestConfig,
} from "../../../tests/helpers/verification";
import { callbackLeadFlow } from "./callback-flow.server";

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

let ipCount = 0;
const ctx = () => ({ ip: `198.51.100.${++ipCount}`, db: testDb.db, deps: { sms } });
const { post } = flowVisitor(callbackLeadFlow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/callback/submissions",
  sms,
  context: ctx,
});

describe("the callback request", () => {
  it("sends a code named by its +91 number, then verifies into an 85-point lead with an urgent call due in the purpose's 5 minutes and a staff e-mail", async () => {
    const started = await callbackLeadFlow.start(
      post("", { name: "Asha Rao", phone: "98123 45601", preferredTime: "ASAP", message: "Kenya in May" }),
      ctx(),
    );
    expect(started.status).toBe(201);
    const sent = (await started.json()) as {
      submissionId: string;
      toast: { title: string; description: string };
    };
    expect(sent.toast).toEqual({
      title: "OTP Sent!",
      description: "Verification code sent to +91 98123 45601",
    });

    const code = sms.lastCodeFor("+919812345601")!;
    const wrong = await callbackLeadFlow.verify(
      post(`/${sent.submissionId}/verify`, { code: code === "000000" ? "111111" : "000000" }),
      sent.submissionId,
      ctx(),
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { description: string } }).error.description).toBe(
      "Invalid or expired OTP. Please try again.",
    );

    const verified = await callbackLeadFlow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      ctx(),
    );
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      result: { requestId: sent.submissionId },
      toast: { title: "Verification Successful!", description: "We'll call you within 5 minutes!" },
      // What the page's other forms learn: the purpose it opens and the phone's last four digits.
      proof: expect.objectContaining({ purpose: "callback", phoneEnding: expect.stringMatching(/^\d{4}$/) }),
    });

    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "callback",
      source: "support_callback",
      score: 85,
      phone: "+919812345601",
      phoneVerified: true,
      sourceData: { preferredTime: "ASAP", message: "Kenya in May", source: "support_callback" },
    });
    const leadTasks = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(leadTasks).toHaveLength(1);
    expect(leadTasks[0]).toMatchObject({ type: "call", priority: "urgent", status: "open" });
    expect(leadTasks[0].dueAt).toEqual(callTaskDueAt("callback", lead.createdAt));
    const mails = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter((m) =>
      String((m.payload as { text: string }).text).includes(lead.id),
    );
    expect(mails).toHaveLength(1);
    expect((mails[0].payload as { subject: string }).subject).toMatch(
      /^\[Urgent\] New Callback request lead: Asha Rao/,
    );
  });

  it("takes a number outside India with an e-mail, mails its code there and stores a lead that says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const mailed = mail.mailed;
    const abroad = () => ({ ...ctx(), deps: { sms, mail, whatsapp: null } });
    const noEmail = await callbackLeadFlow.start(
      post("", { name: "Ravi Menon", phone: "+44 7700 900123", preferredTime: "ASAP" }),
      abroad(),
    );
    expect(noEmail.status).toBe(400);
    expect(((await noEmail.json()) as { error: { field: string } }).error.field).toBe("email");

    const started = await callbackLeadFlow.start(
      post("", {
        name: "Ravi Menon",
        phone: "+44 7700 900123",
        email: "Ravi@Example.co.uk",
        channel: "email",
        preferredTime: "ASAP",
      }),
      abroad(),
    );
    expect(started.status).toBe(201);
    const sent = (await started.json()) as {
      submissionId: string;
      phoneDisplay: string;
      channel: string;
      toast: { description: string };
    };
    expect(sent).toMatchObject({ phoneDisplay: "ravi@example.co.uk", channel: "email" });
    expect(sent.toast.description).toBe("Verification code sent to ravi@example.co.uk");
    expect(sms.lastCodeFor("+447700900123")).toBeUndefined();
    expect(mailed.map((m) => m.to)).toEqual(["ravi@example.co.uk"]);
    const code = mail.lastCodeTo("ravi@example.co.uk")!;

    const verified = await callbackLeadFlow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      abroad(),
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "callback",
      phone: "+447700900123",
      email: "ravi@example.co.uk",
      phoneVerified: true,
      sourceData: {
        verifiedBy: "Number outside India: confirmed with a code e-mailed to ravi@example.co.uk (no SMS).",
      },
    });
  });

  it("an Indian mobile sent with an e-mail gets its code by SMS and its lead keeps no address", async () => {
    const mail = createTestMailSender();
    const withMail = () => ({ ...ctx(), deps: { sms, mail, whatsapp: null } });
    const started = await callbackLeadFlow.start(
      post("", {
        name: "Kavya Menon",
        phone: "98123 45677",
        email: "kavya@example.in",
        channel: "email",
        preferredTime: "ASAP",
      }),
      withMail(),
    );
    expect(started.status).toBe(201);
    const { submissionId } = (await started.json()) as { submissionId: string };
    expect(mail.mailed).toHaveLength(0);
    const code = sms.lastCodeFor("+919812345677")!;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await callbackLeadFlow.verify(
      post(`/${submissionId}/verify`, { code }),
      submissionId,
      withMail(),
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({ phone: "+919812345677", email: null });
  });

  it("within India's business hours the call is due exactly 5 minutes after the lead", () => {
    const noon = new Date("2025-03-10T12:00:00+05:30");
    expect(callTaskDueAt("callback", noon).getTime() - noon.getTime()).toBe(5 * 60_000);
  });

  it("refuses a missing preferred time and an unusual message in the flow's words", async () => {
    const noTime = await callbackLeadFlow.start(post("", { name: "Asha Rao", phone: "9812345602" }), ctx());
    expect(noTime.status).toBe(400);
    expect(((await noTime.json()) as { error: { field: string } }).error.field).toBe("preferredTime");
    const nul = await callbackLeadFlow.start(
      post("", { name: "Asha Rao", phone: "9812345602", preferredTime: "ASAP", message: "hi\u0000" }),
      ctx(),
    );
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: { title: "Invalid Message", field: "message" } });
  });

  it("500 generated bad payloads: each a 400 naming a field, never a 5xx, never a row or an SMS", async () => {
    const before = {
      submissions: (await testDb.db.select().from(leadSubmissions)).length,
      sms: sms.sent.length,
    };
    const badName = fc.oneof(
      fc.constantFrom(null, 7, "", " ", "A", "\u0000x", "\u200b\u200b", ["Asha"]),
      fc.string({ minLength: 81, maxLength: 120 }).map((s) => `Asha${s.replace(/\s/g, "x")}`),
    );
    const badPhone = fc.oneof(
      fc.constantFrom(null, 9812345678, "", "5812345678", "+1 415 555 0100", "98123456789"),
      fc.string({ maxLength: 25 }).filter((s) => indianMobileDigits(s) === null),
    );
    const badTime = fc.oneof(
      fc.constantFrom(undefined, null, "", "asap", "Tonight", 5),
      fc.string({ maxLength: 10 }),
    );
    const badMessage = fc.oneof(
      fc.constantFrom(42, null, ["x"], "\u0000", "a\u202eb"),
      fc.string({ minLength: 501, maxLength: 600 }).map((s) => `${s}${"x".repeat(501)}`),
    );
    const payload = fc
      .record({
        breaks: fc.subarray(["name", "phone", "preferredTime", "message"] as const, { minLength: 1 }),
        name: badName,
        phone: badPhone,
        preferredTime: badTime.filter((t) => t !== "ASAP"),
        message: badMessage,
      })
      .map(({ breaks, ...bad }) => {
        const body: Record<string, unknown> = {
          name: "Asha Rao",
          phone: "9812345603",
          preferredTime: "ASAP",
          message: "Call me",
        };
        for (const field of breaks) body[field] = bad[field];
        return body;
      });
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await callbackLeadFlow.start(post("", body), ctx());
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as { error: { field?: string; description: string } };
        // A "bad" Indian number may be a good one outside India: then the missing e-mail is named.
        expect(["name", "phone", "email", "preferredTime", "message"]).toContain(error.field);
        expect(error.description.length).toBeGreaterThan(10);
      }),
      { numRuns: 500 },
    );
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before.submissions);
    expect(sms.sent.length).toBe(before.sms);
  }, 60_000);
});
