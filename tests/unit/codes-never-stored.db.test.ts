import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sendVerificationCode } from "~/features/verification/verification.server";
import { setConfigForTests } from "~/server/config.server";
import { SmsSendError, type SmsMessage, type SmsSender } from "~/server/sms.server";
import { contactTimeline, contacts, outbox } from "~/server/db/schema.server";
import { startFakeHttpServer, type FakeServer } from "../fakes/fake-http-server";
import { startFakeMsg91, type FakeMsg91 } from "../fakes/msg91";
import { startFakeSmsGateway, type FakeSmsGateway } from "../fakes/sms-gateway";
import { startFakeTwilio, type FakeTwilio } from "../fakes/twilio";
import { holdsCode, scanTables, tablesHoldingCodes } from "../helpers/scan-tables";
import { setUpTestDatabase } from "../helpers/test-database";
import { flowRoutes } from "../helpers/flow-routes";
import { MODEST_ANSWERS, QUIZ_SUBMISSIONS_URL, mobileSequence } from "../helpers/quiz-requests";
import { useTestConfig } from "../helpers/verification";

/**
 * A code is stored only as its HMAC: after every kind of send (a start, a resend, a send the provider
 * refused, the verification that follows) through each SMS provider, no column of any table holds
 * the code that was sent. The log provider still prints it, in its one log line.
 */
const logs = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("~/server/logger.server", async (importOriginal) =>
  (await import("../helpers/captured-logs")).withCapturedLogger(importOriginal, logs),
);

const testDb = setUpTestDatabase();
let gateway: FakeSmsGateway;
let msg91: FakeMsg91;
let twilio: FakeTwilio;
/** A gateway that refuses every message and quotes it back in its error, code and all. */
let echo: FakeServer;

beforeAll(async () => {
  [gateway, msg91, twilio] = await Promise.all([
    startFakeSmsGateway({ token: "hook-token" }),
    startFakeMsg91({ authKey: "auth-key", templateId: "tmpl-1" }),
    startFakeTwilio({ accountSid: "AC0123", authToken: "tok" }),
  ]);
  echo = await startFakeHttpServer((req) => ({
    status: 500,
    body: { error: `rejected ${(JSON.parse(req.body) as { text: string }).text}` },
  }));
});
afterAll(async () => {
  setConfigForTests(undefined);
  await Promise.all([gateway.stop(), msg91.stop(), twilio.stop(), echo.stop()]);
});

type Provider = "log" | "webhook" | "msg91" | "twilio";

const providerEnv = (provider: Provider): Record<string, string> => {
  switch (provider) {
    case "log":
      return { SMS_PROVIDER: "log" };
    case "webhook":
      return {
        SMS_PROVIDER: "webhook",
        SMS_WEBHOOK_URL: gateway.webhookUrl,
        SMS_WEBHOOK_TOKEN: "hook-token",
      };
    case "msg91":
      return {
        SMS_PROVIDER: "msg91",
        MSG91_AUTH_KEY: "auth-key",
        MSG91_TEMPLATE_ID: "tmpl-1",
        MSG91_BASE_URL: msg91.url,
      };
    case "twilio":
      return {
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: "AC0123",
        TWILIO_AUTH_TOKEN: "tok",
        TWILIO_FROM: "+15005550006",
        TWILIO_BASE_URL: twilio.url,
      };
  }
};

/** The code last sent to the phone, read where the provider received it (or, for log, from its line). */
function lastCodeSent(provider: Provider, phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const codes: (string | undefined)[] = [];
  if (provider === "log") {
    for (const line of logs.lines) {
      const m = /sms to=(\+91\d{10}) text=\\?"(\d{6}) is your /.exec(line);
      if (m?.[1] === `+91${digits}`) codes.push(m[2]);
    }
  } else {
    const fake = { webhook: gateway, msg91, twilio }[provider];
    for (const req of fake.requests) {
      if (provider === "webhook") {
        const body = JSON.parse(req.body) as { to: string; code: string };
        if (body.to === `+91${digits}`) codes.push(body.code);
      } else if (provider === "msg91") {
        if (req.url.searchParams.get("mobile") === `91${digits}`)
          codes.push(req.url.searchParams.get("otp")!);
      } else {
        const form = new URLSearchParams(req.body);
        if (form.get("To") === `+91${digits}`) codes.push(/^\d{6}/.exec(form.get("Body") ?? "")?.[0]);
      }
    }
  }
  const code = codes.at(-1);
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`no code was sent to ${phone} through ${provider}`);
  return code;
}

const setFailing = (provider: Provider, failing: boolean) => {
  if (provider === "log") return;
  const fake = { webhook: gateway, msg91, twilio }[provider];
  fake.setBehaviour(failing ? { mode: "error", status: 500 } : { mode: "ok" });
};

const BASE = QUIZ_SUBMISSIONS_URL;
const ANSWERS = MODEST_ANSWERS;
const freshPhone = mobileSequence("96");

let seq = 0;
const routes = flowRoutes("quiz", BASE, () => `198.51.100.${++seq % 250}`);

async function start(phone: string) {
  const response = await routes.start({ name: "Meera Nair", phone, answers: ANSWERS });
  const json = (await response.json()) as { submissionId?: string; error?: { submissionId?: string } };
  return { status: response.status, id: (json.submissionId ?? json.error?.submissionId)! };
}
const resend = async (id: string) => (await routes.resend(id)).status;
const verify = async (id: string, code: string) => (await routes.verify(id, { code })).status;

const expectStoredNowhere = async (codes: string[]) =>
  expect(await tablesHoldingCodes(testDb.db, codes)).toEqual([]);

