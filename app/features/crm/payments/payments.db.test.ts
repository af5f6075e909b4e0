import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setCrmSetting } from "~/features/crm/index.server";
import {
  createPaymentRequest,
  recordManualPayment,
  refundPayment,
  requestByToken,
} from "~/features/payments/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { money } from "~/lib/money";
import {
  activityBookings,
  auditLog,
  contacts,
  leads,
  outbox,
  paymentRequests,
  payments,
} from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { pdfText } from "../../../../tests/helpers/pdf-text";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import * as requestRoute from "../../../routes/api.v1.console.payments";
import * as cancelRoute from "../../../routes/api.v1.console.payments.$requestId.cancel";
import * as recordRoute from "../../../routes/api.v1.console.payments.$requestId.payments";
import * as receiptRoute from "../../../routes/api.v1.console.payments.$requestId.payments.$paymentId.receipt";
import * as refundRoute from "../../../routes/api.v1.console.payments.$requestId.refunds";
import * as settingsRoute from "../../../routes/api.v1.console.settings.payments";
import * as tabRoute from "../../../routes/vox.payments";
import { collectedAgainstBooked } from "../insights/collected-booked.server";
import { loadRequestLines, requestsOfQuote } from "../records/payment-records.server";
import type { PaymentsTabData } from "./payments-panel";
import { PAYMENT_REMIND_JOB_KIND, queuePaymentReminders, sendPaymentReminder } from "./reminders.server";

/**
 * Payments as staff work them in the console: a request raised on a lead, money recorded against
 * it, cancelled, refunded by an admin; the Payments tab's order and filters; who may see and do
 * what; the reminders' once-only marking; and Revenue's collected against booked, checked against
 * the same figures worked out here from what the test itself put in.
 */
const t = setUpTestDatabase();
const {
  users,
  call,
  tab,
  request: asStaff,
} = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
type Who = "admin" | "partner" | "other";

