import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, contactTimeline, leads } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { createTestStaff } from "../../../../tests/helpers/staff-auth";
import { PIPELINE_STAGES } from "../shared/crm-constants";

// The reports read how far a lead got (moved_rank) and when staff first reached it
// (first_staff_at) from the lead row; the database keeps both in step with the timeline, whatever
// writes or removes its lines.
const t = setUpTestDatabase();
let staffId: string;
let contactId: string;
let leadId: string;

beforeAll(async () => {
  staffId = (await createTestStaff(t.db, "admin")).id;
  const [contact] = await t.db.insert(contacts).values({ name: "Facts", phone: "+919876500001" }).returning();
  contactId = contact!.id;
  const [lead] = await t.db
    .insert(leads)
    .values({
      type: "quiz",
      sourceId: "facts-1",
      contactId,
      name: "Facts",
      score: 50,
      createdAt: new Date("2026-03-01T18:29:00Z"),
      sourceData: { destination: " Bali " },
    })
    .returning();
  leadId = lead!.id;
});

const facts = async () => {
  const [row] = await t.db
    .select({
      movedRank: leads.movedRank,
      firstStaffAt: leads.firstStaffAt,
      indiaDay: leads.indiaDay,
      destination: leads.reportDestination,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row!;
};
const line = (kind: string, at: string, data: Record<string, unknown>, actorId: string | null) => ({
  contactId,
  leadId,
  kind,
  summary: kind,
  data,
  occurredAt: new Date(at),
  actorId,
});

describe("a lead's report facts", () => {
  it("start empty, with the India day and the destination the visitor gave", async () => {
    // 18:29 UTC on 1 March is 23:59 in India: still 1 March there.
    expect(await facts()).toEqual({
      movedRank: null,
      firstStaffAt: null,
      indiaDay: "2026-03-01",
      destination: "Bali",
    });
  });

  it("follow the timeline: site lines do not count, staff lines and stage moves do", async () => {
    await t.db
      .insert(contactTimeline)
      .values([
        line("email", "2026-03-02T04:00:00Z", {}, null),
        line("sms_sent", "2026-03-02T04:00:00Z", {}, null),
      ]);
    expect(await facts()).toMatchObject({ movedRank: null, firstStaffAt: null });

    await t.db
      .insert(contactTimeline)
      .values([
        line("stage_changed", "2026-03-03T05:00:00Z", { from: "Qualified", to: "Closed Lost" }, staffId),
        line("call", "2026-03-02T06:00:00Z", {}, staffId),
      ]);
    // Lost from Qualified: it reached Qualified (rank 3); the call is the first staff contact.
    expect(await facts()).toMatchObject({
      movedRank: 3,
      firstStaffAt: new Date("2026-03-02T06:00:00Z"),
    });
  });

  it("are worked out again when a line is changed or removed", async () => {
    await t.db
      .update(contactTimeline)
      .set({ occurredAt: new Date("2026-03-05T06:00:00Z") })
      .where(sql`${contactTimeline.leadId} = ${leadId} AND ${contactTimeline.kind} = 'call'`);
    expect(await facts()).toMatchObject({ firstStaffAt: new Date("2026-03-03T05:00:00Z") });

    await t.db
      .delete(contactTimeline)
      .where(sql`${contactTimeline.leadId} = ${leadId} AND ${contactTimeline.kind} = 'stage_changed'`);
    expect(await facts()).toMatchObject({
      movedRank: null,
      firstStaffAt: new Date("2026-03-05T06:00:00Z"),
    });
  });

  it("follow a trip destination staff set over the visitor's", async () => {
    await t.db
      .update(leads)
      .set({ trip: { destination: "Maldives" } })
      .where(eq(leads.id, leadId));
    expect(await facts()).toMatchObject({ destination: "Maldives" });
  });

  it("rank stages in the pipeline's own order", () => {
    // The database's trigger names the stages in a migration; they must be the pipeline's.
    const dir = path.resolve(__dirname, "../../../../db/migrations");
    const migration = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .filter((text) => text.includes("FUNCTION lead_report_facts_refresh"))
      .at(-1)!;
    const arrays = [...migration.matchAll(/ARRAY\[('[^\]]+')\]/g)].map((m) =>
      m[1]!.split(",").map((s) => s.trim().slice(1, -1)),
    );
    expect(arrays.length).toBeGreaterThan(0);
    for (const stages of arrays) expect(stages).toEqual([...PIPELINE_STAGES]);
  });
});
