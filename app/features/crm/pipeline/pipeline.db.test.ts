import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { contacts, contactTimeline, leads, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as leadRoute from "../../../routes/api.v1.console.leads.$leadId";
import * as stageRoute from "../../../routes/api.v1.console.leads.$leadId.stage";
import { BOARD_CARDS_FIRST, BOARD_CARDS_STEP, withCards } from "./board-cards";
import * as pipelineTabRoute from "../../../routes/vox.pipeline";
import { tripOf } from "../records/lead-trip";
import { setCrmSetting } from "../shared/settings.server";

/** The board and moving leads through it, through the real endpoints and sessions. */
const t = setUpTestDatabase();
const {
  users,
  call: consoleCall,
  tab,
} = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
type Who = keyof typeof users | "anonymous";

/** A call on one lead's endpoint (`suffix` after its id) as `who`. */
const call = (
  route: Parameters<typeof consoleCall>[0],
  who: Who,
  method: string,
  leadId: string,
  body: unknown,
  suffix = "",
) => consoleCall(route, who, method, `/api/v1/console/leads/${leadId}${suffix}`, body, { leadId });
const moveTo = (who: Who, leadId: string, body: Record<string, unknown>) =>
  call(stageRoute, who, "POST", leadId, body, "/stage");

let seq = 0;
async function lead(name: string, extra: Partial<Parameters<typeof createUnifiedLead>[1]> = {}) {
  return createUnifiedLead(t.db, {
    type: "booking_request",
    sourceId: `p-${++seq}`,
    name,
    phone: `9${String(700_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    score: 60,
    ...extra,
  });
}

const board = (who: Exclude<Who, "anonymous">, query = "") =>
  tab(pipelineTabRoute, who, `/vox/pipeline?${query}`);
const column = (data: Awaited<ReturnType<typeof board>>, stage: string) =>
  data.stages.find((s) => s.stage === stage)!;

describe("moving a lead", () => {
  it("writes the move on the timeline once, with who did it; a repeat is a no-op", async () => {
    const { leadId, contactId } = await lead("Neha Joshi");
    const res = await moveTo("partner", leadId, { stage: "Contacted" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stage: "Contacted", moved: true });
    expect((await moveTo("partner", leadId, { stage: "Contacted" })).body).toMatchObject({ moved: false });
    const lines = await t.db
      .select()
      .from(contactTimeline)
      .where(sql`${contactTimeline.contactId} = ${contactId} AND ${contactTimeline.kind} = 'stage_changed'`);
    expect(lines.map((l) => [l.summary, l.actorId, l.leadId])).toEqual([
      ["Stage: New Lead → Contacted", users.partner.id, leadId],
    ]);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row!.stageChangedAt).not.toBeNull();
  });

  it("Closed Won needs the value and Closed Lost a reason; refused moves change nothing", async () => {
    const { leadId } = await lead("Harsh Vora");
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ stage: "Closed Won" }, "valueInr", /deal's value in rupees/],
      [{ stage: "Closed Won", valueInr: 0 }, "valueInr", /more than ₹0/],
      [{ stage: "Closed Won", valueInr: 12.5 }, "valueInr", /whole rupees/],
      [{ stage: "Closed Won", valueInr: 2_000_000_000 }, "valueInr", /10 crore/],
      [{ stage: "Closed Lost" }, "lostReason", /why the lead was lost/],
      [{ stage: "Closed Lost", lostReason: "no" }, "lostReason", /3 to 500/],
      [{ stage: "Won" }, "stage", /seven pipeline stages/],
      [{}, "stage", /seven pipeline stages/],
    ];
    for (const [body, field, message] of cases) {
      const res = await moveTo("partner", leadId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.field).toBe(field);
      expect(res.body.error?.description).toMatch(message);
    }
    const [unchanged] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(unchanged).toMatchObject({ stage: "New Lead", valueInr: null, lostReason: null });

    expect((await moveTo("partner", leadId, { stage: "Closed Won", valueInr: 325000 })).status).toBe(200);
    const [won] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(won).toMatchObject({ stage: "Closed Won", valueInr: 325000 });
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(sql`${contactTimeline.leadId} = ${leadId} AND kind = 'stage_changed'`);
    expect(line!.summary).toBe("Closed Won at ₹3,25,000 (was New Lead)");

    expect(
      (await moveTo("partner", leadId, { stage: "Closed Lost", lostReason: "Chose a cheaper package" }))
        .status,
    ).toBe(200);
    const [lost] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lost).toMatchObject({ stage: "Closed Lost", lostReason: "Chose a cheaper package" });
  });

  it("leaving New Lead cancels the open follow-up cadence tasks, not other tasks", async () => {
    const { leadId, contactId } = await lead("Cadence Person");
    await t.db.insert(tasks).values([
      { type: "follow_up", title: "Follow-up day 3", leadId, contactId, cadenceDay: 3 },
      { type: "meeting", title: "Meet at the office", leadId, contactId },
    ]);
    await moveTo("partner", leadId, { stage: "Qualified" });
    const rows = await t.db.select().from(tasks).where(eq(tasks.leadId, leadId));
    expect(Object.fromEntries(rows.map((r) => [r.title, r.status]))).toEqual({
      "Follow-up day 3": "cancelled",
      "Meet at the office": "open",
    });
  });

  it("anonymous and other sites are refused; a lead that does not exist is a 404", async () => {
    const { leadId } = await lead("Guarded Lead");
    expect((await moveTo("anonymous", leadId, { stage: "Contacted" })).status).toBe(401);
    expect((await moveTo("partner", crypto.randomUUID(), { stage: "Contacted" })).status).toBe(404);
    expect((await moveTo("partner", "nope", { stage: "Contacted" })).status).toBe(404);
  });
});

describe("the board", () => {
  it("counts and sums every lead per stage (in rupees) and filters by owner and type", async () => {
    const before = await board("admin");
    const a = await lead("Board A", {
      type: "deal_booking",
      sourceData: { destination: "Bali", priceInr: 180000 },
    });
    const b = await lead("Board B");
    await t.db
      .update(leads)
      .set({ stage: "Proposal Sent", valueInr: 250000, ownerId: users.partner.id })
      .where(eq(leads.id, a.leadId));
    await t.db.update(leads).set({ stage: "Proposal Sent", valueInr: 100000 }).where(eq(leads.id, b.leadId));
    const after = await board("admin");
    expect(column(after, "Proposal Sent").count).toBe(column(before, "Proposal Sent").count + 2);
    expect(column(after, "Proposal Sent").valueInr).toBe(column(before, "Proposal Sent").valueInr + 350000);
    const card = column(after, "Proposal Sent").cards.find((c) => c.id === a.leadId)!;
    expect(card).toMatchObject({
      name: "Board A",
      destination: "Bali",
      valueInr: 250000,
      ownerName: users.partner.name,
    });

    const mine = await board("partner", "owner=me");
    expect(mine.stages.flatMap((s) => s.cards).every((c) => c.ownerName === users.partner.name)).toBe(true);
    expect(column(mine, "Proposal Sent").valueInr).toBe(250000);
    const deals = await board("admin", "type=deal_booking");
    expect(deals.stages.flatMap((s) => s.cards).map((c) => c.type)).toEqual(
      expect.arrayContaining(["deal_booking"]),
    );
    expect(deals.stages.flatMap((s) => s.cards).every((c) => c.type === "deal_booking")).toBe(true);
    const junk = await board("admin", "type=<x>&owner=");
    expect(junk.filters).toEqual({ owner: undefined, type: undefined });
  });

  it("with only my records on, a partner sees and moves only their own leads", async () => {
    const own = await lead("Own Lead");
    const foreign = await lead("Foreign Lead");
    await t.db.update(leads).set({ ownerId: users.partner.id }).where(eq(leads.id, own.leadId));
    await t.db.update(leads).set({ ownerId: users.other.id }).where(eq(leads.id, foreign.leadId));
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const names = (await board("partner")).stages.flatMap((s) => s.cards).map((c) => c.name);
      expect(names).toContain("Own Lead");
      expect(names).not.toContain("Foreign Lead");
      expect((await moveTo("partner", foreign.leadId, { stage: "Contacted" })).status).toBe(404);
      expect((await moveTo("partner", own.leadId, { stage: "Contacted" })).status).toBe(200);
      expect((await moveTo("admin", foreign.leadId, { stage: "Contacted" })).status).toBe(200);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("draws each column's newest cards, more when the address asks; counts and sums cover them all", async () => {
    for (let i = 0; i < 13; i++) {
      const made = await lead(`Stacked ${i}`);
      await t.db
        .update(leads)
        .set({
          stage: "Negotiation",
          ownerId: users.other.id,
          valueInr: 1000,
          stageChangedAt: new Date(Date.UTC(2030, 0, 1 + i)),
        })
        .where(eq(leads.id, made.leadId));
    }
    const theirs = `owner=${users.other.id}`;
    const first = column(await board("admin", theirs), "Negotiation");
    expect(first).toMatchObject({ count: 13, valueInr: 13000, limit: BOARD_CARDS_FIRST });
    expect(first.cards.map((c) => c.name)).toEqual(
      Array.from({ length: BOARD_CARDS_FIRST }, (_, i) => `Stacked ${12 - i}`),
    );

    const asked = withCards(new URLSearchParams(theirs), "Negotiation", BOARD_CARDS_FIRST + BOARD_CARDS_STEP);
    const more = await board("admin", asked.toString());
    expect(column(more, "Negotiation")).toMatchObject({
      count: 13,
      limit: BOARD_CARDS_FIRST + BOARD_CARDS_STEP,
    });
    expect(column(more, "Negotiation").cards).toHaveLength(13);
    expect(column(more, "New Lead").limit).toBe(BOARD_CARDS_FIRST);
  });

  it("a soft-deleted contact's leads leave the board", async () => {
    const gone = await lead("Deleted Person");
    await t.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone.contactId));
    const names = (await board("admin")).stages.flatMap((s) => s.cards).map((c) => c.name);
    expect(names).not.toContain("Deleted Person");
    expect((await moveTo("admin", gone.leadId, { stage: "Contacted" })).status).toBe(404);
  });
});

describe("trip details", () => {
  it("are pre-filled from the visitor's form until staff save them; saving writes the timeline", async () => {
    const { leadId, contactId } = await lead("Trip Person", {
      sourceData: {
        destination: "Kenya",
        travelDate: "2027-02-14",
        groupSize: 4,
        message: "Honeymoon plus parents",
      },
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(tripOf(row!)).toMatchObject({
      destination: "Kenya",
      startDate: "2027-02-14",
      adults: 4,
      notes: "Honeymoon plus parents",
    });

    const trip = {
      destination: "Kenya",
      startDate: "2027-02-14",
      endDate: "2027-02-21",
      month: null,
      adults: 2,
      childrenAges: [7, 11],
      rooms: 2,
      budgetInr: 900000,
      travelStyle: "Family",
      notes: "Masai Mara in migration season",
    };
    const res = await call(leadRoute, "partner", "PATCH", leadId, {
      trip,
      valueInr: 850000,
      ownerId: users.partner.id,
    });
    expect(res.status).toBe(200);
    const [saved] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(saved).toMatchObject({ trip, valueInr: 850000, ownerId: users.partner.id });
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(sql`${contactTimeline.contactId} = ${contactId} AND kind = 'lead_updated'`);
    expect(line!.summary).toBe(`Lead updated: trip details, value ₹8,50,000, owner ${users.partner.name}`);
  });

  it("refuses a bad trip with the field's sentence and saves nothing", async () => {
    const { leadId } = await lead("Bad Trip");
    const base = { destination: "Bali", childrenAges: [] };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ trip: { ...base, startDate: "2027-03-10", endDate: "2027-03-01" } }, /on or after the departure/],
      [{ trip: { ...base, adults: 0 } }, /Adults: a whole number from 1 to 20/],
      [{ trip: { ...base, childrenAges: [4, 18] } }, /0 to 17/],
      [{ trip: { ...base, travelStyle: "Backpacking" } }, /travel style from the list/],
      [{ trip: { ...base, month: "2027-13" } }, /Choose a month/],
      [{ trip: { ...base, budgetInr: -5 } }, /whole rupees/],
      [{ ownerId: "someone-who-left" }, /active staff/],
      [{}, /Change at least one field/],
    ];
    for (const [body, message] of cases) {
      const res = await call(leadRoute, "partner", "PATCH", leadId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.description).toMatch(message);
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row!.trip).toBeNull();
  });
});