let serial = 0;
async function makeLead(owner: Who, email: string | null = null) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Payer ${serial}`,
      phone: `+9171000${String(serial).padStart(5, "0")}`,
      email,
      ownerId: users[owner].id,
    })
    .returning();
  const [lead] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `payments-test-${serial}`,
      contactId: contact!.id,
      name: contact!.name!,
      score: 40,
      ownerId: users[owner].id,
    })
    .returning();
  return lead!;
}

const ask = (who: Who, body: Record<string, unknown>) =>
  call(requestRoute, who, "POST", "/api/v1/console/payments", body);
const record = (who: Who, requestId: string, body: Record<string, unknown>) =>
  call(recordRoute, who, "POST", `/api/v1/console/payments/${requestId}/payments`, body, { requestId });
const cancel = (who: Who, requestId: string) =>
  call(cancelRoute, who, "POST", `/api/v1/console/payments/${requestId}/cancel`, {}, { requestId });
const refund = (who: Who, requestId: string, body: Record<string, unknown>) =>
  call(refundRoute, who, "POST", `/api/v1/console/payments/${requestId}/refunds`, body, { requestId });
const paymentsTab = (who: Who, query = "") =>
  tab<PaymentsTabData>(tabRoute as never, who, `/vox/payments${query}`);
const today = () => indiaDay();

/** A request made directly through the payments feature (a due day in the past, a chosen moment). */
async function directRequest(
  lead: { id: string; contactId: string },
  amountMinor: number,
  dueOn: string | null,
  now?: Date,
) {
  const { request } = await t.db.transaction((tx) =>
    createPaymentRequest(tx, {
      contactId: lead.contactId,
      leadId: lead.id,
      purpose: "staff",
      subject: {},
      label: "Deposit",
      amount: money(amountMinor, "INR"),
      dueOn,
      actorId: users.admin.id,
      now,
    }),
  );
  return request;
}

describe("requesting and recording a payment from the console", () => {
  it("raises a request on a lead, and the balance falls as a bank transfer is recorded", async () => {
    const lead = await makeLead("partner");
    const asked = await ask("partner", {
      leadId: lead.id,
      label: "Deposit — Kenya in March",
      amount: "1,24,999.50",
      dueOn: addIndiaDays(today(), 10),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = asked.body.id as string;
    expect(asked.body.reference).toMatch(/^PAY-/);

    const before = (await paymentsTab("partner")).rows.find((r) => r.id === requestId)!;
    expect(before).toMatchObject({
      amountMinor: 12_499_950,
      paidMinor: 0,
      balanceMinor: 12_499_950,
      status: "requested",
    });

    const paid = await record("partner", requestId, {
      amount: "50000",
      method: "bank_transfer",
      reference: "HDFCN52026112812345",
      receivedOn: today(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = (await paymentsTab("partner")).rows.find((r) => r.id === requestId)!;
    expect(after).toMatchObject({ paidMinor: 5_000_000, balanceMinor: 7_499_950, status: "partly_paid" });
    expect(after.payments).toEqual([
      expect.objectContaining({
        amountMinor: 5_000_000,
        method: "bank_transfer",
        reference: "HDFCN52026112812345",
      }),
    ]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, users.partner.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["payment_requested", "payment_recorded"]),
    );
  });

  it("refuses more than the balance, a day still to come and a bad amount, naming the field", async () => {
    const lead = await makeLead("partner");
    const request = await directRequest(lead, 1_000_000, null);
    const over = await record("partner", request.id, {
      amount: "10000.01",
      method: "upi",
      receivedOn: today(),
    });
    expect(over.status).toBe(400);
    expect(over.body.error?.field).toBe("amount");
    expect(over.body.error?.description).toContain("₹10,000");
    const future = await record("partner", request.id, {
      amount: "100",
      method: "upi",
      receivedOn: addIndiaDays(today(), 1),
    });
    expect(future.status).toBe(400);
    expect(future.body.error?.field).toBe("receivedOn");
    const junk = await ask("partner", { leadId: lead.id, label: "Deposit", amount: "ten thousand" });
    expect(junk.status).toBe(400);
    expect(junk.body.error?.field).toBe("amount");
    const past = await ask("partner", {
      leadId: lead.id,
      label: "Deposit",
      amount: "100",
      dueOn: "2020-01-01",
    });
    expect(past.status).toBe(400);
    expect(past.body.error?.field).toBe("dueOn");
    const rows = await t.db.select().from(paymentRequests).where(eq(paymentRequests.leadId, lead.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paidMinor).toBe(0);
  });

  it("cancels a request nobody paid towards, and refuses one with money on it", async () => {
    const lead = await makeLead("partner");
    const unpaid = await directRequest(lead, 500_000, null);
    expect((await cancel("partner", unpaid.id)).status).toBe(200);
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, unpaid.id));
    expect(row!.status).toBe("cancelled");
    const part = await directRequest(lead, 500_000, null);
    expect(
      (await record("partner", part.id, { amount: "100", method: "cash", receivedOn: today() })).status,
    ).toBe(200);
    const refused = await cancel("partner", part.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.description).toMatch(/refund/);
  });
});

describe("who may do what", () => {
  beforeAll(async () => {
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
  });

  it("keeps another partner's requests out of sight and out of reach with only-my-records on", async () => {
    const mine = await makeLead("partner");
    const theirs = await makeLead("other");
    const theirRequest = await directRequest(theirs, 300_000, null);
    const seen = await paymentsTab("partner");
    expect(seen.rows.map((r) => r.id)).not.toContain(theirRequest.id);
    expect((await paymentsTab("other")).rows.map((r) => r.id)).toContain(theirRequest.id);
    expect(
      (await record("partner", theirRequest.id, { amount: "1", method: "upi", receivedOn: today() })).status,
    ).toBe(404);
    expect((await cancel("partner", theirRequest.id)).status).toBe(404);
    expect((await ask("partner", { leadId: theirs.id, label: "Deposit", amount: "100" })).status).toBe(404);
    expect((await ask("partner", { leadId: mine.id, label: "Deposit", amount: "100" })).status).toBe(200);
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, theirRequest.id));
    expect(row).toMatchObject({ status: "requested", paidMinor: 0 });
    await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
  });

  it("gives a payment's receipt PDF to staff who may see its request, and to nobody else", async () => {
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    const lead = await makeLead("partner");
    const request = await directRequest(lead, 500_000, null);
    const other = await directRequest(await makeLead("partner"), 500_000, null);
    const paid = await record("partner", request.id, {
      amount: "5000",
      method: "bank_transfer",
      reference: "UTR7712",
      receivedOn: today(),
    });
    const paymentId = paid.body.id as string;
    const receipt = (who: Who | "anonymous", requestId = request.id, id = paymentId) => {
      const path = `/api/v1/console/payments/${requestId}/payments/${id}/receipt`;
      return receiptRoute
        .loader({ request: asStaff(who, path), params: { requestId, paymentId: id }, context: {} } as never)
        .catch((thrown: unknown) => thrown as Response);
    };
    const got = await receipt("partner");
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    const [{ receiptNumber }] = await t.db
      .select({ receiptNumber: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="${receiptNumber}.pdf"`);
    const text = pdfText(Buffer.from(await got.arrayBuffer()));
    expect(text).toContain(receiptNumber);
    expect(text).toContain("Rupees Five Thousand only");
    expect((await receipt("admin")).status).toBe(200);
    // Another partner's records, a payment named under the wrong request, or nobody signed in.
    expect((await receipt("other")).status).toBe(404);
    expect((await receipt("partner", other.id)).status).toBe(404);
    expect((await receipt("anonymous")).status).toBe(401);
    await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
  });

  it("lets only admins refund and change the payment details, the supplier's fee kept on request", async () => {
    const lead = await makeLead("partner");
    const request = await directRequest(lead, 1_000_000, null);
    const paid = await record("partner", request.id, {
      amount: "10000",
      method: "bank_transfer",
      receivedOn: today(),
    });
    const paymentId = paid.body.id as string;
    const body = { paymentId, amount: "9000", kept: "1000", reason: "Cancelled by the traveller" };
    expect((await refund("partner", request.id, body)).status).toBe(403);
    const tooMuch = await refund("admin", request.id, { ...body, kept: "1000.01" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.field).toBe("amount");
    const done = await refund("admin", request.id, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const row = (await paymentsTab("admin")).rows.find((r) => r.id === request.id)!;
    expect(row.payments[0]).toMatchObject({ refundedMinor: 900_000, settledMinor: 1_000_000 });
    expect(row.refundedMinor).toBe(900_000);

    const settings = {
      legalName: "Voyagers Luxe Travel Pvt Ltd",
      gstin: "27AAPFU0939F1ZV",
      bankAccountName: "Voyagers Luxe Travel Pvt Ltd",
      bankName: "HDFC Bank",
      bankAccountNumber: "50200012345678",
      bankIfsc: "HDFC0001234",
      upiId: "agency@okhdfcbank",
      reminderDaysBefore: 2,
      linkExpiryDays: 7,
    };
    expect(
      (await call(settingsRoute, "partner", "PUT", "/api/v1/console/settings/payments", settings)).status,
    ).toBe(403);
    const bad = await call(settingsRoute, "admin", "PUT", "/api/v1/console/settings/payments", {
      ...settings,
      bankIfsc: "HDFC1234",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe("bankIfsc");
    expect(
      (await call(settingsRoute, "admin", "PUT", "/api/v1/console/settings/payments", settings)).status,
    ).toBe(200);
  });
});

describe("the Payments tab", () => {
  it("puts overdue requests first, then by due day, and filters by the URL", async () => {
    await t.db.execute(
      sql`UPDATE payment_requests SET status = 'cancelled' WHERE status IN ('requested', 'partly_paid')`,
    );
    const lead = await makeLead("partner");
    const later = await directRequest(lead, 100_000, addIndiaDays(today(), 20));
    const soon = await directRequest(lead, 100_000, addIndiaDays(today(), 2));
    const late = await directRequest(lead, 100_000, addIndiaDays(today(), -3));
    const undated = await directRequest(lead, 100_000, null);
    // Paid, and due before the late one: an overdue request still comes first.
    const settled = await directRequest(lead, 100_000, addIndiaDays(today(), -10));
    await record("admin", settled.id, { amount: "1000", method: "cash", receivedOn: today() });
    const all = await paymentsTab("admin", `?q=${encodeURIComponent("Payer")}`);
    expect(all.rows.slice(0, 2).map((r) => r.id)).toEqual([late.id, settled.id]);
    const open = await paymentsTab("admin", "?view=open");
    expect(open.rows.map((r) => r.id)).toEqual([late.id, soon.id, later.id, undated.id]);
    expect(open.overdue).toBe(1);
    expect(open.rows[0]!.overdue).toBe(true);
    const overdue = await paymentsTab("admin", "?view=overdue");
    expect(overdue.rows.map((r) => r.id)).toEqual([late.id]);
    const byReference = await paymentsTab("admin", `?q=${soon.reference}`);
    expect(byReference.rows.map((r) => r.id)).toEqual([soon.id]);
    const inRange = await paymentsTab(
      "admin",
      `?view=open&from=${addIndiaDays(today(), 1)}&to=${addIndiaDays(today(), 30)}`,
    );
    expect(inRange.rows.map((r) => r.id)).toEqual([soon.id, later.id]);
    // A value that is not a choice is dropped, never an error.
    expect(
      (await paymentsTab("admin", "?view=everything&status=lost&from=2027-02-30")).total,
    ).toBeGreaterThan(3);
  });
});

describe("payment reminders", () => {
  it("goes N days before the due day and once overdue, each at most once, never for a paid request", async () => {
    await t.db.execute(
      sql`UPDATE payment_requests SET status = 'cancelled' WHERE status IN ('requested', 'partly_paid')`,
    );
    await t.db.execute(sql`UPDATE payment_settings SET reminder_days_before = 3`);
    const lead = await makeLead("partner", "payer@example.in");
    const dueSoon = await directRequest(lead, 200_000, addIndiaDays(today(), 3));
    const dueLater = await directRequest(lead, 200_000, addIndiaDays(today(), 4));
    const late = await directRequest(lead, 200_000, addIndiaDays(today(), -1));
    const paidOff = await directRequest(lead, 200_000, addIndiaDays(today(), -1));
    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: paidOff.id,
        amount: money(200_000, "INR"),
        method: "cash",
        receivedOn: today(),
        actorId: users.admin.id,
      }),
    );
    const jobs = () =>
      t.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, PAYMENT_REMIND_JOB_KIND));
    await t.db.delete(outbox).where(eq(outbox.kind, PAYMENT_REMIND_JOB_KIND));
    expect((await queuePaymentReminders(t.db)).queued).toBe(2);
    expect((await queuePaymentReminders(t.db)).queued).toBe(0);
    const queued = (await jobs()).map((j) => j.payload as { requestId: string; kind: string });
    expect(queued).toEqual(
      expect.arrayContaining([
        { requestId: dueSoon.id, kind: "before" },
        { requestId: late.id, kind: "overdue" },
      ]),
    );
    expect(queued).toHaveLength(2);
    expect(queued.map((q) => q.requestId)).not.toContain(dueLater.id);

    await t.db.delete(outbox).where(eq(outbox.kind, "mail.send"));
    await sendPaymentReminder(t.db, { requestId: late.id, kind: "overdue" });
    const [mail] = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, "mail.send"));
    const sent = mail!.payload as { to: string; subject: string; text: string };
    expect(sent.to).toBe("payer@example.in");
    expect(sent.subject).toBe(`Payment overdue: ₹2,000 for Deposit (${late.reference})`);
    // The traveller's own pay page, which opens the request it reminds of.
    const payUrl = /What is due and how to pay: (\S+)/.exec(sent.text)?.[1] ?? "";
    const token = payUrl.slice(payUrl.lastIndexOf("/") + 1);
    expect((await requestByToken(t.db, token))?.id).toBe(late.id);
    // Paid since it was marked: the job writes nothing.
    await t.db.delete(outbox).where(eq(outbox.kind, "mail.send"));
    await sendPaymentReminder(t.db, { requestId: paidOff.id, kind: "overdue" });
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "mail.send"))),
    ).toHaveLength(0);
  });
});

