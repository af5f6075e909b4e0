import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { captureMail, createTestStaff, signIn, type CookieJar } from "../../../tests/helpers/staff-auth";
import { action } from "../../routes/api.v1.console.screenshot-alerts";
import { DETECTION_METHODS } from "./detection-methods";
import {
  ALERTS_PER_USER_HOUR,
  DIGEST_DELAY_MS,
  DIGEST_EVERY_MS,
  recordScreenshotAlert,
  sendScreenshotDigest,
} from "./screenshot-alerts.server";

const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
let partner: { id: string; email: string; name: string };
let admin: { id: string; email: string; name: string };
let partnerJar: CookieJar;

beforeAll(async () => {
  mail = captureMail();
  admin = await createTestStaff(t.db, "admin");
  partner = await createTestStaff(t.db, "partner");
  partnerJar = await signIn(mail, partner.email);
});
afterAll(() => mail.stop());

const site = "http://localhost:3000";
const alertBody = (method: string, extra: Record<string, unknown> = {}) => ({
  userId: "someone-else",
  userEmail: "ceo@agency.test",
  userName: "Not Me",
  detectionMethod: method,
  timestamp: new Date().toISOString(),
  currentRoute: "/vox?tab=contacts",
  ...extra,
});

async function post(body: unknown, { cookie = partnerJar.header(), origin = site } = {}) {
  const request = new Request(`${site}/api/v1/console/screenshot-alerts`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify(body),
  });
  try {
    return await action({ request, params: {}, context: { clientIp: "203.0.113.5" } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const alertsOf = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "screenshot_alert"), eq(auditLog.actorUserId, userId)));

const digestJobs = (userId: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "screenshot.digest"), sql`${outbox.payload}->>'userId' = ${userId}`));

describe("POST /api/v1/console/screenshot-alerts", () => {
  it("refuses nobody signed in, and a post from another site, recording nothing", async () => {
    const before = (await t.db.select().from(auditLog).where(eq(auditLog.action, "screenshot_alert"))).length;
    expect((await post(alertBody("copy_operation"), { cookie: "" })).status).toBe(401);
    expect((await post(alertBody("copy_operation"), { origin: "https://evil.example" })).status).toBe(403);
    const after = (await t.db.select().from(auditLog).where(eq(auditLog.action, "screenshot_alert"))).length;
    expect(after).toBe(before);
  });

  it.each([
    [{ detectionMethod: "screen_sharing" }, "detectionMethod"],
    [{ timestamp: "yesterday" }, "timestamp"],
    [{ currentRoute: "https://evil.example/x" }, "currentRoute"],
    [{ currentRoute: "/vox\nX-Injected: 1" }, "currentRoute"],
    [{ currentRoute: `/${"a".repeat(300)}` }, "currentRoute"],
  ])("answers 400 naming the field for %o", async (override, field) => {
    const res = await post(alertBody("copy_operation", override));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { field: string; description: string } };
    expect(body.error.field).toBe(field);
    expect(body.error.description).toMatch(new RegExp(field));
  });

  it("records every method for the session's user, never for whom the body names, with one digest for the hour", async () => {
    for (const method of DETECTION_METHODS) {
      const res = await post(alertBody(method));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ recorded: true });
    }
    const rows = await alertsOf(partner.id);
    expect(rows.map((r) => r.details.method).sort()).toEqual([...DETECTION_METHODS].sort());
    expect(rows.every((r) => r.actorEmail === partner.email && r.ip === "203.0.113.5")).toBe(true);
    expect(await alertsOf("someone-else")).toHaveLength(0);

    const jobs = await digestJobs(partner.id);
    expect(jobs).toHaveLength(1);
    const delay = jobs[0]!.runAt.getTime() - jobs[0]!.createdAt.getTime();
    expect(Math.abs(delay - DIGEST_DELAY_MS)).toBeLessThan(5_000);

    // When the job runs, every admin gets one e-mail listing all seven.
    const sent = mail.sent.length;
    await sendScreenshotDigest(t.db, jobs[0]!.payload, new Date(Date.now() + DIGEST_DELAY_MS));
    const digests = mail.sent.slice(sent);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.to).toContain(admin.email);
    expect(digests[0]!.subject).toBe(`VOX: 7 screenshot alerts for ${partner.name}`);
    expect(digests[0]!.text).toContain("Screenshot shortcut pressed");
    expect(digests[0]!.text).toContain("Screen capture requested");
  });
});

describe("the hourly digest", () => {
  it("schedules at most one digest per person per hour, another person gets their own, and the next hour another", async () => {
    const other = await createTestStaff(t.db, "partner");
    const third = await createTestStaff(t.db, "partner");
    const t0 = new Date("2030-01-01T10:00:00Z");
    const alert = (method: (typeof DETECTION_METHODS)[number]) => ({
      detectionMethod: method,
      timestamp: t0.toISOString(),
      currentRoute: "/vox",
    });
    const first = await recordScreenshotAlert(t.db, other, alert("copy_operation"), { now: t0 });
    expect(first).toEqual({ recorded: true, digestScheduled: true });
    const later = new Date(t0.getTime() + DIGEST_EVERY_MS - 60_000);
    expect(await recordScreenshotAlert(t.db, other, alert("window_focus_lost"), { now: later })).toEqual({
      recorded: true,
      digestScheduled: false,
    });
    expect(
      (await recordScreenshotAlert(t.db, third, alert("copy_operation"), { now: later })).digestScheduled,
    ).toBe(true);
    const nextHour = new Date(t0.getTime() + DIGEST_EVERY_MS + 1000);
    expect(
      (await recordScreenshotAlert(t.db, other, alert("copy_operation"), { now: nextHour })).digestScheduled,
    ).toBe(true);
    const jobs = await digestJobs(other.id);
    expect(jobs).toHaveLength(2);
    // The second digest starts where the first one's collection ended: nothing is reported twice.
    expect(jobs.map((j) => j.payload.since).sort()).toEqual([
      t0.toISOString(),
      new Date(t0.getTime() + DIGEST_DELAY_MS).toISOString(),
    ]);
  });

  it("parallel alerts from one person schedule one digest", async () => {
    const busy = await createTestStaff(t.db, "partner");
    const now = new Date("2031-06-01T08:00:00Z");
    await Promise.all(
      DETECTION_METHODS.map((method) =>
        recordScreenshotAlert(
          t.db,
          busy,
          { detectionMethod: method, timestamp: now.toISOString(), currentRoute: "/vox" },
          { now },
        ),
      ),
    );
    expect(await digestJobs(busy.id)).toHaveLength(1);
    expect(await alertsOf(busy.id)).toHaveLength(7);
  });

  it(`records at most ${ALERTS_PER_USER_HOUR} alerts per person per hour`, async () => {
    const stuck = await createTestStaff(t.db, "partner");
    const now = new Date("2032-03-01T08:00:00Z");
    const results = [];
    for (let i = 0; i < ALERTS_PER_USER_HOUR + 3; i++) {
      results.push(
        await recordScreenshotAlert(
          t.db,
          stuck,
          { detectionMethod: "copy_operation", timestamp: now.toISOString(), currentRoute: "/vox" },
          { now },
        ),
      );
    }
    expect(results.filter((r) => r.recorded)).toHaveLength(ALERTS_PER_USER_HOUR);
    expect(await alertsOf(stuck.id)).toHaveLength(ALERTS_PER_USER_HOUR);
  });
});
