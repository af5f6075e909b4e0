import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { setConfigForTests } from "~/server/config.server";
import { auditLog, contactTimeline, contacts, outbox, payments } from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { pdfText } from "../../../tests/helpers/pdf-text";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import {
  cancelRequest,
  createPaymentRequest,
  getPaymentRequest,
  listRequests,
  erasePaymentsOf,
  movePaymentsToContact,
  reconcileOpenLinks,
  recordManualPayment,
  refundPayment,
  requestByToken,
  requestsForContact,
  savePaymentSettings,
} from "./index.server";
import { RECEIPT_JOB } from "./receipt.server";

/**
 * The embedded default (no Razorpay keys): a request is made for the agency's bank/UPI details,
 * staff record what arrives, the request moves from requested to partly paid to paid, each step on
 * the contact's timeline, with a receipt queued and the owning feature told through the outbox.
 */
const t = setUpTestDatabase();
beforeAll(() => useTestConfig());
const sent: MailMessage[] = [];
beforeAll(() => setMailSenderForTests({ name: "test", send: (m) => (sent.push(m), Promise.resolve({})) }));
afterAll(() => {
  setConfigForTests(undefined);
  setMailSenderForTests(undefined);
});

let serial = 0;
async function makeContact() {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Payer ${serial}`,
      phone: `+9171000${String(serial).padStart(5, "0")}`,
      email: `payer${serial}@example.test`,
    })
    .returning();
  return contact!;
}

describe("manual payments", () => {
  it("records a bank transfer in two parts, then refuses more than the balance", async () => {
    const contact = await makeContact();
    const { request, token } = await t.db.transaction((tx) =>
      createPaymentRequest(tx, {
        contactId: contact.id,
        purpose: "staff",
        label: "Deposit — Kerala backwaters",
        amount: money(50_000_00, "INR"),
        dueOn: "2026-12-20",
        onPaidJob: "test.settled",
        actorId: null,
      }),
    );
    expect(request.provider).toBe("manual");
    expect(request.status).toBe("requested");
    expect(request.reference).toMatch(/^PAY-[A-HJ-NP-Z2-9]{6}$/);
    expect((await requestByToken(t.db, token))?.id).toBe(request.id);
    expect(request.payUrl).toBe(`http://127.0.0.1:3000/pay/${token}`);

    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: request.id,
        amount: money(20_000_00, "INR"),
        method: "bank_transfer",
        reference: "UTR123456",
        receivedOn: "2026-11-20",
        actorId: "staff-1",
        now: new Date("2026-11-21T06:00:00Z"),
      }),
    );
    let view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("partly_paid");
    expect(view.balance.minor).toBe(30_000_00);
    expect(view.payments[0]!.receiptNumber).toMatch(/^RCPT-2026-\d{6}$/);

    await expect(
      t.db.transaction((tx) =>
        recordManualPayment(tx, {
          requestId: request.id,
          amount: money(30_000_01, "INR"),
          method: "upi",
          receivedOn: "2026-11-21",
          actorId: "staff-1",
          now: new Date("2026-11-21T06:00:00Z"),
        }),
      ),
    ).rejects.toThrow(HttpRefusal);

    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: request.id,
        amount: money(30_000_00, "INR"),
        method: "upi",
        receivedOn: "2026-11-21",
        actorId: "staff-1",
        now: new Date("2026-11-21T06:00:00Z"),
      }),
    );
    view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("paid");
    expect(view.paid.minor).toBe(50_000_00);

    const lines = await t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contact.id));
    expect(lines.map((l) => l.kind).sort()).toEqual([
      "payment_received",
      "payment_received",
      "payment_requested",
    ]);
    // The bank transfer's line carries what the console draws it from: amount, currency, UTR, receipt.
    expect(
      lines.find((l) => l.kind === "payment_received" && l.data.method === "bank_transfer")!.data,
    ).toMatchObject({
      reference: view.reference,
      currency: "INR",
      amountMinor: 20_000_00,
      paymentReference: "UTR123456",
      receiptNumber: view.payments[0]!.receiptNumber,
    });
    const jobs = await t.db.select().from(outbox);
    expect(jobs.filter((j) => j.kind === "test.settled").map((j) => j.payload.event)).toEqual([
      "partly_paid",
      "paid",
    ]);
    expect(jobs.filter((j) => j.kind === "payments.receipt")).toHaveLength(2);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "payment_recorded"));
    expect(audits).toHaveLength(2);
  });

  it("cancels an unpaid request and lists overdue ones first", async () => {
    const contact = await makeContact();
    const make = (dueOn: string, label: string) =>
      t.db.transaction((tx) =>
        createPaymentRequest(tx, {
          contactId: contact.id,
          purpose: "staff",
          label,
          amount: money(1_000_00, "INR"),
          dueOn,
        }),
      );
    const later = await make("2027-01-10", "Later");
    const overdue = await make("2026-11-01", "Overdue");
    const cancelled = await t.db.transaction((tx) =>
      cancelRequest(tx, { requestId: later.request.id, actorId: "staff-1" }),
    );
    expect(cancelled.status).toBe("cancelled");
    const list = await listRequests(t.db, { q: contact.name! }, new Date("2026-11-28T06:00:00Z"));
    expect(list.rows[0]!.id).toBe(overdue.request.id);
    expect(list.rows[0]!.overdue).toBe(true);
    const onlyOverdue = await listRequests(
      t.db,
      { overdue: true, q: contact.name! },
      new Date("2026-11-28T06:00:00Z"),
    );
    expect(onlyOverdue.rows.map((r) => r.id)).toEqual([overdue.request.id]);
  });

  it("keeps the agency's bank details in the settings", async () => {
    const saved = await t.db.transaction((tx) =>
      savePaymentSettings(
        tx,
        {
          bankAccountName: "Luxe Voyages Pvt Ltd",
          bankAccountNumber: "50200012345678",
          bankIfsc: "HDFC0001234",
          bankName: "HDFC Bank",
          upiId: "luxevoyages@hdfcbank",
          gstin: "06AABCL1234M1Z5",
          legalName: "Luxe Voyages Private Limited",
          reminderDaysBefore: 3,
          linkExpiryDays: 7,
        },
        "admin-1",
      ),
    );
    expect(saved.gstin).toBe("06AABCL1234M1Z5");
    expect(saved.updatedBy).toBe("admin-1");
  });

  it("e-mails a receipt in the brand with the agency's GSTIN and the amount in words", async () => {
    await t.db.transaction((tx) =>
      savePaymentSettings(
        tx,
        {
          bankAccountName: "",
          bankAccountNumber: "",
          bankIfsc: "",
          bankName: "",
          upiId: "",
          gstin: "06AABCL1234M1Z5",
          legalName: "Luxe Voyages Private Limited",
          reminderDaysBefore: 3,
          linkExpiryDays: 7,
        },
        "admin-1",
      ),
    );
    const contact = await makeContact();
    const { request } = await t.db.transaction((tx) =>
      createPaymentRequest(tx, {
        contactId: contact.id,
        purpose: "staff",
        label: "Balance — Ladakh road trip",
        amount: money(2_00_000_00, "INR"),
      }),
    );
    const payment = await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: request.id,
        amount: money(1_24_999_50, "INR"),
        method: "bank_transfer",
        reference: "HDFCN52026112100001",
        receivedOn: "2026-11-21",
        actorId: "staff-1",
      }),
    );
    sent.length = 0;
    await RECEIPT_JOB.handler({ paymentId: payment.id }, {} as never);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(contact.email);
    expect(sent[0]!.subject).toContain(payment.receiptNumber);
    const text = pdfText(sent[0]!.attachments![0]!.content);
    expect(text).toContain("Luxe Voyages Private Limited");
    expect(text).toContain("GSTIN: 06AABCL1234M1Z5");
    expect(text).toContain(payment.receiptNumber);
    expect(text).toContain(
      "Rupees One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine and Fifty Paise only",
    );
    expect(text).toContain("₹1,24,999.50");
    expect(text).toContain("Balance — Ladakh road trip");
    expect(text).toContain("HDFCN52026112100001");
    expect(text).toContain("Still to pay: ₹75,000.50");
  });

  it("records a refund by hand, with the supplier's fee kept, and then the request reads refunded", async () => {
    const contact = await makeContact();
    const { request } = await t.db.transaction((tx) =>
      createPaymentRequest(tx, {
        contactId: contact.id,
        purpose: "activity_booking",
        subject: { activityBookingId: "b-1" },
        label: "Desert safari",
        amount: money(12_000_00, "INR"),
        onPaidJob: "test.settled",
      }),
    );
    const payment = await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: request.id,
        amount: money(12_000_00, "INR"),
        method: "upi",
        receivedOn: "2026-11-20",
        actorId: "staff-1",
      }),
    );
    const part = await refundPayment(t.db, {
      paymentId: payment.id,
      amount: money(2_000_00, "INR"),
      reason: "One guest fewer",
      actorId: "admin-1",
    });
    expect(part.status).toBe("processed");
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("paid");
    await expect(
      refundPayment(t.db, {
        paymentId: payment.id,
        amount: money(8_000_00, "INR"),
        keptMinor: 2_000_01,
        reason: "Cancelled",
        actorId: "admin-1",
      }),
    ).rejects.toThrow(/At most ₹10,000 of receipt/);
    await refundPayment(t.db, {
      paymentId: payment.id,
      amount: money(8_000_00, "INR"),
      keptMinor: 2_000_00,
      reason: "Cancelled; the supplier keeps its fee",
      actorId: "admin-1",
    });
    const view = (await getPaymentRequest(t.db, request.id))!;
    expect(view.status).toBe("refunded");
    expect(view.refunded.minor).toBe(10_000_00);
    expect(view.refunds.map((r) => [r.amount.minor, r.kept.minor])).toEqual([
      [2_000_00, 0],
      [8_000_00, 2_000_00],
    ]);
    const jobs = await t.db.select().from(outbox);
    expect(
      jobs
        .filter((j) => j.kind === "test.settled" && j.payload.requestId === request.id)
        .map((j) => j.payload.event),
    ).toEqual(["paid", "refunded"]);
  });

  it("expires an unpaid manual request given an expiry, once, and tells its owner", async () => {
    const contact = await makeContact();
    const { request } = await t.db.transaction((tx) =>
      createPaymentRequest(tx, {
        contactId: contact.id,
        purpose: "activity_booking",
        label: "Held activity",
        amount: money(4_000_00, "INR"),
        onPaidJob: "test.settled",
        expiresAt: new Date("2026-11-25T12:00:00Z"),
      }),
    );
    await reconcileOpenLinks(t.db, new Date("2026-11-25T11:00:00Z"));
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("requested");
    await reconcileOpenLinks(t.db, new Date("2026-11-25T13:00:00Z"));
    await reconcileOpenLinks(t.db, new Date("2026-11-25T14:00:00Z"));
    expect((await getPaymentRequest(t.db, request.id))!.status).toBe("expired");
    const jobs = await t.db.select().from(outbox);
    expect(
      jobs
        .filter((j) => j.kind === "test.settled" && j.payload.requestId === request.id)
        .map((j) => j.payload.event),
    ).toEqual(["expired"]);
  });

  it("moves requests with a merge, erases unpaid ones, and keeps a payer's payments without them", async () => {
    const kept = await makeContact();
    const duplicate = await makeContact();
    const make = (contactId: string) =>
      t.db.transaction((tx) =>
        createPaymentRequest(tx, {
          contactId,
          purpose: "staff",
          label: "Deposit",
          amount: money(1_000_00, "INR"),
        }),
      );
    const { request } = await make(duplicate.id);
    await t.db.transaction((tx) => movePaymentsToContact(tx, duplicate.id, kept.id));
    expect((await requestsForContact(t.db, kept.id)).map((r) => r.id)).toEqual([request.id]);

    expect(await t.db.transaction((tx) => erasePaymentsOf(tx, kept.id))).toEqual({
      erased: 1,
      anonymised: 0,
    });
    expect(await requestsForContact(t.db, kept.id)).toEqual([]);

    const payer = await makeContact();
    const paid = await make(payer.id);
    const payment = await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: paid.request.id,
        amount: money(1_000_00, "INR"),
        method: "cash",
        receivedOn: "2026-11-20",
        actorId: "staff-1",
      }),
    );
    expect(await t.db.transaction((tx) => erasePaymentsOf(tx, payer.id))).toEqual({
      erased: 0,
      anonymised: 1,
    });
    // Kept for the accounts, no longer the person's: their requests are gone, the payment is not.
    expect(await requestsForContact(t.db, payer.id)).toEqual([]);
    const [stillThere] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stillThere).toMatchObject({ amountMinor: 1_000_00, receiptNumber: payment.receiptNumber });
  });
});
