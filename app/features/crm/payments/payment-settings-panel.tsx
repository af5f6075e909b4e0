import { Save } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatWhen } from "~/lib/format";
import { useConsoleAction } from "../shared/console-request";
import { PanelHeading } from "../shared/panel-heading";
import { paymentSettingsBody } from "../records/payment-schemas";

export type PaymentSettingsValues = {
  legalName: string;
  gstin: string;
  bankAccountName: string;
  bankName: string;
  bankAccountNumber: string;
  bankIfsc: string;
  upiId: string;
  reminderDaysBefore: number;
  linkExpiryDays: number;
};

export type PaymentSettingsData = {
  settings: PaymentSettingsValues;
  updatedAt: string | null;
  /** Whether Razorpay keys are configured: then travellers pay online and the bank details are a fallback. */
  razorpay: boolean;
};

type TextField = Exclude<keyof PaymentSettingsValues, "reminderDaysBefore" | "linkExpiryDays">;

const TEXT_FIELDS: {
  name: TextField;
  label: string;
  placeholder: string;
  upper?: boolean;
  mono?: boolean;
}[] = [
  { name: "legalName", label: "Legal name (on receipts)", placeholder: "Voyagers Luxe Travel Pvt Ltd" },
  { name: "gstin", label: "GSTIN", placeholder: "27AAPFU0939F1ZV", upper: true, mono: true },
  { name: "bankAccountName", label: "Account name", placeholder: "Voyagers Luxe Travel Pvt Ltd" },
  { name: "bankName", label: "Bank", placeholder: "HDFC Bank, Bandra West" },
  { name: "bankAccountNumber", label: "Account number", placeholder: "50200012345678", mono: true },
  { name: "bankIfsc", label: "IFSC", placeholder: "HDFC0001234", upper: true, mono: true },
  { name: "upiId", label: "UPI id", placeholder: "agency@okhdfcbank", mono: true },
];

/**
 * The agency's payment details (admins, on the Rates tab): the bank account and UPI id the pay page
 * shows when online payment is off, the legal name and GSTIN on every receipt, how many days before
 * the due date a reminder goes, and how long a payment link works.
 */
export function PaymentSettingsPanel({ data }: { data: PaymentSettingsData }) {
  const [values, setValues] = useState(data.settings);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const { run, pending } = useConsoleAction();
  const id = useId();
  const set = <K extends keyof PaymentSettingsValues>(field: K, value: PaymentSettingsValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = paymentSettingsBody.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? ""), message: issue.message });
      return;
    }
    const result = await run("PUT", "/api/v1/console/settings/payments", checked.data, {
      success: "Payment details saved",
    });
    if (!result.ok && result.field) setError({ field: result.field, message: result.description });
  }
  const errorOf = (name: string) =>
    error?.field === name ? (
      <span role="alert" className="text-xs font-normal text-danger-600">
        {error.message}
      </span>
    ) : null;
  const number = (name: "reminderDaysBefore" | "linkExpiryDays", label: string, hint: string) => (
    <label htmlFor={`${id}-${name}`} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
      {label}
      <Input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        className="h-9 w-24 tabular-nums sm:text-sm"
        aria-invalid={error?.field === name || undefined}
        value={Number.isFinite(values[name]) ? values[name] : ""}
        onChange={(e) => set(name, e.target.value === "" ? Number.NaN : Number(e.target.value))}
      />
      <span className="font-normal text-ink-500">{hint}</span>
      {errorOf(name)}
    </label>
  );
  return (
    <section aria-label="Payment details" className="mt-10" data-testid="payment-settings">
      <PanelHeading title="Payment details">
        {data.razorpay
          ? "Travellers pay by Razorpay; these show on receipts and as the fallback."
          : "Online payment is off: travellers see these bank details, and staff record what arrives."}
      </PanelHeading>
      <form noValidate onSubmit={submit} className="rounded-xl border border-sand-200 bg-sand-50 p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {TEXT_FIELDS.map((f) => (
            <label
              key={f.name}
              htmlFor={`${id}-${f.name}`}
              className="flex flex-col gap-1 text-xs font-medium text-ink-600"
            >
              {f.label}
              <Input
                id={`${id}-${f.name}`}
                className={`h-9 sm:text-sm ${f.mono ? "font-mono" : ""}`}
                autoComplete="off"
                placeholder={f.placeholder}
                aria-invalid={error?.field === f.name || undefined}
                value={values[f.name]}
                onChange={(e) => set(f.name, f.upper ? e.target.value.toUpperCase() : e.target.value)}
              />
              {errorOf(f.name)}
            </label>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          {number("reminderDaysBefore", "Remind days before due", "0 reminds on the day only")}
          {number("linkExpiryDays", "Payment link works for (days)", "1 to 90")}
          <div className="ml-auto flex items-center gap-3">
            {data.updatedAt ? (
              <span className="text-xs text-ink-500">Saved {formatWhen(data.updatedAt)}</span>
            ) : null}
            <Button type="submit" size="sm" variant="ink" disabled={pending}>
              <Save aria-hidden /> {pending ? "Saving…" : "Save payment details"}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
