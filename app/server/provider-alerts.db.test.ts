import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { outbox } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { useTestConfig } from "../../tests/helpers/verification";
import { bodyExcerpt, reportProviderFailure, resetProviderAlertsForTests } from "./provider-alerts.server";

/**
 * A supplier's failure is the admins' e-mail at most once an hour per supplier and kind, however
 * many processes see it: the count is in the database, the same statement writes the e-mail.
 */
const testDb = setUpTestDatabase();
beforeAll(() => useTestConfig({ ADMIN_ALERT_EMAIL: "ops@example.test" }));
afterAll(() => setConfigForTests(undefined));
beforeEach(() => resetProviderAlertsForTests());

const mails = async () =>
  (await testDb.db.select().from(outbox).orderBy(outbox.runAt)).filter((job) => job.kind === "mail.send");
const failure = (status: number | null, provider = "viator") => ({
  provider,
  operation: "search",
  status,
  message: `${provider} answered ${status}`,
  excerpt: '{"code":"TOO_MANY_REQUESTS","message":"Rate limit exceeded"}',
  retryAfterMs: 30_000,
});

describe("supplier failure alerts", () => {
  it("e-mails the admins once an hour per supplier and kind, across processes", async () => {
    const now = new Date("2030-05-01T10:15:00Z");
    await reportProviderFailure(failure(429), { now });
    // Another process (its own memory, the same database) sees the same limit.
    resetProviderAlertsForTests();
    await reportProviderFailure(failure(429), { now: new Date("2030-05-01T10:40:00Z") });
    expect(await mails()).toHaveLength(1);
    const [mail] = await mails();
    expect(mail!.payload).toMatchObject({
      to: "ops@example.test",
      audience: "staff",
      subject: "viator is rate limiting us (HTTP 429)",
    });
    expect(String(mail!.payload.text)).toContain("Rate limit exceeded");
    expect(String(mail!.payload.text)).toContain("wait 30 s");
    // Another kind, another supplier, the next hour: each its own e-mail.
    resetProviderAlertsForTests();
    await reportProviderFailure(failure(503), { now });
    await reportProviderFailure(failure(429, "hotelbeds"), { now });
    resetProviderAlertsForTests();
    await reportProviderFailure(failure(429), { now: new Date("2030-05-01T11:05:00Z") });
    expect((await mails()).map((m) => m.payload.subject)).toEqual([
      "viator is rate limiting us (HTTP 429)",
      "viator could not be reached or failed",
      "hotelbeds is rate limiting us (HTTP 429)",
      "viator is rate limiting us (HTTP 429)",
    ]);
  });

  it("tells a spent quota apart from a rate limit, though both are a 429", async () => {
    const now = new Date("2030-05-02T10:00:00Z");
    await reportProviderFailure(failure(429, "openai"), { now });
    await reportProviderFailure({ ...failure(429, "openai"), code: "insufficient_quota" }, { now });
    const openai = (await mails()).filter((m) => String(m.payload.subject).startsWith("openai"));
    expect(openai.map((m) => m.payload.subject)).toEqual([
      "openai is rate limiting us (HTTP 429)",
      "openai says our quota or credit is spent: top it up or change the plan",
    ]);
  });

  it("keeps an excerpt of the body short and on one line", () => {
    expect(bodyExcerpt("a\n  b")).toBe("a b");
    expect(bodyExcerpt("x".repeat(400))).toHaveLength(301);
    expect(bodyExcerpt({ errors: [{ text: "Quota" }] })).toBe('{"errors":[{"text":"Quota"}]}');
    expect(bodyExcerpt("")).toBeNull();
  });
});
