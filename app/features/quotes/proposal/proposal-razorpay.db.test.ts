import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_JOBS, reconcileOpenLinks, requestsForSubject } from "~/features/payments/index.server";
import { setConfigForTests } from "~/server/config.server";
import { contacts, leads, outbox, quoteVersions } from "~/server/db/schema.server";
import { startFakeRazorpay, type FakeRazorpay } from "../../../../tests/fakes/razorpay-fake";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { proposalDocument } from "../../../../tests/helpers/proposal-document";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { useTestConfig } from "../../../../tests/helpers/verification";
import * as sendRoute from "../../../routes/api.v1.console.quotes.$quoteId.send";
import { createQuote, getQuoteForStaff, saveDraft } from "../quotes.server";
import { acceptProposal } from "./proposal-acceptance.server";
import { PAYMENT_SETTLED_JOB, PAYMENT_SETTLED_JOB_KIND } from "./proposal-payments.server";
import { proposalPageData } from "./proposal-requests.server";

/**
 * An accepted proposal paid through Razorpay Payment Links (the fake speaks Razorpay's API and signs
 * its webhooks): the balance of a trip with no start date yet keeps a link that does not run out a
 * week after acceptance.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay({
    keyId: "rzp_test_key",
    keySecret: "key-secret",
    webhookSecret: "hook-secret",
  });
  useTestConfig({
    RAZORPAY_KEY_ID: "rzp_test_key",
    RAZORPAY_KEY_SECRET: "key-secret",
    RAZORPAY_WEBHOOK_SECRET: "hook-secret",
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_TIMEOUT_MS: "2000",
  });
});
afterAll(async () => {
  await fake.stop();
  setConfigForTests(undefined);
});

let serial = 0;
async function acceptedProposal(startDate: string | null) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Meera Iyer ${serial}`,
      phone: `+9198222${String(10000 + serial).padStart(5, "0")}`,
      email: `meera${serial}@example.in`,
      ownerId: users.partner.id,
    })
    .returning();
  const [lead] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `proposal-razorpay-${serial}`,
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
    document: { ...document, startDate },
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
  const [deposit, balance] = [
    ...(await requestsForSubject(t.db, "quote_step", "versionId", version!.id)),
  ].sort((a, b) => Number(a.subject.step) - Number(b.subject.step));
  return { lead: lead!, token, deposit: deposit!, balance: balance! };
}

/** Runs the queued outbox jobs of a kind, each once, as the worker would (links made, jobs settled). */
async function runJobs(kind: string) {
  const handler =
    kind === PAYMENT_SETTLED_JOB_KIND ? PAYMENT_SETTLED_JOB : PAYMENT_JOBS.find((j) => j.kind === kind)!;
  const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, kind));
  for (const job of jobs) await handler.handler(job.payload, job);
}

const linkOf = (requestId: string) => [...fake.links.values()].find((l) => l.reference_id === requestId)!;

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
    fake.pay(linkOf(deposit.id).id);
    await reconcileOpenLinks(t.db, new Date(Date.now() + 14 * 86_400_000));
    const page = await proposalPageData(token, t.db);
    expect(page!.payment).toMatchObject({ payUrl: balance.payUrl, action: "Pay: Balance" });
  });
});
