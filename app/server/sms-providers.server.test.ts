import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeMsg91, type FakeMsg91 } from "../../tests/fakes/msg91";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../tests/fakes/sms-gateway";
import { startFakeTwilio, type FakeTwilio } from "../../tests/fakes/twilio";
import { createMsg91Sender, createTwilioSender, createWebhookSender } from "./sms-providers.server";
import { SmsSendError } from "./sms-sender.server";

const message = {
  to: "+919812345678",
  text: "Your Luxe Voyages code is 482913. It expires in 5 minutes.",
  code: "482913",
};

async function expectSendError(promise: Promise<unknown>, pattern: RegExp) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  expect((err as Error).message).toMatch(pattern);
  // The code must never leak into an error that may be logged.
  expect((err as Error).message).not.toContain(message.code);
  return err as SmsSendError;
}

describe("MSG91 SendOTP v5", () => {
  let fake: FakeMsg91;
  const config = () => ({
    MSG91_AUTH_KEY: "auth-key-123",
    MSG91_TEMPLATE_ID: "tmpl-dlt-1",
    MSG91_BASE_URL: fake.url,
    // Generous for answers (a busy CI machine); the timeout tests pass their own short one.
    SMS_TIMEOUT_MS: 5000,
    VERIFICATION_CODE_TTL_SECONDS: 300,
  });
  beforeAll(async () => {
    fake = await startFakeMsg91({ authKey: "auth-key-123", templateId: "tmpl-dlt-1" });
  });
  afterAll(() => fake.stop());

  it("sends our code to 91XXXXXXXXXX with the DLT template and the authkey header", async () => {
    fake.setBehaviour({ mode: "ok" });
    const result = await createMsg91Sender(config()).send(message);
    expect(result.provider).toBe("msg91");
    expect(fake.sent.at(-1)).toMatchObject({
      mobile: "919812345678",
      otp: "482913",
      templateId: "tmpl-dlt-1",
      otpExpiry: "5",
      otpLength: "6",
    });
    expect(result.providerMessageId).toBe(fake.sent.at(-1)!.requestId);
  });

  it("says the code has six digits, so one starting with zeros arrives whole", async () => {
    fake.setBehaviour({ mode: "ok" });
    await createMsg91Sender(config()).send({ ...message, code: "004213", text: "004213 is your code" });
    expect(fake.sent.at(-1)).toMatchObject({ otp: "004213", otpLength: "6" });
  });

  it("treats {type:error} as a failure even with HTTP 200", async () => {
    fake.setBehaviour({ mode: "error" });
    const err = await expectSendError(
      createMsg91Sender(config()).send(message),
      /msg91: Insufficient balance \(HTTP 200\)/,
    );
    expect(err.provider).toBe("msg91");
  });

  it("reports a wrong auth key as a non-retryable error", async () => {
    fake.setBehaviour({ mode: "ok" });
    const err = await expectSendError(
      createMsg91Sender({ ...config(), MSG91_AUTH_KEY: "wrong" }).send(message),
      /Authentication failure \(HTTP 401\)/,
    );
    expect(err.retryable).toBe(false);
  });

  it("gives up after SMS_TIMEOUT_MS", async () => {
    fake.setBehaviour({ mode: "hang" });
    const started = Date.now();
    const err = await expectSendError(
      createMsg91Sender({ ...config(), SMS_TIMEOUT_MS: 300 }).send(message),
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(err.retryable).toBe(true);
  });
});

describe("Twilio Programmable Messaging", () => {
  let fake: FakeTwilio;
  const config = () => ({
    TWILIO_ACCOUNT_SID: "AC0123",
    TWILIO_AUTH_TOKEN: "tok",
    TWILIO_FROM: "+15005550006",
    TWILIO_BASE_URL: fake.url,
    SMS_TIMEOUT_MS: 5000,
  });
  beforeAll(async () => {
    fake = await startFakeTwilio({ accountSid: "AC0123", authToken: "tok" });
  });
  afterAll(() => fake.stop());

  it("posts To/From/Body form-encoded with Basic auth", async () => {
    fake.setBehaviour({ mode: "ok" });
    const result = await createTwilioSender(config()).send(message);
    expect(fake.sent.at(-1)).toMatchObject({ to: "+919812345678", from: "+15005550006", body: message.text });
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("asks for status callbacks at the public SITE_URL, and not without one", async () => {
    fake.setBehaviour({ mode: "ok" });
    await createTwilioSender({ ...config(), SITE_URL: "https://luxevoyages.in/" }).send(message);
    expect(new URLSearchParams(fake.requests.at(-1)!.body).get("StatusCallback")).toBe(
      "https://luxevoyages.in/api/v1/sms/reports/twilio",
    );
    await createTwilioSender(config()).send(message);
    expect(new URLSearchParams(fake.requests.at(-1)!.body).has("StatusCallback")).toBe(false);
  });

  it("uses MessagingServiceSid when TWILIO_FROM is a messaging service", async () => {
    fake.setBehaviour({ mode: "ok" });
    const mg = `MG${"a".repeat(32)}`;
    await createTwilioSender({ ...config(), TWILIO_FROM: mg }).send(message);
    expect(fake.sent.at(-1)).toMatchObject({ messagingServiceSid: mg, from: undefined });
  });

  it("surfaces Twilio's error code and message", async () => {
    fake.setBehaviour({ mode: "error", status: 500 });
    const err = await expectSendError(
      createTwilioSender(config()).send(message),
      /twilio: error 20500: Internal Server Error \(HTTP 500\)/,
    );
    expect(err.retryable).toBe(true);
    fake.setBehaviour({ mode: "ok" });
    await expectSendError(
      createTwilioSender({ ...config(), TWILIO_AUTH_TOKEN: "bad" }).send(message),
      /error 20003: Authenticate \(HTTP 401\)/,
    );
  });

  it("gives up after SMS_TIMEOUT_MS", async () => {
    fake.setBehaviour({ mode: "hang" });
    await expectSendError(
      createTwilioSender({ ...config(), SMS_TIMEOUT_MS: 300 }).send(message),
      /twilio: no answer within 300 ms/,
    );
  });
});

describe("generic JSON webhook", () => {
  let fake: FakeSmsGateway;
  const config = () => ({
    SMS_WEBHOOK_URL: fake.webhookUrl,
    SMS_WEBHOOK_TOKEN: "hook-token",
    SMS_TIMEOUT_MS: 5000,
  });
  beforeAll(async () => {
    fake = await startFakeSmsGateway({ token: "hook-token" });
  });
  afterAll(() => fake.stop());

  it("posts {to, text, code} with the bearer token; the gateway lets a test read the code back", async () => {
    fake.setBehaviour({ mode: "ok" });
    const result = await createWebhookSender(config()).send(message);
    expect(result.providerMessageId).toMatch(/^msg_/);
    expect(fake.lastCodeFor("+919812345678")).toBe("482913");
    const res = await fetch(`${fake.url}/messages?to=${encodeURIComponent("+919812345678")}`);
    const { messages } = (await res.json()) as { messages: { text: string; code: string }[] };
    expect(messages.at(-1)).toMatchObject({ text: message.text, code: "482913" });
  });

  it("fails on a non-2xx answer and a missing token", async () => {
    fake.setBehaviour({ mode: "error", status: 503 });
    await expectSendError(
      createWebhookSender(config()).send(message),
      /webhook: gateway unavailable \(HTTP 503\)/,
    );
    fake.setBehaviour({ mode: "ok" });
    await expectSendError(
      createWebhookSender({ ...config(), SMS_WEBHOOK_TOKEN: undefined }).send(message),
      /invalid token \(HTTP 401\)/,
    );
  });

  it("gives up after SMS_TIMEOUT_MS, and answers late when slow but in time", async () => {
    fake.setBehaviour({ mode: "hang" });
    await expectSendError(
      createWebhookSender({ ...config(), SMS_TIMEOUT_MS: 300 }).send(message),
      /webhook: no answer within 300 ms/,
    );
    fake.setBehaviour({ mode: "slow", delayMs: 100 });
    await expect(createWebhookSender(config()).send(message)).resolves.toMatchObject({ provider: "webhook" });
  });

  it("an unreachable gateway is a send error", async () => {
    await expectSendError(
      createWebhookSender({ ...config(), SMS_WEBHOOK_URL: "http://127.0.0.1:9/sms" }).send(message),
      /webhook: request failed/,
    );
  });
});
