import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { indianMobileDigits, normalizeIndianMobile } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads, tasks, verificationCodes } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, flowVisitor, useTestConfig } from "../../../tests/helpers/verification";
import type { LeadFlowTexts } from "./lead-flow-definition.server";
import { createLeadFlow } from "./lead-flow.server";

/**
 * A flow made by the recipe alone — a purpose from the table, a schema, texts — to show the layer
 * needs nothing else: the callback request, with its own wording and a 5-minute call promise.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const PHONE_MESSAGE = "Please enter a valid 10-digit Indian mobile number";
const callbackSchema = z.object({
  name: z
    .string("Please enter a valid name (at least 2 characters)")
    .check(z.trim(), z.minLength(2, "Please enter a valid name (at least 2 characters)")),
  phone: z.pipe(
    z.string(PHONE_MESSAGE).check(z.refine((v: string) => indianMobileDigits(v) !== null, PHONE_MESSAGE)),
    z.transform((v: string) => normalizeIndianMobile(v)!),
  ),
  preferredTime: z.literal("ASAP"),
  message: z.optional(z.string().check(z.maxLength(500))),
});

const texts: LeadFlowTexts = {
  badRequest: { title: "Request Failed", description: "Send a JSON object with name and mobile." },
  invalidPhone: { title: "Invalid Mobile Number", description: PHONE_MESSAGE },
  saveFailed: {
    title: "Request Failed",
    description: "Failed to submit callback request. Please try again or contact us directly.",
  },
  sendFailed: {
    title: "Request Failed",
    description: "Failed to submit callback request. Please try again or contact us directly.",
  },
  codeSent: (phone) => ({ title: "OTP Sent!", description: `Verification code sent to ${phone}` }),
  resent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  resendFailed: {
    title: "Request Failed",
    description: "Failed to submit callback request. Please try again or contact us directly.",
  },
  invalidSession: { title: "Verification Failed", description: "Invalid or expired OTP. Please try again." },
  incompleteCode: {
    title: "Invalid OTP",
    description: "Please enter the complete 6-digit verification code",
  },
  wrongCode: { title: "Verification Failed", description: "Invalid or expired OTP. Please try again." },
  expiredCode: { title: "Verification Failed", description: "Invalid or expired OTP. Please try again." },
  verified: { title: "Verification Successful!", description: "We'll call you within 5 minutes!" },
  verifyFailed: { title: "Verification Failed", description: "Failed to verify OTP. Please try again." },
};

const callbackFlow = createLeadFlow({
  purpose: "callback",
  schema: callbackSchema,
  issueText: (error) => {
    const field = String(error.issues[0]?.path[0] ?? "");
    return {
      field,
      title:
        field === "phone" ? "Invalid Mobile Number" : field === "name" ? "Invalid Name" : "Request Failed",
    };
  },
  texts,
  toData: ({ preferredTime, message }) => ({ preferredTime, message: message ?? "" }),
  toResult: (submission) => ({ requestId: submission.id }),
});

const ctx = { ip: "198.51.100.7", deps: { sms } };
const { post, startAndVerify } = flowVisitor(callbackFlow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/callback/submissions",
  sms,
  context: ctx,
});

describe("a flow made by the recipe alone (callback)", () => {
  it("refuses a bad field in the flow's words, and stores nothing", async () => {
    const response = await callbackFlow.start(
      post("", { name: "Asha", phone: "12345", preferredTime: "ASAP" }),
      ctx,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { title: "Invalid Mobile Number", description: PHONE_MESSAGE, field: "phone" },
    });
    expect(
      await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.purpose, "callback")),
    ).toHaveLength(0);
  });

  it("sends the code with the purpose's SMS wording, then verifies into a callback lead with its 5-minute urgent call", async () => {
    const started = await callbackFlow.start(
      post("", {
        name: " Asha Rao ",
        phone: "098123 45678",
        preferredTime: "ASAP",
        message: "Maldives in May",
      }),
      ctx,
    );
    expect(started.status).toBe(201);
    const sent = (await started.json()) as {
      submissionId: string;
      phone: string;
      toast: { description: string };
    };
    expect(sent).toMatchObject({
      phone: "+919812345678",
      toast: { description: "Verification code sent to +91 98123 45678" },
    });
    expect(sms.sent.at(-1)!.text).toMatch(
      /^\d{6} is your .+ code to confirm your callback\. It expires in 5 minutes\./,
    );

    const [stored] = await testDb.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.id, sent.submissionId));
    expect(stored).toMatchObject({
      purpose: "callback",
      name: "Asha Rao",
      phone: "+919812345678",
      data: { preferredTime: "ASAP", message: "Maldives in May" },
    });

    const code = sms.lastCodeFor("+919812345678")!;
    const verified = await callbackFlow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      ctx,
    );
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      result: { requestId: sent.submissionId },
      toast: texts.verified,
      proof: {
        purpose: "callback",
        unlocks: ["skip_code"],
        phoneEnding: "5678",
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(verified.headers.get("set-cookie")).toMatch(/^vp_callback=/);

    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "callback",
      source: "support_callback",
      score: 85,
      phoneVerified: true,
      sourceData: { preferredTime: "ASAP", message: "Maldives in May" },
    });
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(task).toMatchObject({ type: "call", priority: "urgent" });
  });

  it("a submission of another flow is not this flow's (404 in this flow's words)", async () => {
    const started = await callbackFlow.start(
      post("", { name: "Dev", phone: "9712345678", preferredTime: "ASAP" }),
      ctx,
    );
    const { submissionId } = (await started.json()) as { submissionId: string };
    const quizOnly = createLeadFlow({ ...callbackFlowDefinitionForQuiz(), purpose: "quiz" });
    const response = await quizOnly.verify(
      post(`/${submissionId}/verify`, { code: "123456" }),
      submissionId,
      ctx,
    );
    expect(response.status).toBe(404);
  });
});

describe("whether a form fill's code is still live (the code step taken up again)", () => {
  type Pending = { live: boolean; submissionId?: string; attemptsLeft?: number; resumed?: boolean };
  const pendingOf = async (flow: typeof callbackFlow, id: string | undefined) => {
    const response = await flow.pending!(id, ctx);
    return { status: response.status, body: (await response.json()) as Pending & Record<string, unknown> };
  };

  it("an id that cannot name a form fill is a 400 that says what to do; an unknown one is simply not live", async () => {
    for (const bad of [undefined, "", "not-a-uuid", "1' OR '1'='1", "x".repeat(5000)]) {
      const { status, body } = await pendingOf(callbackFlow, bad);
      expect(status, String(bad).slice(0, 20)).toBe(400);
      expect(body).toEqual({
        error: {
          title: "Unknown form",
          description: "This address does not name a form you sent. Reload the page and send the form again.",
        },
      });
    }
    expect(await pendingOf(callbackFlow, crypto.randomUUID())).toEqual({
      status: 200,
      body: { live: false },
    });
  });

  it("a live code: its step again with the time it was sent, the time and tries left, and no SMS", async () => {
    const started = await callbackFlow.start(
      post("", { name: "Ira Sen", phone: "9612345670", preferredTime: "ASAP" }),
      ctx,
    );
    const sent = (await started.json()) as { submissionId: string; sentAt: string };
    const messages = sms.sent.length;
    const live = await pendingOf(callbackFlow, sent.submissionId);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({
      live: true,
      submissionId: sent.submissionId,
      phone: "+919612345670",
      phoneDisplay: "+91 96123 45670",
      sentAt: sent.sentAt,
      resumed: true,
      attemptsLeft: 5,
      maxAttempts: 5,
    });
    expect(live.body.expiresInSeconds).toBeGreaterThan(280);
    expect(live.body).not.toHaveProperty("code");
    expect(JSON.stringify(live.body)).not.toContain(sms.lastCodeFor("+919612345670")!);

    // A wrong try is counted by the server, and told.
    const code = sms.lastCodeFor("+919612345670")!;
    const wrong = code === "000000" ? "111111" : "000000";
    await callbackFlow.verify(post(`/${sent.submissionId}/verify`, { code: wrong }), sent.submissionId, ctx);
    expect((await pendingOf(callbackFlow, sent.submissionId)).body).toMatchObject({ attemptsLeft: 4 });
    expect(sms.sent.length).toBe(messages);

    // Another flow's form fill is not this flow's.
    const quizOnly = createLeadFlow({ ...callbackFlowDefinitionForQuiz(), purpose: "quiz" });
    expect((await pendingOf(quizOnly, sent.submissionId)).body).toEqual({ live: false });

    // Verified: nothing to return to.
    await callbackFlow.verify(post(`/${sent.submissionId}/verify`, { code }), sent.submissionId, ctx);
    expect((await pendingOf(callbackFlow, sent.submissionId)).body).toEqual({ live: false });
  });

  it("a code out of its time is not live", async () => {
    const started = await callbackFlow.start(
      post("", { name: "Ira Sen", phone: "9612345671", preferredTime: "ASAP" }),
      ctx,
    );
    const { submissionId } = (await started.json()) as { submissionId: string };
    await testDb.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.subjectId, submissionId));
    expect((await pendingOf(callbackFlow, submissionId)).body).toEqual({ live: false });
  });
});

function callbackFlowDefinitionForQuiz() {
  return {
    schema: callbackSchema,
    issueText: () => ({ field: "", title: "Error" }),
    texts,
    toData: () => ({}),
    toResult: () => null,
  };
}

/** The request a browser sends with the proof cookie a verification set. */
const withCookie = (request: Request, cookie: string | null) => {
  if (cookie) request.headers.set("cookie", cookie.split(";")[0]!);
  return request;
};

