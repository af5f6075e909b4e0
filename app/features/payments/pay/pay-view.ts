import type { Money } from "~/lib/money";

/**
 * What the traveller's pay page reads of one payment request: picked by name on the server from the
 * request (pay-page.server.ts), so a field staff see (who raised it, reminders, the contact) never
 * reaches the page by accident. Amounts are the server's; the page posts none.
 */
export type PayBankDetails = {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  upiId: string;
};

export type PayView = {
  /** PAY-7K3QXM: what the traveller writes in a transfer's remark. */
  reference: string;
  /** What the payment is for: "Deposit — Maldives honeymoon, Option A". */
  label: string;
  amount: Money;
  paid: Money;
  /** What is still to pay. */
  balance: Money;
  /** YYYY-MM-DD (India), or null for "on receipt". */
  dueOn: string | null;
  status: "requested" | "partly_paid" | "paid" | "expired" | "cancelled" | "refunded";
  overdue: boolean;
  /** Razorpay's hosted page while the request is open and the link is made; null otherwise. */
  payOnlineUrl: string | null;
  /** Razorpay is configured for this request but its link is still being made. */
  linkPending: boolean;
  /** The agency's bank and UPI details (the embedded default); null when none are set yet. */
  bank: PayBankDetails | null;
};

/** What the page says it is answering: the link itself, or Razorpay sending the traveller back. */
export type PayReturn = "verified" | "unverified" | null;

export type PayPageData =
  | { kind: "found"; view: PayView; returned: PayReturn }
  | { kind: "notFound" }
  | { kind: "busy"; retryAfterSeconds: number };

/** The pay page's words that the spec and the tests quote. */
export const PAY_TEXTS = {
  confirmTransfer: "We will confirm once we receive it — a person checks every transfer",
  received: "Payment received",
  confirming: "We are confirming your payment",
  notFoundTitle: "Payment link not found",
  notFoundText:
    "This payment link is not valid. Open it again from your e-mail or message, or ask us for a new one.",
} as const;
