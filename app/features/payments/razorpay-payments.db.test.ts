import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { PAYMENT_REMIND_JOB } from "~/features/crm/index.server";
import {
  contactTimeline,
  contacts,
  outbox,
  paymentEvents,
  paymentRequests,
  payments,
} from "~/server/db/schema.server";
import type { FakeRazorpayEvent } from "../../../tests/fakes/razorpay-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { withFakeRazorpay } from "../../../tests/helpers/razorpay";
import * as webhookRoute from "../../routes/api.v1.payments.razorpay.webhook";
import {
  cancelRequest,
  createPaymentRequest,
  erasePaymentsOf,
  getPaymentRequest,
  reconcileOpenLinks,
  refundPayment,
  requestByToken,
  verifyCallback,
} from "./index.server";
import { payPageData } from "./pay/pay-page.server";
import { cancelLinkFor, createLinkFor, reconcileLink } from "./payment-links.server";
import { paymentSettingsSchema } from "./payment-schemas";
import { savePaymentSettings } from "./payment-settings.server";

/**
 * Payment Links against a fake Razorpay that speaks the documented API and signs its webhooks: the
 * link is made with our amount and reference; money is recorded from the signed webhook once however
 * often or in whatever order it arrives; a forged event changes nothing; a webhook that never came is
 * caught by the reconciliation; part payments, expiry, cancelling and refunds follow Razorpay's word.
 */
const t = setUpTestDatabase();
const razorpay = withFakeRazorpay();