const verifyOnce = (phone: string, name = "Meera Iyer") =>
  startAndVerify({ name, phone, preferredTime: "ASAP" });

const leadsOfPhone = (phone: string) => testDb.db.select().from(leads).where(eq(leads.phone, phone));

describe("no second SMS within the proof's 24 hours", () => {
  const skipped = { title: "Welcome Back!", description: "No code needed: your number is verified." };
  const skippingFlow = createLeadFlow({
    ...callbackFlowDefinitionForQuiz(),
    purpose: "callback",
    texts: { ...texts, skipped },
    toData: () => ({ preferredTime: "ASAP" }),
    toResult: (submission) => ({ requestId: submission.id }),
  });

  it("the same phone with this browser's proof becomes a verified lead at once, with no code sent", async () => {
    const { cookie } = await verifyOnce("9900011122");
    const smsBefore = sms.sent.length;
    const response = await skippingFlow.start(
      withCookie(post("", { name: "Meera Iyer", phone: "+91 99000 11122", preferredTime: "ASAP" }), cookie),
      ctx,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { outcome: string; submissionId: string; toast: unknown };
    expect(body).toMatchObject({ outcome: "verified", toast: skipped });
    expect(sms.sent.length).toBe(smsBefore);
    const all = await leadsOfPhone("+919900011122");
    expect(all).toHaveLength(2);
    const second = all.find((l) => l.sourceId === body.submissionId)!;
    expect(second).toMatchObject({ type: "callback", phoneVerified: true, score: 85 });
    expect(second.sourceData).toMatchObject({ verifiedBy: expect.stringMatching(/previous 24 hours/) });
  });

  it("another phone, a forged proof or an expired one gets a code as usual", async () => {
    const { cookie } = await verifyOnce("9900022233");
    for (const [phone, jar] of [
      ["9900099988", cookie],
      ["9900022233", cookie!.replace(/vp_callback=([^.;]+)\.[^;]+/, "vp_callback=$1.forged")],
      ["9900022233", null],
    ] as const) {
      const smsBefore = sms.sent.length;
      const response = await skippingFlow.start(
        withCookie(post("", { name: "Kabir", phone, preferredTime: "ASAP" }), jar),
        { ...ctx, ip: `198.51.100.${sms.sent.length % 200}` },
      );
      expect([201, 429]).toContain(response.status);
      if (response.status === 201) {
        expect(((await response.json()) as { outcome?: string }).outcome).toBeUndefined();
        expect(sms.sent.length).toBe(smsBefore + 1);
      }
    }
  });

  it("the same form sent twice (a double tap, a retried request) makes one lead", async () => {
    const { cookie } = await verifyOnce("9900033344");
    const submissionId = crypto.randomUUID();
    const send = () =>
      skippingFlow.start(
        withCookie(
          post("", { name: "Meera", phone: "9900033344", preferredTime: "ASAP", submissionId }),
          cookie,
        ),
        ctx,
      );
    const answers = await Promise.all([send(), send()]);
    const again = await send();
    for (const response of [...answers, again]) {
      expect([200, 201]).toContain(response.status);
      expect(await response.json()).toMatchObject({ outcome: "verified", submissionId });
    }
    const leadsNow = await leadsOfPhone("+919900033344");
    expect(leadsNow.filter((l) => l.sourceId === submissionId)).toHaveLength(1);
    // …and no second lead under another id: the first verification's and this one, nothing more.
    expect(leadsNow).toHaveLength(2);
  });

  it("a retried start with the browser's id returns to the code already sent: one SMS, one submission", async () => {
    const submissionId = crypto.randomUUID();
    const body = { name: "Ravi", phone: "9900044455", preferredTime: "ASAP", submissionId };
    const first = await callbackFlow.start(post("", body), ctx);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ submissionId, resumed: false });
    const smsAfterFirst = sms.sent.length;
    const retried = await callbackFlow.start(post("", body), ctx);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ submissionId, resumed: true });
    expect(sms.sent.length).toBe(smsAfterFirst);
    expect(
      await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.phone, "+919900044455")),
    ).toHaveLength(1);
  });

  it("an id another submission already has is never taken over", async () => {
    const { submissionId: taken } = await verifyOnce("9900055566");
    const response = await callbackFlow.start(
      post("", { name: "Intruder", phone: "9900066677", preferredTime: "ASAP", submissionId: taken }),
      ctx,
    );
    expect(response.status).toBe(201);
    const { submissionId } = (await response.json()) as { submissionId: string };
    expect(submissionId).not.toBe(taken);
    const [original] = await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, taken));
    expect(original).toMatchObject({ phone: "+919900055566", name: "Meera Iyer" });
  });

  it("the proof status says whether this browser's proof covers the purpose, always with a 200", async () => {
    const { cookie } = await verifyOnce("9900077788");
    const ask = (jar: string | null) =>
      callbackFlow.proof!(withCookie(new Request("http://127.0.0.1:3000/api/v1/callback/proof"), jar));
    const yes = ask(cookie);
    expect(yes.status).toBe(200);
    expect(yes.headers.get("cache-control")).toMatch(/no-store/);
    expect(await yes.json()).toMatchObject({ verified: true, phoneEnding: "7788" });
    const no = ask(null);
    expect(no.status).toBe(200);
    expect(await no.json()).toEqual({ verified: false });
    // The quiz's proof is not the callback's.
    const quiz = createLeadFlow({ ...callbackFlowDefinitionForQuiz(), purpose: "quiz" });
    expect(await quiz.proof!(withCookie(new Request("http://x/"), cookie)).json()).toEqual({
      verified: false,
    });
  });
});
