import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { contacts, paymentRequests } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { withFakeRazorpay } from "../../../tests/helpers/razorpay";
import { createPaymentRequest, getPaymentRequest, reconcileOpenLinks } from "./index.server";
import { createLinkFor } from "./payment-links.server";

/**
 * The maintenance round asks Razorpay about a bounded number of open links at a time. With more open
 * links than one round takes, every one must still be reached in turn, so a payment whose webhook
 * never came is recorded whichever link it was paid on. Its own database: the count of open links
 * is the point.
 */
const t = setUpTestDatabase();
const razorpay = withFakeRazorpay();

async function openRequestWithLink(n: number) {
  const [contact] = await t.db
    .insert(contacts)
    .values({ name: `Traveller ${n}`, email: `traveller${n}@example.test` })
    .returning();
  const { request } = await t.db.transaction((tx) =>
    createPaymentRequest(tx, {
      contactId: contact!.id,
      purpose: "staff",
      label: `Balance ${n}`,
      amount: money(5_000_00, "INR"),
      dueOn: "2026-12-20",
    }),
  );
  await createLinkFor(request.id);
  return request.id;
}

describe("reconciling more open links than one round takes", () => {
  it("reaches the 101st open link within two rounds and records its missed payment", async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 101; n++) ids.push(await openRequestWithLink(n));
    const last = ids[100]!;
    const link = [...razorpay.fake.links.values()].find((l) => l.reference_id === last)!;
    // Paid on Razorpay, but its webhook never arrives.
    razorpay.fake.pay(link.id);

    await reconcileOpenLinks(t.db, new Date(Date.now() + 10 * 60_000));
    await reconcileOpenLinks(t.db, new Date(Date.now() + 20 * 60_000));
    const view = (await getPaymentRequest(t.db, last))!;
    expect(view.status).toBe("paid");
    expect(view.paid.minor).toBe(5_000_00);

    // The links nobody paid stay open, and every one of the 101 was asked about.
    const rows = await t.db.select().from(paymentRequests).where(inArray(paymentRequests.id, ids));
    expect(rows.filter((r) => r.status === "requested")).toHaveLength(100);
    expect(rows.filter((r) => r.linkCheckedAt !== null)).toHaveLength(101);
  });
});
