// What the console's screens and the traveller's pay page may use from payments in the browser (pure code).
export { amountInWords, indianNumberInWords } from "./amount-in-words";
export {
  MANUAL_PAYMENT_METHODS,
  MAX_PAYMENT_MINOR,
  OPEN_PAYMENT_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentSettingsSchema,
  recordPaymentSchema,
  refundSchema,
  requestPaymentSchema,
  rupeesTextToPaise,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentSettings,
  type PaymentSettingsInput,
  type PaymentStatus,
  type RecordPaymentInput,
  type RefundInput,
  type RequestPaymentInput,
} from "./payment-schemas";
export type { PaymentRequestView, PaymentView, RefundView } from "./payment-views";
// The traveller's pay page (served at /pay/:token and /pay/:token/return).
export { PayError, PayPage, payMeta } from "./pay/pay-page";
export { PAY_TEXTS, type PayPageData, type PayView } from "./pay/pay-view";
