import { beforeAll, describe, expect, it } from "vitest";
import { contacts, contactTimeline, leads } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { createTestStaff } from "../../../../tests/helpers/staff-auth";
import { loadConsoleTab } from "../shell/console-tabs.server";

// The Analytics and Revenue figures of a past period, seeded row by row here and worked out again
// below in plain JavaScript from the very rows inserted (never from the database), India days
// read with Intl, independently of the app's own India-time helpers.
const t = setUpTestDatabase();
type Tab<K extends string> = Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: K }>;
let admin: { id: string; name: string; email: string; role: "admin" };

const FROM = "2025-03-01";
const TO = "2025-03-10";
const STAGES = ["New Lead", "Contacted", "Qualified", "Proposal Sent", "Negotiation", "Closed Won"];
/** An instant written as India wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const indiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dayOf = (at: Date) => indiaDate.format(at);
const MIN = 60_000;

type Move = { from: string; to: string; at: Date };
type Seeded = {
  at: Date;
  type: string;
  source: string | null;
  stage: string;
  moves: Move[];
  destination?: string;
  tripDestination?: string;
  firstCallAfter?: number;
  /** A line the site wrote, or a staff line of a kind that is not a contact (a tag), before any call. */
  siteLineAfter?: number;
  value?: number;
  closedAt?: Date;
};

const seeded: Seeded[] = [
  // Around the first India midnight of the period: 23:59 IST the day before is out, 00:00 is in.
  { at: ist("2025-02-28T23:59:00"), type: "quiz", source: "quiz_page", stage: "New Lead", moves: [] },
  { at: ist("2025-03-01T00:00:00"), type: "quiz", source: "quiz_page", stage: "New Lead", moves: [] },
  // 23:30 IST on 5 March is 18:00 UTC the same day: 5 March. 00:10 IST on 6 March is still 5 March in UTC.
  {
    at: ist("2025-03-05T23:30:00"),
    type: "callback",
    source: "support_callback",
    stage: "Closed Lost",
    // Lost straight from New Lead: it reached New Lead and nothing after.
    moves: [{ from: "New Lead", to: "Closed Lost", at: ist("2025-03-06T10:00:00") }],
    firstCallAfter: 45,
    destination: "Kenya",
  },
  {
    at: ist("2025-03-06T00:10:00"),
    type: "callback",
    source: "support_callback",
    stage: "Closed Lost",
    // Lost from Qualified, having got there without a recorded move (it came in that way).
    moves: [{ from: "Qualified", to: "Closed Lost", at: ist("2025-03-07T10:00:00") }],
    firstCallAfter: 5,
    siteLineAfter: 1,
    destination: "Kenya",
  },
  {
    at: ist("2025-03-06T09:00:00"),
    type: "booking_request",
    source: null,
    stage: "Proposal Sent",
    // Straight from New Lead to Proposal Sent: Contacted and Qualified count as reached.
    moves: [{ from: "New Lead", to: "Proposal Sent", at: ist("2025-03-06T12:00:00") }],
    tripDestination: "Japan",
    destination: "Bali",
  },
  {
    at: ist("2025-03-07T14:00:00"),
    type: "booking_request",
    source: "package_page",
    stage: "Closed Won",
    moves: [
      { from: "New Lead", to: "Contacted", at: ist("2025-03-07T14:20:00") },
      { from: "Contacted", to: "Closed Won", at: ist("2025-03-10T23:30:00") },
    ],
    firstCallAfter: 300,
    destination: "Japan",
    value: 400_000,
    closedAt: ist("2025-03-10T23:30:00"),
  },
  {
    at: ist("2025-03-08T19:00:00"),
    type: "quiz",
    source: "quiz_page",
    stage: "Negotiation",
    moves: [{ from: "New Lead", to: "Negotiation", at: ist("2025-03-09T09:00:00") }],
    firstCallAfter: 120,
    destination: "  ",
  },
  {
    at: ist("2025-03-09T08:00:00"),
    type: "quiz",
    source: "quiz_page",
    stage: "Contacted",
    moves: [],
    destination: "Maldives",
  },
  // Won in the period from a lead that arrived before it: Revenue counts it, Analytics does not.
  {
    at: ist("2025-02-20T11:00:00"),
    type: "booking_request",
    source: "package_page",
    stage: "Closed Won",
    moves: [{ from: "Negotiation", to: "Closed Won", at: ist("2025-03-01T00:05:00") }],
    value: 250_000,
    closedAt: ist("2025-03-01T00:05:00"),
  },
  // Arrived in the period, won after it (00:10 IST on 11 March): Analytics counts it, Revenue does not.
  {
    at: ist("2025-03-10T23:59:59"),
    type: "callback",
    source: "support_callback",
    stage: "Closed Won",
    moves: [{ from: "New Lead", to: "Closed Won", at: ist("2025-03-11T00:10:00") }],
    value: 900_000,
    closedAt: ist("2025-03-11T00:10:00"),
  },
  { at: ist("2025-03-11T00:00:00"), type: "quiz", source: "quiz_page", stage: "New Lead", moves: [] },
];

