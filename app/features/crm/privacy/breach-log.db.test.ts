import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as breachRoute from "../../../routes/api.v1.console.privacy-breaches.$breachId";
import * as newRoute from "../../../routes/api.v1.console.privacy-breaches";
import { privacyTab, recordBreachOf, updateBreachOf } from "./privacy-tab.server";

/**
 * The breach log: admins only on the server, the Board's 72 hours counted from the finding on a fake
 * clock, overdue while unreported, who reported it and when, every write audited, and the notice to
 * the people affected naming the grievance officer.
 */
const t = setUpTestDatabase();
const { call, users } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

const HOUR = 60 * 60 * 1000;
const FOUND = new Date("2026-11-10T04:00:00Z");
const staff = (who: "admin" | "partner") =>
  ({ ...users[who], image: null, twoFactorEnabled: false }) as never;

const breach = {
  foundAt: FOUND.toISOString(),
  description: "a laptop holding an export of enquiries was stolen from a car.",
  dataCategories: "names, phone numbers and travel dates",
  peopleAffected: 120,
  actionsTaken: "We locked the laptop remotely and changed every staff password.",
};

describe("breach log", () => {
  it("refuses partners on the server, in the routes and the tab", async () => {
    const post = await call(newRoute, "partner", "POST", "/api/v1/console/privacy-breaches", breach);
    expect(post.status).toBe(403);
    await expect(
      recordBreachOf(t.db, staff("partner"), { ...breach, foundAt: FOUND }, null, FOUND),
    ).rejects.toMatchObject({ status: 403 });
    const tab = await privacyTab(t.db, staff("partner"), FOUND);
    expect(tab.breaches).toEqual([]);
  });

  it("refuses an unsaid breach with a sentence naming the field", async () => {
    const missing = await call(newRoute, "admin", "POST", "/api/v1/console/privacy-breaches", {
      ...breach,
      dataCategories: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ field: "dataCategories" });
    const future = await recordBreachOf(
      t.db,
      staff("admin"),
      { ...breach, foundAt: new Date(Date.now() + 24 * HOUR) },
      null,
    ).catch((e: unknown) => e);
    expect(future).toMatchObject({ status: 400 });
  });

  it("refuses a year that is a typo (year 0 read back as BC) with a 400, keeping no row", async () => {
    for (const foundAt of ["0000-01-01T00:00:00Z", "1970-01-01T00:00:00Z"]) {
      const res = await call(newRoute, "admin", "POST", "/api/v1/console/privacy-breaches", {
        ...breach,
        foundAt,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: "foundAt" });
      expect(JSON.stringify(res.body.error)).toMatch(/within the last 10 years/);
    }
    const tab = await privacyTab(t.db, staff("admin"));
    expect(tab.breaches).toEqual([]);
  });

  it("counts 72 hours to the Board from the finding, overdue until reported, and audits it", async () => {
    const recorded = await recordBreachOf(
      t.db,
      staff("admin"),
      { ...breach, foundAt: FOUND },
      "203.0.113.10",
      new Date(FOUND.getTime() + 2 * HOUR),
    );
    expect(recorded.boardDueAt).toBe(new Date(FOUND.getTime() + 72 * HOUR).toISOString());
    expect(recorded).toMatchObject({
      status: "open",
      boardOverdue: false,
      recordedByEmail: users.admin.email,
    });

    const at = async (hours: number) =>
      (await privacyTab(t.db, staff("admin"), new Date(FOUND.getTime() + hours * HOUR))).breaches.find(
        (b) => b.id === recorded.id,
      )!;
    expect((await at(71)).boardOverdue).toBe(false);
    expect((await at(73)).boardOverdue).toBe(true);

    const reportedAt = new Date(FOUND.getTime() + 74 * HOUR);
    const reported = await updateBreachOf(
      t.db,
      staff("admin"),
      recorded.id,
      { reportedToBoard: true, status: "contained" },
      null,
      reportedAt,
    );
    expect(reported).toMatchObject({
      status: "contained",
      boardReportedAt: reportedAt.toISOString(),
      boardReportedByEmail: users.admin.email,
      boardOverdue: false,
    });
    expect((await at(500)).boardOverdue).toBe(false);
    const twice = await call(
      breachRoute,
      "admin",
      "PATCH",
      `/api/v1/console/privacy-breaches/${recorded.id}`,
      { reportedToBoard: true },
      { breachId: recorded.id },
    );
    expect(twice.status).toBe(409);
    const byPartner = await call(
      breachRoute,
      "partner",
      "PATCH",
      `/api/v1/console/privacy-breaches/${recorded.id}`,
      { status: "closed" },
      { breachId: recorded.id },
    );
    expect(byPartner.status).toBe(403);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, recorded.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["privacy_breach_recorded", "privacy_breach_updated"]);
    expect(audits.every((a) => a.actorUserId === users.admin.id)).toBe(true);
  });

  it("gives a notice to the people affected in plain words with the grievance officer's contact", async () => {
    const res = await call(newRoute, "admin", "POST", "/api/v1/console/privacy-breaches", breach);
    expect(res.status).toBe(200);
    const notice = res.body.noticeTemplate as string;
    expect(notice).toContain("What happened: on 10 Nov 2026 we found that a laptop holding");
    expect(notice).toContain("Your data involved: names, phone numbers and travel dates");
    expect(notice).toContain("What we did: We locked the laptop remotely");
    expect(notice).toContain("What you can do:");
    expect(notice).toContain("grievance@luxevoyages.in");
  });
});
