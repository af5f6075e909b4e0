import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { setConfigForTests } from "~/server/config.server";
import { contacts } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { useTestConfig } from "../../../../tests/helpers/verification";
import { paymentSettingsSchema } from "../payment-schemas";
import { createPaymentRequest, recordManualPayment } from "../payment-requests.server";
import { savePaymentSettings } from "../payment-settings.server";
import { payPageData, payReturnData } from "./pay-page.server";

/**
 * The pay page's server half on a database: what the traveller reads of a request (the embedded
 * default's bank and UPI details, or Razorpay's button, never both), "paid" only when it is, a
 * return from Razorpay believed only with its signature over this very request, bad links a 404
 * and reads counted on the visitor's budget.
 */
const t = setUpTestDatabase();
afterAll(() => setConfigForTests(undefined));
const KEYS = {
  RAZORPAY_KEY_ID: "rzp_test_1",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
};
const visitor = (n: number) => ({ clientIp: `198.51.100.${n}`, db: t.db });

let serial = 0;
async function request(minor = 25_000_00) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({ name: `Zoya Khan ${serial}`, phone: `+9197000${String(10000 + serial)}` })
    .returning();
  return t.db.transaction((tx) =>
    createPaymentRequest(tx, {
      contactId: contact!.id,
      purpose: "staff",
      label: "Deposit — Kerala backwaters",
      amount: money(minor, "INR"),
      dueOn: "2027-01-15",
    }),
  );
}

const signed = (linkId: string, referenceId: string, status: string, paymentId: string, secret: string) => {
  const signature = crypto
    .createHmac("sha256", secret)
    .update(`${linkId}|${referenceId}|${status}|${paymentId}`)
    .digest("hex");
  return new URLSearchParams({
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: referenceId,
    razorpay_payment_link_status: status,
    razorpay_signature: signature,
  });
};

describe("the pay page", () => {
  it("shows the embedded default's bank and UPI details, and says paid only once the money is recorded", async () => {
    useTestConfig();
    await savePaymentSettings(
      t.db,
      paymentSettingsSchema.parse({
        upiId: "luxe@hdfcbank",
        bankAccountNumber: "50200012345678",
        bankIfsc: "HDFC0001234",
      }),
      "admin-1",
    );
    const { request: made, token } = await request();
    const page = await payPageData(token, visitor(1));
    expect(page).toMatchObject({
      kind: "found",
      returned: null,
      view: {
        reference: made.reference,
        label: "Deposit — Kerala backwaters",
        amount: money(25_000_00, "INR"),
        dueOn: "2027-01-15",
        status: "requested",
        payOnlineUrl: null,
        bank: { upiId: "luxe@hdfcbank", accountNumber: "50200012345678", ifsc: "HDFC0001234" },
      },
    });
    // Nothing staff-only reaches the page.
    expect(JSON.stringify(page)).not.toMatch(/contactId|createdBy|reminders|tokenHash/);

    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: made.id,
        amount: money(25_000_00, "INR"),
        method: "bank_transfer",
        reference: "UTR99",
        receivedOn: "2026-11-01",
        actorId: "staff-1",
      }),
    );
    const paid = await payPageData(token, visitor(1));
    expect(paid).toMatchObject({ kind: "found", view: { status: "paid", bank: null, payOnlineUrl: null } });
  });

  it("is a 404 for a link that names nothing, whatever its shape", async () => {
    useTestConfig();
    for (const token of ["A".repeat(32), "short", "../../etc/passwd", undefined])
      expect(await payPageData(token, visitor(2))).toEqual({ kind: "notFound" });
  });

  it("counts every read on the visitor's read budget", async () => {
    useTestConfig({ API_MAX_READS_PER_IP_MINUTE: "2" });
    const { token } = await request();
    expect((await payPageData(token, visitor(3))).kind).toBe("found");
    expect((await payPageData("A".repeat(32), visitor(3))).kind).toBe("notFound");
    expect(await payPageData(token, visitor(3))).toMatchObject({ kind: "busy" });
    expect((await payPageData(token, visitor(4))).kind).toBe("found");
  });

  it("with Razorpay, believes a return only with its signature over this request and paid", async () => {
    useTestConfig(KEYS);
    const { request: made, token } = await request();
    const page = await payPageData(token, visitor(5));
    // The link is still being made: no bank details beside Razorpay, and no button yet.
    expect(page).toMatchObject({
      kind: "found",
      view: { linkPending: true, bank: null, payOnlineUrl: null },
    });

    const good = signed("plink_1", made.id, "paid", "pay_1", KEYS.RAZORPAY_KEY_SECRET);
    expect(await payReturnData(token, good, visitor(5))).toMatchObject({
      kind: "found",
      returned: "verified",
    });
    const forged = signed("plink_1", made.id, "paid", "pay_1", "not-the-secret");
    const other = signed("plink_1", crypto.randomUUID(), "paid", "pay_1", KEYS.RAZORPAY_KEY_SECRET);
    const unpaid = signed("plink_1", made.id, "partially_paid", "pay_1", KEYS.RAZORPAY_KEY_SECRET);
    const tampered = new URLSearchParams(good);
    tampered.set("razorpay_payment_link_status", "paid ");
    for (const query of [forged, other, unpaid, tampered, new URLSearchParams()])
      expect(await payReturnData(token, query, visitor(5))).toMatchObject({
        kind: "found",
        returned: "unverified",
        // The return records nothing: the request is as it was.
        view: { status: "requested" },
      });
  });
});
