import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  contactTimeline,
  leadSubmissions,
  leads,
  reportDayFigures,
  reportDayVersions,
} from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { createTestStaff } from "../../../../tests/helpers/staff-auth";
import { indiaDay } from "~/lib/india-time";
import { loadConsoleTab } from "../shell/console-tabs.server";

// Settled days' Analytics figures are stored and reused while their version holds; every change
// to a day's leads (a stage move on the timeline, a deleted contact, a new or removed lead) makes
// the stored figures stale, and the tab counts that day again.
const t = setUpTestDatabase();
let admin: { id: string; name: string; email: string; role: "admin" };
const DAY = "2025-06-10";
const at = new Date("2025-06-10T06:00:00Z");
const ids: { contact: string; lead: string }[] = [];

beforeAll(async () => {
  const user = await createTestStaff(t.db, "admin");
  admin = { id: user.id, name: user.name, email: user.email, role: "admin" };
  for (const i of [1, 2, 3]) {
    const [c] = await t.db
      .insert(contacts)
      .values({ name: `Day ${i}`, phone: `+91987650010${i}`, createdAt: at })
      .returning();
    const [l] = await t.db
      .insert(leads)
      .values({
        type: "quiz",
        sourceId: `day-${i}`,
        contactId: c!.id,
        name: `Day ${i}`,
        score: 50,
        createdAt: at,
      })
      .returning();
    ids.push({ contact: c!.id, lead: l!.id });
  }
});

type Analytics = Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "analytics" }>;
const load = async () =>
  (await loadConsoleTab(t.db, "analytics", {
    user: admin,
    searchParams: new URLSearchParams(`tab=analytics&from=${DAY}&to=2025-06-12`),
  })) as Analytics;
const recentStored = async () => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportDayFigures)
    .where(sql`${reportDayFigures.day} >= (now() AT TIME ZONE 'Asia/Kolkata')::date - 1`);
  return row!.n;
};
const stored = () => t.db.select().from(reportDayFigures).where(eq(reportDayFigures.day, DAY));

describe("stored day figures", () => {
  it("are written on the first count and read back the same", async () => {
    const first = await load();
    expect(first.total).toBe(3);
    expect(await stored()).toHaveLength(1);
    expect(await load()).toEqual(first);
  });

  it("are what the tab reads while the day's version holds", async () => {
    // Proof the stored row is read: doctor it without a new version, and the tab shows it.
    const [row] = await stored();
    await t.db
      .update(reportDayFigures)
      .set({ figures: { ...row!.figures, total: 99 } })
      .where(eq(reportDayFigures.day, DAY));
    expect((await load()).total).toBe(99);
    // A change to one of the day's leads bumps the version: the day is counted again.
    await t.db.update(leads).set({ score: 60 }).where(eq(leads.id, ids[0]!.lead));
    expect((await load()).total).toBe(3);
  });

  it("go stale when a staff member moves a lead of that day", async () => {
    expect((await load()).stages.find((s) => s.stage === "Qualified")?.reached).toBe(0);
    await t.db.insert(contactTimeline).values({
      contactId: ids[1]!.contact,
      leadId: ids[1]!.lead,
      kind: "stage_changed",
      summary: "Moved",
      data: { from: "Qualified", to: "Closed Lost" },
      occurredAt: new Date("2025-06-11T06:00:00Z"),
      actorId: admin.id,
    });
    const tab = await load();
    expect(tab.stages.find((s) => s.stage === "Qualified")?.reached).toBe(1);
    expect(tab.firstContact).toMatchObject({ contacted: 1, waiting: 2, medianMinutes: 24 * 60 });
  });

  it("go stale when a contact of that day is deleted or restored", async () => {
    await t.db
      .update(contacts)
      .set({ deletedAt: new Date(), deletedBy: admin.id })
      .where(eq(contacts.id, ids[2]!.contact));
    expect((await load()).total).toBe(2);
    await t.db
      .update(contacts)
      .set({ deletedAt: null, deletedBy: null })
      .where(eq(contacts.id, ids[2]!.contact));
    expect((await load()).total).toBe(3);
  });

  it("go stale when a form of that day gets its code or is verified", async () => {
    const [form] = await t.db
      .insert(leadSubmissions)
      .values({ purpose: "quiz", name: "Form", phone: "+919876500109", createdAt: at })
      .returning();
    const quiz = async () => (await load()).funnel.find((f) => f.purpose === "quiz");
    expect(await quiz()).toMatchObject({ started: 1, sent: 0, verified: 0 });
    const sms = (subjectId: string) => ({
      contactId: ids[0]!.contact,
      kind: "sms_sent",
      summary: "Verification code sent by SMS (quiz)",
      data: { subjectId, purpose: "quiz" },
      occurredAt: at,
    });
    // A line naming no form (or not a form id) changes nothing and is written all the same.
    await t.db
      .insert(contactTimeline)
      .values([sms("not-a-form"), sms("------------------------------------")]);
    await t.db.insert(contactTimeline).values(sms(form!.id));
    expect(await quiz()).toMatchObject({ started: 1, sent: 1, verified: 0 });
    await t.db.update(leadSubmissions).set({ verifiedAt: at }).where(eq(leadSubmissions.id, form!.id));
    expect(await quiz()).toMatchObject({ started: 1, sent: 1, verified: 1 });
  });

  it("bump yesterday as well (a change committed just after India midnight), never today", async () => {
    const yesterday = new Date(Date.now() - 24 * 3_600_000);
    const [c] = await t.db.insert(contacts).values({ name: "Late", phone: "+919876500119" }).returning();
    const lead = (sourceId: string, createdAt: Date) =>
      t.db
        .insert(leads)
        .values({ type: "quiz", sourceId, contactId: c!.id, name: "Late", score: 50, createdAt });
    await lead("late-yesterday", yesterday);
    await lead("late-today", new Date());
    const bumped = (await t.db.select({ day: reportDayVersions.day }).from(reportDayVersions)).map(
      (r) => r.day,
    );
    expect(bumped).toContain(indiaDay(yesterday));
    expect(bumped).not.toContain(indiaDay(new Date()));
  });

  it("are never stored for yesterday or today, which are always counted live", async () => {
    await load();
    expect(await recentStored()).toBe(0);
    await loadConsoleTab(t.db, "analytics", {
      user: admin,
      searchParams: new URLSearchParams("tab=analytics&range=7d"),
    });
    expect(await recentStored()).toBe(0);
  });
});
