import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleWhatsAppWebhook } from "~/features/whatsapp/index.server";
import { setConfigForTests, type Config } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import {
  contactTimeline,
  contacts,
  verificationCodes,
  whatsappEarlyStatuses,
} from "~/server/db/schema.server";
import { createWhatsAppCodeSender } from "~/server/whatsapp.server";
import {
  startFakeWhatsApp,
  type FakeWhatsApp,
  type FakeWhatsAppEvent,
} from "../../../tests/fakes/whatsapp-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../../../tests/helpers/verification";
import { codeDeliveryOfSubmission, recordDeliveryReport } from "./sms-delivery.server";
import {
  checkVerificationCode,
  sendVerificationCode,
  type CodeChannel,
  type VerificationSettings,
} from "./verification.server";

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
let fake: FakeWhatsApp;
let whatsapp: ReturnType<typeof createWhatsAppCodeSender>;
let config: Config;

beforeAll(async () => {
  fake = await startFakeWhatsApp({
    phoneNumberId: "106540352242922",
    accessToken: "token",
    appSecret: "secret",
  });
  // Configured so Meta's webhook is taken; each send here names its senders itself.
  config = useTestConfig({
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "token",
    WHATSAPP_APP_SECRET: "secret",
    WHATSAPP_VERIFY_TOKEN: "verify-token-0123456789",
    WHATSAPP_AUTH_TEMPLATE: "login_code",
    WHATSAPP_API_URL: fake.url,
  });
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

const T0 = new Date("2025-03-10T06:00:05.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let seq = 0;
const freshPhone = () => `+9197${String(10_000_000 + ++seq * 7919).slice(-8)}`;
const freshIp = () => `10.9.${++seq % 250}.1`;

function send(
  phone: string,
  channel: CodeChannel | undefined,
  options: { now?: Date; ip?: string; settings?: Partial<VerificationSettings>; subjectId?: string } = {},
) {
  return sendVerificationCode(
    testDb.db,
    {
      purpose: "quiz",
      phone,
      ip: options.ip ?? freshIp(),
      channel,
      subjectId: options.subjectId,
      now: options.now ?? T0,
    },
    {
      sms,
      whatsapp,
      settings: { whatsappFallbackSeconds: 20, resendCooldownSeconds: 30, ...options.settings },
    },
  );
}

const codeRow = async (phone: string) =>
  (await testDb.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone)))[0]!;

const budgetUsed = async (key: string) => {
  const [row] = await queryRows<{ used: number }>(
    testDb.db,
    sql`SELECT coalesce(sum(count), 0)::int AS used FROM rate_limit_counters WHERE key = ${key}`,
  );
  return row!.used;
};

describe("codes by WhatsApp, through the one verification layer", () => {
  it("sends the authentication template and verifies its code like an SMS code", async () => {
    const phone = freshPhone();
    const subjectId = crypto.randomUUID();
    const sent = await send(phone, "whatsapp", { subjectId });
    expect(sent).toMatchObject({ outcome: "sent", channel: "whatsapp", provider: "whatsapp" });
    const code = fake.lastCode(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const row = await codeRow(phone);
    expect(row.provider).toBe("whatsapp");
    expect(row.providerMessageId).toBe(fake.messages.at(-1)!.id);
    expect(row.codeHash).not.toContain(code);
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    const timeline = await testDb.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.contactId, contact!.id));
    expect(timeline.map((t) => t.kind)).toEqual(["whatsapp_code_sent"]);
    expect(JSON.stringify(timeline)).not.toContain(code);
    expect(
      await checkVerificationCode(testDb.db, { purpose: "quiz", phone, code, now: at(5) }),
    ).toMatchObject({
      outcome: "verified",
      phone,
    });
    expect(sms.sent.filter((m) => m.to === phone)).toEqual([]);
  });

  it("a failed WhatsApp code is replaced by SMS at once, with one budget count per channel", async () => {
    const phone = freshPhone();
    const subjectId = crypto.randomUUID();
    const smsBefore = await budgetUsed("sms:budget");
    const waBefore = await budgetUsed("whatsapp:budget");
    await send(phone, "whatsapp", { subjectId });
    const messageId = (await codeRow(phone)).providerMessageId!;
    // Before WhatsApp says anything, SMS waits for the resend cooldown like any resend.
    expect(await send(phone, "sms", { now: at(3), subjectId })).toMatchObject({
      outcome: "rate_limited",
      reason: "cooldown",
    });
    expect(
      await recordDeliveryReport(
        testDb.db,
        { provider: "whatsapp", providerMessageId: messageId, outcome: "failed", reason: "131026" },
        at(4),
      ),
    ).toBe("recorded");
    expect(await codeDeliveryOfSubmission(testDb.db, subjectId, { fallbackSeconds: 20, now: at(4) })).toEqual(
      {
        delivery: "failed",
        channel: "whatsapp",
        smsFallback: true,
      },
    );
    expect(await send(phone, "sms", { now: at(5), subjectId })).toMatchObject({
      outcome: "sent",
      channel: "sms",
    });
    const code = sms.lastCodeFor(phone)!;
    expect(
      await checkVerificationCode(testDb.db, { purpose: "quiz", phone, code, now: at(6) }),
    ).toMatchObject({
      outcome: "verified",
    });
    expect(await budgetUsed("whatsapp:budget")).toBe(waBefore + 1);
    expect(await budgetUsed("sms:budget")).toBe(smsBefore + 1);
  });

  it("a WhatsApp code with no 'delivered' within the wait is replaced by SMS at once; a delivered one is not", async () => {
    const late = freshPhone();
    const lateSubject = crypto.randomUUID();
    await send(late, "whatsapp", { subjectId: lateSubject });
    expect(
      await codeDeliveryOfSubmission(testDb.db, lateSubject, { fallbackSeconds: 20, now: at(19) }),
    ).toMatchObject({
      delivery: "pending",
      smsFallback: false,
    });
    expect(await send(late, "sms", { now: at(19), subjectId: lateSubject })).toMatchObject({
      reason: "cooldown",
    });
    expect(
      await codeDeliveryOfSubmission(testDb.db, lateSubject, { fallbackSeconds: 20, now: at(20) }),
    ).toMatchObject({
      smsFallback: true,
    });
    expect(await send(late, "sms", { now: at(20), subjectId: lateSubject })).toMatchObject({
      outcome: "sent",
    });

    const delivered = freshPhone();
    await send(delivered, "whatsapp");
    await recordDeliveryReport(testDb.db, {
      provider: "whatsapp",
      providerMessageId: (await codeRow(delivered)).providerMessageId!,
      outcome: "delivered",
    });
    expect(await send(delivered, "sms", { now: at(21) })).toMatchObject({ reason: "cooldown" });
    // The skip is only from WhatsApp to SMS: WhatsApp again waits for the cooldown.
    const again = freshPhone();
    await send(again, "whatsapp");
    expect(await send(again, "whatsapp", { now: at(25) })).toMatchObject({ reason: "cooldown" });
  });

  it("the per-phone and per-address caps count both channels together", async () => {
    const phone = freshPhone();
    const settings = { resendCooldownSeconds: 0, maxSendsPerPhoneHour: 4 };
    const channels: CodeChannel[] = ["whatsapp", "sms", "whatsapp", "sms"];
    for (const [i, channel] of channels.entries())
      expect(await send(phone, channel, { now: at(i), settings })).toMatchObject({
        outcome: "sent",
        channel,
      });
    for (const channel of ["sms", "whatsapp"] as const)
      expect(await send(phone, channel, { now: at(10), settings })).toMatchObject({
        outcome: "rate_limited",
        reason: "phone_hourly",
      });

    const ip = "10.77.1.1";
    const ipSettings = { maxSendsPerIpHour: 3 };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(freshPhone(), i % 2 ? "sms" : "whatsapp", { ip, settings: ipSettings }),
      ),
    );
    expect(results.filter((r) => r.outcome === "sent")).toHaveLength(3);
    expect(results.filter((r) => r.outcome === "rate_limited" && r.reason === "ip_hourly")).toHaveLength(5);
  });

  it("each channel has its own budget", async () => {
    const used = await budgetUsed("whatsapp:budget");
    const settings = { whatsappHourlyBudget: used, proofOfWorkFromPercent: 100 };
    expect(await send(freshPhone(), "whatsapp", { settings })).toMatchObject({ reason: "global_budget" });
    expect(await send(freshPhone(), "sms", { settings })).toMatchObject({ outcome: "sent", channel: "sms" });
  });

  it("without WhatsApp configured, a WhatsApp request goes by SMS", async () => {
    const phone = freshPhone();
    const result = await sendVerificationCode(
      testDb.db,
      { purpose: "quiz", phone, ip: freshIp(), channel: "whatsapp", now: T0 },
      { sms, whatsapp: null },
    );
    expect(result).toMatchObject({ outcome: "sent", channel: "sms", provider: "test" });
    expect(fake.messages.filter((m) => `+${m.to}` === phone)).toEqual([]);
  });

  it("a WhatsApp send Meta refuses is recorded as failed, and SMS may follow at once", async () => {
    const phone = freshPhone();
    fake.failNumber(phone);
    expect(await send(phone, "whatsapp")).toMatchObject({ outcome: "provider_failed", channel: "whatsapp" });
    const timeline = await testDb.db
      .select({ kind: contactTimeline.kind })
      .from(contactTimeline)
      .where(like(contactTimeline.summary, "%WhatsApp message failed%"));
    expect(timeline.length).toBeGreaterThan(0);
    expect(await send(phone, "sms", { now: at(1) })).toMatchObject({ outcome: "sent" });
  });

  it("keeps Meta's message id whole when it happens to hold the code, so its status still lands", async () => {
    const phone = freshPhone();
    const subjectId = crypto.randomUUID();
    let forced = "";
    fake.idFor((message) => (forced = `wamid.HBgM${message.code}QkZDRjQ3MEI2RUY`));
    try {
      expect(await send(phone, "whatsapp", { subjectId })).toMatchObject({ outcome: "sent" });
    } finally {
      fake.idFor(null);
    }
    const code = fake.lastCode(phone)!;
    expect(forced).toContain(code);
    expect((await codeRow(phone)).providerMessageId).toBe(forced);
    // Meta's "failed" for that id reaches the code: SMS is offered at once.
    expect(await webhook(fake.status(forced, "failed"), at(2))).toMatchObject({
      status: 200,
      body: { statuses: 1 },
    });
    expect(
      await codeDeliveryOfSubmission(testDb.db, subjectId, { fallbackSeconds: 20, now: at(3) }),
    ).toMatchObject({ smsFallback: true });
    // The code itself is still nowhere but in the id: the timeline's text has it masked.
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    const lines = await testDb.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.contactId, contact!.id));
    expect(JSON.stringify(lines).split(forced).join("")).not.toContain(code);
  });
});

