import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackLeadFlow } from "~/features/callback/index.server";
import type { CodeSent } from "~/features/verification";
import { recordDeliveryReport } from "~/features/verification/index.server";
import { setConfigForTests } from "~/server/config.server";
import { consents, leads } from "~/server/db/schema.server";
import { createWhatsAppCodeSender } from "~/server/whatsapp.server";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../../tests/fakes/whatsapp-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, flowVisitor, useTestConfig } from "../../../tests/helpers/verification";

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
let fake: FakeWhatsApp;
let whatsapp: ReturnType<typeof createWhatsAppCodeSender>;
beforeAll(async () => {
  useTestConfig();
  fake = await startFakeWhatsApp({ phoneNumberId: "106540352242922", accessToken: "token", appSecret: "s" });
  whatsapp = createWhatsAppCodeSender({
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "token",
    WHATSAPP_AUTH_TEMPLATE: "login_code",
    WHATSAPP_AUTH_TEMPLATE_LANGUAGE: "en",
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_API_VERSION: "v21.0",
    WHATSAPP_TIMEOUT_MS: 2000,
  });
});
afterAll(async () => {
  setConfigForTests(undefined);
  await fake.stop();
});

let ipCount = 0;
const ctx = (withWhatsApp = true) => ({
  ip: `198.51.100.${++ipCount}`,
  db: testDb.db,
  deps: { sms, whatsapp: withWhatsApp ? whatsapp : null },
});
const { post } = flowVisitor(callbackLeadFlow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/callback/submissions",
  sms,
  context: ctx,
});
const form = (phone: string) => ({ name: "Asha Rao", phone, preferredTime: "ASAP", message: "Kerala" });

describe("a lead form's code by WhatsApp", () => {
  it("is asked for by the form, offered beside SMS, and replaced by SMS at once when it fails", async () => {
    const started = await callbackLeadFlow.start(
      post("", { ...form("98123 45671"), channel: "whatsapp" }),
      ctx(),
    );
    expect(started.status).toBe(201);
    const sent = (await started.json()) as CodeSent;
    expect(sent).toMatchObject({ channel: "whatsapp", channels: ["sms", "whatsapp"] });
    expect(fake.lastCode("+919812345671")).toMatch(/^\d{6}$/);
    await recordDeliveryReport(testDb.db, {
      provider: "whatsapp",
      providerMessageId: fake.messages.at(-1)!.id,
      outcome: "failed",
    });
    const resent = await callbackLeadFlow.resend(
      post(`/${sent.submissionId}/resend`, { channel: "sms" }),
      sent.submissionId,
      ctx(),
    );
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ channel: "sms" });
    const code = sms.lastCodeFor("+919812345671")!;
    const verified = await callbackLeadFlow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      ctx(),
    );
    expect(verified.status).toBe(200);
  });

  it("without WhatsApp configured nothing changes: SMS, and no other channel offered", async () => {
    const started = await callbackLeadFlow.start(
      post("", { ...form("98123 45672"), channel: "whatsapp" }),
      ctx(false),
    );
    const sent = (await started.json()) as CodeSent;
    expect(sent).toMatchObject({ channel: "sms", channels: ["sms"] });
    expect(sms.lastCodeFor("+919812345672")).toMatch(/^\d{6}$/);
  });
});

describe("the code step's opt-ins", () => {
  async function verifyWith(phone: string, optIns?: unknown) {
    const started = await callbackLeadFlow.start(post("", form(phone)), ctx());
    const sent = (await started.json()) as CodeSent;
    const code = sms.lastCodeFor(sent.phone)!;
    const verified = await callbackLeadFlow.verify(
      post(`/${sent.submissionId}/verify`, { code, ...(optIns === undefined ? {} : { optIns }) }),
      sent.submissionId,
      ctx(false),
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    return testDb.db
      .select()
      .from(consents)
      .where(and(eq(consents.leadId, lead!.id)));
  }

  it("records each ticked choice as its own consent, with the form it came from", async () => {
    const given = await verifyWith("98123 45673", { whatsapp: true, marketing: true });
    expect(given.map((c) => c.purpose).sort()).toEqual(["marketing", "trip", "whatsapp"]);
    expect(given.find((c) => c.purpose === "whatsapp")).toMatchObject({
      sourceForm: "callback",
      noticeText: "Send me updates about my trip on WhatsApp",
      withdrawnAt: null,
    });
  });

  it("records nothing for an unticked, missing or malformed choice", async () => {
    expect(
      (await verifyWith("98123 45674", { whatsapp: false, marketing: false })).map((c) => c.purpose),
    ).toEqual(["trip"]);
    expect((await verifyWith("98123 45675")).map((c) => c.purpose)).toEqual(["trip"]);
    expect((await verifyWith("98123 45676", { whatsapp: "yes" })).map((c) => c.purpose)).toEqual(["trip"]);
  });

  it("a phone already proven skips the code step, and its choices sent with the form are recorded the same", async () => {
    const { startAndVerify } = flowVisitor(callbackLeadFlow, {
      submissionsUrl: "http://127.0.0.1:3000/api/v1/callback/submissions",
      sms,
      context: ctx(false),
    });
    const { cookie } = await startAndVerify(form("98123 45677"));
    const sentBefore = sms.sent.length;
    const again = await callbackLeadFlow.start(
      post("", { ...form("98123 45677"), optIns: { whatsapp: true, marketing: true } }, cookie),
      ctx(false),
    );
    expect(again.status, await again.clone().text()).toBe(201);
    const answer = (await again.json()) as { outcome: string; submissionId: string };
    expect(answer.outcome).toBe("verified");
    expect(sms.sent.length).toBe(sentBefore);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, answer.submissionId));
    const given = await testDb.db.select().from(consents).where(eq(consents.leadId, lead!.id));
    expect(given.map((c) => c.purpose).sort()).toEqual(["marketing", "trip", "whatsapp"]);
    expect(given.find((c) => c.purpose === "whatsapp")).toMatchObject({
      sourceForm: "callback",
      noticeText: "Send me updates about my trip on WhatsApp",
      noticeVersion: "whatsapp-updates-2026-11",
      withdrawnAt: null,
    });
    expect(given.find((c) => c.purpose === "marketing")?.givenAt).toBeInstanceOf(Date);

    // Unticked on the proven path: nothing but the trip consent.
    const none = await callbackLeadFlow.start(post("", form("98123 45677"), cookie), ctx(false));
    const plain = (await none.json()) as { submissionId: string };
    const [plainLead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, plain.submissionId));
    expect(
      (await testDb.db.select().from(consents).where(eq(consents.leadId, plainLead!.id))).map(
        (c) => c.purpose,
      ),
    ).toEqual(["trip"]);
  });
});
