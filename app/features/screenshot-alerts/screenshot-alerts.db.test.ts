import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { consoleStaff } from "../../../tests/helpers/console-calls";
import { createTestStaff } from "../../../tests/helpers/staff-auth";
import * as alertsRoute from "../../routes/api.v1.console.screenshot-alerts";
import * as policyRoute from "../../routes/api.v1.console.settings.screenshot-policy";
import { DEFAULT_SCREENSHOT_POLICY, DETECTION_METHODS, type ScreenshotPolicy } from "./detection-methods";
import {
  ALERTS_PER_USER_HOUR,
  DIGEST_DELAY_MS,
  DIGEST_EVERY_MS,
  digestDays,
  recordScreenshotAlert,
  sendScreenshotDigest,
} from "./screenshot-alerts.server";

const t = setUpTestDatabase();
const { users, call, mail } = consoleStaff(
  () => t.db,
  { admin: "admin", partner: "partner", fresh: "partner" },
  { clientIp: "203.0.113.5" },
);
type Who = keyof typeof users | "anonymous";

/** A policy under which every method alerts: for the tests about alerts and their digest. */
const everyMethodAlerts = Object.fromEntries(DETECTION_METHODS.map((m) => [m, "alert"])) as ScreenshotPolicy;
const alertBody = (method: string, extra: Record<string, unknown> = {}) => ({
  userId: "someone-else",
  userEmail: "ceo@agency.test",
  userName: "Not Me",
  detectionMethod: method,
  timestamp: new Date().toISOString(),
  currentRoute: "/vox?tab=contacts",
  ...extra,
});

const post = async (
  body: unknown,
  { as = "partner" as Who, origin = undefined as string | undefined } = {},
) => (await call(alertsRoute, as, "POST", "/api/v1/console/screenshot-alerts", body, {}, origin)).response;

const putPolicy = async (body: unknown, as: Who) =>
  (await call(policyRoute, as, "PUT", "/api/v1/console/settings/screenshot-policy", body)).response;

const countedOf = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "screenshot_counted"), eq(auditLog.actorUserId, userId)));

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
    expect((await post(alertBody("copy_operation"), { as: "anonymous" })).status).toBe(401);
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

  it("records every method for the session's user, never for whom the body names: real capture signals alert, everyday ones only count", async () => {
    for (const method of DETECTION_METHODS) {
      const res = await post(alertBody(method));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ recorded: true, as: DEFAULT_SCREENSHOT_POLICY[method] });
    }
    const rows = await alertsOf(users.partner.id);
    expect(rows.map((r) => r.details.method).sort()).toEqual([
      "devtools_detection",
      "keyboard_shortcut",
      "screen_capture_api",
    ]);
    const counted = await countedOf(users.partner.id);
    expect(counted.map((r) => r.details.method).sort()).toEqual([
      "context_menu_attempt",
      "copy_operation",
      "page_visibility_change",
      "window_focus_lost",
    ]);
    expect(
      [...rows, ...counted].every((r) => r.actorEmail === users.partner.email && r.ip === "203.0.113.5"),
    ).toBe(true);
    expect(await alertsOf("someone-else")).toHaveLength(0);

    const jobs = await digestJobs(users.partner.id);
    expect(jobs).toHaveLength(1);
    const delay = jobs[0]!.runAt.getTime() - jobs[0]!.createdAt.getTime();
    expect(Math.abs(delay - DIGEST_DELAY_MS)).toBeLessThan(5_000);

    // When the job runs, every admin gets one e-mail: the day's alerts, then its counts as numbers.
    const sent = mail().sent.length;
    await sendScreenshotDigest(t.db, jobs[0]!.payload, new Date(Date.now() + DIGEST_DELAY_MS));
    const digests = mail().sent.slice(sent);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.to).toContain(users.admin.email);
    expect(digests[0]!.subject).toBe(`VOX: 3 screenshot alerts for ${users.partner.name}`);
    expect(digests[0]!.text).toContain("Screenshot shortcut pressed");
    expect(digests[0]!.text).toContain("Screen capture requested");
    expect(digests[0]!.text).toMatch(/Counted only: .*Right-click × 1/);
    expect(digests[0]!.text).not.toMatch(/- \d\d:\d\d:\d\d IST · Right-click/);
  });

  it("the page cannot turn a counted method into an alert, or an alert into a count", async () => {
    const before = (await alertsOf(users.partner.id)).length;
    const claim = await post(alertBody("copy_operation", { severity: "alert", alert: true, as: "alert" }));
    expect(await claim.json()).toEqual({ recorded: true, as: "count" });
    const quiet = await post(alertBody("keyboard_shortcut", { severity: "count", as: "count" }));
    expect(await quiet.json()).toEqual({ recorded: true, as: "alert" });
    expect((await alertsOf(users.partner.id)).length).toBe(before + 1);
  });
});

