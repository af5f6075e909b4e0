import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { useTestConfig } from "../../tests/helpers/verification";
import { setConfigForTests } from "./config.server";
import { getMailSender, MAIL_SEND_JOB, setMailSenderForTests, type MailMessage } from "./mail.server";
import { rateLimitCounters } from "./db/schema.server";

/**
 * Every message the site sends is counted against its recipient's day, in the database: a visitor's
 * address gets a few, a staff inbox many (counted apart, so a visitor's form cannot use up staff
 * mail), and a staff member's sign-in code is never held back.
 */
const testDb = setUpTestDatabase();
const delivered: MailMessage[] = [];

beforeAll(() => {
  useTestConfig({ MAIL_MAX_PER_RECIPIENT_DAY: "2", MAIL_MAX_PER_STAFF_RECIPIENT_DAY: "3" });
  setMailSenderForTests({ name: "test", send: (m) => (delivered.push(m), Promise.resolve({})) });
});
afterAll(() => {
  setMailSenderForTests(undefined);
  setConfigForTests(undefined);
});
beforeEach(async () => {
  delivered.length = 0;
  await testDb.db.delete(rateLimitCounters);
});

const visitorMail = (to: string): MailMessage => ({ to, audience: "visitor", subject: "s", text: "t" });

describe("per-recipient daily cap", () => {
  it("sends a visitor's address its day's share, then nothing more, however the address is spelt", async () => {
    const mail = getMailSender();
    expect(await mail.send(visitorMail("guest@example.in"))).toEqual({});
    expect(await mail.send(visitorMail("Guest+refund@Example.in"))).toEqual({});
    expect(await mail.send(visitorMail("guest@example.in"))).toEqual({ refused: "recipient_daily_cap" });
    expect(delivered).toHaveLength(2);
    // Another address has its own share.
    expect(await mail.send(visitorMail("other@example.in"))).toEqual({});
    expect(delivered.map((m) => m.to)).toEqual([
      "guest@example.in",
      "Guest+refund@Example.in",
      "other@example.in",
    ]);
  });

  it("counts staff mail apart: a visitor's form filling a staff inbox's share does not stop lead notifications", async () => {
    const mail = getMailSender();
    for (let i = 0; i < 3; i++) await mail.send(visitorMail("leads@example.test"));
    const staff = { to: "leads@example.test", audience: "staff", subject: "New lead", text: "t" } as const;
    expect(await mail.send(staff)).toEqual({});
    expect(await mail.send(staff)).toEqual({});
    expect(await mail.send(staff)).toEqual({});
    expect(await mail.send(staff)).toEqual({ refused: "recipient_daily_cap" });
    expect(delivered.filter((m) => m.audience === "staff")).toHaveLength(3);
  });

  it("never holds back a staff member's sign-in code", async () => {
    const mail = getMailSender();
    const staff = { to: "asha@luxevoyages.in", audience: "staff", subject: "x", text: "t" } as const;
    for (let i = 0; i < 4; i++) await mail.send(staff);
    const code = { ...staff, audience: "staff_sign_in", subject: "Your VOX code" } as const;
    for (let i = 0; i < 5; i++) expect(await mail.send(code)).toEqual({});
    expect(delivered.filter((m) => m.subject === "Your VOX code")).toHaveLength(5);
  });

  it("a queued message keeps the Reply-To it was queued with, and goes out with its HTML part", async () => {
    const job = {
      to: "guest@example.in",
      audience: "visitor",
      subject: "queued reply",
      text: "Hello",
      replyTo: "asha@luxevoyages.in",
    };
    await MAIL_SEND_JOB.handler(job, {} as never);
    const sent = delivered.find((m) => m.subject === "queued reply");
    expect(sent?.replyTo).toBe("asha@luxevoyages.in");
    expect(sent?.html).toContain("Hello");
  });

  it("counts each address of a message to several, and a queued message without an audience as a visitor's", async () => {
    const mail = getMailSender();
    await mail.send(visitorMail("a@example.in"));
    await mail.send(visitorMail("a@example.in"));
    // A queued message that does not say whom it is for gets the tight cap (it cannot claim staff's).
    const job = { to: "a@example.in", subject: "queued", text: "t" };
    await MAIL_SEND_JOB.handler(job, {} as never);
    expect(delivered.some((m) => m.subject === "queued")).toBe(false);
    const many = {
      to: "b@example.in, c@example.in",
      audience: "staff",
      subject: "digest",
      text: "t",
    } as const;
    expect(await mail.send(many)).toEqual({});
    const counted = await testDb.db.select().from(rateLimitCounters);
    expect(counted.filter((row) => row.key.startsWith("mail:staff:"))).toHaveLength(2);
    // The counters hold no address.
    expect(counted.every((row) => !row.key.includes("@"))).toBe(true);
  });
});