beforeAll(async () => {
  const user = await createTestStaff(t.db, "admin");
  admin = { id: user.id, name: user.name, email: user.email, role: "admin" };
  for (const [i, s] of seeded.entries()) {
    const [contact] = await t.db
      .insert(contacts)
      .values({
        name: `Recount ${i}`,
        phone: `+9198${String(7_000_000 + i).padStart(8, "0")}`,
        createdAt: s.at,
      })
      .returning();
    const [lead] = await t.db
      .insert(leads)
      .values({
        type: s.type,
        source: s.source,
        sourceId: `recount-${i}`,
        contactId: contact!.id,
        name: `Recount ${i}`,
        phone: contact!.phone,
        score: 50,
        stage: s.stage,
        sourceData: s.destination ? { destination: s.destination } : {},
        trip: s.tripDestination ? { destination: s.tripDestination } : null,
        valueInr: s.value ?? null,
        stageChangedAt: s.moves.at(-1)?.at ?? null,
        createdAt: s.at,
        updatedAt: s.moves.at(-1)?.at ?? s.at,
      })
      .returning();
    const line = (kind: string, at: Date, data: Record<string, unknown>, actorId: string | null) => ({
      contactId: contact!.id,
      leadId: lead!.id,
      kind,
      summary: kind,
      data,
      occurredAt: at,
      actorId,
    });
    const lines = [line("lead_created", s.at, {}, null)];
    for (const m of s.moves) lines.push(line("stage_changed", m.at, { from: m.from, to: m.to }, admin.id));
    if (s.firstCallAfter !== undefined)
      lines.push(line("call", new Date(s.at.getTime() + s.firstCallAfter * MIN), {}, admin.id));
    if (s.siteLineAfter !== undefined)
      lines.push(line("email", new Date(s.at.getTime() + s.siteLineAfter * MIN), {}, null));
    await t.db.insert(contactTimeline).values(lines);
  }
});

const load = <K extends "analytics" | "revenue">(tab: K) =>
  loadConsoleTab(t.db, tab, {
    user: admin,
    searchParams: new URLSearchParams(`from=${FROM}&to=${TO}`),
  }) as Promise<Tab<K>>;

