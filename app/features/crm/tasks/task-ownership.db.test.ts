import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff, type ConsoleUser } from "../../../../tests/helpers/console-calls";
import * as leadRoute from "../../../routes/api.v1.console.leads.$leadId";
import * as taskRoute from "../../../routes/api.v1.console.tasks.$taskId";
import * as snoozeRoute from "../../../routes/api.v1.console.tasks.$taskId.snooze";
import * as tasksTabRoute from "../../../routes/vox.tasks";
import { setCrmSetting } from "../shared/settings.server";
import { runFollowUpCadence, sendTaskDigests } from "./task-automation.server";
import { indiaMorning, snoozePresetTarget } from "../records/task-schema";
import { overdueTaskCount } from "./tasks.server";

const t = setUpTestDatabase();
const {
  users,
  call,
  tab: loadTab,
} = consoleStaff(() => t.db, { admin: "admin", asha: "partner", bala: "partner" });
type Who = keyof typeof users;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let seq = 0;
/** A callback lead scoring 90 (so it brings an urgent call task), made at `at`. */
async function urgentLead(at = new Date()) {
  seq += 1;
  return createUnifiedLead(t.db, {
    type: "callback",
    sourceId: `ownership-${seq}-${crypto.randomUUID()}`,
    name: `Urgent Traveller ${seq}`,
    phone: `9${String(622_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    score: 90,
    now: at,
  });
}
const taskRow = async (id: string) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const tab = (who: Who, query = "") => loadTab(tasksTabRoute, who, `/vox/tasks?${query}`);
const setOwner = (who: Who, leadId: string, ownerId: string | null) =>
  call(leadRoute, who, "PATCH", `/api/v1/console/leads/${leadId}`, { ownerId }, { leadId });
const scopeOf = (user: ConsoleUser) => ({ user, onlyMine: false });
async function withAutoAssignOff<T>(run: () => Promise<T>): Promise<T> {
  await setCrmSetting(t.db, "autoAssign", false, users.admin.id);
  try {
    return await run();
  } finally {
    await setCrmSetting(t.db, "autoAssign", true, users.admin.id);
  }
}

describe("automatic tasks belong to the lead's owner", () => {
  it("the urgent call of a lead given out in turn is its owner's: in My tasks, the overdue count and the digest", async () => {
    // 08:30 in India; the call is due 5 minutes later, and by 09:30 it is overdue.
    const arrived = new Date("2030-06-10T03:00:00Z");
    const morning = new Date("2030-06-10T04:00:00Z");
    const lead = await urgentLead(arrived);
    const task = await taskRow(lead.taskId!);
    const ownerWho = (["asha", "bala"] as const).find((who) => users[who].id === task.assigneeId);
    expect(ownerWho, "the task has the round robin's pick").toBeDefined();
    const owner = users[ownerWho!];
    expect(task).toMatchObject({ type: "call", priority: "urgent", leadId: lead.leadId });

    expect(await overdueTaskCount(t.db, scopeOf(owner), morning)).toBe(1);
    expect((await tab(ownerWho!, "view=mine")).rows.map((r) => r.id)).toContain(lead.taskId);
    expect((await sendTaskDigests(t.db, morning)).sent).toBe(1);
    const [digest] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' LIKE 'Your tasks for%'`);
    expect((digest!.payload as { to: string; text: string }).to).toBe(owner.email);
    expect((digest!.payload as { text: string }).text).toContain(`Call Urgent Traveller ${seq}`);
  });

  it("the follow-up cadence's task goes to the owner the lead has when it opens", async () => {
    const start = new Date("2030-09-01T06:00:00Z");
    const lead = await withAutoAssignOff(() =>
      createUnifiedLead(t.db, {
        type: "callback",
        sourceId: `ownership-cadence-${crypto.randomUUID()}`,
        name: "Cadence Owner",
        phone: "9633000001",
        phoneVerified: true,
        score: 40,
        now: start,
      }),
    );
    expect((await setOwner("admin", lead.leadId, users.bala.id)).status).toBe(200);
    await runFollowUpCadence(t.db, new Date(start.getTime() + 3 * DAY));
    const [cadence] = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.leadId, lead.leadId), sql`${tasks.cadenceDay} IS NOT NULL`));
    expect(cadence).toMatchObject({ assigneeId: users.bala.id, cadenceDay: 3 });
  });

  it("a lead nobody owns leaves its call in the Unassigned queue, counted for admins, until one assigns it", async () => {
    const lead = await withAutoAssignOff(() => urgentLead());
    expect((await taskRow(lead.taskId!)).assigneeId).toBeNull();

    const all = await tab("admin");
    const queue = await tab("admin", "assignee=unassigned");
    expect(queue.whose).toEqual({ kind: "unassigned" });
    expect(queue.rows.map((r) => r.id)).toContain(lead.taskId);
    expect(queue.rows.every((r) => r.assigneeId === null)).toBe(true);
    // The count beside the filter is the queue's size.
    expect(all.unassigned).toBe(queue.total);
    expect(all.unassigned).toBeGreaterThanOrEqual(1);

    const assigned = await call(
      taskRoute,
      "admin",
      "PATCH",
      `/api/v1/console/tasks/${lead.taskId}`,
      { assigneeId: users.asha.id },
      { taskId: lead.taskId! },
    );
    expect(assigned.status).toBe(200);
    expect((await tab("admin")).unassigned).toBe(all.unassigned - 1);
    expect((await tab("asha", "view=mine")).rows.map((r) => r.id)).toContain(lead.taskId);
  });

  it("with only my records on, a partner sees neither the queue's tasks on others' records nor others' own tasks", async () => {
    const lead = await withAutoAssignOff(() => urgentLead());
    const [loose] = await t.db
      .insert(tasks)
      .values({
        type: "review",
        title: "Asha's own review",
        assigneeId: users.asha.id,
        createdBy: users.admin.id,
      })
      .returning({ id: tasks.id });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const bala = await tab("bala");
      expect(bala.rows.map((r) => r.id)).not.toContain(lead.taskId);
      expect(bala.rows.map((r) => r.id)).not.toContain(loose!.id);
      expect(bala.unassigned).toBe(0);
      expect((await tab("bala", "assignee=unassigned")).total).toBe(0);
      // Asha still sees her own.
      expect((await tab("asha", "view=mine")).rows.map((r) => r.id)).toContain(loose!.id);
      // The admin's view is whole.
      expect((await tab("admin", "assignee=unassigned")).rows.map((r) => r.id)).toContain(lead.taskId);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("reassigning the lead takes its open automatic tasks along; ones made by hand or given to a third person stay", async () => {
    const lead = await withAutoAssignOff(() => urgentLead());
    expect((await setOwner("admin", lead.leadId, users.asha.id)).status).toBe(200);
    // Unassigned until now: it follows the lead to Asha.
    expect((await taskRow(lead.taskId!)).assigneeId).toBe(users.asha.id);

    const others = await t.db
      .insert(tasks)
      .values([
        {
          type: "email",
          title: "Asha's own e-mail",
          leadId: lead.leadId,
          contactId: lead.contactId,
          assigneeId: users.asha.id,
          createdBy: users.asha.id,
        },
        {
          type: "follow_up",
          title: "Automatic, handed to the admin on purpose",
          leadId: lead.leadId,
          contactId: lead.contactId,
          assigneeId: users.admin.id,
        },
        {
          type: "follow_up",
          title: "Automatic, already done",
          leadId: lead.leadId,
          contactId: lead.contactId,
          assigneeId: users.asha.id,
          status: "done",
          completedAt: new Date(),
        },
      ])
      .returning({ id: tasks.id });
    const [byHand, thirdPerson, done] = others.map((o) => o.id);

    expect((await setOwner("admin", lead.leadId, users.bala.id)).status).toBe(200);
    expect((await taskRow(lead.taskId!)).assigneeId).toBe(users.bala.id);
    expect((await taskRow(byHand!)).assigneeId).toBe(users.asha.id);
    expect((await taskRow(thirdPerson!)).assigneeId).toBe(users.admin.id);
    expect((await taskRow(done!)).assigneeId).toBe(users.asha.id);

    // A lead left without an owner puts its call back in the queue, and the next owner gets it.
    expect((await setOwner("admin", lead.leadId, null)).status).toBe(200);
    expect((await taskRow(lead.taskId!)).assigneeId).toBeNull();
    expect((await setOwner("bala", lead.leadId, users.bala.id)).status).toBe(200);
    expect((await taskRow(lead.taskId!)).assigneeId).toBe(users.bala.id);
  });
});

