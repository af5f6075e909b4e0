import { Send } from "lucide-react";
import { useState } from "react";
import { EnquiryField, EnquiryPhoneField, HoneypotField } from "~/components/enquiry-field";
import { Button } from "~/components/ui/button";
import { showSuccessToast } from "~/components/ui/toast";
import { fieldClasses, Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { purposeSlug } from "~/features/leads";
import { cn } from "~/lib/cn";
import { indiaDay } from "~/lib/india-time";
import { PhoneConsentNote } from "~/features/verification";
import { useEnquiryForm } from "~/lib/use-enquiry-form";
import {
  WEDDING_BUDGETS,
  WEDDING_GUESTS_MAX,
  WEDDING_MESSAGE_MAX,
  WEDDING_TEXT,
  weddingConsultationSchema,
  weddingTitleFor,
  type WeddingConsultationValues,
} from "./wedding-consultation-schema";

const EMPTY: WeddingConsultationValues = {
  name: "",
  email: "",
  phone: "",
  budget: "",
  weddingDate: "",
  guestCount: "",
  message: "",
};

/**
 * The wedding consultation form: name, e-mail and mobile, and whatever else the couple already
 * knows. No code to enter; on success a toast promises the specialists' call and the form empties.
 */
export function WeddingConsultationForm() {
  // "I have a number outside India": the mobile box takes a number with its country code.
  const [abroad, setAbroad] = useState(false);
  const form = useEnquiryForm({
    endpoint: `/api/v1/${purposeSlug("wedding_consultation")}/submissions`,
    initial: EMPTY,
    schema: weddingConsultationSchema,
    titleFor: weddingTitleFor,
    failed: WEDDING_TEXT.failed,
    onReceived: (toast) => {
      // The form empties for the next couple, who start from an Indian mobile like everyone.
      setAbroad(false);
      showSuccessToast(toast.title, toast.description);
    },
  });
  const { errors, fieldProps } = form;
  return (
    <form
      noValidate
      aria-label="Consultation form"
      data-testid="wedding-consultation-form"
      className="relative mt-8 grid gap-5 text-left"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField field="name" label="Full name" error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" maxLength={80} required />
        </EnquiryField>
        <EnquiryPhoneField
          box={{ ...fieldProps("phone"), required: true }}
          error={errors.phone}
          abroad={abroad}
          onAbroadChange={setAbroad}
          onValue={(value) => form.setValue("phone", value)}
          note={(id) => <PhoneConsentNote id={id} />}
        />
      </div>
      <EnquiryField field="email" label="E-mail" error={errors.email}>
        <Input {...fieldProps("email")} type="email" autoComplete="email" maxLength={254} required />
      </EnquiryField>
      <div className="grid gap-5 sm:grid-cols-3">
        <EnquiryField field="weddingDate" label="Wedding date" optional error={errors.weddingDate}>
          <Input {...fieldProps("weddingDate")} type="date" min={indiaDay()} suppressHydrationWarning />
        </EnquiryField>
        <EnquiryField field="guestCount" label="Guests" optional error={errors.guestCount}>
          <Input
            {...fieldProps("guestCount")}
            type="number"
            inputMode="numeric"
            min={1}
            max={WEDDING_GUESTS_MAX}
            placeholder="e.g. 250"
          />
        </EnquiryField>
        <EnquiryField field="budget" label="Budget" optional error={errors.budget}>
          <select {...fieldProps("budget")} className={cn(fieldClasses, "h-11 px-4 py-2")}>
            <option value="">Not decided yet</option>
            {WEDDING_BUDGETS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </EnquiryField>
      </div>
      <EnquiryField
        field="message"
        label="Tell us about your celebration"
        optional
        error={errors.message}
        count={{ length: form.values.message.length, max: WEDDING_MESSAGE_MAX }}
      >
        <Textarea
          {...fieldProps("message", { counted: true })}
          rows={4}
          maxLength={WEDDING_MESSAGE_MAX}
          placeholder="The region or venue you love, the events you're planning, anything we should know"
        />
      </EnquiryField>
      <HoneypotField inputRef={form.honeypot} />
      <Button
        type="submit"
        size="lg"
        variant="ink"
        disabled={form.sending}
        className="sm:justify-self-center"
      >
        <Send aria-hidden="true" />
        {form.sending ? "Sending…" : "Request Consultation"}
      </Button>
    </form>
  );
}