describe("Analytics and Revenue against a recount of the seeded rows", () => {
  it("counts leads by India day, type and source, with 23:30 IST on the day it is in India", async () => {
    const tab = await load("analytics");
    const inPeriod = seeded.filter((s) => dayOf(s.at) >= FROM && dayOf(s.at) <= TO);
    expect(tab.total).toBe(inPeriod.length);
    expect(tab.days.map((d) => d.day)).toEqual([
      "2025-03-01",
      "2025-03-02",
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
      "2025-03-08",
      "2025-03-09",
      "2025-03-10",
    ]);
    for (const d of tab.days) {
      const those = inPeriod.filter((s) => dayOf(s.at) === d.day);
      expect(d.total, d.day).toBe(those.length);
      const byType: Record<string, number> = {};
      const bySource: Record<string, number> = {};
      for (const s of those) {
        byType[s.type] = (byType[s.type] ?? 0) + 1;
        bySource[s.source ?? "unknown"] = (bySource[s.source ?? "unknown"] ?? 0) + 1;
      }
      expect(d.byType, d.day).toEqual(byType);
      expect(d.bySource, d.day).toEqual(bySource);
    }
    // The India midnights, by hand: 23:30 IST on the 5th is on the 5th, 00:10 IST on the 6th on the 6th.
    expect(tab.days.find((d) => d.day === "2025-03-05")!.total).toBe(1);
    expect(tab.days.find((d) => d.day === "2025-03-01")!.total).toBe(1);
    expect(tab.days.find((d) => d.day === "2025-03-10")!.total).toBe(1);
  });

  it("the stage conversion: every lead reached New Lead, and each the stages below its furthest", async () => {
    const tab = await load("analytics");
    const inPeriod = seeded.filter((s) => dayOf(s.at) >= FROM && dayOf(s.at) <= TO);
    const rank = (stage: string) => STAGES.indexOf(stage) + 1; // Closed Lost: 0
    const furthest = (s: Seeded) =>
      Math.max(1, rank(s.stage), ...s.moves.flatMap((m) => [rank(m.from), rank(m.to)]));
    expect(tab.stages).toEqual(
      STAGES.map((stage, i) => ({
        stage,
        reached: inPeriod.filter((s) => furthest(s) >= i + 1).length,
      })),
    );
    expect(tab.stages[0]!.reached).toBe(tab.total);
    // By hand, for the story of each lead above.
    expect(tab.stages.map((s) => s.reached)).toEqual([8, 6, 5, 4, 3, 2]);
    expect(tab.lost).toBe(inPeriod.filter((s) => s.stage === "Closed Lost").length);
  });

  it("first contact, destinations, and the won figures by arrival (Analytics) and by close (Revenue)", async () => {
    const tab = await load("analytics");
    const inPeriod = seeded.filter((s) => dayOf(s.at) >= FROM && dayOf(s.at) <= TO);
    // A staff call or stage move; the site's own lines do not count.
    const firsts = inPeriod
      .map((s) =>
        Math.min(
          s.firstCallAfter ?? Infinity,
          ...s.moves.map((m) => (m.at.getTime() - s.at.getTime()) / MIN),
        ),
      )
      .filter((m) => Number.isFinite(m))
      .sort((a, b) => a - b);
    const mid = firsts.length / 2;
    const median = firsts.length % 2 ? firsts[Math.floor(mid)]! : (firsts[mid - 1]! + firsts[mid]!) / 2;
    expect(tab.firstContact).toEqual({
      medianMinutes: Math.round(median),
      contacted: firsts.length,
      waiting: inPeriod.length - firsts.length,
    });

    const counts = new Map<string, number>();
    for (const s of inPeriod) {
      const d = s.tripDestination?.trim() || s.destination?.trim();
      if (d) counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    expect(tab.destinations).toEqual(
      [...counts]
        .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
        .slice(0, 8)
        .map(([destination, count]) => ({ destination, count })),
    );

    const revenue = await load("revenue");
    const closedIn = seeded.filter(
      (s) => s.stage === "Closed Won" && s.closedAt && dayOf(s.closedAt) >= FROM && dayOf(s.closedAt) <= TO,
    );
    expect(revenue.wonCount).toBe(closedIn.length);
    expect(revenue.wonTotal).toBe(closedIn.reduce((sum, s) => sum + s.value!, 0));
    expect(revenue.months).toEqual([{ month: "2025-03", value: revenue.wonTotal, count: revenue.wonCount }]);
    const wonFromArrivals = inPeriod.filter((s) => s.stage === "Closed Won").length;
    expect(tab.stages.at(-1)!.reached).toBe(wonFromArrivals);
    // Two true and different figures: 2 deals closed in the period (one from a February lead, one
    // at 23:30 IST on its last day) and 2 won from its arrivals (one closed after it).
    expect([revenue.wonCount, revenue.wonTotal, wonFromArrivals]).toEqual([2, 650_000, 2]);
  });
});