describe("Revenue: collected against booked", () => {
  it("matches the month-by-month figures worked out from what went in", async () => {
    const lead = await makeLead("admin");
    // What goes in, month by month (India time): requests raised, payments received, refunds.
    const raised = [
      { at: "2026-08-05T06:00:00Z", minor: 5_000_000, cancel: false },
      { at: "2026-08-31T19:00:00Z", minor: 1_000_000, cancel: false }, // 1 Sept in India
      { at: "2026-09-10T06:00:00Z", minor: 7_500_000, cancel: false },
      { at: "2026-09-12T06:00:00Z", minor: 900_000, cancel: true },
    ];
    const made: { id: string }[] = [];
    for (const r of raised) {
      const request = await directRequest(lead, r.minor, null, new Date(r.at));
      if (r.cancel)
        await t.db
          .update(paymentRequests)
          .set({ status: "cancelled" })
          .where(eq(paymentRequests.id, request.id));
      made.push(request);
    }
    const received = [
      { request: 0, minor: 2_000_000, on: "2026-08-20" },
      { request: 0, minor: 3_000_000, on: "2026-09-02" },
      { request: 2, minor: 2_500_000, on: "2026-09-30" },
      { request: 1, minor: 1_000_000, on: "2026-10-01" },
    ];
    const paymentIds: string[] = [];
    for (const p of received) {
      const view = await t.db.transaction((tx) =>
        recordManualPayment(tx, {
          requestId: made[p.request]!.id,
          amount: money(p.minor, "INR"),
          method: "bank_transfer",
          receivedOn: p.on,
          actorId: users.admin.id,
          now: new Date(`${p.on}T06:00:00Z`),
        }),
      );
      paymentIds.push(view.id);
    }
    await refundPayment(t.db, {
      paymentId: paymentIds[1]!,
      amount: money(400_000, "INR"),
      keptMinor: 100_000,
      reason: "Part cancelled",
      actorId: users.admin.id,
      now: new Date("2026-10-03T06:00:00Z"),
    });

    // The same figures, worked out here from the lists above.
    const indiaMonth = (iso: string) =>
      new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const expected = new Map<string, { bookedMinor: number; collectedMinor: number }>();
    const at = (month: string) =>
      expected.get(month) ?? expected.set(month, { bookedMinor: 0, collectedMinor: 0 }).get(month)!;
    for (const r of raised) if (!r.cancel) at(indiaMonth(r.at)).bookedMinor += r.minor;
    for (const p of received) at(p.on.slice(0, 7)).collectedMinor += p.minor;
    at("2026-10").collectedMinor -= 400_000;
    const want = [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, ...v }));

    const got = await collectedAgainstBooked(t.db, { id: users.admin.id, role: "admin" } as never, {
      from: "2026-08-01",
      to: "2026-10-31",
    });
    expect(got.months).toEqual(want);
    expect(want).toEqual([
      { month: "2026-08", bookedMinor: 5_000_000, collectedMinor: 2_000_000 },
      { month: "2026-09", bookedMinor: 8_500_000, collectedMinor: 5_500_000 },
      { month: "2026-10", bookedMinor: 0, collectedMinor: 600_000 },
    ]);
    expect(got.bookedMinor).toBe(13_500_000);
    expect(got.collectedMinor).toBe(8_100_000);
  });
});

