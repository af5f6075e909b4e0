import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_REMINDERS_TASK } from "~/features/crm/index.server";
import { cancelRequest, recordManualPayment, requestsForSubject } from "~/features/payments/index.server";
import { formatDayLong } from "~/lib/format";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { EMPTY_TRIP } from "~/lib/lead-trip";
import { money } from "~/lib/money";
import { contactTimeline, contacts, leads, outbox, quoteVersions, tasks } from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { proposalDocument } from "../../../../tests/helpers/proposal-document";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import * as leadRoute from "../../../routes/api.v1.console.leads.$leadId";
import * as sendRoute from "../../../routes/api.v1.console.quotes.$quoteId.send";
import { createQuote, getQuoteForStaff, saveDraft } from "../quotes.server";
import { acceptProposal } from "./proposal-acceptance.server";
import { PAYMENT_SETTLED_JOB, PAYMENT_SETTLED_JOB_KIND } from "./proposal-payments.server";

/**
 * A quote accepted before its trip had a start date raises its balance with no due day. Dating the
 * trip on the lead gives that balance its day by the accepted terms (30 days before departure in
 * the proposal fixture), today when that day has passed, closes the "set the date" task, and never
 * moves a request again or touches one that is no longer open.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

let serial = 0;
async function acceptedUndated() {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Rohan Pillai ${serial}`,
      phone: `+9198333${String(10000 + serial).padStart(5, "0")}`,
      email: `rohan${serial}@example.in`,
      ownerId: users.partner.id,
    })
    .returning();
  const [lead] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `balance-date-${serial}`,
      contactId: contact!.id,
      name: contact!.name!,
      score: 50,
      ownerId: users.partner.id,
      stage: "Qualified",
    })
    .returning();
  const { quoteId } = await createQuote(t.db, users.partner as never, {
    leadId: lead!.id,
    from: { kind: "blank" },
  });
  const draft = (await getQuoteForStaff(t.db, users.partner as never, quoteId)).draft!;
  const document = proposalDocument(draft.document as unknown as Record<string, unknown>);
  await saveDraft(t.db, users.partner as never, quoteId, {
    document: { ...document, startDate: null },
    updatedAt: draft.updatedAt,
  });
  const sent = await call(
    sendRoute,
    "partner",
    "POST",
    `/api/v1/console/quotes/${quoteId}/send`,
    {},
    { quoteId },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const token = /\/proposal\/([A-Za-z0-9_-]+)$/.exec(String(sent.body.url))![1]!;
  await acceptProposal(t.db, token, "opt-a");
  const [version] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
  const steps = async () =>
    [...(await requestsForSubject(t.db, "quote_step", "versionId", version!.id))].sort(
      (a, b) => Number(a.subject.step) - Number(b.subject.step),
    );
  const [deposit, balance] = await steps();
  return { lead: lead!, deposit: deposit!, balance: balance!, steps };
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
