import type { Money } from "~/lib/money";
import type { PaymentMethod, PaymentProvider, PaymentPurpose, PaymentStatus } from "./payment-schemas";

/** Money received against a request, as the console and the traveller's page show it. */
export type PaymentView = {
  id: string;
  amount: Money;
  method: PaymentMethod;
  provider: PaymentProvider;
  /** Razorpay's pay_… id; null for a payment recorded by staff. */
  providerPaymentId: string | null;
  /** UTR, cheque number: what the agency's accountant matches it by. */
  reference: string | null;
  receivedOn: string;
  receiptNumber: string;
  refunded: Money;
  createdAt: string;
};

export type RefundView = {
  id: string;
  paymentId: string;
  amount: Money;
  /** What the agency kept (a supplier's cancellation fee). */
  kept: Money;
  status: "pending" | "processed" | "failed";
  reason: string;
  providerRefundId: string | null;
  createdAt: string;
  processedAt: string | null;
};

export type PaymentRequestView = {
  id: string;
  /** PAY-7K3QXM: what a person reads out or types in a bank transfer's remark. */
  reference: string;
  purpose: PaymentPurpose;
  subject: Record<string, unknown>;
  label: string;
  amount: Money;
  paid: Money;
  refunded: Money;
  /** What is still to pay (never below zero). */
  balance: Money;
  dueOn: string | null;
  status: PaymentStatus;
  provider: PaymentProvider;
  /** Our /pay/:token page for this request (absolute). */
  payUrl: string;
  /** Razorpay's hosted page, once the link is made. */
  linkUrl: string | null;
  /**
   * Razorpay ended the link (expired, or cancelled on its dashboard) while money is still owed: its
   * page takes nothing more, so the balance is paid by bank transfer or UPI and a person records it.
   */
  linkEnded: boolean;
  expiresAt: string | null;
  leadId: string | null;
  /** Null once the payer was erased (the request is kept for the accounts). */
  contactId: string | null;
  createdAt: string;
  /** Open and past its due day (India time). */
  overdue: boolean;
  payments: PaymentView[];
  refunds: RefundView[];
};