describe.each<Provider>(["log", "webhook", "msg91", "twilio"])("through the %s provider", (provider) => {
  beforeAll(() => {
    // No cooldown: a resend follows at once.
    useTestConfig({ ...providerEnv(provider), VERIFICATION_RESEND_COOLDOWN_SECONDS: "0" });
  });

  it("a start, a resend and the verification store no code anywhere", async () => {
    const phone = freshPhone();
    const started = await start(phone);
    expect(started.status).toBe(201);
    const first = lastCodeSent(provider, phone);
    await expectStoredNowhere([first]);

    expect(await resend(started.id)).toBe(200);
    const second = lastCodeSent(provider, phone);
    expect(second).not.toBe(first);
    await expectStoredNowhere([first, second]);

    expect(await verify(started.id, second)).toBe(200);
    await expectStoredNowhere([first, second]);
  });

  it.skipIf(provider === "log")("a send and a resend the provider refused store no code", async () => {
    const phone = freshPhone();
    setFailing(provider, true);
    try {
      const started = await start(phone);
      expect(started.status).toBe(502);
      const first = lastCodeSent(provider, phone);
      await expectStoredNowhere([first]);
      expect(await resend(started.id)).toBe(502);
      await expectStoredNowhere([first, lastCodeSent(provider, phone)]);
    } finally {
      setFailing(provider, false);
    }
  });
});

describe("a provider whose error quotes the message back", () => {
  it("has its error kept on the timeline and logged with the code masked", async () => {
    useTestConfig({ SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: `${echo.url}/sms` });
    const phone = freshPhone();
    const started = await start(phone);
    expect(started.status).toBe(502);
    const code = (JSON.parse(echo.requests.at(-1)!.body) as { code: string }).code;
    await expectStoredNowhere([code]);
    const [contact] = await testDb.db
      .select()
      .from(contacts)
      .where(eq(contacts.phone, `+91${phone}`));
    const [failed] = await testDb.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.contactId, contact!.id));
    expect(failed).toMatchObject({ kind: "sms_failed" });
    expect(failed!.data.error).toMatch(/^webhook: rejected •••••• is your .* code /);
    const logged = logs.lines.filter((line) => line.includes("verification code send failed"));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toContain(code);
  });
});

describe("whatever a sender returns or throws", () => {
  const sendWith = (sender: SmsSender) =>
    sendVerificationCode(
      testDb.db,
      { purpose: "quiz", phone: freshPhone(), ip: "198.51.100.9", name: "Meera" },
      { sms: sender, settings: { rateLimitsDisabled: true } },
    );

  it("a history row holding the code in any shape is stored with it masked", async () => {
    let sent: SmsMessage | undefined;
    const result = await sendWith({
      name: "odd",
      async send(message) {
        sent = message;
        const code = message.code!;
        return {
          provider: "odd",
          // Its id names the message and is kept whole (a real one holds the code's digits only
          // by chance); what carries the message's words is masked wherever it sits.
          providerMessageId: "odd-4711",
          history: {
            kind: "sms.sent",
            payload: { code, asNumber: Number(code), nested: { lines: [message.text] }, url: `?otp=${code}` },
          },
        };
      },
    });
    expect(result.outcome).toBe("sent");
    await expectStoredNowhere([sent!.code!]);
  });

  it("an error quoting the code is stored and logged with it masked", async () => {
    let code = "";
    const result = await sendWith({
      name: "odd",
      async send(message) {
        code = message.code!;
        throw new SmsSendError(`odd: refused otp=${code} for "${message.text}"`, "odd");
      },
    });
    expect(result).toMatchObject({
      outcome: "provider_failed",
      error: expect.stringContaining("otp=••••••"),
    });
    await expectStoredNowhere([code]);
    expect(logs.lines.join("")).not.toContain(code);
  });
});

describe("the log provider", () => {
  it('prints the code in its line, `sms to=… text="NNNNNN …"`, and keeps its history with the code masked', async () => {
    useTestConfig({ SMS_PROVIDER: "log" });
    const phone = freshPhone();
    expect((await start(phone)).status).toBe(201);
    const code = lastCodeSent("log", phone);
    const history = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "sms.sent"))).filter(
      (row) => row.payload.to === `+91${phone}`,
    );
    expect(history).toHaveLength(1);
    expect(history[0]!.payload).toMatchObject({
      provider: "log",
      text: expect.stringMatching(/^•••••• is your /),
    });
    expect(JSON.stringify(history[0]!.payload)).not.toContain(code);
  });
});

describe("the scan itself", () => {
  it("finds a code planted in any table, and not six digits inside a longer number or a hash", async () => {
    const [planted] = await testDb.db
      .insert(outbox)
      .values({ kind: "test.planted", payload: { note: "314159 is your code" }, status: "done" })
      .returning();
    try {
      expect(await tablesHoldingCodes(testDb.db, ["314159"])).toEqual([
        { table: "outbox", column: "payload", value: expect.stringContaining("314159") },
      ]);
      expect(await scanTables(testDb.db, "test.planted")).toEqual([
        { table: "outbox", column: "kind", value: "test.planted" },
      ]);
    } finally {
      await testDb.db.delete(outbox).where(eq(outbox.id, planted!.id));
    }
    expect(holdsCode("otp=314159&x", "314159")).toBe(true);
    expect(holdsCode('"code":"314159"', "314159")).toBe(true);
    expect(holdsCode("+919831415900", "314159")).toBe(false);
    expect(holdsCode(`${"ab".repeat(20)}314159${"cd".repeat(10)}`, "314159")).toBe(false);
  });
});
