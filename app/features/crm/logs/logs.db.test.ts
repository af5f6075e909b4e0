import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { contactTimeline, outbox, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as timelineRoute from "../../../routes/api.v1.console.timeline";
import * as retryRoute from "../../../routes/api.v1.console.outbox.$jobId.retry";
import * as logsTabRoute from "../../../routes/vox.logs";
import { setCrmSetting } from "../shared/settings.server";

const t = setUpTestDatabase();
const {
  users,
  call: consoleCall,
  tab,
} = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
type Who = keyof typeof users | "anonymous";

const call = (
  route: Parameters<typeof consoleCall>[0],
  who: Who,
  path: string,
  body: unknown,
  params: Record<string, string> = {},
) => consoleCall(route, who, "POST", path, body, params);
const log = (who: Who, body: Record<string, unknown>) =>
  call(timelineRoute, who, "/api/v1/console/timeline", body);
const retry = (who: Who, id: string) =>
  call(retryRoute, who, `/api/v1/console/outbox/${id}/retry`, {}, { jobId: id });

let seq = 0;
async function lead(name: string) {
  return createUnifiedLead(t.db, {
    type: "callback",
    sourceId: `log-${++seq}`,
    name,
    phone: `9${String(400_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    score: 40,
  });
}
const logs = (who: Exclude<Who, "anonymous">, query = "") => tab(logsTabRoute, who, `/vox/logs?${query}`);

describe("logging calls and notes", () => {
  it("a call is on the contact's timeline and log at once, and stops the lead's follow-up cadence", async () => {
    const { contactId, leadId } = await lead("Called Back");
    await t.db
      .insert(tasks)
      .values({ type: "follow_up", title: "Follow-up day 3", leadId, contactId, cadenceDay: 3 });
    const res = await log("partner", {
      contactId,
      leadId,
      kind: "call",
      outcome: "connected",
      durationMinutes: "12",
      body: "Wants Kenya in August",
    });
    expect(res.status).toBe(200);
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(and(eq(contactTimeline.contactId, contactId), eq(contactTimeline.kind, "call")));
    expect(line).toMatchObject({ summary: "Call — connected, 12 min", actorId: users.partner.id, leadId });
    expect(line!.data).toMatchObject({ notes: "Wants Kenya in August", durationMinutes: 12 });
    const [cadence] = await t.db.select().from(tasks).where(eq(tasks.leadId, leadId));
    expect(cadence!.status).toBe("cancelled");
    const view = await logs("partner", `contact=${contactId}&channel=call`);
    expect(view.entries.map((e) => e.summary)).toEqual(["Call — connected, 12 min"]);
  });

  it("refuses bad input with a sentence and writes nothing", async () => {
    const { contactId } = await lead("Bad Log");
    const other = await lead("Other Person");
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ contactId, kind: "call", body: "" }, 400, /what was said/],
      [{ contactId, kind: "sms", body: "hi" }, 400, /call or a note/],
      [{ contactId, kind: "call", outcome: "maybe", body: "hi" }, 400, /how the call went/],
      [{ contactId, kind: "call", durationMinutes: 900, body: "hi" }, 400, /0 to 600/],
      [
        { contactId, kind: "note", body: "hi", occurredAt: "2099-01-01T10:00:00Z" },
        400,
        /cannot be in the future/,
      ],
      [{ contactId, kind: "note", body: "hi", occurredAt: "2001-01-01T10:00:00Z" }, 400, /last 30 days/],
      [{ contactId, leadId: other.leadId, kind: "note", body: "hi" }, 400, /another contact/],
      [{ contactId: crypto.randomUUID(), kind: "note", body: "hi" }, 404, /not yours to see/],
    ];
    for (const [body, status, message] of cases) {
      const res = await log("partner", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error?.description).toMatch(message);
    }
    const lines = await t.db
      .select()
      .from(contactTimeline)
      .where(and(eq(contactTimeline.contactId, contactId), sql`kind IN ('call', 'note')`));
    expect(lines).toEqual([]);
    expect((await log("anonymous", { contactId, kind: "note", body: "hi" })).status).toBe(401);
  });

  it("with only my records on, a partner cannot log on or read another's contact", async () => {
    const { contactId } = await lead("Not Yours");
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      expect((await log("partner", { contactId, kind: "note", body: "hi" })).status).toBe(404);
      const view = await logs("partner", `contact=${contactId}`);
      expect(view.entries).toEqual([]);
      expect(view.contact).toBeNull();
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });
});

describe("failed messages", () => {
  it("an SMS the provider reported undelivered is in the log's SMS channel and among the failed", async () => {
    const { contactId } = await lead("Sms Undelivered");
    await t.db.insert(contactTimeline).values([
      { contactId, kind: "sms_delivered", summary: "SMS code delivered" },
      { contactId, kind: "sms_undelivered", summary: "SMS code not delivered (blocked number)" },
    ]);
    const sms = await logs("partner", `contact=${contactId}&channel=sms`);
    expect(sms.entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining(["SMS code delivered", "SMS code not delivered (blocked number)"]),
    );
    const failed = await logs("partner", `contact=${contactId}&channel=sms&status=failed`);
    expect(failed.entries.map((e) => e.summary)).toEqual(["SMS code not delivered (blocked number)"]);
  });

  it("a dead staff e-mail is offered for resending; resending queues it again and says so on the timeline", async () => {
    const { contactId, leadId } = await lead("Mail Failed");
    const [job] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}::text LIKE ${`%${leadId}%`}`);
    await t.db
      .update(outbox)
      .set({ status: "dead", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(outbox.id, job!.id));

    const failed = await logs("partner", `contact=${contactId}&status=failed`);
    expect(failed.entries.map((e) => e.kind)).toEqual(["email"]);
    expect(failed.deadOutboxIds).toEqual([job!.id]);
    const jobsView = await logs("admin", "view=jobs");
    expect(jobsView.jobs.find((j) => j.id === job!.id)).toMatchObject({
      status: "dead",
      lastError: "550 mailbox unavailable",
    });
    // A partner asking for the jobs view gets the log.
    expect((await logs("partner", "view=jobs")).view).toBe("log");

    expect((await retry("partner", job!.id)).status).toBe(200);
    const [requeued] = await t.db.select().from(outbox).where(eq(outbox.id, job!.id));
    expect(requeued).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const [resent] = await t.db
      .select()
      .from(contactTimeline)
      .where(
        and(eq(contactTimeline.contactId, contactId), sql`${contactTimeline.summary} LIKE 'Re-sent by%'`),
      );
    expect(resent!.actorId).toBe(users.partner.id);

    const twice = await retry("partner", job!.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error?.description).toMatch(/has not failed/);
  });

  it("a job about no contact is retried by admins only", async () => {
    const [job] = await t.db
      .insert(outbox)
      .values({
        kind: "mail.send",
        payload: { to: "ops@agency.test", subject: "Digest" },
        status: "dead",
        attempts: 8,
      })
      .returning();
    expect((await retry("partner", job!.id)).status).toBe(403);
    expect((await retry("admin", job!.id)).status).toBe(200);
    expect((await retry("admin", crypto.randomUUID())).status).toBe(404);
  });
});
