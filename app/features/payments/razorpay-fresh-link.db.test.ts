import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { outbox, paymentRequests, payments } from "~/server/db/schema.server";
import type { FakeRazorpayEvent } from "../../../tests/fakes/razorpay-fake";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../tests/helpers/console-calls";
import { RAZORPAY_TEST_KEYS, withFakeRazorpay } from "../../../tests/helpers/razorpay";
import { travellerWithLead } from "../../../tests/helpers/accepted-proposal";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import * as freshLinkRoute from "../../routes/api.v1.console.payments.$requestId.link";
import * as webhookRoute from "../../routes/api.v1.payments.razorpay.webhook";
import { createPaymentRequest, getPaymentRequest, reconcileOpenLinks } from "./index.server";
import { createLinkFor } from "./payment-links.server";

/**
 * A part-paid request whose Razorpay link ended gets a fresh link for exactly what is left, made
 * with its own reference_id that still names the request and e-mailed to the traveller; money paid
 * late on the old link is counted once, whichever of the fetch and the webhook brings it first.
 * Refused with a sentence when nothing is left, while a link is live, or without Razorpay.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
const razorpay = withFakeRazorpay();

async function partPaidRequest(amountMinor: number) {
  const { contact, lead } = await travellerWithLead(
    t.db,
    users.partner,
    { name: "Ishaan Rao", digits: "444", source: "fresh-link" },
    null,
  );
  const { request } = await t.db.transaction((tx) =>
    createPaymentRequest(tx, {
      contactId: contact.id,
      leadId: lead.id,
      purpose: "staff",
      label: "Balance — Kerala backwaters",
      amount: money(amountMinor, "INR"),
      dueOn: null,
    }),
  );
  await createLinkFor(request.id);
  const link = [...razorpay.fake.links.values()].find((l) => l.reference_id === request.id)!;
  return { request, link, email: contact.email! };
}

const deliver = (event: Pick<FakeRazorpayEvent, "body" | "headers">) =>
  webhookRoute.action({
    request: new Request("http://127.0.0.1/api/v1/payments/razorpay/webhook", {
      method: "POST",
      headers: event.headers,
      body: event.body,
    }),
  });

const lastEvent = (name: string, linkId: string) =>
  [...razorpay.fake.events]
    .reverse()
    .find((e) => e.event === name && JSON.parse(e.body).payload.payment_link.entity.id === linkId)!;

const sendFresh = (requestId: string) =>
  call(freshLinkRoute, "partner", "POST", `/api/v1/console/payments/${requestId}/link`, {}, { requestId });

const paymentsOf = (requestId: string) =>
  t.db.select().from(payments).where(eq(payments.requestId, requestId));

describe("a fresh link for the balance left", () => {
  it("asks for exactly the rest, names the request, is e-mailed once, and every link's money counts once", async () => {
    const { request, link: first, email } = await partPaidRequest(2_00_000_00);
    // ₹50,000 paid and told; then ₹30,000 paid on the same link whose webhook is held back.
    razorpay.fake.pay(first.id, { amount: 50_000_00 });
    expect((await deliver(lastEvent("payment_link.partially_paid", first.id))).status).toBe(200);
    razorpay.fake.pay(first.id, { amount: 30_000_00 });
    const late = lastEvent("payment_link.partially_paid", first.id);
    razorpay.fake.expire(first.id);
    expect((await deliver(lastEvent("payment_link.expired", first.id))).status).toBe(200);
    expect(await getPaymentRequest(t.db, request.id)).toMatchObject({
      status: "partly_paid",
      paid: money(50_000_00, "INR"),
      linkEnded: true,
    });

    const sent = await sendFresh(request.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await createLinkFor(request.id);
    // The old link was asked once more first: the held-back ₹30,000 is counted, and the new link
    // asks for the ₹1,20,000 left, under its own reference that still names the request.
    const second = [...razorpay.fake.links.values()].find((l) => l.reference_id === `${request.id}.2`)!;
    expect(second.amount).toBe(1_20_000_00);
    expect(second.expire_by).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(row).toMatchObject({
      linkId: second.id,
      linkUrl: second.short_url,
      linkState: "created",
      paidMinor: 80_000_00,
    });
    // The job again (a retry) makes no third link and no second e-mail.
    await createLinkFor(request.id);
    expect(
      [...razorpay.fake.links.values()].filter((l) => l.reference_id.startsWith(request.id)),
    ).toHaveLength(2);
    const mails = (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter(
      (m) => m.payload.to === email,
    );
    expect(mails).toHaveLength(1);
    expect(String(mails[0]!.payload.text)).toContain(second.short_url);
    expect(String(mails[0]!.payload.subject)).toContain("₹1,20,000");

    // The old link's late webhook, twice: nothing more counted, and the new link stays current.
    expect((await deliver(late)).status).toBe(200);
    expect(
      (await deliver({ ...late, headers: { ...late.headers, "x-razorpay-event-id": "late-again" } })).status,
    ).toBe(200);
    expect(await paymentsOf(request.id)).toHaveLength(2);

    // The rest paid on the new link; a reconciliation round after it changes nothing.
    razorpay.fake.pay(second.id);
    expect((await deliver(lastEvent("payment_link.paid", second.id))).status).toBe(200);
    await reconcileOpenLinks(t.db);
    const after = (await getPaymentRequest(t.db, request.id))!;
    expect(after).toMatchObject({ status: "paid", paid: money(2_00_000_00, "INR"), linkEnded: false });
    expect((await paymentsOf(request.id)).map((p) => p.amountMinor).sort()).toEqual(
      [1_20_000_00, 30_000_00, 50_000_00].sort(),
    );

    // Nothing is left now.
    const refused = await sendFresh(request.id);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Nothing is left to pay");
  });

  it("counts the old link's late payment from its webhook alone, and its redelivered expiry ends nothing", async () => {
    const { request, link: first } = await partPaidRequest(1_50_000_00);
    razorpay.fake.pay(first.id, { amount: 50_000_00 });
    await deliver(lastEvent("payment_link.partially_paid", first.id));
    razorpay.fake.pay(first.id, { amount: 30_000_00 });
    const late = lastEvent("payment_link.partially_paid", first.id);
    razorpay.fake.expire(first.id);
    await deliver(lastEvent("payment_link.expired", first.id));
    expect((await sendFresh(request.id)).status).toBe(200);
    // The late payment's webhook arrives between the staff's click and the new link being made.
    expect((await deliver(late)).status).toBe(200);
    expect((await getPaymentRequest(t.db, request.id))!.paid).toEqual(money(80_000_00, "INR"));
    await createLinkFor(request.id);
    const second = [...razorpay.fake.links.values()].find((l) => l.reference_id === `${request.id}.2`)!;
    expect(second.amount).toBe(70_000_00);
    expect(await paymentsOf(request.id)).toHaveLength(2);
    // The old link's expiry redelivered under a new id: the new link is not taken for ended.
    const expired = lastEvent("payment_link.expired", first.id);
    await deliver({ ...expired, headers: { ...expired.headers, "x-razorpay-event-id": "expired-again" } });
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(row).toMatchObject({ linkId: second.id, linkState: "created", status: "partly_paid" });
  });

  it("is refused while the link is live, and without Razorpay", async () => {
    const { request, link } = await partPaidRequest(1_50_000_00);
    razorpay.fake.pay(link.id, { amount: 50_000_00 });
    await deliver(lastEvent("payment_link.partially_paid", link.id));
    const live = await sendFresh(request.id);
    expect(live.status).toBe(409);
    expect(JSON.stringify(live.body)).toContain("still takes payments");

    razorpay.fake.expire(link.id);
    await deliver(lastEvent("payment_link.expired", link.id));
    useTestConfig({});
    try {
      const manual = await sendFresh(request.id);
      expect(manual.status).toBe(409);
      expect(JSON.stringify(manual.body)).toContain("bank and UPI details");
    } finally {
      useTestConfig({
        RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
        RAZORPAY_API_URL: razorpay.fake.url,
        RAZORPAY_TIMEOUT_MS: "2000",
      });
    }
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(row!.linkSerial).toBe(1);
  });
});
