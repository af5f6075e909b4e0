import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { PHONE_CONSENT } from "~/features/verification";
import { requestFromMyData } from "~/features/privacy/index.server";
import { queryRows } from "~/server/db/db.server";
import { auditLog, contacts, privacyRequests } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as requestRoute from "../../../routes/api.v1.console.privacy-requests.$requestId";
import * as eraseRoute from "../../../routes/api.v1.console.privacy-requests.$requestId.erase";
import * as newRoute from "../../../routes/api.v1.console.privacy-requests";
import * as settingRoute from "../../../routes/api.v1.console.settings.privacy";
import { setCrmSetting } from "../shared/settings.server";
import { privacyTab } from "./privacy-tab.server";

/**
 * The console's privacy requests queue: due dates from the setting on a fake clock, overdue marks,
 * the "only my records" rule, every change audited, and an erasure request that erases the person
 * and keeps only its counts.
 */
const t = setUpTestDatabase();
const { call, users } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-11-02T05:30:00Z");

async function person(name: string, digits: string, ownerId?: string) {
  const lead = await createUnifiedLead(t.db, {
    type: "callback",
    sourceId: crypto.randomUUID(),
    name,
    phone: digits,
    phoneVerified: true,
    verifiedAt: T0,
    consent: { ...PHONE_CONSENT, at: T0 },
    now: T0,
  });
  if (ownerId) await t.db.update(contacts).set({ ownerId }).where(eq(contacts.id, lead.contactId));
  return lead;
}

const tabAt = (who: "admin" | "partner" | "other", at: Date) =>
  privacyTab(t.db, { ...users[who], image: null, twoFactorEnabled: false } as never, at);

describe("deadlines", () => {
  it("a request is due 30 days after it was received, overdue after that, and the setting moves new ones", async () => {
    await person("Nisha Deadline", "9822200001");
    const first = await requestFromMyData(
      t.db,
      "+919822200001",
      { kind: "correction", details: "Spell it Nisha." },
      T0,
    );
    expect(first.dueAt).toBe(new Date(T0.getTime() + 30 * DAY).toISOString());

    const day29 = (await tabAt("admin", new Date(T0.getTime() + 29 * DAY))).requests.find(
      (r) => r.id === first.id,
    )!;
    expect(day29).toMatchObject({ overdue: false, status: "received", kind: "correction" });
    const day31 = (await tabAt("admin", new Date(T0.getTime() + 31 * DAY))).requests.find(
      (r) => r.id === first.id,
    )!;
    expect(day31.overdue).toBe(true);

    // Only admins set the days, and never past the Rules' 90.
    expect(
      (await call(settingRoute, "partner", "PUT", "/api/v1/console/settings/privacy", { dueDays: 45 }))
        .status,
    ).toBe(403);
    const tooLong = await call(settingRoute, "admin", "PUT", "/api/v1/console/settings/privacy", {
      dueDays: 91,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.description).toMatch(/from 1 to 90/);
    expect(
      (await call(settingRoute, "admin", "PUT", "/api/v1/console/settings/privacy", { dueDays: 45 })).status,
    ).toBe(200);
    const second = await requestFromMyData(
      t.db,
      "+919822200001",
      { kind: "grievance", details: "Nobody called back." },
      T0,
    );
    expect(second.dueAt).toBe(new Date(T0.getTime() + 45 * DAY).toISOString());
    // A request already received keeps the date it was given.
    const [kept] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, first.id));
    expect(kept!.dueAt.toISOString()).toBe(first.dueAt);
    expect(
      (await call(settingRoute, "admin", "PUT", "/api/v1/console/settings/privacy", { dueDays: 30 })).status,
    ).toBe(200);
    const [setting] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy_setting_changed"));
    expect(setting).toMatchObject({ actorUserId: users.admin.id });
  });
});

