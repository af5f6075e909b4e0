import { describe, expect, it } from "vitest";
import { cancelRequestBody, methodLabel, refundBody } from "./payment-schemas";

const PAYMENT = "0b7c2f5e-93a4-4b0e-9a4c-1d2e3f405162";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the console's payment bodies", () => {
  it("refunds one named payment of the request: an amount, what is kept, and why", () => {
    const parsed = refundBody.parse({
      paymentId: PAYMENT,
      amount: "9,000",
      kept: "1000",
      reason: "Cancelled",
    });
    expect(parsed).toMatchObject({ paymentId: PAYMENT, amount: 900_000, kept: 100_000, reason: "Cancelled" });
    expect(refundBody.parse({ paymentId: PAYMENT, amount: "10", reason: "Cancelled" }).kept).toBeUndefined();
    expect(firstMessage(refundBody.safeParse({ amount: "10", reason: "Cancelled" }))).toBe(
      "Choose the payment to refund from the request's list.",
    );
    expect(refundBody.safeParse({ paymentId: "PAY-1", amount: "10", reason: "Cancelled" }).success).toBe(
      false,
    );
  });

  it("cancels with an empty body only", () => {
    expect(cancelRequestBody.safeParse({}).success).toBe(true);
    expect(cancelRequestBody.safeParse({ status: "paid" }).success).toBe(false);
  });

  it("names a method as staff read it, and an unknown one as it is", () => {
    expect(methodLabel("bank_transfer")).toBe("Bank transfer (NEFT/RTGS/IMPS)");
    expect(methodLabel("barter")).toBe("barter");
  });
});
