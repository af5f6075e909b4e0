import type { StaffUser } from "~/features/auth/index.server";
import { getPaymentSettings, razorpayKeys, savePaymentSettings } from "~/features/payments/index.server";
import type { Database, Executor } from "~/server/db/db.server";
import type { PaymentSettingsBody } from "../records/payment-schemas";
import type { PaymentSettingsData } from "./payment-settings-panel";

/** The Rates tab's payment details (admins): the settings as saved, and whether Razorpay is on. */
export async function paymentSettingsData(db: Executor): Promise<PaymentSettingsData> {
  const s = await getPaymentSettings(db);
  return {
    settings: {
      legalName: s.legalName,
      gstin: s.gstin,
      bankAccountName: s.bankAccountName,
      bankName: s.bankName,
      bankAccountNumber: s.bankAccountNumber,
      bankIfsc: s.bankIfsc,
      upiId: s.upiId,
      reminderDaysBefore: s.reminderDaysBefore,
      linkExpiryDays: s.linkExpiryDays,
    },
    updatedAt: s.updatedAt ? new Date(s.updatedAt).toISOString() : null,
    razorpay: razorpayKeys() !== null,
  };
}

/** Saves the payment details (the route has checked the admin role); the payments feature audits it. */
export async function savePaymentDetails(db: Database, user: StaffUser, input: PaymentSettingsBody) {
  await db.transaction((tx) => savePaymentSettings(tx, input, user.id));
  return { ok: true };
}