describe("handling a request", () => {
  it("records status, handler and what was done, audited without the person's words", async () => {
    await person("Omar Handled", "9822200002");
    const req = await requestFromMyData(
      t.db,
      "+919822200002",
      { kind: "correction", details: "Email is omar@x.in" },
      T0,
    );
    const path = `/api/v1/console/privacy-requests/${req.id}`;
    const params = { requestId: req.id };
    const unsaid = await call(requestRoute, "admin", "PATCH", path, { status: "done" }, params);
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.error?.field).toBe("outcome");
    expect(
      (await call(requestRoute, "admin", "PATCH", path, { status: "closed" }, params)).body.error?.field,
    ).toBe("status");
    const done = await call(
      requestRoute,
      "admin",
      "PATCH",
      path,
      { status: "done", outcome: "Corrected the e-mail." },
      params,
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "done",
      handlerEmail: users.admin.email,
      outcome: "Corrected the e-mail.",
    });
    expect(done.body.closedAt).toBeTruthy();
    const again = await call(requestRoute, "admin", "PATCH", path, { status: "in_progress" }, params);
    expect(again.status).toBe(409);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, req.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "privacy_request_received",
      "privacy_request_updated",
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/omar@x\.in|9822200002/);
  });

  it("partners see and handle only their own records' requests when only-my-records is on", async () => {
    const mine = await person("Priya Mine", "9822200003", users.partner.id);
    await person("Rohan Theirs", "9822200004", users.other.id);
    const a = await requestFromMyData(
      t.db,
      "+919822200003",
      { kind: "grievance", details: "Too many calls." },
      T0,
    );
    const b = await requestFromMyData(
      t.db,
      "+919822200004",
      { kind: "grievance", details: "Wrong name." },
      T0,
    );
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const seen = (await tabAt("partner", T0)).requests.map((r) => r.id);
      expect(seen).toContain(a.id);
      expect(seen).not.toContain(b.id);
      expect((await tabAt("admin", T0)).requests.map((r) => r.id)).toEqual(
        expect.arrayContaining([a.id, b.id]),
      );
      const theirs = await call(
        requestRoute,
        "partner",
        "PATCH",
        `/api/v1/console/privacy-requests/${b.id}`,
        { status: "in_progress" },
        { requestId: b.id },
      );
      expect(theirs.status).toBe(404);
      const own = await call(
        requestRoute,
        "partner",
        "PATCH",
        `/api/v1/console/privacy-requests/${a.id}`,
        { status: "in_progress", outcome: "Called her." },
        { requestId: a.id },
      );
      expect(own.status).toBe(200);
      // A request received by e-mail, entered by the partner for their own contact only.
      const entered = await call(newRoute, "partner", "POST", "/api/v1/console/privacy-requests", {
        kind: "access",
        contactId: mine.contactId,
        details: "Asked by e-mail for a copy.",
      });
      expect(entered.status).toBe(200);
      const refused = await call(newRoute, "partner", "POST", "/api/v1/console/privacy-requests", {
        kind: "access",
        contactId: (await t.db.select().from(contacts).where(eq(contacts.phone, "+919822200004")))[0]!.id,
        details: "Asked by e-mail.",
      });
      expect(refused.status).toBe(404);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });
});

describe("an erasure request", () => {
  it("runs the erase (admins), and the request keeps only what was done", async () => {
    const digits = "9822200005";
    const name = "Sara Erasure";
    const lead = await person(name, digits);
    const req = await requestFromMyData(
      t.db,
      `+91${digits}`,
      { kind: "erasure", details: `I am ${name}, erase me.` },
      T0,
    );
    const path = `/api/v1/console/privacy-requests/${req.id}/erase`;
    const params = { requestId: req.id };
    expect((await call(eraseRoute, "partner", "POST", path, { confirm: "ERASE" }, params)).status).toBe(403);
    expect((await call(eraseRoute, "admin", "POST", path, { confirm: "yes" }, params)).status).toBe(400);
    const marked = await call(
      requestRoute,
      "admin",
      "PATCH",
      `/api/v1/console/privacy-requests/${req.id}`,
      { status: "done", outcome: "Erased by hand." },
      params,
    );
    expect(marked.status).toBe(409);

    const res = await call(eraseRoute, "admin", "POST", path, { confirm: "ERASE" }, params);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ erased: true, counts: { leads: 1 } });
    expect(await t.db.select().from(contacts).where(eq(contacts.id, lead.contactId))).toEqual([]);
    const [row] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, req.id));
    expect(row).toMatchObject({
      status: "done",
      contactId: null,
      phone: null,
      details: null,
      handlerId: users.admin.id,
    });
    expect(row!.outcome).toMatch(/^Erased: .*1 leads/);
    const tables = await queryRows<{ table_name: string }>(
      t.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables)
      for (const needle of [digits, name.toLowerCase()]) {
        const [found] = await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} x WHERE lower(x::text) LIKE ${`%${needle}%`}`,
        );
        expect(found!.n, `${needle} in ${table_name}`).toBe(0);
      }
    // Run again: the request is closed.
    expect((await call(eraseRoute, "admin", "POST", path, { confirm: "ERASE" }, params)).status).toBe(409);
    // Admins still see the request, as erased.
    const listed = (await tabAt("admin", T0)).requests.find((r) => r.id === req.id)!;
    expect(listed).toMatchObject({ contactId: null, details: null, status: "done" });
  });
});
