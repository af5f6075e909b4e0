import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_JOBS, reconcileOpenLinks, requestsForSubject } from "~/features/payments/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { outbox, tasks } from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { acceptedProposalOnNewLead } from "../../../../tests/helpers/accepted-proposal";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { withFakeRazorpay } from "../../../../tests/helpers/razorpay";
import * as webhookRoute from "../../../routes/api.v1.payments.razorpay.webhook";
import { PAYMENT_SETTLED_JOB, PAYMENT_SETTLED_JOB_KIND } from "./proposal-payments.server";
import { proposalPageData } from "./proposal-requests.server";

/**
 * An accepted proposal paid through Razorpay Payment Links (the fake speaks Razorpay's API and signs
 * its webhooks): the balance of a trip with no start date yet keeps a link that does not run out a
 * week after acceptance; a deposit's webhooks repeated and out of order settle it once.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
const razorpay = withFakeRazorpay();

async function acceptedProposal(startDate: string | null) {
  const { lead, token, version } = await acceptedProposalOnNewLead(
    t.db,
    { partner: users.partner, call },
    { name: "Meera Iyer", digits: "222", source: "proposal-razorpay" },
    startDate,
  );
  const [deposit, balance] = [
    ...(await requestsForSubject(t.db, "quote_step", "versionId", version.id)),
  ].sort((a, b) => Number(a.subject.step) - Number(b.subject.step));
  return { lead, token, deposit: deposit!, balance: balance! };
}

/** Runs the queued outbox jobs of a kind, each once, as the worker would (links made, jobs settled). */
async function runJobs(kind: string) {
  const handler =
    kind === PAYMENT_SETTLED_JOB_KIND ? PAYMENT_SETTLED_JOB : PAYMENT_JOBS.find((j) => j.kind === kind)!;
  const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, kind));
  for (const job of jobs) await handler.handler(job.payload, job);
}

/** A signed webhook through the route Razorpay posts to, as Razorpay delivers it. */
async function deliver(body: string, eventId: string) {
  const signature = crypto.createHmac("sha256", "hook-secret").update(body).digest("hex");
  const response = await webhookRoute.action({
    request: new Request("http://127.0.0.1/api/v1/payments/razorpay/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signature,
        "x-razorpay-event-id": eventId,
      },
      body,
    }),
  });
  expect(response.status).toBe(200);
}

const linkOf = (requestId: string) =>
  [...razorpay.fake.links.values()].find((l) => l.reference_id === requestId)!;

describe("an accepted proposal paid through Razorpay", () => {
  it("gives a balance due before a departure with no date a link that outlives the settings' week", async () => {
    const { balance, deposit, token } = await acceptedProposal(null);
    expect(balance.dueOn).toBeNull();
    await runJobs("payments.create-link");
    const nowSeconds = Math.floor(Date.now() / 1000);
    // The longest Razorpay allows (it refuses more than six months), not 7 days after acceptance.
    expect(linkOf(balance.id).expire_by).toBeGreaterThan(nowSeconds + 170 * 86_400);
    expect(linkOf(balance.id).expire_by).toBeLessThanOrEqual(nowSeconds + 181 * 86_400);
    // The deposit, due on acceptance, keeps the settings' days after its day.
    expect(linkOf(deposit.id).expire_by).toBeLessThan(nowSeconds + 9 * 86_400);

    // A fortnight on, the deposit paid, the balance is still open and offered on the proposal page.
    razorpay.fake.pay(linkOf(deposit.id).id);
    await reconcileOpenLinks(t.db, new Date(Date.now() + 14 * 86_400_000));
    const page = await proposalPageData(token, t.db);
    expect(page!.payment).toMatchObject({ payUrl: balance.payUrl, action: "Pay: Balance" });
  });

  it("settles a deposit once when payment_link.paid comes twice and before payment.captured", async () => {
    const { lead, deposit, balance } = await acceptedProposal(addIndiaDays(indiaDay(), 60));
    await runJobs("payments.create-link");
    razorpay.fake.pay(linkOf(deposit.id).id);
    const paid = [...razorpay.fake.events].reverse().find((e) => e.event === "payment_link.paid")!;
    expect(JSON.parse(paid.body).payload.payment_link.entity.reference_id).toBe(deposit.id);
    // Razorpay's payment.captured for the same payment, its own event with its own id.
    const payment = JSON.parse(paid.body).payload.payment.entity;
    const captured = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeAccount01",
      event: "payment.captured",
      contains: ["payment"],
      payload: { payment: { entity: payment } },
      created_at: payment.created_at,
    });

    // The link's paid event first, then the payment's capture, then the paid event redelivered
    // (same event id), then again under a new id as a second delivery attempt might carry.
    await deliver(paid.body, paid.headers["x-razorpay-event-id"]!);
    await deliver(captured, `${paid.id}-captured`);
    await deliver(paid.body, paid.headers["x-razorpay-event-id"]!);
    await deliver(paid.body, `${paid.id}-again`);
    // The worker may run a job twice (a crash after the work, before it is marked done).
    await runJobs(PAYMENT_SETTLED_JOB_KIND);
    await runJobs(PAYMENT_SETTLED_JOB_KIND);

    const settled = await t.db.select().from(outbox).where(eq(outbox.kind, PAYMENT_SETTLED_JOB_KIND));
    expect(settled.filter((j) => j.payload.requestId === deposit.id).map((j) => j.payload.event)).toEqual([
      "paid",
    ]);
    const leadTasks = await t.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    const depositTasks = leadTasks.filter((task) => task.title === "Collect the deposit");
    expect(depositTasks.map((task) => task.status)).toEqual(["done"]);
    const balanceTasks = leadTasks.filter((task) => task.title.startsWith("Balance due"));
    expect(balanceTasks).toHaveLength(1);
    expect(balanceTasks[0]!.notes).toContain(balance.reference);
    const openBalance = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.leadId, lead.id), eq(tasks.status, "open")));
    expect(openBalance.filter((task) => task.title.startsWith("Balance due"))).toHaveLength(1);
    const [depositAfter] = (
      await requestsForSubject(t.db, "quote_step", "versionId", String(deposit.subject.versionId))
    ).filter((r) => r.id === deposit.id);
    expect(depositAfter!.status).toBe("paid");
    expect(depositAfter!.payments).toHaveLength(1);
  });
});
