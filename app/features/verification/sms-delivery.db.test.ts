import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig, setConfigForTests, type Config } from "~/server/config.server";
import { contacts, contactTimeline, verificationCodes } from "~/server/db/schema.server";
import { createMsg91Sender, createTwilioSender } from "~/server/sms-providers.server";
import { startFakeMsg91, type FakeMsg91 } from "../../../tests/fakes/msg91";
import { signTwilioRequest, startFakeTwilio, type FakeTwilio } from "../../../tests/fakes/twilio";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { deliveryOfSubmission, handleMsg91Report, handleTwilioReport } from "./sms-delivery.server";
import { sendVerificationCode } from "./verification.server";

/**
 * Delivery reports as the providers send them: the fakes post them (Twilio signed, MSG91 to the
 * URL with our token) to the site's report endpoints, served here over real HTTP.
 */
const testDb = setUpTestDatabase();
const SID = `AC${"1".repeat(32)}`;
const AUTH_TOKEN = "twilio-auth-token-for-tests";
const MSG91_TOKEN = "msg91-report-token-0123456789abcdef";

let app: http.Server;
let appUrl = "";
let config: Config;
let twilio: FakeTwilio;
let msg91: FakeMsg91;

/** The site's two report endpoints, as the router calls them. */
async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`${appUrl}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]),
    body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
  });
  const path = new URL(request.url).pathname;
  const deps = { db: () => Promise.resolve(testDb.db), config };
  const response = path.startsWith("/api/v1/sms/reports/msg91/")
    ? await handleMsg91Report(request, path.split("/").at(-1), deps)
    : path === "/api/v1/sms/reports/twilio"
      ? await handleTwilioReport(request, deps)
      : new Response(null, { status: 404 });
  res.writeHead(response.status, { "content-type": "application/json" });
  res.end(Buffer.from(await response.arrayBuffer()));
}

beforeAll(async () => {
  app = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  twilio = await startFakeTwilio({ accountSid: SID, authToken: AUTH_TOKEN });
  msg91 = await startFakeMsg91({
    authKey: "msg91-key",
    templateId: "tmpl-1",
    reportUrl: `${appUrl}/api/v1/sms/reports/msg91/${MSG91_TOKEN}`,
  });
});
afterAll(async () => {
  setConfigForTests(undefined);
  await Promise.all([twilio.stop(), msg91.stop()]);
  await new Promise<void>((resolve) => app.close(() => resolve()));
});

const senderFor = (provider: "twilio" | "msg91") => {
  config = parseConfig({
    NODE_ENV: "test",
    SESSION_SECRET: "s".repeat(40),
    CODE_HMAC_KEY: "k".repeat(40),
    SITE_URL: appUrl,
    SMS_PROVIDER: provider,
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: "+15005550006",
    TWILIO_BASE_URL: twilio.url,
    MSG91_AUTH_KEY: "msg91-key",
    MSG91_TEMPLATE_ID: "tmpl-1",
    MSG91_BASE_URL: msg91.url,
    SMS_DELIVERY_REPORT_TOKEN: MSG91_TOKEN,
  });
  setConfigForTests(config);
  return provider === "twilio" ? createTwilioSender(config) : createMsg91Sender(config);
};

let ipSeq = 0;
async function sendCode(phone: string, provider: "twilio" | "msg91") {
  const subjectId = crypto.randomUUID();
  const result = await sendVerificationCode(
    testDb.db,
    { purpose: "quiz", phone, ip: `10.9.${++ipSeq}.1`, subjectId, name: "Meera" },
    { sms: senderFor(provider), settings: { rateLimitsDisabled: true } },
  );
  expect(result.outcome).toBe("sent");
  return subjectId;
}

async function timelineOf(phone: string) {
  const rows = await testDb.db
    .select({ summary: contactTimeline.summary, kind: contactTimeline.kind })
    .from(contactTimeline)
    .innerJoin(contacts, eq(contacts.id, contactTimeline.contactId))
    .where(eq(contacts.phone, phone));
  return rows.filter((r) => ["sms_delivered", "sms_undelivered"].includes(r.kind)).map((r) => r.summary);
}

const postTwilio = (params: Record<string, string>, signature?: string, body?: string) =>
  fetch(`${appUrl}/api/v1/sms/reports/twilio`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === undefined ? {} : { "x-twilio-signature": signature }),
    },
    body: body ?? new URLSearchParams(params).toString(),
  });

describe("Twilio status callbacks", () => {
  it("asks for them, and a delivered message puts “SMS code delivered” on the contact's timeline", async () => {
    const subjectId = await sendCode("+919812340001", "twilio");
    expect(twilio.requests.at(-1)!.body).toContain(
      `StatusCallback=${encodeURIComponent(`${appUrl}/api/v1/sms/reports/twilio`)}`,
    );
    await vi.waitFor(() => expect(twilio.reports).toHaveLength(2));
    expect(twilio.reports.map((r) => [r.params.MessageStatus, r.status])).toEqual([
      ["sent", 200],
      ["delivered", 200],
    ]);
    expect(await timelineOf("+919812340001")).toEqual(["SMS code delivered"]);
    expect(await deliveryOfSubmission(testDb.db, subjectId)).toBe("delivered");
  });

  it("a failed delivery is on the timeline with its reason, and the code step is told “failed”", async () => {
    twilio.deliverTo("+919812340002", "undelivered", "30003");
    const subjectId = await sendCode("+919812340002", "twilio");
    expect(await deliveryOfSubmission(testDb.db, subjectId)).toBe("pending");
    await vi.waitFor(() =>
      expect(twilio.reports.filter((r) => r.params.To === "+919812340002")).toHaveLength(2),
    );
    expect(await timelineOf("+919812340002")).toEqual([
      "SMS code not delivered (undelivered, Twilio error 30003)",
    ]);
    expect(await deliveryOfSubmission(testDb.db, subjectId)).toBe("failed");
    const [row] = await testDb.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, "+919812340002"));
    expect(row).toMatchObject({
      deliveryStatus: "failed",
      deliveryReason: "undelivered, Twilio error 30003",
    });
  });

  it("refuses a report whose signature does not match (403), and one that is not a status (400)", async () => {
    await sendCode("+919812340003", "twilio");
    await vi.waitFor(() =>
      expect(twilio.reports.filter((r) => r.params.To === "+919812340003")).toHaveLength(2),
    );
    const sid = twilio.sent.at(-1)!.sid;
    const forged = { MessageSid: sid, MessageStatus: "failed", ErrorCode: "30008", To: "+919812340003" };
    const url = `${appUrl}/api/v1/sms/reports/twilio`;
    expect((await postTwilio(forged, signTwilioRequest("not-our-token", url, forged))).status).toBe(403);
    expect((await postTwilio(forged)).status).toBe(403);
    // Signed for another URL: a report replayed from elsewhere.
    expect((await postTwilio(forged, signTwilioRequest(AUTH_TOKEN, `${url}?x=1`, forged))).status).toBe(403);
    const garbage = { MessageSid: "<script>", MessageStatus: "exploded" };
    expect((await postTwilio(garbage, signTwilioRequest(AUTH_TOKEN, url, garbage))).status).toBe(400);
    const notAForm = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notAForm.status).toBe(415);
    // Nothing of it was written: the delivered report stands alone.
    expect(await timelineOf("+919812340003")).toEqual(["SMS code delivered"]);
  });
});

describe("MSG91 delivery reports", () => {
  it("a delivered and a blocked message land on their contacts' timelines", async () => {
    msg91.deliverTo("919812340005", "17", "Blocked by operator");
    const delivered = await sendCode("+919812340004", "msg91");
    const blocked = await sendCode("+919812340005", "msg91");
    await vi.waitFor(() => expect(msg91.reports).toHaveLength(2));
    expect(msg91.reports.map((r) => r.status)).toEqual([200, 200]);
    expect(await timelineOf("+919812340004")).toEqual(["SMS code delivered"]);
    expect(await timelineOf("+919812340005")).toEqual([
      "SMS code not delivered (blocked number: Blocked by operator)",
    ]);
    expect(await deliveryOfSubmission(testDb.db, delivered)).toBe("delivered");
    expect(await deliveryOfSubmission(testDb.db, blocked)).toBe("failed");
  });

  it("refuses a wrong token (403) and a body that is not a report (400)", async () => {
    const requestId = msg91.sent.at(-1)!.requestId;
    const report = (token: string, body: string, type = "application/x-www-form-urlencoded") =>
      fetch(`${appUrl}/api/v1/sms/reports/msg91/${token}`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
    const forged = new URLSearchParams({
      data: JSON.stringify([
        { requestId, report: [{ number: "919812340004", status: "2", desc: "FAILED" }] },
      ]),
    }).toString();
    expect((await report("guessed-token-guessed-token-guessed", forged)).status).toBe(403);
    expect((await report(MSG91_TOKEN, "data=%7Bnot-json")).status).toBe(400);
    expect((await report(MSG91_TOKEN, "data=%5B%5D")).status).toBe(400);
    expect((await report(MSG91_TOKEN, JSON.stringify({ status: "1" }), "application/json")).status).toBe(400);
    expect((await report(MSG91_TOKEN, "whatever", "text/plain")).status).toBe(400);
    const rows = await testDb.db
      .select({ status: verificationCodes.deliveryStatus })
      .from(verificationCodes)
      .where(inArray(verificationCodes.phone, ["+919812340004"]));
    expect(rows).toEqual([{ status: "delivered" }]);
  });
});
