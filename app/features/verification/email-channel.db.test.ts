import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { contactTimeline, contacts, verificationCodes } from "~/server/db/schema.server";
import { createSmtpMailSender } from "~/server/mail.server";
import { startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../../../tests/helpers/verification";
import {
  checkVerificationCode,
  sendVerificationCode,
  type CodeChannel,
  type VerificationSettings,
} from "./verification.server";
import { rateLimitedText } from "./verification-messages";

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let mail: ReturnType<typeof createSmtpMailSender>;

beforeAll(async () => {
  useTestConfig();
  smtp = await startFakeSmtpServer();
  mail = createSmtpMailSender(smtp.url, "Luxe Voyages <no-reply@luxevoyages.in>");
});
afterAll(async () => {
  setConfigForTests(undefined);
  await smtp.close();
});

const T0 = new Date("2025-03-10T06:00:05.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let seq = 0;
// A UK mobile per test: +44 7700 9xxxxx.
const freshUkNumber = () => `+44 7700 9${String(10_000 + ++seq).slice(-5)}`;
const e164 = (typed: string) => typed.replace(/\s/g, "");
const freshIp = () => `10.44.${++seq % 250}.1`;

function send(
  phone: string,
  email: string | null,
  options: {
    now?: Date;
    ip?: string;
    channel?: CodeChannel;
    settings?: Partial<VerificationSettings>;
  } = {},
) {
  return sendVerificationCode(
    testDb.db,
    {
      purpose: "callback",
      phone,
      email,
      ip: options.ip ?? freshIp(),
      channel: options.channel,
      now: options.now ?? T0,
    },
    { sms, whatsapp: null, mail, settings: { resendCooldownSeconds: 30, ...options.settings } },
  );
}

/** The code in the last mail the fake SMTP server received for the address. */
function mailedCode(address: string): string | undefined {
  const last = smtp.received.filter((m) => m.to.includes(address)).at(-1);
  return last?.subject.match(/^(\d{6}) is your /)?.[1];
}

describe("a code by e-mail for a number outside India", () => {
  it("mails the code to the address, never texts it, stores only its hash, and verifies with it", async () => {
    const phone = freshUkNumber();
    const smsBefore = sms.sent.length;
    const sent = await send(phone, "Priya.Nair@Example.co.uk");
    expect(sent).toMatchObject({ outcome: "sent", phone: e164(phone), channel: "email" });
    expect(sms.sent.length).toBe(smsBefore);

    const code = mailedCode("priya.nair@example.co.uk");
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await testDb.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, e164(phone)));
    expect(row!.provider).toMatch(/^email:/);
    expect(row!.codeHash).not.toContain(code!);

    const [line] = await testDb.db
      .select()
      .from(contactTimeline)
      .innerJoin(contacts, eq(contacts.id, contactTimeline.contactId))
      .where(eq(contacts.phone, e164(phone)));
    expect(line!.contact_timeline.kind).toBe("email_code_sent");
    expect(JSON.stringify(line!.contact_timeline)).not.toContain(code!);

    const checked = await checkVerificationCode(testDb.db, {
      purpose: "callback",
      phone,
      code: code!,
      now: at(10),
    });
    expect(checked).toMatchObject({ outcome: "verified", phone: e164(phone) });
  });

  it("counts a wrong code as a try and stops at the limit", async () => {
    const phone = freshUkNumber();
    await send(phone, "wrong.code@example.com", { settings: { maxAttempts: 2 } });
    const code = mailedCode("wrong.code@example.com")!;
    const other = code === "000000" ? "111111" : "000000";
    const check = (given: string) =>
      checkVerificationCode(testDb.db, { purpose: "callback", phone, code: given, now: at(5) });
    expect(await check(other)).toEqual({ outcome: "wrong_code", attemptsLeft: 1 });
    expect(await check(other)).toMatchObject({ outcome: "too_many_attempts" });
    // Out of tries, the right code no longer works either.
    expect((await check(code)).outcome).not.toBe("verified");
  });

  it("holds the resend cooldown and the per-number cap like an SMS code", async () => {
    const phone = freshUkNumber();
    const settings = { maxSendsPerPhoneHour: 2 };
    expect((await send(phone, "caps@example.com", { settings })).outcome).toBe("sent");
    expect(await send(phone, "caps@example.com", { now: at(5), settings })).toMatchObject({
      outcome: "rate_limited",
      reason: "cooldown",
    });
    expect((await send(phone, "caps@example.com", { now: at(40), settings })).outcome).toBe("sent");
    expect(await send(phone, "caps@example.com", { now: at(80), settings })).toMatchObject({
      outcome: "rate_limited",
      reason: "phone_hourly",
    });
    expect(smtp.received.filter((m) => m.to.includes("caps@example.com"))).toHaveLength(2);
  });

  it("caps the codes one address is sent in an hour, whichever numbers and networks ask", async () => {
    const settings = { maxSendsPerEmailHour: 2 };
    const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).length;
    expect((await send(freshUkNumber(), "one.address@example.com", { settings })).outcome).toBe("sent");
    expect((await send(freshUkNumber(), "one.address@example.com", { settings })).outcome).toBe("sent");
    const third = freshUkNumber();
    const refused = await send(third, "one.address@example.com", { now: at(60), settings });
    expect(refused).toMatchObject({ outcome: "rate_limited", reason: "email_hourly" });
    expect(
      rateLimitedText(refused.outcome === "rate_limited" ? refused.retryAfterSeconds : 0, "email_hourly")
        .description,
    ).toMatch(/^For your security, we can send another code to this address in /);
    // Refused as a whole: no mail, no code, no contact for the third number.
    expect(mailsTo("one.address@example.com")).toBe(2);
    expect(
      await testDb.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.phone, e164(third))),
    ).toEqual([]);
    expect(
      await testDb.db
        .select()
        .from(contacts)
        .where(eq(contacts.phone, e164(third))),
    ).toEqual([]);
    // Another address is not held back, and the next hour this one is sent a code again.
    expect(
      (await send(freshUkNumber(), "other.address@example.com", { now: at(60), settings })).outcome,
    ).toBe("sent");
    expect((await send(third, "one.address@example.com", { now: at(3700), settings })).outcome).toBe("sent");
    expect(mailsTo("one.address@example.com")).toBe(3);
  });

  it("sends nothing for a number outside India without an address, and never e-mails an Indian number's code", async () => {
    const received = smtp.received.length;
    expect(await send(freshUkNumber(), null)).toEqual({ outcome: "invalid_phone" });
    expect(await send(freshUkNumber(), "not-an-address")).toEqual({ outcome: "invalid_phone" });
    const indian = await send("+91 98123 77001", "someone@example.com", { channel: "email" });
    expect(indian).toMatchObject({ outcome: "sent", channel: "sms" });
    expect(sms.lastCodeFor("+919812377001")).toMatch(/^\d{6}$/);
    expect(smtp.received.length).toBe(received);
  });

  it("refuses a +91 number that is not an Indian mobile instead of taking it as international", async () => {
    expect(await send("+91 12345 67890", "x@example.com")).toEqual({ outcome: "invalid_phone" });
  });
});
