// The verification caps with codes going by WhatsApp and by SMS at once from two app processes on
// one database. On PostgreSQL the second process is a second connection pool on the same database
// (as a second replica would be); on PGlite, which has one connection, both are the one database and
// the sends interleave at each await. Either way every cap is one atomic statement, so alternating
// channels and processes buys no code beyond it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { queryRows, type Database } from "~/server/db/db.server";
import { createWhatsAppCodeSender } from "~/server/whatsapp.server";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../../tests/fakes/whatsapp-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../../../tests/helpers/verification";
import { sendVerificationCode, type CodeChannel, type VerificationSettings } from "./verification.server";

const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
let fake: FakeWhatsApp;
let whatsapp: ReturnType<typeof createWhatsAppCodeSender>;
let second: Awaited<ReturnType<typeof testDb.openSecondPool>>;
/** The two processes in turn: send i goes through the first when i is even. */
let either: (i: number) => Database;

beforeAll(async () => {
  fake = await startFakeWhatsApp({ phoneNumberId: "106540352242922", accessToken: "token", appSecret: "s" });
  useTestConfig({
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "token",
    WHATSAPP_APP_SECRET: "s",
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
    WHATSAPP_TIMEOUT_MS: 5000,
  });
  second = await testDb.openSecondPool();
  either = (i) => (i % 2 === 0 || !second ? testDb.db : second.db);
});
afterAll(async () => {
  await second?.close();
  setConfigForTests(undefined);
  await fake.stop();
});

const NOW = new Date("2026-11-29T06:00:00Z");
let seq = 0;
const freshPhone = () => `+9196${String(10_000_000 + ++seq * 7919).slice(-8)}`;
/** Channels alternate in pairs, processes one by one: each process sends by both channels. */
const channelOf = (i: number): CodeChannel => (Math.floor(i / 2) % 2 === 0 ? "whatsapp" : "sms");

function send(i: number, phone: string, ip: string, settings: Partial<VerificationSettings>) {
  return sendVerificationCode(
    either(i),
    { purpose: "quiz", phone, ip, channel: channelOf(i), now: new Date(NOW.getTime() + i) },
    {
      sms,
      whatsapp,
      settings: { resendCooldownSeconds: 0, proofOfWorkFromPercent: 100, ...settings },
    },
  );
}

/** Codes that reached the providers for these numbers, by either channel. */
const delivered = (phones: string[]) => {
  const to = new Set(phones.map((p) => p.slice(1)));
  return {
    whatsapp: fake.messages.filter((m) => to.has(m.to)).length,
    sms: sms.sent.filter((m) => to.has(m.to.slice(1))).length,
  };
};

const budgetUsed = async (key: string) => {
  const [row] = await queryRows<{ used: number }>(
    testDb.db,
    sql`SELECT coalesce(sum(count), 0)::int AS used FROM rate_limit_counters WHERE key = ${key}`,
  );
  return row!.used;
};

describe("caps across channels and two processes", () => {
  it("one phone gets at most its hourly codes, whichever channel and process asks", async () => {
    const phone = freshPhone();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(i, phone, `10.61.${i}.1`, { maxSendsPerPhoneHour: 5 })),
    );
    // At once, a send whose clock is a moment behind another's is refused as too soon after it
    // (the cooldown compares the two), so fewer than five may go; more never do.
    const sent = results.filter((r) => r.outcome === "sent").length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(5);
    expect(
      results.every(
        (r) =>
          r.outcome === "sent" ||
          (r.outcome === "rate_limited" && ["phone_hourly", "cooldown"].includes(r.reason)),
      ),
    ).toBe(true);
    const got = delivered([phone]);
    expect(got.whatsapp + got.sms).toBe(sent);
  });

  it("one address and one network get at most theirs, whichever channel and process asks", async () => {
    const perIp = Array.from({ length: 10 }, freshPhone);
    const ipResults = await Promise.all(
      perIp.map((phone, i) => send(i, phone, "10.62.0.7", { maxSendsPerIpHour: 6 })),
    );
    expect(ipResults.filter((r) => r.outcome === "sent")).toHaveLength(6);
    const byIp = delivered(perIp);
    expect(byIp.whatsapp + byIp.sms).toBe(6);

    const perNetwork = Array.from({ length: 12 }, freshPhone);
    const networkResults = await Promise.all(
      perNetwork.map((phone, i) => send(i, phone, `10.63.4.${10 + i}`, { maxSendsPerNetworkHour: 8 })),
    );
    expect(networkResults.filter((r) => r.outcome === "sent")).toHaveLength(8);
    const byNetwork = delivered(perNetwork);
    expect(byNetwork.whatsapp + byNetwork.sms).toBe(8);
  });

  it("each channel's global budget holds on its own, under a burst over both processes", async () => {
    const [whatsappUsed, smsUsed] = [await budgetUsed("whatsapp:budget"), await budgetUsed("sms:budget")];
    const phones = Array.from({ length: 24 }, freshPhone);
    const results = await Promise.all(
      phones.map((phone, i) =>
        send(i, phone, `10.${70 + i}.0.1`, {
          whatsappHourlyBudget: whatsappUsed + 4,
          hourlyBudget: smsUsed + 7,
        }),
      ),
    );
    const got = delivered(phones);
    expect(got).toEqual({ whatsapp: 4, sms: 7 });
    expect(results.filter((r) => r.outcome === "rate_limited" && r.reason === "global_budget")).toHaveLength(
      13,
    );
  });
});