describe("a quote's and a booking's payments", () => {
  it("shows a quote its own schedule, and offers a cancelled booking's fee in rupees as the amount kept", async () => {
    const lead = await makeLead("admin");
    const quoteId = crypto.randomUUID();
    const ask = async (purpose: "quote_step" | "activity_booking", subject: Record<string, unknown>) =>
      (
        await t.db.transaction((tx) =>
          createPaymentRequest(tx, {
            contactId: lead.contactId,
            leadId: lead.id,
            purpose,
            subject,
            label: "Step",
            amount: money(100_000, "INR"),
            actorId: null,
          }),
        )
      ).request;
    const deposit = await ask("quote_step", { quoteId, versionId: "v1", stepId: "deposit" });
    await ask("quote_step", { quoteId: crypto.randomUUID(), versionId: "v1", stepId: "deposit" });
    const ofQuote = await requestsOfQuote(t.db, { id: users.admin.id, role: "admin" } as never, quoteId);
    expect(ofQuote.map((r) => r.id)).toEqual([deposit.id]);
    expect(ofQuote[0]!.quoteId).toBe(quoteId);

    // A euro booking the supplier charges €15.00 to cancel, at the ₹90.50 rate it was booked at.
    const [booking] = await t.db
      .insert(activityBookings)
      .values({
        idempotencyKey: crypto.randomUUID(),
        provider: "hotelbeds",
        status: "cancelled",
        reference: "HB-1",
        activityCode: "E-E10-X",
        activityTitle: "Sunset dhow cruise",
        location: "Dubai",
        activityDate: "2027-03-10",
        adults: 2,
        children: 0,
        currency: "EUR",
        unitPriceCents: 5_000,
        totalCents: 10_000,
        rateCurrency: "EUR",
        rateInrPerUnitMicros: 90_500_000,
        rateAsOf: "2026-11-20",
        holderFirstName: "Payer",
        holderLastName: "Test",
        holderEmail: "payer@example.in",
        leadId: lead.id,
        cancellationFeeCents: 1_500,
      })
      .returning();
    const forBooking = await ask("activity_booking", { activityBookingId: booking!.id });
    const [line] = await loadRequestLines(t.db, sql`pr.id = ${forBooking.id}::uuid`);
    expect(line).toMatchObject({ activityBookingId: booking!.id, keptSuggestionMinor: 135_750 });
    expect(ofQuote[0]!.keptSuggestionMinor).toBeNull();
  });
});
