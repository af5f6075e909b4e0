import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../tests/fakes/whatsapp-fake";
import { parseConfig } from "./config.server";
import {
  createWhatsAppCodeSender,
  sendWhatsApp,
  WhatsAppApiError,
  type WhatsAppConfig,
} from "./whatsapp.server";

let fake: FakeWhatsApp;
/** The error a send was refused with (a send that succeeds fails the test). */
const refusal = (sending: Promise<unknown>) =>
  sending.then(
    () => {
      throw new Error("the message was sent");
    },
    (err: unknown) => err as WhatsAppApiError,
  );
let config: WhatsAppConfig;

beforeAll(async () => {
  fake = await startFakeWhatsApp({
    phoneNumberId: "106540352242922",
    accessToken: "EAAG-token",
    appSecret: "app-secret",
  });
  config = {
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "EAAG-token",
    WHATSAPP_AUTH_TEMPLATE: "login_code",
    WHATSAPP_AUTH_TEMPLATE_LANGUAGE: "en",
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_API_VERSION: "v21.0",
    WHATSAPP_TIMEOUT_MS: 2000,
  };
});
afterAll(() => fake.stop());

describe("the WhatsApp Cloud API client", () => {
  it("sends the authentication template with the code in its body and copy-code button", async () => {
    const result = await createWhatsAppCodeSender(config).send({
      to: "+919812345678",
      text: "ignored",
      code: "042917",
    });
    expect(result.provider).toBe("whatsapp");
    expect(result.providerMessageId).toMatch(/^wamid\./);
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe("/v21.0/106540352242922/messages");
    expect(request.headers.authorization).toBe("Bearer EAAG-token");
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919812345678",
      type: "template",
      template: {
        name: "login_code",
        language: { code: "en" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "042917" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "042917" }] },
        ],
      },
    });
    expect(fake.lastCode("+919812345678")).toBe("042917");
  });

  it("turns Meta's error into a message naming its code, never the code sent", async () => {
    const wrong = { ...config, WHATSAPP_ACCESS_TOKEN: "expired" };
    const error = await createWhatsAppCodeSender(wrong)
      .send({ to: "+919812345678", text: "", code: "123456" })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(WhatsAppApiError);
    expect((error as WhatsAppApiError).message).toContain("[190]");
    expect((error as WhatsAppApiError).retryable).toBe(false);
    fake.failNumber("+919800000001");
    const undeliverable = await refusal(
      sendWhatsApp(config, "+919800000001", { type: "text", text: { body: "hi" } }),
    );
    expect(undeliverable.code).toBe(131026);
    expect(undeliverable.status).toBe(400);
  });

  it("says so when Meta does not answer in time", async () => {
    fake.setBehaviour({ mode: "hang" });
    try {
      const error = await refusal(
        sendWhatsApp({ ...config, WHATSAPP_TIMEOUT_MS: 200 }, "+919812345678", {
          type: "text",
          text: { body: "hello" },
        }),
      );
      expect(error.message).toBe("whatsapp: no answer within 200 ms");
      expect(error.retryable).toBe(true);
    } finally {
      fake.setBehaviour({ mode: "ok" });
    }
  });
});

describe("WhatsApp configuration", () => {
  const keys = {
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "EAAG-token",
    WHATSAPP_APP_SECRET: "app-secret",
    WHATSAPP_VERIFY_TOKEN: "a-verify-token-of-length",
    WHATSAPP_AUTH_TEMPLATE: "login_code",
  };
  it("is off by default and on with every key", () => {
    expect(
      parseConfig({ CODE_HMAC_KEY: "k".repeat(32), SESSION_SECRET: "s".repeat(32) }).whatsappConfigured,
    ).toBe(false);
    const on = parseConfig({ ...keys, CODE_HMAC_KEY: "k".repeat(32), SESSION_SECRET: "s".repeat(32) });
    expect(on.whatsappConfigured).toBe(true);
    expect(on.WHATSAPP_FALLBACK_SECONDS).toBe(20);
  });
  it("refuses half a configuration and WhatsApp as the default channel without it", () => {
    const base = { CODE_HMAC_KEY: "k".repeat(32), SESSION_SECRET: "s".repeat(32) };
    expect(() => parseConfig({ ...base, ...keys, WHATSAPP_APP_SECRET: "" })).toThrow(
      "WHATSAPP_APP_SECRET: required with the other WHATSAPP_ keys",
    );
    expect(() => parseConfig({ ...base, VERIFICATION_DEFAULT_CHANNEL: "whatsapp" })).toThrow(
      "VERIFICATION_DEFAULT_CHANNEL",
    );
  });
});
