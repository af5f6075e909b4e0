import { eq } from "drizzle-orm";
import { recordAudit } from "~/server/audit.server";
import type { Executor } from "~/server/db/db.server";
import { paymentSettings } from "~/server/db/schema.server";
import type { PaymentSettings, PaymentSettingsInput } from "./payment-schemas";

/** Until an admin saves: no bank details (the pay page then says a person will send them), 3 and 7 days. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  bankAccountName: "",
  bankAccountNumber: "",
  bankIfsc: "",
  bankName: "",
  upiId: "",
  gstin: "",
  legalName: "",
  reminderDaysBefore: 3,
  linkExpiryDays: 7,
  updatedAt: null,
  updatedBy: null,
};

export async function getPaymentSettings(exec: Executor): Promise<PaymentSettings> {
  const [row] = await exec.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  const { id: _id, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

/** True when the traveller can be shown where to send money without Razorpay. */
export function hasBankDetails(settings: PaymentSettings) {
  return !!settings.upiId || (!!settings.bankAccountNumber && !!settings.bankIfsc);
}

/** An admin's new settings (the whole set), with an audit entry in the same transaction. */
export async function savePaymentSettings(
  tx: Executor,
  input: PaymentSettingsInput,
  actorId: string,
  now = new Date(),
): Promise<PaymentSettings> {
  const values = { ...input, updatedBy: actorId, updatedAt: now };
  await tx
    .insert(paymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values });
  await recordAudit(tx, {
    action: "payment_settings_changed",
    actorUserId: actorId,
    targetType: "payment_settings",
    targetId: "payment_settings",
    // Which fields an admin set, not the account number itself.
    details: { fields: Object.keys(input).filter((k) => input[k as keyof PaymentSettingsInput] !== "") },
    occurredAt: now,
  });
  return getPaymentSettings(tx);
}
