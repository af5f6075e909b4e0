import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_REMINDERS_TASK } from "~/features/crm/index.server";
import { cancelRequest, recordManualPayment, requestsForSubject } from "~/features/payments/index.server";
import { formatDayLong } from "~/lib/format";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { EMPTY_TRIP } from "~/lib/lead-trip";
import { money } from "~/lib/money";
import { contactTimeline, outbox, tasks } from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { acceptedProposalOnNewLead } from "../../../../tests/helpers/accepted-proposal";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import * as leadRoute from "../../../routes/api.v1.console.leads.$leadId";
import { PAYMENT_SETTLED_JOB, PAYMENT_SETTLED_JOB_KIND } from "./proposal-payments.server";

/**
 * A quote accepted before its trip had a start date raises its balance with no due day. Dating the
 * trip on the lead gives that balance its day by the accepted terms (30 days before departure in
 * the proposal fixture), today when that day has passed, closes the "set the date" task, and never
 * moves a request again or touches one that is no longer open.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

async function acceptedUndated() {
  const { lead, version } = await acceptedProposalOnNewLead(
    t.db,
    { partner: users.partner, call },
    { name: "Rohan Pillai", digits: "333", source: "balance-date" },
    null,
  );
  const steps = async () =>
    [...(await requestsForSubject(t.db, "quote_step", "versionId", version.id))].sort(
      (a, b) => Number(a.subject.step) - Number(b.subject.step),
    );
  const [deposit, balance] = await steps();
  return { lead, deposit: deposit!, balance: balance!, steps };
}

async function payDeposit(deposit: { id: string; amount: { minor: number } }) {
  await t.db.transaction((tx) =>
    recordManualPayment(tx, {
      requestId: deposit.id,
      amount: money(deposit.amount.minor, "INR"),
      method: "bank_transfer",
      reference: `UTR-${deposit.id.slice(0, 8)}`,
      receivedOn: indiaDay(),
      actorId: users.partner.id,
    }),
  );
  const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, PAYMENT_SETTLED_JOB_KIND));
  for (const job of jobs) await PAYMENT_SETTLED_JOB.handler(job.payload, job);
}

const setStart = (leadId: string, startDate: string) =>
  call(
    leadRoute,
    "partner",
    "PATCH",
    `/api/v1/console/leads/${leadId}`,
    { trip: { ...EMPTY_TRIP, startDate } },
    { leadId },
  );

const leadTasks = (leadId: string) =>
  t.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.leadId, leadId), eq(tasks.type, "follow_up")));

describe("a balance accepted before the trip had a date", () => {
  it("gets its due day when the lead's departure is set, the task follows, and a second date moves nothing", async () => {
    const { lead, deposit, balance, steps } = await acceptedUndated();
    expect(balance.dueOn).toBeNull();
    await payDeposit(deposit);
    expect((await leadTasks(lead.id)).filter((x) => x.status === "open").map((x) => x.title)).toContain(
      "Balance due: set the date",
    );

    const start = addIndiaDays(indiaDay(), 90);
    const saved = await setStart(lead.id, start);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const due = addIndiaDays(start, -30);
    expect((await steps())[1]!.dueOn).toBe(due);

    const all = await leadTasks(lead.id);
    expect(all.find((x) => x.title === "Balance due: set the date")!.status).toBe("done");
    const dated = all.filter((x) => x.status === "open" && x.title === `Balance due ${formatDayLong(due)}`);
    expect(dated).toHaveLength(1);
    expect(indiaDay(dated[0]!.dueAt!)).toBe(addIndiaDays(due, -3));
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(and(eq(contactTimeline.leadId, lead.id), eq(contactTimeline.kind, "payment_due_set")));
    expect(line!.summary).toContain(balance.reference);
    expect(line!.summary).toContain("30 days before departure");

    // Saved again with another date: the balance keeps its day, and no second reminder task.
    expect((await setStart(lead.id, addIndiaDays(start, 20))).status).toBe(200);
    expect((await steps())[1]!.dueOn).toBe(due);
    expect((await leadTasks(lead.id)).filter((x) => x.title.startsWith("Balance due"))).toHaveLength(2);
  });

  it("is due today when its day by the rule has passed, says so, and the reminder goes this round", async () => {
    const { lead, balance, steps } = await acceptedUndated();
    const start = addIndiaDays(indiaDay(), 10);
    expect((await setStart(lead.id, start)).status).toBe(200);
    expect((await steps())[1]!.dueOn).toBe(indiaDay());
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(and(eq(contactTimeline.leadId, lead.id), eq(contactTimeline.kind, "payment_due_set")));
    expect(line!.summary).toContain("already past, so it is due today");

    await PAYMENT_REMINDERS_TASK.run(t.db, new Date());
    const reminders = await t.db.select().from(outbox).where(eq(outbox.kind, "payments.remind"));
    expect(reminders.filter((j) => j.payload.requestId === balance.id).map((j) => j.payload.kind)).toEqual([
      "before",
    ]);
  });

  it("leaves a cancelled balance undated", async () => {
    const { lead, balance, steps } = await acceptedUndated();
    await t.db.transaction((tx) => cancelRequest(tx, { requestId: balance.id, actorId: users.partner.id }));
    expect((await setStart(lead.id, addIndiaDays(indiaDay(), 90))).status).toBe(200);
    const after = (await steps())[1]!;
    expect(after.status).toBe("cancelled");
    expect(after.dueOn).toBeNull();
  });
});
