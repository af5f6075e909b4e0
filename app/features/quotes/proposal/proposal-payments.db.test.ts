import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordManualPayment, requestsForSubject } from "~/features/payments/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { money } from "~/lib/money";
import { outbox, tasks } from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { acceptedProposalOnNewLead } from "../../../../tests/helpers/accepted-proposal";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { acceptProposal } from "./proposal-acceptance.server";
import { PAYMENT_SETTLED_JOB, PAYMENT_SETTLED_JOB_KIND } from "./proposal-payments.server";
import { proposalPageData } from "./proposal-requests.server";

/**
 * An accepted proposal's money on the database: one payment request per schedule step at the
 * accepted version's amounts and due days, the deposit's pay page on the acceptance's answer and on
 * the proposal page, and — once the deposit is paid — the deposit task done and the balance
 * reminder on the owner's list, once however often the job runs.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

const acceptedProposal = (startDate: string | null) =>
  acceptedProposalOnNewLead(
    t.db,
    { partner: users.partner, call },
    { name: "Kavya Menon", digits: "111", source: "proposal-pay" },
    startDate,
  );

const openTasks = (leadId: string) =>
  t.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.leadId, leadId), eq(tasks.status, "open")));

async function runSettledJobs() {
  const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, PAYMENT_SETTLED_JOB_KIND));
  for (const job of jobs) await PAYMENT_SETTLED_JOB.handler(job.payload, job);
  return jobs.length;
}

describe("an accepted proposal's payments", () => {
  it("raises one request per step at the accepted amounts, and the answer and the page lead to the deposit", async () => {
    const start = addIndiaDays(indiaDay(), 90);
    const { accepted, version, token } = await acceptedProposal(start);
    const requests = await requestsForSubject(t.db, "quote_step", "versionId", version.id);
    const option = (
      version.totals as {
        options: { optionId: string; total: number; schedule: { amountMinor: number }[] }[];
      }
    ).options.find((o) => o.optionId === "opt-a")!;
    const byStep = [...requests].sort((a, b) => Number(a.subject.step) - Number(b.subject.step));
    expect(byStep.map((r) => r.amount)).toEqual(option.schedule.map((s) => money(s.amountMinor, "INR")));
    expect(byStep.reduce((sum, r) => sum + r.amount.minor, 0)).toBe(option.total);
    // The deposit on acceptance is due today; the balance 30 days before departure.
    expect(byStep.map((r) => r.dueOn)).toEqual([indiaDay(), addIndiaDays(start, -30)]);
    expect(byStep.every((r) => r.status === "requested" && r.purpose === "quote_step")).toBe(true);
    expect(byStep[0]!.label).toMatch(/^Deposit — .+, Option A/);

    expect(accepted.payUrl).toBe(byStep[0]!.payUrl);
    const page = await proposalPageData(token, t.db);
    expect(page!.payment).toMatchObject({ payUrl: byStep[0]!.payUrl, action: "Pay the deposit" });
    // Accepting again (a reload) answers with the same pay page and asks for nothing twice.
    const again = await acceptProposal(t.db, token, "opt-a");
    expect(again.payUrl).toBe(byStep[0]!.payUrl);
    expect(await requestsForSubject(t.db, "quote_step", "versionId", version.id)).toHaveLength(2);
  });

  it("a paid deposit does the deposit task and adds the balance reminder, once; a part payment moves nothing", async () => {
    const start = addIndiaDays(indiaDay(), 60);
    const { lead, version, token } = await acceptedProposal(start);
    const [deposit, balance] = [
      ...(await requestsForSubject(t.db, "quote_step", "versionId", version.id)),
    ].sort((a, b) => Number(a.subject.step) - Number(b.subject.step));
    expect((await openTasks(lead.id)).map((task) => task.title)).toContain("Collect the deposit");

    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: deposit!.id,
        amount: money(100_00, "INR"),
        method: "bank_transfer",
        reference: "UTR1",
        receivedOn: indiaDay(),
        actorId: users.partner.id,
      }),
    );
    await runSettledJobs();
    expect((await openTasks(lead.id)).map((task) => task.title)).toContain("Collect the deposit");

    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: deposit!.id,
        amount: money(deposit!.amount.minor - 100_00, "INR"),
        method: "upi",
        reference: "UTR2",
        receivedOn: indiaDay(),
        actorId: users.partner.id,
      }),
    );
    // Every job twice: a retried job must not make a second reminder.
    await runSettledJobs();
    await runSettledJobs();
    const open = await openTasks(lead.id);
    expect(open.map((task) => task.title)).not.toContain("Collect the deposit");
    const reminders = open.filter((task) => task.title.startsWith("Balance due"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.assigneeId).toBe(users.partner.id);
    expect(reminders[0]!.notes).toContain(balance!.reference);
    // Due before the balance is: three days (the settings' default) ahead of its day, at 10:00 India.
    expect(indiaDay(reminders[0]!.dueAt!)).toBe(addIndiaDays(balance!.dueOn!, -3));
    const [done] = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.leadId, lead.id), eq(tasks.title, "Collect the deposit")));
    expect(done!.status).toBe("done");

    // The page now offers the balance.
    const page = await proposalPageData(token, t.db);
    expect(page!.payment).toMatchObject({ payUrl: balance!.payUrl, action: "Pay: Balance" });
  });
});
