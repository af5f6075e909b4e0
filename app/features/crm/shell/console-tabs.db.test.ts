import { beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "~/features/auth/index.server";
import { contactTimeline, contacts, leads, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { createTestStaff } from "../../../../tests/helpers/staff-auth";
import { loadConsoleTab } from "../../../../tests/helpers/console-tab-data";
import { phoneDigitsForSearch, searchContacts } from "../contacts/contacts.server";

const t = setUpTestDatabase();
const partner: StaffUser = { id: "p1", email: "p@agency.test", name: "P", role: "partner" };
const admin: StaffUser = { id: "a1", email: "a@agency.test", name: "A", role: "admin" };
let asha = "";
let ravi = "";

const load = (tab: Parameters<typeof loadConsoleTab>[1], search = "", user = partner) =>
  loadConsoleTab(t.db, tab, { user, searchParams: new URLSearchParams(search) });

beforeAll(async () => {
  const [a, r] = await t.db
    .insert(contacts)
    .values([
      { name: "Asha Menon", phone: "+919876543210", email: "asha@example.in", phoneVerifiedAt: new Date() },
      { name: "Ravi Kapoor", phone: "+919123456780", email: "ravi.k@example.com" },
    ])
    .returning({ id: contacts.id });
  asha = a!.id;
  ravi = r!.id;
  const [lead] = await t.db
    .insert(leads)
    .values([
      {
        type: "quiz",
        source: "quiz_page",
        sourceId: "s1",
        contactId: asha,
        name: "Asha Menon",
        score: 92,
        scoreReason: "Luxury budget",
        phoneVerified: true,
      },
      {
        type: "callback",
        source: "support_callback",
        sourceId: "s2",
        contactId: ravi,
        name: "Ravi Kapoor",
        score: 40,
        stage: "Contacted",
      },
      {
        type: "deal_booking",
        source: "deals_page",
        sourceId: "s3",
        contactId: ravi,
        name: "Ravi Kapoor",
        score: 80,
        stage: "Closed Won",
      },
    ])
    .returning({ id: leads.id });
  await t.db.insert(tasks).values([
    {
      type: "call",
      title: "Call Asha within the hour",
      priority: "urgent",
      leadId: lead!.id,
      contactId: asha,
      dueAt: new Date(Date.now() - 3_600_000),
    },
    {
      type: "follow_up",
      title: "Send Ravi the Bali options",
      contactId: ravi,
      dueAt: new Date(Date.now() + 86_400_000),
    },
    { type: "email", title: "Done already", status: "done", contactId: ravi },
  ]);
  await t.db.insert(contactTimeline).values([
    { contactId: asha, kind: "sms_sent", summary: "Code sent to +91 98765 43210" },
    { contactId: ravi, kind: "lead_created", summary: "Callback requested" },
  ]);
});

describe("the console's tabs read real data", () => {
  it("contacts: newest activity first, with counts, search by name, phone in any format, or e-mail", async () => {
    const all = await load("contacts");
    expect(all.tab).toBe("contacts");
    if (all.tab !== "contacts") return;
    expect(all.total).toBe(2);
    const ravis = all.rows.find((r) => r.id === ravi)!;
    expect(ravis).toMatchObject({ leadCount: 2, verified: false });
    expect(all.rows.find((r) => r.id === asha)).toMatchObject({ verified: true, latest: { type: "quiz" } });

    for (const q of [
      "asha",
      "98765 43210",
      "+91-98765-43210",
      "09876543210",
      "919876543210",
      "ASHA@EXAMPLE",
    ]) {
      const found = await load("contacts", `q=${encodeURIComponent(q)}`);
      if (found.tab !== "contacts") throw new Error("wrong tab");
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toEqual([asha]);
    }
    expect((await searchContacts(t.db, admin, "kapoor")).map((c) => c.id)).toEqual([ravi]);
    expect(await searchContacts(t.db, admin, "   ")).toEqual([]);
    // Wildcards are text, not patterns.
    expect(await searchContacts(t.db, admin, "%")).toEqual([]);
  });

  it("contacts: ?contact= opens that contact with its leads; anything else is ignored", async () => {
    const one = await load("contacts", `contact=${ravi}`);
    if (one.tab !== "contacts") throw new Error("wrong tab");
    expect(one.selected?.leads.map((l) => l.type).sort()).toEqual(["callback", "deal_booking"]);
    for (const bad of ["not-a-uuid", "'; DROP TABLE contacts; --", "00000000-0000-4000-8000-000000000000"]) {
      const none = await load("contacts", `contact=${encodeURIComponent(bad)}`);
      if (none.tab !== "contacts") throw new Error("wrong tab");
      expect(none.selected).toBeNull();
    }
  });

  it("pipeline: the seven stages in order with their counts", async () => {
    const board = await load("pipeline");
    if (board.tab !== "pipeline") throw new Error("wrong tab");
    expect(board.stages.map((s) => s.stage)).toEqual([
      "New Lead",
      "Contacted",
      "Qualified",
      "Proposal Sent",
      "Negotiation",
      "Closed Won",
      "Closed Lost",
    ]);
    expect(board.stages.map((s) => s.count)).toEqual([1, 1, 0, 0, 0, 1, 0]);
  });

  it("tasks: open ones only, overdue first", async () => {
    const list = await load("tasks");
    if (list.tab !== "tasks") throw new Error("wrong tab");
    expect(list.rows.map((r) => r.title)).toEqual([
      "Call Asha within the hour",
      "Send Ravi the Bali options",
    ]);
  });

  it("analytics, revenue and scoring count what is there", async () => {
    const analytics = await load("analytics");
    if (analytics.tab !== "analytics") throw new Error("wrong tab");
    expect(analytics.total).toBe(3);
    expect(analytics.days.reduce((n, d) => n + d.total, 0)).toBe(3);
    const revenue = await load("revenue");
    if (revenue.tab !== "revenue") throw new Error("wrong tab");
    expect(revenue.pipeline.reduce((n, p) => n + p.count, 0)).toBe(2);
    const scoring = await load("scoring");
    if (scoring.tab !== "scoring") throw new Error("wrong tab");
    expect(scoring.bands.map((b) => b.count)).toEqual([2, 0, 1]);
    expect(scoring.top[0]).toMatchObject({ score: 92, scoreReason: "Luxury budget" });
  });

  it("logs: everyone's, or one contact's with ?contact=", async () => {
    const all = await load("logs");
    if (all.tab !== "logs") throw new Error("wrong tab");
    // The communication log is messages and calls; a lead event stays on the contact's own timeline.
    expect(all.entries.map((e) => e.kind)).toEqual(["sms_sent"]);
    const one = await load("logs", `contact=${asha}`);
    if (one.tab !== "logs") throw new Error("wrong tab");
    expect(one.contact?.name).toBe("Asha Menon");
    expect(one.entries.map((r) => r.kind)).toEqual(["sms_sent"]);
  });

  it("admin tabs: refused for a partner, shown to an admin with the staff list and audit log", async () => {
    await expect(load("users")).rejects.toMatchObject({ init: { status: 403 } });
    await expect(load("tags")).rejects.toMatchObject({ init: { status: 403 } });
    await createTestStaff(t.db, "admin", "boss@agency.test");
    const users = await load("users", "", admin);
    if (users.tab !== "users") throw new Error("wrong tab");
    expect(users.users.map((u) => u.email)).toContain("boss@agency.test");
    expect(users.audit.map((a) => a.action)).toContain("user_created");
  });

  it("reads phones typed any way", () => {
    expect(phoneDigitsForSearch("98765 43210")).toBe("9876543210");
    expect(phoneDigitsForSearch("+91 98765-43210")).toBe("9876543210");
    expect(phoneDigitsForSearch("09876543210")).toBe("9876543210");
    expect(phoneDigitsForSearch("543")).toBeNull();
    expect(phoneDigitsForSearch("4321")).toBe("4321");
    expect(phoneDigitsForSearch("(0) 98765.43210")).toBe("9876543210");
    // Letters make it a name or an e-mail, whatever digits it holds.
    expect(phoneDigitsForSearch("Import1a2345")).toBeNull();
    expect(phoneDigitsForSearch("asha2024@example.in")).toBeNull();
  });
});
