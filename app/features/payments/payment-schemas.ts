import { z } from "~/lib/zod";

/**
 * The words, labels and form schemas of payments that the console and the traveller's page share
 * with the server: one schema per operation, so the browser and the endpoint give the same error.
 */

export const PAYMENT_STATUSES = [
  "requested",
  "partly_paid",
  "paid",
  "expired",
  "cancelled",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  requested: "Requested",
  partly_paid: "Partly paid",
  paid: "Paid",
  expired: "Expired",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** A request still waiting for money (a reminder, the reconciliation job and "overdue" look only at these). */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ["requested", "partly_paid"];

export const PAYMENT_PURPOSES = ["quote_step", "activity_booking", "deal_deposit", "staff"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  quote_step: "Quote",
  activity_booking: "Activity booking",
  deal_deposit: "Deal deposit",
  staff: "Raised by staff",
};

export const PAYMENT_METHODS = [
  "upi",
  "card",
  "netbanking",
  "wallet",
  "bank_transfer",
  "cash",
  "cheque",
  "other",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Netbanking",
  wallet: "Wallet",
  bank_transfer: "Bank transfer (NEFT/RTGS/IMPS)",
  cash: "Cash",
  cheque: "Cheque",
  other: "Other",
};

/** What staff may record by hand (the online methods arrive through Razorpay, but a UPI to the agency's VPA is manual too). */
export const MANUAL_PAYMENT_METHODS: readonly PaymentMethod[] = [
  "bank_transfer",
  "upi",
  "cash",
  "cheque",
  "card",
  "other",
];

export const PAYMENT_PROVIDERS = ["razorpay", "manual"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The largest single amount the forms take: ₹10 crore, far above any trip, below any overflow. */
export const MAX_PAYMENT_MINOR = 10_000_000_00;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "1,24,999.50", "124999", "₹ 500" → paise; null for anything else. */
export function rupeesTextToPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** An amount typed in rupees (a string, as a form sends it, or a number of rupees), as paise. */
const rupeeAmount = (message: string, { allowZero = false } = {}) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const paise =
      typeof value === "number"
        ? Number.isFinite(value) && Math.round(value * 100) === value * 100
          ? Math.round(value * 100)
          : null
        : rupeesTextToPaise(value);
    if (paise === null || paise > MAX_PAYMENT_MINOR || (!allowZero && paise === 0)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });

const isRealDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
const day = (message: string) => z.string({ error: message }).refine(isRealDay, message);

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

/** Staff raise a payment request on a lead (the console's "Request a payment" dialog). */
export const requestPaymentSchema = z.object({
  leadId: z
    .string({ error: "Choose the lead to ask payment for." })
    .regex(UUID, "Choose the lead to ask payment for."),
  label: text(120, "Say what the payment is for, in up to 120 characters.").min(
    1,
    "Say what the payment is for, in up to 120 characters.",
  ),
  amount: rupeeAmount("Enter the amount in rupees, such as 25000 or 25,000.50 (up to ₹10 crore)."),
  dueOn: day("Give the due date as a day, such as 2026-12-20.").nullish(),
});
export type RequestPaymentInput = z.infer<typeof requestPaymentSchema>;

/** Staff record money that reached the agency outside Razorpay (the console's "Record a payment received"). */
export const recordPaymentSchema = z.object({
  amount: rupeeAmount("Enter the amount received in rupees, such as 25000 or 25,000.50."),
  method: z.enum(PAYMENT_METHODS, { error: "Choose how the money was paid." }),
  reference: text(80, "Keep the reference (UTR, cheque number) to 80 characters.").optional(),
  receivedOn: day("Give the day the money arrived, such as 2026-12-20."),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** An admin refunds a payment, in full or in part; `kept` is what the agency keeps (a supplier's fee). */
export const refundSchema = z.object({
  amount: rupeeAmount("Enter the amount to refund in rupees, such as 25000 or 25,000.50."),
  kept: rupeeAmount("Enter the amount kept in rupees, or 0.", { allowZero: true }).optional(),
  reason: text(300, "Say why the money is refunded, in up to 300 characters.").min(
    1,
    "Say why the money is refunded, in up to 300 characters.",
  ),
});
export type RefundInput = z.infer<typeof refundSchema>;

const optionalMatching = (pattern: RegExp, message: string, max = 60) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => v === "" || pattern.test(v), message)
    .default("");

/** The agency's payment details and the reminder/expiry days (admins). Empty bank fields are allowed. */
export const paymentSettingsSchema = z.object({
  bankAccountName: text(100, "Keep the account name to 100 characters.").default(""),
  bankAccountNumber: optionalMatching(
    /^\d{6,18}$/,
    "Enter the account number as 6 to 18 digits, or leave it empty.",
  ),
  bankIfsc: z
    .string({ error: "Enter the IFSC as 11 characters, such as HDFC0001234, or leave it empty." })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(
      (v) => v === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v),
      "Enter the IFSC as 11 characters, such as HDFC0001234, or leave it empty.",
    )
    .default(""),
  bankName: text(100, "Keep the bank's name to 100 characters.").default(""),
  upiId: optionalMatching(
    /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.]{1,63}$/,
    "Enter the UPI ID as name@bank, or leave it empty.",
    120,
  ),
  gstin: z
    .string({ error: "Enter the GSTIN as 15 characters, such as 27AAPFU0939F1ZV, or leave it empty." })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(
      (v) => v === "" || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v),
      "Enter the GSTIN as 15 characters, such as 27AAPFU0939F1ZV, or leave it empty.",
    )
    .default(""),
  legalName: text(160, "Keep the legal name to 160 characters.").default(""),
  reminderDaysBefore: z.coerce
    .number({ error: "Give the reminder days as a whole number from 0 to 30." })
    .int("Give the reminder days as a whole number from 0 to 30.")
    .min(0, "Give the reminder days as a whole number from 0 to 30.")
    .max(30, "Give the reminder days as a whole number from 0 to 30.")
    .default(3),
  linkExpiryDays: z.coerce
    .number({ error: "Give the link expiry as a whole number of days from 1 to 90." })
    .int("Give the link expiry as a whole number of days from 1 to 90.")
    .min(1, "Give the link expiry as a whole number of days from 1 to 90.")
    .max(90, "Give the link expiry as a whole number of days from 1 to 90.")
    .default(7),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;
export type PaymentSettings = PaymentSettingsInput & { updatedAt: string | null; updatedBy: string | null };
