import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { VerifiedPurpose } from "~/features/leads";
import { setConfigForTests } from "~/server/config.server";
import {
  contactTimeline,
  contacts,
  leadSubmissions,
  outbox,
  rateLimitCounters,
  verificationCodes,
} from "~/server/db/schema.server";
import { logSmsSender } from "~/server/sms.server";
// Aliased: the react-hooks lint rule reads any use* call as a React hook.
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../../../tests/helpers/verification";
import {
  checkVerificationCode,
  createProofCookie,
  hasVerificationProof,
  generateVerificationCode,
  hashVerificationCode,
  sendVerificationCode,
  type VerificationSettings,
} from "./verification.server";

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

// A fixed clock: 06:00:05 UTC, just after an hour boundary, so fixed windows are predictable.
const T0 = new Date("2025-03-10T06:00:05.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let phoneSeq = 0;
/** A fresh number per test (each test file shares one database). */
const freshPhone = () => `+9198${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;
let ipSeq = 0;
// A network of its own per call: the per-network cap is tested on purpose, never by accident.
const freshIp = () => `10.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}.1`;

const deps = (settings: Partial<VerificationSettings> = {}) => ({ sms, settings });

async function send(
  phone: string,
  options: {
    now?: Date;
    ip?: string;
    purpose?: VerifiedPurpose;
    subjectId?: string;
    settings?: Partial<VerificationSettings>;
  } = {},
) {
  return sendVerificationCode(
    testDb.db,
    {
      purpose: options.purpose ?? "quiz",
      phone,
      ip: options.ip ?? freshIp(),
      subjectId: options.subjectId,
      now: options.now ?? T0,
    },
    deps(options.settings),
  );
}

const check = (
  phone: string,
  code: string,
  now = at(10),
  extra: { purpose?: VerifiedPurpose; subjectId?: string } = {},
) =>
  checkVerificationCode(testDb.db, {
    purpose: extra.purpose ?? "quiz",
    phone,
    code,
    subjectId: extra.subjectId,
    now,
  });

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sending a code", () => {
  it("stores only an HMAC of a 6-digit code and writes an sms_sent timeline row without it", async () => {
    const phone = freshPhone();
    const result = await send(phone);
    expect(result).toMatchObject({ outcome: "sent", phone, provider: "test" });
    const code = sms.lastCodeFor(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.sent.at(-1)!.text).toContain(code);

    const [row] = await testDb.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).toBe(hashVerificationCode(code, "quiz", phone, "k".repeat(40)));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row).toMatchObject({ status: "active", attempts: 0, maxAttempts: 5 });
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(5 * 60 * 1000);

    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    const timeline = await testDb.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.contactId, contact.id));
    expect(timeline.map((t) => t.kind)).toEqual(["sms_sent"]);
    expect(JSON.stringify(timeline)).not.toContain(code);
  });

  it("the log provider's history row (outbox, done) is written with the sms_sent timeline row", async () => {
    const phone = freshPhone();
    const result = await sendVerificationCode(
      testDb.db,
      { purpose: "quiz", phone, ip: freshIp(), now: T0 },
      { sms: logSmsSender },
    );
    expect(result).toMatchObject({ outcome: "sent", provider: "log" });
    const history = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "sms.sent"))).filter(
      (row) => row.payload.to === phone,
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      status: "done",
      attempts: 1,
      payload: { provider: "log", to: phone },
    });
    expect(history[0].doneAt).not.toBeNull();
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    const timeline = await testDb.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.contactId, contact.id));
    expect(timeline.map((t) => [t.kind, t.data.provider])).toEqual([["sms_sent", "log"]]);
  });

  it("normalises the number and refuses one that is not an Indian mobile", async () => {
    const phone = freshPhone();
    expect(await send(`91 ${phone.slice(3, 8)} ${phone.slice(8)}`)).toMatchObject({ outcome: "sent", phone });
    expect(await send("5812345678")).toEqual({ outcome: "invalid_phone" });
  });

  it("enforces the 30 s resend cooldown and a resend kills the old code", async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await send(phone, { ip });
    const first = sms.lastCodeFor(phone)!;
    expect(await send(phone, { ip, now: at(10) })).toEqual({
      outcome: "rate_limited",
      reason: "cooldown",
      retryAfterSeconds: 20,
    });
    expect(sms.lastCodeFor(phone)).toBe(first);

    expect(await send(phone, { ip, now: at(30) })).toMatchObject({ outcome: "sent" });
    const second = sms.lastCodeFor(phone)!;
    if (first !== second) expect(await check(phone, first, at(35))).toMatchObject({ outcome: "wrong_code" });
    expect(await check(phone, second, at(36))).toMatchObject({ outcome: "verified", phone });
  });

  it("caps sends per phone per hour (5) and per day (10), with the seconds to wait", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++)
      expect(await send(phone, { now: at(i * 31) })).toMatchObject({ outcome: "sent" });
    const refused = await send(phone, { now: at(5 * 31) });
    // The hour window ends at 07:00:00; the clock reads 06:02:40.
    expect(refused).toEqual({
      outcome: "rate_limited",
      reason: "phone_hourly",
      retryAfterSeconds: 3600 - 5 - 155,
    });

    const dayPhone = freshPhone();
    const settings = { maxSendsPerPhoneHour: 100, maxSendsPerPhoneDay: 3 };
    for (let i = 0; i < 3; i++)
      expect(await send(dayPhone, { now: at(i * 31), settings })).toMatchObject({ outcome: "sent" });
    const dayRefused = await send(dayPhone, { now: at(3 * 31), settings });
    expect(dayRefused).toMatchObject({ outcome: "rate_limited", reason: "phone_daily" });
    // 06:01:38 UTC → midnight UTC is 17 h 58 min 22 s away.
    // A day is India's: it ends at midnight IST, 18:30 UTC (T0 is 06:00:05 UTC, 11:30:05 IST).
    expect((dayRefused as { retryAfterSeconds: number }).retryAfterSeconds).toBe(12.5 * 3600 - 98);
  });

  it("caps sends per IP per hour and the global hourly budget", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect(await send(freshPhone(), { ip })).toMatchObject({ outcome: "sent" });
    expect(await send(freshPhone(), { ip })).toMatchObject({ outcome: "rate_limited", reason: "ip_hourly" });
    expect(await send(freshPhone(), { ip: freshIp() })).toMatchObject({ outcome: "sent" });

    // The budget is shared by the whole file; count what is already in the last hour.
    const used = async () =>
      (
        await testDb.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "sms:budget"))
      ).reduce((sum, row) => sum + row.count, 0);
    // The budget alone, with no proof of work asked before it is spent.
    const settings = { hourlyBudget: (await used()) + 1, proofOfWorkFromPercent: 100 };
    expect(await send(freshPhone(), { settings })).toMatchObject({ outcome: "sent" });
    expect(await send(freshPhone(), { settings })).toMatchObject({
      outcome: "rate_limited",
      reason: "global_budget",
    });
  });

  // Truly concurrent on PostgreSQL (the postgres project, run by CI); PGlite runs them in turn.
  it("sends from one address at the same moment pass its cap exactly, and a refused one stores nothing", async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 12 }, () => freshPhone());
    const results = await Promise.all(
      phones.map((phone) => send(phone, { ip, settings: { maxSendsPerIpHour: 4 } })),
    );
    const sent = phones.filter((_, i) => results[i]!.outcome === "sent");
    expect(sent).toHaveLength(4);
    expect(results.filter((r) => r.outcome === "rate_limited" && r.reason === "ip_hourly")).toHaveLength(8);
    const [counter] = await testDb.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `sms:ip:${ip}:h`));
    expect(counter?.count).toBe(4);
    // Only the sent ones have a code, a contact and a phone counter.
    for (const [i, phone] of phones.entries()) {
      const codes = await testDb.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.phone, phone));
      const people = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
      const counted = await testDb.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `sms:phone:${phone}:h`));
      const wasSent = results[i]!.outcome === "sent";
      expect([codes.length, people.length, counted.length]).toEqual(wasSent ? [1, 1, 1] : [0, 0, 0]);
    }
  });

  it("one network (an IPv4 /24, an IPv6 /64) cannot use more than its share, however many addresses it has", async () => {
    const settings = { maxSendsPerNetworkHour: 3 };
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      expect(await send(freshPhone(), { ip, settings })).toMatchObject({ outcome: "sent" });
    }
    expect(await send(freshPhone(), { ip: "198.51.100.250", settings })).toMatchObject({
      outcome: "rate_limited",
      reason: "network_hourly",
    });
    expect(await send(freshPhone(), { ip: "198.51.101.1", settings })).toMatchObject({ outcome: "sent" });
    for (const ip of ["2001:db8:1:2::a", "2001:db8:1:2:ffff::1", "2001:0db8:0001:0002::9"]) {
      expect(await send(freshPhone(), { ip, settings })).toMatchObject({ outcome: "sent" });
    }
    expect(await send(freshPhone(), { ip: "2001:db8:1:2:1:2:3:4", settings })).toMatchObject({
      reason: "network_hourly",
    });
  });

  it("the budget is a rolling hour: it frees up as sends age, not all at once on the hour", async () => {
    const base = new Date("2025-04-01T09:58:00Z");
    const later = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
    const budgetRows = () =>
      testDb.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "sms:budget"));
    // Only this test's sends in its window: earlier tests' buckets lie hours before `base`.
    const settings = { hourlyBudget: 2, proofOfWorkFromPercent: 100 };
    expect(await send(freshPhone(), { now: base, settings })).toMatchObject({ outcome: "sent" });
    expect(await send(freshPhone(), { now: later(1), settings })).toMatchObject({ outcome: "sent" });
    // 10:00 turns the clock hour, but the last hour still holds both.
    const refused = await send(freshPhone(), { now: later(3), settings });
    expect(refused).toMatchObject({ outcome: "rate_limited", reason: "global_budget" });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50 * 60);
    // An hour after the first bucket, room again.
    expect(await send(freshPhone(), { now: later(61), settings })).toMatchObject({ outcome: "sent" });
    expect((await budgetRows()).length).toBeGreaterThan(0);
  });

  it("tells the admins once when 80 % of the budget is used", async () => {
    const base = new Date("2025-05-01T04:00:00Z");
    const settings = { hourlyBudget: 5, alertEmail: "ops@example.test", proofOfWorkFromPercent: 100 };
    const alerts = async () =>
      (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter(
        (m) => m.payload.to === "ops@example.test",
      );
    for (let i = 0; i < 3; i++)
      await send(freshPhone(), { now: new Date(base.getTime() + i * 1000), settings });
    expect(await alerts()).toHaveLength(0);
    await send(freshPhone(), { now: new Date(base.getTime() + 4000), settings });
    const [alert] = await alerts();
    expect(alert?.payload.subject).toBe("SMS budget 80 % used in the last hour");
    await send(freshPhone(), { now: new Date(base.getTime() + 5000), settings });
    expect(await alerts()).toHaveLength(1);
  });

  it("the hourly caps are rolling: sends either side of a clock hour's turn still count together", async () => {
    const base = new Date("2025-07-01T07:59:00Z");
    const later = (seconds: number) => new Date(base.getTime() + seconds * 1000);
    // One number: three codes at 07:59, and at 08:00:30 the clock hour is new but the last hour is not.
    const phone = freshPhone();
    const phoneSettings = { maxSendsPerPhoneHour: 3, resendCooldownSeconds: 0 };
    for (let i = 0; i < 3; i++)
      expect(await send(phone, { now: later(i * 10), settings: phoneSettings })).toMatchObject({
        outcome: "sent",
      });
    const refused = await send(phone, { now: later(90), settings: phoneSettings });
    // Room again when the 07:55 bucket leaves the hour: at 08:55:00, 54.5 minutes on.
    expect(refused).toEqual({ outcome: "rate_limited", reason: "phone_hourly", retryAfterSeconds: 3270 });
    expect(await send(phone, { now: later(56 * 60 + 1), settings: phoneSettings })).toMatchObject({
      outcome: "sent",
    });

    // One address, and one network of many addresses, the same way.
    const ip = freshIp();
    const ipSettings = { maxSendsPerIpHour: 2 };
    for (const seconds of [30, 50])
      expect(await send(freshPhone(), { ip, now: later(seconds), settings: ipSettings })).toMatchObject({
        outcome: "sent",
      });
    expect(await send(freshPhone(), { ip, now: later(120), settings: ipSettings })).toMatchObject({
      reason: "ip_hourly",
    });
    const netSettings = { maxSendsPerNetworkHour: 2 };
    for (const [host, seconds] of [
      [1, 30],
      [2, 50],
    ] as const)
      expect(
        await send(freshPhone(), { ip: `192.0.2.${host}`, now: later(seconds), settings: netSettings }),
      ).toMatchObject({ outcome: "sent" });
    expect(
      await send(freshPhone(), { ip: "192.0.2.3", now: later(120), settings: netSettings }),
    ).toMatchObject({ reason: "network_hourly" });
  });

  it("a phone's day is India's: a send just after midnight IST counts on the new day", async () => {
    const phone = freshPhone();
    const settings = { maxSendsPerPhoneDay: 1 };
    const beforeMidnightIst = new Date("2025-06-01T18:29:00Z");
    expect(await send(phone, { now: beforeMidnightIst, settings })).toMatchObject({ outcome: "sent" });
    expect(await send(phone, { now: new Date("2025-06-01T18:29:40Z"), settings })).toMatchObject({
      reason: "phone_daily",
    });
    expect(await send(phone, { now: new Date("2025-06-01T18:30:10Z"), settings })).toMatchObject({
      outcome: "sent",
    });
  });

  it("a refused send changes nothing: the earlier code still works and no counter moved", async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await send(phone, { ip });
    const code = sms.lastCodeFor(phone)!;
    const before = await testDb.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `sms:phone:${phone}:h`));
    // Past the cooldown but over an IP cap of 1: refused by the same statement that replaced the code row.
    expect(await send(phone, { ip, now: at(40), settings: { maxSendsPerIpHour: 1 } })).toMatchObject({
      reason: "ip_hourly",
    });
    const after = await testDb.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `sms:phone:${phone}:h`));
    expect(after[0].count).toBe(before[0].count);
    expect(await check(phone, code, at(41))).toMatchObject({ outcome: "verified" });
  });

  it("a provider failure is reported, written to the timeline, and may be retried at once", async () => {
    const phone = freshPhone();
    sms.failNext();
    expect(await send(phone)).toMatchObject({ outcome: "provider_failed", phone, provider: "test" });
    const [row] = await testDb.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row.status).toBe("send_failed");
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    const kinds = (
      await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contact.id))
    ).map((t) => t.kind);
    expect(kinds).toEqual(["sms_failed"]);
    expect(await send(phone, { now: at(1) })).toMatchObject({ outcome: "sent" });
  });

  it("with rate limits switched off (bench), cooldown and caps do not apply", async () => {
    const phone = freshPhone();
    const settings = { rateLimitsDisabled: true, maxSendsPerPhoneHour: 1 };
    expect(await send(phone, { settings })).toMatchObject({ outcome: "sent" });
    expect(await send(phone, { settings, now: at(1) })).toMatchObject({ outcome: "sent" });
    expect(await send(phone, { settings, now: at(2) })).toMatchObject({ outcome: "sent" });
  });
});

describe("checking a code", () => {
  it("verifies the right code once", async () => {
    const phone = freshPhone();
    await send(phone, { subjectId: "sub-1" });
    const code = sms.lastCodeFor(phone)!;
    expect(await check(phone, code)).toEqual({
      outcome: "verified",
      phone,
      subjectId: "sub-1",
      verifiedAt: at(10),
      submission: null,
    });
    expect(await check(phone, code, at(11))).toEqual({ outcome: "expired" });
  });

  it("five wrong tries kill the code, even for the right code afterwards", async () => {
    const phone = freshPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    const wrong = wrongCodeFor(code);
    for (const left of [4, 3, 2, 1])
      expect(await check(phone, wrong)).toEqual({ outcome: "wrong_code", attemptsLeft: left });
    expect(await check(phone, wrong, at(12))).toEqual({
      outcome: "too_many_attempts",
      retryAfterSeconds: 18,
    });
    expect(await check(phone, code, at(13))).toEqual({ outcome: "too_many_attempts", retryAfterSeconds: 17 });
    const [row] = await testDb.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row).toMatchObject({ status: "exhausted", attempts: 5 });
    // A new code (after the cooldown) starts over.
    await send(phone, { now: at(31) });
    expect(await check(phone, sms.lastCodeFor(phone)!, at(32))).toMatchObject({ outcome: "verified" });
  });

  it("rejects an expired code", async () => {
    const phone = freshPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    expect(await check(phone, code, at(300))).toEqual({ outcome: "expired" });
    expect(await check(phone, code, at(299))).toMatchObject({ outcome: "verified" });
  });

  it("only counts a code sent for the same subject and purpose", async () => {
    const phone = freshPhone();
    await send(phone, { subjectId: "submission-a" });
    const code = sms.lastCodeFor(phone)!;
    expect(await check(phone, code, at(5), { subjectId: "submission-b" })).toEqual({ outcome: "expired" });
    expect(await check(phone, code, at(5), { purpose: "booking" })).toEqual({ outcome: "expired" });
    expect(await check(phone, code, at(6), { subjectId: "submission-a" })).toMatchObject({
      outcome: "verified",
    });
  });

  it("10 parallel wrong checks of one code spend at most 5 tries", async () => {
    const phone = freshPhone();
    await send(phone);
    const wrong = wrongCodeFor(sms.lastCodeFor(phone)!);
    const results = await Promise.all(Array.from({ length: 10 }, () => check(phone, wrong)));
    const [row] = await testDb.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row.attempts).toBe(5);
    expect(results.filter((r) => r.outcome === "wrong_code")).toHaveLength(4);
    expect(results.filter((r) => r.outcome === "too_many_attempts")).toHaveLength(6);
  });

  it("10 parallel checks with the right code: one wins the submission, none is told the right code is wrong", async () => {
    const phone = freshPhone();
    const submissionId = crypto.randomUUID();
    await sendVerificationCode(
      testDb.db,
      {
        purpose: "quiz",
        phone,
        ip: freshIp(),
        subjectId: submissionId,
        submission: { id: submissionId, name: "Race", data: {} },
        now: T0,
      },
      deps(),
    );
    const code = sms.lastCodeFor(phone)!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkVerificationCode(testDb.db, {
          purpose: "quiz",
          phone,
          code,
          subjectId: submissionId,
          now: at(10),
          win: { submissionId, leadId: crypto.randomUUID(), promoCode: true },
        }),
      ),
    );
    const winners = results.filter((r) => r.outcome === "verified" && r.submission !== null);
    expect(winners).toHaveLength(1);
    // A check that spent a try with the right code is told so, even when another won first.
    expect(results.every((r) => r.outcome === "verified" || r.outcome === "expired")).toBe(true);
    const [row] = await testDb.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, "quiz")));
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect(row.status).toBe("verified");
    const [marked] = await testDb.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.id, submissionId));
    expect(marked.leadId).toBe(winners[0]!.outcome === "verified" ? winners[0]!.submission!.leadId : null);
  });

  it("a check that spent its try before a resend cannot win or exhaust the new code", async () => {
    const phone = freshPhone();
    await send(phone);
    const first = sms.lastCodeFor(phone)!;
    // The resend replaces the code on the same row once the cooldown has passed.
    await send(phone, { now: at(31) });
    const second = sms.lastCodeFor(phone)!;
    expect(await check(phone, first, at(32))).toMatchObject({
      outcome: first === second ? "verified" : "wrong_code",
    });
    if (first !== second) expect(await check(phone, second, at(33))).toMatchObject({ outcome: "verified" });
  });

  // PGlite has a single connection, so there is no second pool to race with: PostgreSQL only.
  it.skipIf(process.env.TEST_DB_DRIVER !== "postgres")(
    "on PostgreSQL, parallel checks from a second connection pool still cannot pass 5 tries",
    async () => {
      const second = await testDb.openSecondPool();
      if (!second) throw new Error("a PostgreSQL test database has a second pool");
      try {
        const phone = freshPhone();
        await send(phone);
        const wrong = wrongCodeFor(sms.lastCodeFor(phone)!);
        const other = (n: number) =>
          checkVerificationCode(second.db, { purpose: "quiz", phone, code: wrong, now: at(10 + n) });
        await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? check(phone, wrong) : other(i))));
        const [row] = await testDb.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.phone, phone));
        expect(row.attempts).toBe(5);
      } finally {
        await second.close();
      }
    },
  );
});

describe("the skip path", () => {
  const request = (cookie?: string) =>
    new Request("http://127.0.0.1:3000/api/v1/x", { headers: cookie ? { cookie } : {} });

  it("refuses without the server's proof cookie", () => {
    expect(hasVerificationProof(request(), "booking", "+919812345678")).toBe(false);
  });

  it("accepts only a valid proof for the same purpose and phone", () => {
    const cookie = createProofCookie("booking", "+919812345678").split(";")[0];
    expect(hasVerificationProof(request(cookie), "booking", "98123 45678")).toBe(true);
    expect(hasVerificationProof(request(cookie), "booking", "+919812345679")).toBe(false);
    expect(hasVerificationProof(request(cookie), "priority_access", "+919812345678")).toBe(false);
    const forged = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(hasVerificationProof(request(forged), "booking", "+919812345678")).toBe(false);
    const expired = createProofCookie("booking", "+919812345678", Date.now() - 25 * 3600_000).split(";")[0];
    expect(hasVerificationProof(request(expired), "booking", "+919812345678")).toBe(false);
  });

  it("is HttpOnly and SameSite always, and Secure whenever the site is behind TLS", () => {
    const attributes = () => createProofCookie("quiz", "+919812345678").split("; ").slice(1);
    try {
      expect(attributes()).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax"]));
      expect(attributes()).not.toContain("Secure");
      useTestConfig({ SITE_URL: "https://luxevoyages.in" });
      expect(attributes()).toContain("Secure");
      // TLS ended by a proxy in front of an http SITE_URL: FORCE_HTTPS says so.
      useTestConfig({ FORCE_HTTPS: "true" });
      expect(attributes()).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure"]));
    } finally {
      useTestConfig();
    }
  });
});

describe("the code", () => {
  it("is the CSPRNG's draw over the whole six-digit range, zero-padded", () => {
    const draw = vi
      .spyOn(crypto, "randomInt")
      .mockReturnValueOnce(42 as never)
      .mockReturnValueOnce(999_999 as never);
    try {
      expect(generateVerificationCode()).toBe("000042");
      expect(generateVerificationCode()).toBe("999999");
      expect(draw).toHaveBeenCalledWith(0, 1_000_000);
    } finally {
      draw.mockRestore();
    }
  });
});