describe("snooze only moves a task later", () => {
  const make = async (dueAt: Date | null) =>
    (
      await t.db
        .insert(tasks)
        .values({
          type: "call",
          title: "Snooze check",
          dueAt,
          assigneeId: users.asha.id,
          createdBy: users.asha.id,
        })
        .returning({ id: tasks.id })
    )[0]!.id;
  const snooze = (id: string, body: Record<string, unknown>) =>
    call(snoozeRoute, "asha", "POST", `/api/v1/console/tasks/${id}/snooze`, body, { taskId: id });

  it("an hour later counts from the due time when that is still ahead, and from now when it has passed", async () => {
    const ahead = new Date(Date.now() + 2 * DAY);
    const id = await make(ahead);
    const res = await snooze(id, { preset: "1h" });
    expect(res.status).toBe(200);
    expect(res.body.dueAt).toBe(new Date(ahead.getTime() + HOUR).toISOString());

    const overdue = await make(new Date(Date.now() - DAY));
    const before = Date.now();
    const late = await snooze(overdue, { preset: "1h" });
    const due = new Date(late.body.dueAt as string).getTime();
    expect(due).toBeGreaterThanOrEqual(before + HOUR);
    expect(due).toBeLessThan(Date.now() + HOUR + 1000);
  });

  it("refuses a morning or a chosen time before the current due time, in words, and leaves the task as it was", async () => {
    const due = new Date(indiaMorning(new Date(), 3).getTime() + 90 * 60_000);
    const id = await make(due);
    for (const body of [{ preset: "tomorrow" }, { until: new Date(due.getTime() - HOUR).toISOString() }]) {
      const res = await snooze(id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.error?.description).toMatch(
        /^This task is already due .+ IST, after .+ IST: snoozing only moves a task later\. Choose a later time, or edit the task to bring it forward\.$/,
      );
      expect((await taskRow(id)).dueAt!.toISOString()).toBe(due.toISOString());
    }
    // The same due time again is no snooze either.
    expect((await snooze(id, { until: due.toISOString() })).status).toBe(409);
    // Next week is after it: allowed.
    const before = new Date();
    const week = await snooze(id, { preset: "next_week" });
    expect(week.status).toBe(200);
    // Read on either side of the request, so a run that crosses India midnight still agrees.
    expect([before, new Date()].map((at) => indiaMorning(at, 7).toISOString())).toContain(week.body.dueAt);
  });

  it("a task with no due time can be snoozed to any later moment", async () => {
    const id = await make(null);
    const before = new Date();
    const res = await snooze(id, { preset: "tomorrow" });
    expect(res.status).toBe(200);
    expect([before, new Date()].map((at) => indiaMorning(at, 1).toISOString())).toContain(res.body.dueAt);
  });

  it("Tomorrow 9:30 is India's tomorrow, even late in an Indian evening", () => {
    // 23:30 in India on 10 June is 18:00 UTC: tomorrow is 11 June in India.
    const evening = new Date("2030-06-10T18:00:00Z");
    expect(snoozePresetTarget("tomorrow", null, evening).toISOString()).toBe("2030-06-11T04:00:00.000Z");
    expect(snoozePresetTarget("1h", new Date("2030-06-12T05:30:00Z"), evening).toISOString()).toBe(
      "2030-06-12T06:30:00.000Z",
    );
  });
});

