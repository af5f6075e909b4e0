import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { contactTimeline, leads, outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as tasksRoute from "../../../routes/api.v1.console.tasks";
import * as taskRoute from "../../../routes/api.v1.console.tasks.$taskId";
import * as completeRoute from "../../../routes/api.v1.console.tasks.$taskId.complete";
import * as snoozeRoute from "../../../routes/api.v1.console.tasks.$taskId.snooze";
import * as cadenceRoute from "../../../routes/api.v1.console.settings.cadence";
import * as tasksTabRoute from "../../../routes/vox.tasks";
import { getCrmSettings } from "../shared/settings.server";
import { setCrmSetting } from "../shared/settings.server";
import { runFollowUpCadence, sendTaskDigests } from "./task-automation.server";
import { indiaMorning } from "../records/task-schema";
import { overdueTaskCount } from "./tasks.server";

const t = setUpTestDatabase();
const { users, call, tab: loadTab } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
type Who = keyof typeof users | "anonymous";

const create = (who: Who, body: Record<string, unknown>) =>
  call(tasksRoute, who, "POST", "/api/v1/console/tasks", body);
const patch = (who: Who, id: string, body: Record<string, unknown>) =>
  call(taskRoute, who, "PATCH", `/api/v1/console/tasks/${id}`, body, { taskId: id });
const complete = (who: Who, id: string) =>
  call(completeRoute, who, "POST", `/api/v1/console/tasks/${id}/complete`, {}, { taskId: id });
const snooze = (who: Who, id: string, body: Record<string, unknown>) =>
  call(snoozeRoute, who, "POST", `/api/v1/console/tasks/${id}/snooze`, body, { taskId: id });

let seq = 0;
async function lead(name: string, at = new Date()) {
  return createUnifiedLead(t.db, {
    type: "booking_request",
    sourceId: `task-${++seq}`,
    name,
    phone: `9${String(500_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    score: 40,
    now: at,
  });
}
const tab = (who: Exclude<Who, "anonymous">, query = "") =>
  loadTab(tasksTabRoute, who, `/vox/tasks?${query}`);

describe("tasks by hand", () => {
  it("a partner adds a task on a contact (on its timeline), edits, snoozes and completes it", async () => {
    const { contactId } = await lead("Task Contact");
    const made = await create("partner", {
      type: "call",
      title: "Call about Bali dates",
      dueAt: "2030-01-05T10:00",
      contactId,
      priority: "high",
    });
    expect(made.status).toBe(200);
    const id = made.body.id as string;
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    // A form's local time is India time.
    expect(row).toMatchObject({
      type: "call",
      priority: "high",
      assigneeId: users.partner.id,
      createdBy: users.partner.id,
      contactId,
    });
    expect(row!.dueAt!.toISOString()).toBe("2030-01-05T04:30:00.000Z");
    const lines = await t.db
      .select()
      .from(contactTimeline)
      .where(and(eq(contactTimeline.contactId, contactId), eq(contactTimeline.kind, "task_created")));
    expect(lines.map((l) => l.summary)).toContain("Task: Call about Bali dates");

    expect(
      (
        await call(
          taskRoute,
          "partner",
          "PATCH",
          `/api/v1/console/tasks/${id}`,
          { title: "Call about Bali flights" },
          { taskId: id },
        )
      ).status,
    ).toBe(200);
    const before = Date.now();
    const snoozed = await snooze("partner", id, { preset: "1h" });
    expect(snoozed.status).toBe(200);
    expect(new Date(snoozed.body.dueAt as string).getTime() - before).toBeGreaterThan(59 * 60_000);
    expect((await snooze("partner", id, { until: "2001-01-01T00:00:00Z" })).body.error?.description).toBe(
      "Snooze to a time in the future.",
    );
    expect((await snooze("partner", id, { preset: "someday" })).status).toBe(400);

    expect((await complete("partner", id)).status).toBe(200);
    const [done] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    expect(done).toMatchObject({
      status: "done",
      completedBy: users.partner.id,
      title: "Call about Bali flights",
    });
    const again = await complete("partner", id);
    expect(again.status).toBe(409);
    expect(again.body.error?.description).toMatch(/already completed/);
    expect((await snooze("partner", id, { preset: "1h" })).status).toBe(409);
  });

  it("refuses bad input with a sentence and writes nothing", async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(tasks))[0]!.n;
    const before = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: "chat", title: "Something" }, /follow-up, call, e-mail, meeting or review/],
      [{ type: "call", title: "Hi" }, /3 to 200 characters/],
      [{ type: "call", title: "Call them", dueAt: "next tuesday" }, /due date and time/],
      [{ type: "call", title: "Call them", priority: "asap" }, /urgent, high, normal or low/],
      [{ type: "call", title: "Call them", assigneeId: "ghost" }, /active staff/],
      [{ type: "call", title: "Call them", contactId: crypto.randomUUID() }, /does not exist/],
    ];
    for (const [body, message] of cases) {
      const res = await create("partner", body);
      expect([400, 404], JSON.stringify(body)).toContain(res.status);
      expect(res.body.error?.description).toMatch(message);
    }
    expect(await count()).toBe(before);
    expect((await create("anonymous", { type: "call", title: "Call them" })).status).toBe(401);
  });

  it("lists overdue first, counts them for the tab, and 'my tasks' is mine", async () => {
    const past = await create("other", { type: "email", title: "Overdue e-mail", dueAt: "2020-01-01T10:00" });
    await create("other", { type: "review", title: "Later review", dueAt: "2031-01-01T10:00" });
    const all = await tab("other", "view=mine");
    expect(all.rows[0]!.id).toBe(past.body.id);
    expect(all.rows.every((r) => r.assigneeId === users.other.id)).toBe(true);
    expect(all.overdue).toBeGreaterThanOrEqual(1);
    await complete("other", past.body.id as string);
    const done = await tab("other", "status=done");
    expect(done.rows.map((r) => r.id)).toContain(past.body.id);
  });

  it("with only my records on, a task on another's contact is hidden and refused", async () => {
    const { contactId } = await lead("Someone Else's");
    const made = await create("admin", { type: "call", title: "Admin's call", contactId });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      expect((await tab("partner")).rows.map((r) => r.id)).not.toContain(made.body.id);
      expect((await complete("partner", made.body.id as string)).status).toBe(404);
      expect((await create("partner", { type: "call", title: "Sneaky", contactId })).status).toBe(404);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });
});

describe("tasks: edits, filters, order and who may do what", () => {
  it("nobody signed in gets a 401 from every task endpoint; a made-up task id is a 404", async () => {
    const id = crypto.randomUUID();
    expect((await create("anonymous", { type: "call", title: "Call them" })).status).toBe(401);
    expect((await patch("anonymous", id, { title: "Call them" })).status).toBe(401);
    expect((await complete("anonymous", id)).status).toBe(401);
    expect((await snooze("anonymous", id, { preset: "1h" })).status).toBe(401);
    expect((await patch("partner", id, { title: "Call them" })).status).toBe(404);
    expect((await complete("partner", id)).status).toBe(404);
    expect((await snooze("partner", id, { preset: "1h" })).status).toBe(404);
    expect((await complete("partner", "not-a-task")).status).toBe(404);
  });

  it("edits only what is sent, refuses an empty or wrong edit, links and unlinks a contact", async () => {
    const { contactId, leadId } = await lead("Edit Person");
    const made = await create("partner", { type: "call", title: "Call Edit Person", leadId });
    expect(made.status).toBe(200);
    const id = made.body.id as string;
    const read = async () => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
    // A lead brings its contact.
    expect(await read()).toMatchObject({ leadId, contactId });

    expect((await patch("partner", id, {})).body.error?.description).toBe(
      "Change at least one field before saving.",
    );
    expect((await patch("partner", id, { title: "x" })).body.error?.description).toBe(
      "Say what to do in 3 to 200 characters.",
    );
    expect((await patch("partner", id, { dueAt: "2030-02-31T10:00" })).body.error?.field).toBe("dueAt");
    expect((await patch("partner", id, { notes: "n".repeat(2001) })).body.error?.description).toBe(
      "Notes are at most 2,000 characters.",
    );
    expect((await patch("partner", id, { assigneeId: "nobody" })).status).toBe(400);

    // An admin may edit a partner's task, and reassign it.
    expect(
      (
        await patch("admin", id, {
          priority: "urgent",
          assigneeId: users.other.id,
          dueAt: "2030-03-01T09:00",
        })
      ).status,
    ).toBe(200);
    expect(await read()).toMatchObject({
      title: "Call Edit Person",
      priority: "urgent",
      assigneeId: users.other.id,
      leadId,
      contactId,
    });
    expect((await read()).dueAt!.toISOString()).toBe("2030-03-01T03:30:00.000Z");

    expect((await patch("partner", id, { contactId: null })).status).toBe(200);
    expect(await read()).toMatchObject({ contactId: null, leadId: null });
    expect((await patch("partner", id, { contactId })).status).toBe(200);
    expect(await read()).toMatchObject({ contactId, leadId: null });
  });

  it("snoozes to tomorrow 09:30 India time, next week, or a chosen later time", async () => {
    const made = await create("partner", { type: "email", title: "Snooze me", dueAt: "2020-01-01T10:00" });
    const id = made.body.id as string;
    const tomorrow = await snooze("partner", id, { preset: "tomorrow" });
    expect(tomorrow.status).toBe(200);
    const due = new Date(tomorrow.body.dueAt as string);
    expect(due.toISOString()).toBe(indiaMorning(new Date(), 1).toISOString());
    expect(due.getUTCHours() * 60 + due.getUTCMinutes()).toBe(4 * 60); // 09:30 in India
    const week = await snooze("partner", id, { preset: "next_week" });
    expect(new Date(week.body.dueAt as string).getTime() - due.getTime()).toBe(6 * 86_400_000);
    const chosen = await snooze("partner", id, { until: "2035-05-05T18:15" });
    expect(chosen.body.dueAt).toBe("2035-05-05T12:45:00.000Z");
    expect((await snooze("partner", id, { until: "tomorrow-ish" })).status).toBe(400);
  });

  it("lists open tasks overdue first, then by due time, the undated last; filters by type, priority and assignee", async () => {
    const mk = async (title: string, extra: Record<string, unknown>) =>
      (await create("admin", { type: "meeting", title, assigneeId: users.other.id, ...extra })).body
        .id as string;
    const undated = await mk("Order undated", {});
    const later = await mk("Order later", { dueAt: "2039-01-02T10:00" });
    const soon = await mk("Order soon", { dueAt: "2039-01-01T10:00" });
    const overdue = await mk("Order overdue", { dueAt: "2021-01-01T10:00", priority: "low" });
    const mine = (await tab("other", "view=mine&type=meeting")).rows.map((r) => r.id);
    expect(mine).toEqual([overdue, soon, later, undated]);
    expect((await tab("admin", "type=meeting&priority=low")).rows.map((r) => r.id)).toEqual([overdue]);
    expect(
      (await tab("admin", `type=meeting&assignee=${users.other.id}`)).rows.every(
        (r) => r.assigneeId === users.other.id,
      ),
    ).toBe(true);
    const unassigned = await create("admin", { type: "meeting", title: "Order nobody's", assigneeId: "" });
    expect(unassigned.status).toBe(200);
    // An empty assignee means "me" when adding; unassigning is an edit.
    await patch("admin", unassigned.body.id as string, { assigneeId: null });
    expect((await tab("admin", "type=meeting&assignee=unassigned")).rows.map((r) => r.title)).toEqual([
      "Order nobody's",
    ]);
    // Unknown filter values are ignored, never an error.
    expect((await tab("admin", "type=party&priority=asap&view=everyone&status=maybe")).filters).toMatchObject(
      {
        view: "all",
        status: "open",
        type: undefined,
        priority: undefined,
      },
    );
    const rows = (await tab("other", "view=mine&type=meeting")).rows;
    expect(rows.find((r) => r.id === overdue)).toMatchObject({ assigneeName: users.other.name });
    expect(await overdueTaskCount(t.db, { user: users.other, onlyMine: false })).toBeGreaterThanOrEqual(1);
  });

  it("with only my records on, every write on another's contact or lead is a 404; tasks without a contact stay visible", async () => {
    const { contactId, leadId } = await lead("Hidden Person");
    const theirs = await create("admin", { type: "call", title: "Admin's hidden call", contactId });
    const open = await create("admin", {
      type: "review",
      title: "Everyone's review",
      assigneeId: users.partner.id,
    });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const id = theirs.body.id as string;
      expect((await patch("partner", id, { title: "Taken over" })).status).toBe(404);
      expect((await snooze("partner", id, { preset: "1h" })).status).toBe(404);
      expect((await complete("partner", id)).status).toBe(404);
      expect((await create("partner", { type: "call", title: "Via the lead", leadId })).status).toBe(404);
      // Moving one's own task onto a hidden contact is refused too.
      expect((await patch("partner", open.body.id as string, { contactId })).status).toBe(404);
      const seen = (await tab("partner")).rows.map((r) => r.id);
      expect(seen).toContain(open.body.id);
      expect(seen).not.toContain(id);
      // The admin still sees and works it.
      expect((await tab("admin")).rows.map((r) => r.id)).toContain(id);
      expect((await complete("admin", id)).status).toBe(200);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });
});

describe("the follow-up cadence", () => {
  const DAY = 86_400_000;
  const cadenceTasks = async (leadId: string) =>
    t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.leadId, leadId), sql`${tasks.cadenceDay} IS NOT NULL`));

  it("opens a follow-up at day 3, 7 and 14 for a lead nobody reached, once each, and stops when it moves on", async () => {
    const start = new Date("2030-03-01T06:00:00Z");
    const { leadId } = await lead("Unreached Person", start);
    await runFollowUpCadence(t.db, new Date(start.getTime() + 2 * DAY));
    expect(await cadenceTasks(leadId)).toEqual([]);
    await runFollowUpCadence(t.db, new Date(start.getTime() + 3 * DAY + 60_000));
    await runFollowUpCadence(t.db, new Date(start.getTime() + 3 * DAY + 120_000));
    let rows = await cadenceTasks(leadId);
    expect(rows.map((r) => [r.cadenceDay, r.status, r.title])).toEqual([
      [3, "open", "Follow-up day 3: Unreached Person — Booking request"],
    ]);
    expect(rows[0]!.dueAt!.getTime()).toBe(start.getTime() + 3 * DAY);

    await runFollowUpCadence(t.db, new Date(start.getTime() + 7 * DAY + 60_000));
    rows = await cadenceTasks(leadId);
    expect(Object.fromEntries(rows.map((r) => [r.cadenceDay, r.status]))).toEqual({
      3: "cancelled",
      7: "open",
    });

    await t.db.update(leads).set({ stage: "Contacted" }).where(eq(leads.id, leadId));
    await runFollowUpCadence(t.db, new Date(start.getTime() + 14 * DAY + 60_000));
    rows = await cadenceTasks(leadId);
    expect(Object.fromEntries(rows.map((r) => [r.cadenceDay, r.status]))).toEqual({
      3: "cancelled",
      7: "cancelled",
    });
  });

  it("opens day 14 when nobody ever called; a late first run opens only the latest day, once", async () => {
    const start = new Date("2030-04-01T06:00:00Z");
    const { leadId } = await lead("Never Reached", start);
    // The worker first runs on day 8: day 7's task, and day 3's never.
    await runFollowUpCadence(t.db, new Date(start.getTime() + 8 * DAY));
    await runFollowUpCadence(t.db, new Date(start.getTime() + 8 * DAY));
    expect((await cadenceTasks(leadId)).map((r) => [r.cadenceDay, r.status])).toEqual([[7, "open"]]);
    const second = await runFollowUpCadence(t.db, new Date(start.getTime() + 14 * DAY));
    expect(second.opened).toBeGreaterThanOrEqual(1);
    expect(Object.fromEntries((await cadenceTasks(leadId)).map((r) => [r.cadenceDay, r.status]))).toEqual({
      7: "cancelled",
      14: "open",
    });
    // Nothing after the last day, however often it runs.
    await runFollowUpCadence(t.db, new Date(start.getTime() + 20 * DAY));
    await runFollowUpCadence(t.db, new Date(start.getTime() + 20 * DAY));
    expect(await cadenceTasks(leadId)).toHaveLength(2);
  });

  it("gives the task to the lead's owner, and a completed one does not come back", async () => {
    const start = new Date("2030-08-01T06:00:00Z");
    const { leadId } = await lead("Owned Lead", start);
    await t.db.update(leads).set({ ownerId: users.partner.id }).where(eq(leads.id, leadId));
    await runFollowUpCadence(t.db, new Date(start.getTime() + 3 * DAY));
    const [task] = await cadenceTasks(leadId);
    expect(task).toMatchObject({ assigneeId: users.partner.id, type: "follow_up", cadenceDay: 3 });
    expect((await complete("partner", task!.id)).status).toBe(200);
    await runFollowUpCadence(t.db, new Date(start.getTime() + 4 * DAY));
    expect((await cadenceTasks(leadId)).map((r) => r.status)).toEqual(["done"]);
  });

  it("a logged call stops it too; an admin's days are followed", async () => {
    const start = new Date("2030-05-01T06:00:00Z");
    const called = await lead("Called Person", start);
    await t.db.insert(contactTimeline).values({
      contactId: called.contactId,
      kind: "call",
      summary: "Call — connected",
      occurredAt: new Date(start.getTime() + DAY),
    });
    await setCrmSetting(t.db, "cadenceDays", [1, 2], users.admin.id);
    const other = await lead("Fast Cadence", start);
    try {
      await runFollowUpCadence(t.db, new Date(start.getTime() + 2 * DAY + 60_000));
      expect(await cadenceTasks(called.leadId)).toEqual([]);
      expect((await cadenceTasks(other.leadId)).map((r) => r.cadenceDay)).toEqual([2]);
    } finally {
      await setCrmSetting(t.db, "cadenceDays", [3, 7, 14], users.admin.id);
    }
  });
});

describe("the cadence setting", () => {
  it("admins change the days; partners are refused; bad lists are refused in words", async () => {
    const put = (who: Who, body: unknown) =>
      call(cadenceRoute, who, "PUT", "/api/v1/console/settings/cadence", body);
    expect((await put("partner", { days: [2, 5] })).status).toBe(403);
    for (const days of [[7, 3], [0], [1, 2, 3, 4, 5, 6, 7], ["x"], [100]]) {
      const res = await put("admin", { days });
      expect(res.status, JSON.stringify(days)).toBe(400);
      expect(res.body.error?.description).toMatch(/up to 6 days between 1 and 90, in increasing order/);
    }
    expect((await getCrmSettings(t.db)).cadenceDays).toEqual([3, 7, 14]);
    expect((await put("admin", { days: [2, 5, 10] })).status).toBe(200);
    expect((await getCrmSettings(t.db)).cadenceDays).toEqual([2, 5, 10]);
    expect((await tab("admin")).cadenceDays).toEqual([2, 5, 10]);
    await setCrmSetting(t.db, "cadenceDays", [3, 7, 14], users.admin.id);
  });
});

describe("the morning digest", () => {
  it("e-mails each assignee their overdue and today's tasks once per India day, after 8am", async () => {
    const digests = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(sql`${outbox.kind} = 'mail.send' AND ${outbox.payload}->>'subject' LIKE 'Your tasks for%'`)
      ).map((o) => o.payload as { to: string; subject: string; text: string });
    const early = new Date("2030-06-10T01:00:00Z"); // 06:30 in India
    const morning = new Date("2030-06-10T03:00:00Z"); // 08:30 in India
    await t.db.insert(tasks).values([
      {
        type: "call",
        title: "Digest overdue",
        assigneeId: users.partner.id,
        dueAt: new Date("2030-06-08T05:00:00Z"),
      },
      {
        type: "email",
        title: "Digest today",
        assigneeId: users.partner.id,
        dueAt: new Date("2030-06-10T10:00:00Z"),
      },
      {
        type: "review",
        title: "Digest tomorrow",
        assigneeId: users.partner.id,
        dueAt: new Date("2030-06-11T10:00:00Z"),
      },
    ]);
    expect(await sendTaskDigests(t.db, early)).toEqual({ sent: 0 });
    const first = await sendTaskDigests(t.db, morning);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await sendTaskDigests(t.db, new Date(morning.getTime() + 3_600_000))).toEqual({ sent: 0 });
    const mine = (await digests()).filter((d) => d.to === users.partner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/^Your tasks for Mon 10 Jun: \d+ overdue, \d+ today$/);
    expect(mine[0]!.text).toContain("Digest overdue");
    expect(mine[0]!.text).toContain("Digest today");
    expect(mine[0]!.text).not.toContain("Digest tomorrow");
  });

  it("lists only tasks on records the person may see, and is sent once even when two runs race", async () => {
    const { contactId } = await lead("Digest Hidden");
    const day = new Date("2030-07-10T04:00:00Z"); // 09:30 in India
    await t.db.insert(tasks).values([
      {
        type: "call",
        title: "Digest on a hidden contact",
        assigneeId: users.other.id,
        contactId,
        dueAt: new Date("2030-07-09T05:00:00Z"),
      },
      { type: "review", title: "Digest without contact", assigneeId: users.other.id, dueAt: day },
    ]);
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const runs = await Promise.all([sendTaskDigests(t.db, day), sendTaskDigests(t.db, day)]);
      expect(runs.filter((r) => r.sent > 0)).toHaveLength(1);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
    const theirs = (
      await t.db
        .select()
        .from(outbox)
        .where(
          sql`${outbox.payload}->>'to' = ${users.other.email} AND ${outbox.payload}->>'subject' LIKE 'Your tasks for Wed 10 Jul%'`,
        )
    ).map((o) => o.payload as { text: string });
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.text).toContain("Digest without contact");
    expect(theirs[0]!.text).not.toContain("Digest on a hidden contact");
  });

  it("tomorrow morning is 09:30 in India", () => {
    expect(indiaMorning(new Date("2030-06-10T20:00:00Z"), 1).toISOString()).toBe("2030-06-12T04:00:00.000Z");
    expect(indiaMorning(new Date("2030-06-10T10:00:00Z"), 1).toISOString()).toBe("2030-06-11T04:00:00.000Z");
  });
});
