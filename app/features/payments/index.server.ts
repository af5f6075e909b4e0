// Payments' server half: what quotes, activities, deals, the CRM's screens and the pay page call (never SQL across features).
import type { OutboxJob } from "~/server/outbox.server";
import { CANCEL_LINK_JOB, CREATE_LINK_JOB, RECONCILE_LINK_JOB } from "./payment-links.server";
import { RECEIPT_JOB } from "./receipt.server";

export {
  cancelRequest,
  createPaymentRequest,
  getPaymentRequest,
  isOverdue,
  listRequests,
  PAY_TOKEN_PATTERN,
  PAYMENT_LIST_PAGE_SIZE,
  paymentNoticeOf,
  payPageUrlOf,
  payUrlFor,
  recordManualPayment,
  requestByToken,
  requestsForContact,
  requestsForLead,
  requestsForSubject,
  sendFreshLink,
  setRequestDueDay,
  type CreatePaymentRequestInput,
  type PaymentEventName,
  type PaymentNotice,
  type PaymentListFilters,
  type PaymentListRow,
  type RecordManualPaymentInput,
} from "./payment-requests.server";
export { PAYMENTS_RECONCILE_TASK, reconcileLink, reconcileOpenLinks } from "./payment-links.server";
export {
  applyRazorpayEvent,
  verifyCallback,
  type CallbackResult,
  type WebhookOutcome,
} from "./razorpay-events.server";
export { refundPayment, type RefundPaymentInput } from "./refunds.server";
export { ERASED_PAYER, receiptPdf, type ReceiptData } from "./receipt.server";
export {
  DEFAULT_PAYMENT_SETTINGS,
  getPaymentSettings,
  hasBankDetails,
  savePaymentSettings,
} from "./payment-settings.server";
export { razorpayKeys } from "./razorpay.server";
export { erasePaymentsOf, movePaymentsToContact, paymentsForExport } from "./payment-people.server";
export { paymentWebhookRequest } from "./payment-webhook-route.server";
export type { PaymentPurpose, PaymentStatus } from "./payment-schemas";
export type { PaymentRequestView, PaymentView, RefundView } from "./payment-views";
export { amountInWords } from "./amount-in-words";
export { payPageData, payPageResponse, payReturnData } from "./pay/pay-page.server";

/** Payments' outbox jobs, for the start-up table. */
export const PAYMENT_JOBS: OutboxJob[] = [CREATE_LINK_JOB, CANCEL_LINK_JOB, RECONCILE_LINK_JOB, RECEIPT_JOB];