describe("the digest's days", () => {
  it("puts each India day under its own heading, alerts as lines and counts as numbers", () => {
    const signal = (action: string, at: string, method: string) => ({
      action,
      occurredAt: new Date(at),
      details: { method, route: "/vox" },
    });
    const text = digestDays([
      // 23:00 IST on the 1st, then 00:30 IST on the 2nd: two India days, though one UTC day.
      signal("screenshot_alert", "2030-03-01T17:30:00Z", "keyboard_shortcut"),
      signal("screenshot_counted", "2030-03-01T17:31:00Z", "copy_operation"),
      signal("screenshot_counted", "2030-03-01T17:32:00Z", "copy_operation"),
      signal("screenshot_counted", "2030-03-01T19:00:00Z", "window_focus_lost"),
    ]).join("\n");
    expect(text).toBe(
      [
        "Fri 1 Mar 2030",
        "- 23:00:00 IST · Screenshot shortcut pressed · /vox",
        "  Counted only: Text copied (a contact's mobile or e-mail, for instance) × 2",
        "",
        "Sat 2 Mar 2030",
        "- no alerts",
        "  Counted only: Console window lost focus × 1",
        "",
      ].join("\n"),
    );
  });
});

describe("the admins' screenshot policy", () => {
  it("admins choose per method; the choice is checked, audited, and read by the alert endpoint", async () => {
    const copyAlerts = { ...DEFAULT_SCREENSHOT_POLICY, copy_operation: "alert" };
    // Partners cannot set it; a policy with a missing, unknown or misspelt method is refused whole.
    expect((await putPolicy({ policy: copyAlerts }, "partner")).status).toBe(403);
    const { copy_operation: _dropped, ...missing } = copyAlerts;
    for (const [policy, message] of [
      [missing, /Choose alert or count for "Text copied/],
      [{ ...copyAlerts, copy_operation: "shout" }, /Choose alert or count for "Text copied/],
      [{ ...copyAlerts, mind_reading: "alert" }, /Only these methods can be set/],
    ] as const) {
      const res = await putPolicy({ policy }, "admin");
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { description: string } }).error.description).toMatch(message);
    }
    const saved = await putPolicy({ policy: copyAlerts }, "admin");
    expect(saved.status).toBe(200);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "crm_setting_changed"), eq(auditLog.targetId, "screenshotPolicy")));
    expect(audited!.actorUserId).toBe(users.admin.id);

    const fresh = users.fresh;
    try {
      const res = await post(alertBody("copy_operation"), { as: "fresh" });
      expect(await res.json()).toEqual({ recorded: true, as: "alert" });
      expect(await alertsOf(fresh.id)).toHaveLength(1);
    } finally {
      await putPolicy({ policy: DEFAULT_SCREENSHOT_POLICY }, "admin");
    }
    const back = await post(alertBody("copy_operation"), { as: "fresh" });
    expect(await back.json()).toEqual({ recorded: true, as: "count" });
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
    const first = await recordScreenshotAlert(t.db, other, alert("copy_operation"), {
      now: t0,
      policy: everyMethodAlerts,
    });
    expect(first).toEqual({ recorded: true, outcome: "alert", digestScheduled: true });
    const later = new Date(t0.getTime() + DIGEST_EVERY_MS - 60_000);
    expect(
      await recordScreenshotAlert(t.db, other, alert("window_focus_lost"), {
        now: later,
        policy: everyMethodAlerts,
      }),
    ).toEqual({
      recorded: true,
      outcome: "alert",
      digestScheduled: false,
    });
    expect(
      (
        await recordScreenshotAlert(t.db, third, alert("copy_operation"), {
          now: later,
          policy: everyMethodAlerts,
        })
      ).digestScheduled,
    ).toBe(true);
    const nextHour = new Date(t0.getTime() + DIGEST_EVERY_MS + 1000);
    expect(
      (
        await recordScreenshotAlert(t.db, other, alert("copy_operation"), {
          now: nextHour,
          policy: everyMethodAlerts,
        })
      ).digestScheduled,
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
          { now, policy: everyMethodAlerts },
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
          { detectionMethod: "keyboard_shortcut", timestamp: now.toISOString(), currentRoute: "/vox" },
          { now },
        ),
      );
    }
    expect(results.filter((r) => r.recorded)).toHaveLength(ALERTS_PER_USER_HOUR);
    expect(await alertsOf(stuck.id)).toHaveLength(ALERTS_PER_USER_HOUR);
    // Counts have their own allowance: a busy hour of tab changes never silences a real alert.
    const counted = await recordScreenshotAlert(
      t.db,
      stuck,
      { detectionMethod: "page_visibility_change", timestamp: now.toISOString(), currentRoute: "/vox" },
      { now },
    );
    expect(counted).toMatchObject({ recorded: true, outcome: "count" });
  });
});
