import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { DEFAULT_SCORING_RULES } from "~/features/leads";
import { queryRows } from "~/server/db/db.server";
import { runOutboxOnce } from "~/server/outbox.server";
import { contactTimeline, leads, outbox } from "~/server/db/schema.server";
import { OUTBOX_JOBS } from "../../../outbox-jobs.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as scoringRoute from "../../../routes/api.v1.console.settings.scoring";
import * as rescoreRoute from "../../../routes/api.v1.console.scoring.rescore";
import * as scoringTabRoute from "../../../routes/vox.scoring";
import { RESCORE_BATCH } from "./rescoring.server";
import { setCrmSetting } from "../shared/settings.server";

const t = setUpTestDatabase();
const { users, call, tab } = consoleStaff(() => t.db, { admin: "admin", partner: "partner" });

const saveRules = (who: "admin" | "partner" | "anonymous", rules: unknown) =>
  call(scoringRoute, who, "PUT", "/api/v1/console/settings/scoring", { rules });
const rescore = (who: "admin" | "partner") =>
  call(rescoreRoute, who, "POST", "/api/v1/console/scoring/rescore", {});
const scoringTab = (who: "admin" | "partner" = "admin") => tab(scoringTabRoute, who, "/vox/scoring");

let seq = 0;
const lead = (type: "callback" | "quiz" | "contact_inquiry", sourceData: Record<string, unknown> = {}) =>
  createUnifiedLead(t.db, {
    type,
    sourceId: `score-${++seq}`,
    name: `Scored ${seq}`,
    phone: `9${String(733_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    sourceData,
  });
const scoreOf = async (id: string) =>
  (
    await t.db.select({ score: leads.score, reason: leads.scoreReason }).from(leads).where(eq(leads.id, id))
  )[0]!;
/** Runs the outbox until no rescoring batch is left. */
async function drain() {
  for (let i = 0; i < 100; i++) {
    const ran = await runOutboxOnce(t.db, OUTBOX_JOBS, "test-worker", 10);
    if (!ran.some((r) => r.kind === "crm.rescore")) return;
  }
}

describe("the Scoring tab with only-my-records on", () => {
  it("a partner's bands and top leads count only the leads they may see; an admin's count all", async () => {
    const own = await lead("callback");
    const others = await lead("callback");
    await t.db.update(leads).set({ ownerId: users.partner.id, score: 97 }).where(eq(leads.id, own.leadId));
    await t.db.update(leads).set({ ownerId: users.admin.id, score: 96 }).where(eq(leads.id, others.leadId));
    const total = (tab: Awaited<ReturnType<typeof scoringTab>>) => tab.bands.reduce((n, b) => n + b.count, 0);
    const everyone = await scoringTab("admin");
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const partner = await scoringTab("partner");
      // Theirs: the leads they own, and the unowned leads of contacts they own.
      const [visible] = await queryRows<{ n: number }>(
        t.db,
        sql`
        SELECT count(*)::int AS n FROM leads l JOIN contacts c ON c.id = l.contact_id
        WHERE c.deleted_at IS NULL
          AND (l.owner_id = ${users.partner.id} OR (l.owner_id IS NULL AND c.owner_id = ${users.partner.id}))`,
      );
      expect(total(partner)).toBe(visible!.n);
      expect(total(partner)).toBeLessThan(total(everyone));
      expect(partner.top.map((l) => l.id)).toContain(own.leadId);
      expect(partner.top.map((l) => l.id)).not.toContain(others.leadId);
      // The admin's figures are the company's whatever the switch says.
      expect(total(await scoringTab("admin"))).toBe(total(everyone));
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });
});

describe("scoring rules", () => {
  it("new leads are scored by the saved rules, with the reason in words", async () => {
    await setCrmSetting(t.db, "autoAssign", false, users.admin.id);
    const before = await lead("callback");
    expect(await scoreOf(before.leadId)).toEqual({ score: 85, reason: "Callback request leads score 85" });
    const rules = structuredClone(DEFAULT_SCORING_RULES);
    rules.types.callback = 70;
    rules.quiz = { zeroAt: 700, hundredAt: 900 };
    expect((await saveRules("admin", rules)).status).toBe(200);
    expect(await scoreOf((await lead("callback")).leadId)).toEqual({
      score: 70,
      reason: "Callback request leads score 70",
    });
    expect(await scoreOf((await lead("quiz", { points: 800 })).leadId)).toEqual({
      score: 50,
      reason: "Quiz: 800 points on the 700–900 scale",
    });
    // A lead made before the change keeps its score until rescored.
    expect((await scoreOf(before.leadId)).score).toBe(85);
  });

  it("refuses bad rules with a sentence naming the field, partners and nobody; nothing is saved", async () => {
    const saved = (await scoringTab()).rules;
    const broken = structuredClone(DEFAULT_SCORING_RULES) as unknown as {
      types: Record<string, unknown>;
      quiz: unknown;
    };
    broken.types.callback = 140;
    const res = await saveRules("admin", broken);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      field: "rules.types.callback",
      description: "Each score is a whole number from 0 to 100.",
    });
    const flat = await saveRules("admin", {
      ...DEFAULT_SCORING_RULES,
      quiz: { zeroAt: 900, hundredAt: 800 },
    });
    expect(flat.body.error?.field).toBe("rules.quiz.hundredAt");
    expect((await saveRules("partner", DEFAULT_SCORING_RULES)).status).toBe(403);
    expect((await saveRules("anonymous", DEFAULT_SCORING_RULES)).status).toBe(401);
    expect((await rescore("partner")).status).toBe(403);
    expect((await scoringTab()).rules).toEqual(saved);
  });

  it("rescoring applies the rules to open leads in background batches, with progress, a timeline line per change, and not to closed leads", async () => {
    // Enough open leads for several batches.
    const many = [];
    for (let i = 0; i < RESCORE_BATCH + 30; i++) many.push(await lead("contact_inquiry"));
    const closed = await lead("contact_inquiry");
    await t.db.update(leads).set({ stage: "Closed Won" }).where(eq(leads.id, closed.leadId));
    const rules = structuredClone((await scoringTab()).rules);
    rules.types.contact_inquiry = 66;
    rules.types.callback = 90;
    expect((await saveRules("admin", rules)).status).toBe(200);

    const started = await rescore("admin");
    expect(started.status).toBe(200);
    const [{ open }] = await t.db
      .select({ open: sql<number>`count(*)::int` })
      .from(leads)
      .where(sql`stage NOT IN ('Closed Won', 'Closed Lost')`);
    expect(started.body).toMatchObject({ total: open, done: 0, finishedAt: null });
    // A second start while the first runs is refused.
    const twice = await rescore("admin");
    expect(twice.status).toBe(409);

    // One batch: progress moves, the run is not finished yet.
    for (let i = 0; i < 50; i++) {
      const ran = await runOutboxOnce(t.db, OUTBOX_JOBS, "test-worker", 10);
      if (ran.some((r) => r.kind === "crm.rescore")) break;
    }
    const midway = (await scoringTab()).run!;
    expect(midway.done).toBe(RESCORE_BATCH);
    expect(midway.finishedAt).toBeNull();

    await drain();
    const finished = (await scoringTab()).run!;
    expect(finished.done).toBe(open);
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.changed).toBeGreaterThanOrEqual(many.length);
    for (const l of [many[0]!, many.at(-1)!]) {
      expect(await scoreOf(l.leadId)).toEqual({ score: 66, reason: "Contact enquiry leads score 66" });
    }
    expect((await scoreOf(closed.leadId)).score).toBe(60);
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(
        sql`${contactTimeline.leadId} = ${many[0]!.leadId}::uuid AND ${contactTimeline.kind} = 'score_changed'`,
      );
    expect(line!.summary).toBe("Score 60 → 66: Contact enquiry leads score 66");
    expect(line!.actorId).toBe(users.admin.id);

    // Rescoring again changes nothing and writes no line.
    expect((await rescore("admin")).status).toBe(200);
    await drain();
    expect((await scoringTab()).run!.changed).toBe(0);
    const pending = await t.db.select().from(outbox).where(eq(outbox.kind, "crm.rescore"));
    expect(pending.every((j) => j.status === "done")).toBe(true);
  });
});