let serial = 0;
async function requestWithLink(amountMinor: number, label = "Deposit — Maldives honeymoon, Option A") {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Ananya ${serial}`,
      phone: `+9198100${String(serial).padStart(5, "0")}`,
      email: `ananya${serial}@example.test`,
    })
    .returning();
  const { request, token } = await t.db.transaction((tx) =>
    createPaymentRequest(tx, {
      contactId: contact!.id,
      purpose: "quote_step",
      subject: { quoteId: `q-${serial}` },
      label,
      amount: money(amountMinor, "INR"),
      dueOn: "2026-12-20",
      onPaidJob: "test.settled",
    }),
  );
  await createLinkFor(request.id);
  const row = (await getPaymentRequest(t.db, request.id))!;
  const link = [...razorpay.fake.links.values()].find((l) => l.reference_id === request.id)!;
  return { request: row, token, link, contactId: contact!.id };
}

const deliver = (event: Pick<FakeRazorpayEvent, "body" | "headers">) =>
  webhookRoute.action({
    request: new Request("http://127.0.0.1/api/v1/payments/razorpay/webhook", {
      method: "POST",
      headers: event.headers,
      body: event.body,
    }),
  });

const lastEvent = (name: string) => [...razorpay.fake.events].reverse().find((e) => e.event === name)!;

async function settledJobs(requestId: string) {
  const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, "test.settled"));
  return jobs.filter((j) => j.payload.requestId === requestId).map((j) => j.payload.event);
}

async function timelineKinds(contactId: string) {
  const rows = await t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contactId));
  return rows.map((r) => r.kind).sort();
}

describe("Razorpay payment links", () => {
  it("makes the link as documented: our amount, reference, expiry, customer and callback", async () => {
    const before = razorpay.fake.requests.length;
    const { request, token, link } = await requestWithLink(1_24_999_00);
    const calls = razorpay.fake.requests.slice(before).filter((r) => r.url.pathname === "/v1/payment_links");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from("rzp_test_key:key-secret").toString("base64")}`,
    );
    const body = JSON.parse(calls[0]!.body);
    expect(body).toMatchObject({
      amount: 1_24_999_00,
      currency: "INR",
      reference_id: request.id,
      accept_partial: true,
      first_min_partial_amount: 25_000_00,
      customer: {
        name: `Ananya ${serial}`,
        contact: `+9198100${String(serial).padStart(5, "0")}`,
        email: `ananya${serial}@example.test`,
      },
      callback_url: `http://127.0.0.1:3000/pay/${token}/return`,
      callback_method: "get",
      notify: { sms: false, email: false },
    });
    expect(body.description).toContain(request.reference);
    expect(body.expire_by).toBeGreaterThan(Math.floor(Date.now() / 1000) + 15 * 60);
    expect(request.linkUrl).toBe(link.short_url);
    expect(request.status).toBe("requested");
  });

  it("records a payment once although the webhook arrives twice, and the callback proves it", async () => {
    const { request, link, contactId } = await requestWithLink(40_000_00);
    const { callbackUrl } = razorpay.fake.pay(link.id, { method: "card" });
    const paid = lastEvent("payment_link.paid");
    expect((await deliver(paid)).status).toBe(200);
    const again = await deliver(paid);
    expect(await again.json()).toEqual({ status: "duplicate" });

    const view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("paid");
    expect(view.paid.minor).toBe(40_000_00);
    expect(view.payments).toHaveLength(1);
    expect(view.payments[0]!.method).toBe("card");
    expect(await settledJobs(request.id)).toEqual(["paid"]);
    expect(await timelineKinds(contactId)).toEqual(["payment_received", "payment_requested"]);

    // Asking Razorpay again sees the same payment: it adds nothing and uses up no receipt number,
    // so the next payment's receipt follows this one's.
    await reconcileLink(request.id);
    expect((await getPaymentRequest(t.db, request.id))!.payments).toHaveLength(1);
    const next = await requestWithLink(1_000_00);
    razorpay.fake.pay(next.link.id);
    await deliver(lastEvent("payment_link.paid"));
    const numberOf = (receipt: string) => Number(receipt.slice(-6));
    const nextReceipt = (await getPaymentRequest(t.db, next.request.id))!.payments[0]!.receiptNumber;
    expect(numberOf(nextReceipt)).toBe(numberOf(view.payments[0]!.receiptNumber) + 1);

    const query = new URL(callbackUrl).searchParams;
    expect(verifyCallback(query)).toMatchObject({ ok: true, linkId: link.id, status: "paid" });
    query.set("razorpay_payment_link_status", "partially_paid");
    expect(verifyCallback(query)).toEqual({ ok: false });
  });

  it("takes part payments in either order, fetching what a late webhook left out", async () => {
    const { request, link, contactId } = await requestWithLink(2_00_000_00);
    razorpay.fake.pay(link.id, { amount: 50_000_00 });
    const first = lastEvent("payment_link.partially_paid");
    razorpay.fake.pay(link.id);
    const second = lastEvent("payment_link.paid");

    // The last payment's event comes first: Razorpay says more was paid than that one payment.
    await deliver(second);
    let view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("partly_paid");
    expect(view.paid.minor).toBe(1_50_000_00);
    const reconcileJobs = await t.db.select().from(outbox).where(eq(outbox.kind, "payments.reconcile-link"));
    expect(reconcileJobs.some((j) => j.payload.requestId === request.id)).toBe(true);

    await deliver(first);
    await deliver(second);
    view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("paid");
    expect(view.paid.minor).toBe(2_00_000_00);
    expect(view.balance.minor).toBe(0);
    expect(view.payments).toHaveLength(2);
    expect(await settledJobs(request.id)).toEqual(["partly_paid", "paid"]);
    expect(await timelineKinds(contactId)).toEqual([
      "payment_received",
      "payment_received",
      "payment_requested",
    ]);
  });

  it("answers only a POST of a Razorpay-sized body", async () => {
    const get = await webhookRoute.loader();
    expect(get.status).toBe(405);
    const huge = await deliver({
      body: "x".repeat(300 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
  });

  it("refuses a forged or tampered event and changes nothing", async () => {
    const { request, link } = await requestWithLink(10_000_00);
    razorpay.fake.pay(link.id);
    const paid = lastEvent("payment_link.paid");
    const eventsBefore = (await t.db.select().from(paymentEvents)).length;

    const tampered = paid.body.replace(`"amount":${10_000_00}`, `"amount":${1_00}`);
    expect(tampered).not.toBe(paid.body);
    expect((await deliver({ body: tampered, headers: paid.headers })).status).toBe(400);
    const wrongSecret = { ...paid.headers, "x-razorpay-signature": "0".repeat(64) };
    expect((await deliver({ body: paid.body, headers: wrongSecret })).status).toBe(400);
    const { "x-razorpay-signature": _dropped, ...unsigned } = paid.headers;
    expect((await deliver({ body: paid.body, headers: unsigned })).status).toBe(400);

    expect((await t.db.select().from(paymentEvents)).length).toBe(eventsBefore);
    expect(await t.db.select().from(payments).where(eq(payments.requestId, request.id))).toHaveLength(0);
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("requested");
    // The genuine event still counts afterwards: a refusal did not use up its id.
    expect((await deliver(paid)).status).toBe(200);
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("paid");
  });

  it("catches a payment whose webhook never came on the next reconciliation", async () => {
    const { request, link } = await requestWithLink(15_000_00);
    razorpay.fake.pay(link.id, { method: "netbanking" });
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("requested");
    await reconcileOpenLinks(t.db);
    const view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("paid");
    expect(view.payments.map((p) => p.method)).toEqual(["netbanking"]);
    // The webhook arriving after all adds nothing.
    await deliver(lastEvent("payment_link.paid"));
    expect((await getPaymentRequest(t.db, request.id))!.payments).toHaveLength(1);
    expect(await settledJobs(request.id)).toEqual(["paid"]);
  });

  it("marks an unpaid link expired, once, and an expiry after payment changes nothing", async () => {
    const { request, link, contactId } = await requestWithLink(8_000_00);
    razorpay.fake.expire(link.id);
    const expired = lastEvent("payment_link.expired");
    await deliver(expired);
    await reconcileOpenLinks(t.db);
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("expired");
    expect(await settledJobs(request.id)).toEqual(["expired"]);
    expect(await timelineKinds(contactId)).toEqual(["payment_link_expired", "payment_requested"]);

    const other = await requestWithLink(8_000_00);
    razorpay.fake.pay(other.link.id);
    await deliver(lastEvent("payment_link.paid"));
    // An expiry event for a paid link (delivered late, or forged into order) leaves it paid.
    const late = {
      ...expired,
      body: expired.body.replaceAll(link.id, other.link.id).replaceAll(request.id, other.request.id),
    };
    const signed = await import("node:crypto").then((c) =>
      c.createHmac("sha256", "hook-secret").update(late.body).digest("hex"),
    );
    await deliver({
      body: late.body,
      headers: { ...late.headers, "x-razorpay-signature": signed, "x-razorpay-event-id": "evt_late" },
    });
    expect((await getPaymentRequest(t.db, other.request.id))!.status).toBe("paid");
  });

  it("never makes a second link when the first create's answer was lost", async () => {
    serial += 1;
    const [contact] = await t.db
      .insert(contacts)
      .values({ name: "Lost Answer", phone: "+919810099999" })
      .returning();
    const { request } = await t.db.transaction((tx) =>
      createPaymentRequest(tx, {
        contactId: contact!.id,
        purpose: "staff",
        label: "Balance",
        amount: money(5_000_00, "INR"),
      }),
    );
    razorpay.fake.cutNextCreate();
    await expect(createLinkFor(request.id)).rejects.toThrow();
    const [stuck] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(stuck!.linkState).toBe("unknown");
    const posts = () =>
      razorpay.fake.requests.filter(
        (r) =>
          r.method === "POST" &&
          r.url.pathname === "/v1/payment_links" &&
          JSON.parse(r.body).reference_id === request.id,
      );
    expect(posts()).toHaveLength(1);

    await createLinkFor(request.id);
    expect(posts()).toHaveLength(1);
    const links = [...razorpay.fake.links.values()].filter((l) => l.reference_id === request.id);
    expect(links).toHaveLength(1);
    const view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.linkUrl).toBe(links[0]!.short_url);
  });

  it("cancels the link with the request", async () => {
    const { request, link, contactId } = await requestWithLink(3_000_00);
    await t.db.transaction((tx) => cancelRequest(tx, { requestId: request.id, actorId: "staff-1" }));
    const jobs = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "payments.cancel-link")));
    expect(jobs.some((j) => j.payload.requestId === request.id)).toBe(true);
    await cancelLinkFor(request.id);
    expect(razorpay.fake.links.get(link.id)!.status).toBe("cancelled");
    await deliver(lastEvent("payment_link.cancelled"));
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("cancelled");
    expect(await settledJobs(request.id)).toEqual(["cancelled"]);
    expect(await timelineKinds(contactId)).toEqual(["payment_cancelled", "payment_requested"]);
  });

  it("leaves no working link to an erased payer's part-paid request", async () => {
    const { request, token, link } = await requestWithLink(2_00_000_00);
    razorpay.fake.pay(link.id, { amount: 50_000_00 });
    await deliver(lastEvent("payment_link.partially_paid"));
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("partly_paid");

    await t.db.transaction((tx) => erasePaymentsOf(tx, request.contactId!));
    // Our pay page no longer finds it, and Razorpay's page (which shows the person's name, e-mail
    // and phone) is cancelled, so nothing more can be paid into a request that names nobody.
    expect(await requestByToken(t.db, token)).toBeNull();
    const kept = (await getPaymentRequest(t.db, request.id))!;
    expect(kept).toMatchObject({ status: "cancelled", contactId: null });
    expect(kept.paid.minor).toBe(50_000_00);
    const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, "payments.cancel-link"));
    expect(jobs.filter((j) => j.payload.requestId === request.id)).toHaveLength(1);
    await cancelLinkFor(request.id);
    expect(razorpay.fake.links.get(link.id)!.status).toBe("cancelled");
    await deliver(lastEvent("payment_link.cancelled"));
    const after = (await getPaymentRequest(t.db, request.id))!;
    expect(after).toMatchObject({ status: "cancelled", contactId: null });
    expect(after.paid.minor).toBe(50_000_00);
  });

  it("refunds through Razorpay, in part with a fee kept, and the processed event settles it", async () => {
    const { request, link, contactId } = await requestWithLink(20_000_00);
    razorpay.fake.pay(link.id);
    await deliver(lastEvent("payment_link.paid"));
    const paymentId = (await getPaymentRequest(t.db, request.id))!.payments[0]!.id;
    razorpay.fake.setRefundsPending(true);
    const refund = await refundPayment(t.db, {
      paymentId,
      amount: money(15_000_00, "INR"),
      keptMinor: 5_000_00,
      reason: "Supplier cancelled; their fee kept",
      actorId: "admin-1",
    });
    expect(refund.status).toBe("pending");
    const theirs = razorpay.fake.refunds.find((r) => r.receipt === refund.id)!;
    expect(theirs.amount).toBe(15_000_00);
    let view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("refunded");
    expect(view.refunded.minor).toBe(15_000_00);

    razorpay.fake.processRefund(theirs.id);
    await deliver(lastEvent("refund.processed"));
    view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.refunds[0]).toMatchObject({ status: "processed", providerRefundId: theirs.id });
    expect(await settledJobs(request.id)).toEqual(["paid", "refunded"]);
    expect(await timelineKinds(contactId)).toEqual([
      "payment_received",
      "payment_refunded",
      "payment_requested",
    ]);

    // Nothing is left to refund: the fee kept counts against the payment too.
    await expect(
      refundPayment(t.db, { paymentId, amount: money(1_00, "INR"), reason: "again", actorId: "admin-1" }),
    ).rejects.toThrow(/already refunded in full/);
    razorpay.fake.setRefundsPending(false);
  });

  it("finds a refund whose answer was lost by its receipt, and never sends it twice", async () => {
    const { request, link } = await requestWithLink(6_000_00);
    razorpay.fake.pay(link.id);
    await deliver(lastEvent("payment_link.paid"));
    const paymentId = (await getPaymentRequest(t.db, request.id))!.payments[0]!.id;
    razorpay.fake.cutNextRefund();
    const refund = await refundPayment(t.db, {
      paymentId,
      amount: money(6_000_00, "INR"),
      reason: "Trip cancelled",
      actorId: "admin-1",
    });
    expect(refund).toMatchObject({ status: "pending", providerRefundId: null });
    const sentRefunds = () => razorpay.fake.requests.filter((r) => r.url.pathname.endsWith("/refund"));
    const before = sentRefunds().length;

    await reconcileOpenLinks(t.db);
    const view = (await getPaymentRequest(t.db, request.id))!;
    const theirs = razorpay.fake.refunds.find((r) => r.receipt === refund.id)!;
    expect(view.refunds[0]).toMatchObject({ status: "processed", providerRefundId: theirs.id });
    expect(view.status).toBe("refunded");
    expect(sentRefunds().length).toBe(before);
  });

  it("offers a part-paid request's balance by bank transfer once its link has expired", async () => {
    await savePaymentSettings(
      t.db,
      paymentSettingsSchema.parse({
        upiId: "luxe@hdfcbank",
        bankAccountNumber: "50200012345678",
        bankIfsc: "HDFC0001234",
      }),
      "admin-1",
    );
    const { request, token, link } = await requestWithLink(2_00_000_00);
    razorpay.fake.pay(link.id, { amount: 50_000_00 });
    await deliver(lastEvent("payment_link.partially_paid"));
    const visitor = { clientIp: "198.51.100.7" };
    const before = await payPageData(token, visitor);
    expect(before).toMatchObject({ kind: "found", view: { payOnlineUrl: link.short_url, bank: null } });

    razorpay.fake.expire(link.id);
    await deliver(lastEvent("payment_link.expired"));
    const view = (await getPaymentRequest(t.db, request.id))!;
    expect(view).toMatchObject({ status: "partly_paid", overdue: false });
    expect(view.balance.minor).toBe(1_50_000_00);
    // Razorpay's page no longer takes money: the balance goes by bank transfer or UPI, which a
    // person confirms, and nothing points at the dead link.
    const after = await payPageData(token, visitor);
    expect(after).toMatchObject({
      kind: "found",
      view: {
        status: "partly_paid",
        payOnlineUrl: null,
        linkPending: false,
        bank: { upiId: "luxe@hdfcbank", accountNumber: "50200012345678", ifsc: "HDFC0001234" },
      },
    });

    // The overdue reminder says the same.
    await t.db.update(paymentRequests).set({ dueOn: "2026-01-05" }).where(eq(paymentRequests.id, request.id));
    await PAYMENT_REMIND_JOB.handler({ requestId: request.id, kind: "overdue" }, undefined as never);
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send"));
    const reminder = mails.find((m) => String(m.payload.subject).includes(request.reference))!;
    expect(String(reminder.payload.text)).not.toContain(link.short_url);
    expect(String(reminder.payload.text)).toContain("UPI: luxe@hdfcbank");
    expect(String(reminder.payload.text)).toContain(`Please quote ${request.reference}`);
  });
});