describe("the counts beside the Tasks list", () => {
  it("are the list's own and say whose: yours, someone's, the queue's or all", async () => {
    const now = Date.now();
    const rows = [
      { assigneeId: users.asha.id, dueAt: new Date(now - DAY) },
      { assigneeId: users.asha.id, dueAt: new Date(now - HOUR) },
      { assigneeId: users.asha.id, dueAt: new Date(now + DAY) },
      { assigneeId: users.bala.id, dueAt: new Date(now - DAY) },
      { assigneeId: null, dueAt: new Date(now - DAY) },
      { assigneeId: null, dueAt: null },
    ];
    await t.db.insert(tasks).values(
      rows.map((r, i) => ({
        ...r,
        type: "meeting",
        title: `Count meeting ${i}`,
        createdBy: users.admin.id,
      })),
    );

    const mine = await tab("asha", "view=mine&type=meeting");
    expect(mine).toMatchObject({ whose: { kind: "mine" }, overdue: 2, total: 3 });
    const asAdmin = await tab("admin", `assignee=${users.asha.id}&type=meeting`);
    expect(asAdmin).toMatchObject({ whose: { kind: "person", name: users.asha.name }, overdue: 2, total: 3 });
    // Before, the admin's own overdue count (none) stood beside everyone's list.
    expect(await tab("admin", "type=meeting")).toMatchObject({
      whose: { kind: "all" },
      overdue: 4,
      total: 6,
    });
    expect(await tab("admin", "assignee=unassigned&type=meeting")).toMatchObject({
      whose: { kind: "unassigned" },
      overdue: 1,
      total: 2,
    });
    // Choosing yourself as the assignee is "yours".
    expect((await tab("bala", `assignee=${users.bala.id}&type=meeting`)).whose).toEqual({ kind: "mine" });
  });
});

describe("done tasks", () => {
  it("are newest finished first, and those with no completion time last", async () => {
    const base = Date.now() - 10 * DAY;
    const made = await t.db
      .insert(tasks)
      .values(
        [null, base + DAY, null, base + 3 * DAY, base + 2 * DAY].map((at, i) => ({
          type: "review",
          title: `Done review ${i}`,
          status: "done" as const,
          completedAt: at === null ? null : new Date(at),
          createdBy: users.admin.id,
        })),
      )
      .returning({ id: tasks.id, completedAt: tasks.completedAt });
    const order = (await tab("admin", "status=done&type=review")).rows.map((r) => r.id);
    const expected = [3, 4, 1].map((i) => made[i]!.id);
    expect(order.slice(0, 3)).toEqual(expected);
    expect(new Set(order.slice(3))).toEqual(new Set([made[0]!.id, made[2]!.id]));
  });
});