/** Meta's POST of one event to the app's webhook, received at `now`; what the app answered. */
async function webhook(event: FakeWhatsAppEvent, now: Date) {
  const response = await handleWhatsAppWebhook(
    new Request("http://127.0.0.1:3000/api/v1/whatsapp/webhook", {
      method: "POST",
      headers: event.headers,
      body: event.body,
    }),
    { db: async () => testDb.db, config, now },
  );
  return { status: response.status, body: (await response.json()) as { statuses?: number } };
}

/** The send, with Meta reporting `statuses` on its message before it answers with the id. */
async function sendReportedEarly(
  phone: string,
  subjectId: string,
  statuses: ("delivered" | "read" | "failed")[],
) {
  const answered: { status: number; body: { statuses?: number } }[] = [];
  let messageId = "";
  fake.beforeAnswer(async (message) => {
    messageId = message.id;
    for (const status of statuses) answered.push(await webhook(fake.status(message.id, status), at(1)));
  });
  try {
    expect(await send(phone, "whatsapp", { subjectId })).toMatchObject({
      outcome: "sent",
      channel: "whatsapp",
    });
  } finally {
    fake.beforeAnswer(null);
  }
  // Each status was taken (and, with no code carrying the id yet, parked for the send).
  expect(answered).toEqual(
    statuses.map(() => ({ status: 200, body: expect.objectContaining({ statuses: 1 }) })),
  );
  return messageId;
}

