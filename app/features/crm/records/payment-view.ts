import { formatMoney } from "~/lib/money";

/**
 * One payment request as the console's screens show it, in plain JSON (the loaders turn the
 * payments feature's views into this). Amounts are paise in rupees: every request is in INR.
 */
export type PaymentLine = {
  id: string;
  amountMinor: number;
  /** What has gone back of it already (processed or pending refunds). */
  refundedMinor: number;
  /** Refunded plus kept (a supplier's fee): what can no longer be refunded. */
  settledMinor: number;
  method: string;
  provider: string;
  reference: string | null;
  receivedOn: string;
  receiptNumber: string | null;
};

export type RequestLine = {
  id: string;
  reference: string;
  label: string;
  purpose: string;
  status: string;
  overdue: boolean;
  amountMinor: number;
  paidMinor: number;
  refundedMinor: number;
  balanceMinor: number;
  dueOn: string | null;
  provider: string;
  /** A Razorpay request whose pay link Razorpay ended (expired, or cancelled on its dashboard). */
  linkEnded: boolean;
  /** Null once the payer was erased. */
  contactId: string | null;
  contactName: string | null;
  leadId: string | null;
  ownerName: string | null;
  createdAt: string;
  /** What the request is for, when it belongs to a quote's schedule or an activity booking. */
  quoteId: string | null;
  activityBookingId: string | null;
  payments: PaymentLine[];
  /** The traveller's pay page for this request: what staff send when they ask for the money. */
  payUrl: string;
  /**
   * For a refund: what the supplier keeps if the trip is cancelled (an activity booking's
   * cancellation fee in rupees), offered as the amount kept; null when there is none.
   */
  keptSuggestionMinor: number | null;
};

/** An open request can still take money, be reminded of and be cancelled. */
export const isOpen = (r: Pick<RequestLine, "status">) =>
  r.status === "requested" || r.status === "partly_paid";

/** A part-paid balance whose pay link ended may be sent a fresh link for what is left. */
export const canSendFreshLink = (r: Pick<RequestLine, "status" | "linkEnded" | "balanceMinor">) =>
  r.status === "partly_paid" && r.linkEnded && r.balanceMinor > 0;

/** Only a request nobody has paid towards is cancelled; one with money on it is refunded instead. */
export const canCancel = (r: Pick<RequestLine, "status" | "paidMinor">) =>
  (r.status === "requested" || r.status === "expired") && r.paidMinor === 0;

export const inr = (minor: number) => formatMoney({ minor, currency: "INR" });

/** Due, paid and balance over a set of requests: cancelled and expired ones ask for nothing now. */
export function ledgerTotals(requests: readonly RequestLine[]) {
  let dueMinor = 0;
  let paidMinor = 0;
  let balanceMinor = 0;
  for (const r of requests) {
    const live = r.status !== "cancelled" && r.status !== "expired";
    if (live) dueMinor += r.amountMinor;
    paidMinor += r.paidMinor - r.refundedMinor;
    if (isOpen(r)) balanceMinor += r.balanceMinor;
  }
  return { dueMinor, paidMinor, balanceMinor };
}

/** Rupees for an amount field ("12500" or "12500.50"), from paise. */
export const rupeesText = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