const parked = (messageId: string) =>
  testDb.db.select().from(whatsappEarlyStatuses).where(eq(whatsappEarlyStatuses.waMessageId, messageId));

const timelineKinds = async (phone: string) => {
  const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
  const lines = await testDb.db
    .select({ kind: contactTimeline.kind })
    .from(contactTimeline)
    .where(eq(contactTimeline.contactId, contact!.id));
  return lines.map((l) => l.kind);
};

describe("a status Meta reports before the send has stored the message id", () => {
  it("an early 'failed' is the code's: SMS is offered and sent at once, without waiting for the fallback", async () => {
    const phone = freshPhone();
    const subjectId = crypto.randomUUID();
    const messageId = await sendReportedEarly(phone, subjectId, ["failed"]);
    expect(await codeRow(phone)).toMatchObject({
      providerMessageId: messageId,
      deliveryStatus: "failed",
      deliveryReason: "131026 Message undeliverable",
    });
    expect(await parked(messageId)).toEqual([]);
    expect(await timelineKinds(phone)).toEqual(
      expect.arrayContaining(["whatsapp_code_sent", "whatsapp_code_undelivered"]),
    );
    // A second later, long before the 20 s fallback: SMS is offered and goes past the cooldown.
    expect(await codeDeliveryOfSubmission(testDb.db, subjectId, { fallbackSeconds: 20, now: at(1) })).toEqual(
      { delivery: "failed", channel: "whatsapp", smsFallback: true },
    );
    expect(await send(phone, "sms", { now: at(1), subjectId })).toMatchObject({
      outcome: "sent",
      channel: "sms",
    });
    const code = sms.lastCodeFor(phone)!;
    expect(
      await checkVerificationCode(testDb.db, { purpose: "quiz", phone, code, now: at(2) }),
    ).toMatchObject({ outcome: "verified" });
  });

  it.each([["delivered"], ["read", "delivered"]] as const)(
    "an early %s is recorded delivered: no SMS is offered in its place, and none is sent",
    async (...statuses) => {
      const phone = freshPhone();
      const subjectId = crypto.randomUUID();
      const messageId = await sendReportedEarly(phone, subjectId, [...statuses]);
      expect(await codeRow(phone)).toMatchObject({
        providerMessageId: messageId,
        deliveryStatus: "delivered",
        deliveryReason: null,
      });
      expect(await parked(messageId)).toEqual([]);
      expect(await timelineKinds(phone)).toEqual(
        expect.arrayContaining(["whatsapp_code_sent", "whatsapp_code_delivered"]),
      );
      // Past the fallback's wait, a delivered code is not replaced by SMS.
      expect(
        await codeDeliveryOfSubmission(testDb.db, subjectId, { fallbackSeconds: 20, now: at(25) }),
      ).toEqual({ delivery: "delivered", channel: "whatsapp", smsFallback: false });
      expect(await send(phone, "sms", { now: at(25), subjectId })).toMatchObject({
        outcome: "rate_limited",
        reason: "cooldown",
      });
      expect(sms.sent.filter((m) => m.to === phone)).toEqual([]);
      // Meta repeating the status later finds the code settled: nothing is parked for it.
      expect((await webhook(fake.status(messageId, "delivered"), at(30))).body.statuses).toBe(0);
      expect(await parked(messageId)).toEqual([]);
    },
  );

  it("a status for an id nobody here sent is still parked", async () => {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                statuses: [
                  { id: "wamid.nobody-sent-this", status: "delivered", recipient_id: "919700000000" },
                ],
              },
            },
          ],
        },
      ],
    });
    const event = {
      body,
      headers: { "content-type": "application/json", "x-hub-signature-256": fake.sign(body) },
    };
    expect(await webhook(event, at(3))).toEqual({
      status: 200,
      body: expect.objectContaining({ statuses: 1 }),
    });
    expect(await parked("wamid.nobody-sent-this")).toMatchObject([
      { status: "delivered", error: null, reportedAt: at(3) },
    ]);
  });
});
