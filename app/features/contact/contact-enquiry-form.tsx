import { Send } from "lucide-react";
import { useState } from "react";
import { EnquiryField, EnquiryPhoneField, HoneypotField } from "~/components/enquiry-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { purposeSlug } from "~/features/leads";
import { PhoneConsentNote } from "~/features/verification";
import { useEnquiryForm } from "~/lib/use-enquiry-form";
import {
  CONTACT_TEXT,
  contactTitleFor,
  ENQUIRY_MESSAGE_MAX,
  type ContactEnquiryValues,
} from "./contact-enquiry-text";
import { EnquiryThankYou } from "./enquiry-thank-you";

const EMPTY: ContactEnquiryValues = { name: "", phone: "", email: "", destination: "", message: "" };

/**
 * The contact page's enquiry form: no code to enter; the details go to the travel team as they are,
 * and the page says 'Thank You!' with the 2-hour promise. 'Submit Another Inquiry' brings back an
 * empty form.
 */
export function ContactEnquiryForm() {
  const [submitted, setSubmitted] = useState(false);
  // "I have a number outside India": the mobile box takes a number with its country code.
  const [abroad, setAbroad] = useState(false);
  const form = useEnquiryForm({
    endpoint: `/api/v1/${purposeSlug("contact_inquiry")}/submissions`,
    initial: EMPTY,
    // The schema (zod) is not part of the page's first load: it is fetched when a field is focused.
    schema: () => import("./contact-enquiry-schema").then((m) => m.contactEnquirySchema),
    titleFor: contactTitleFor,
    failed: CONTACT_TEXT.failed,
    onReceived: () => setSubmitted(true),
  });

  if (submitted) {
    return (
      <EnquiryThankYou
        onSubmitAnother={() => {
          form.reset();
          setAbroad(false);
          setSubmitted(false);
        }}
      />
    );
  }

  const { errors, fieldProps } = form;
  return (
    <form
      noValidate
      aria-label="Enquiry form"
      data-testid="contact-enquiry-form"
      className="relative grid gap-5 rounded-card border border-sand-200 bg-white p-6 shadow-card sm:p-8"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField field="name" label="Full name" error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" maxLength={80} />
        </EnquiryField>
        <EnquiryPhoneField
          box={fieldProps("phone")}
          error={errors.phone}
          abroad={abroad}
          onAbroadChange={setAbroad}
          onValue={(value) => form.setValue("phone", value)}
          note={(id) => <PhoneConsentNote id={id} />}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField field="email" label="E-mail" optional error={errors.email}>
          <Input {...fieldProps("email")} type="email" autoComplete="email" maxLength={254} />
        </EnquiryField>
        <EnquiryField field="destination" label="Preferred destination" optional error={errors.destination}>
          <Input {...fieldProps("destination")} placeholder="e.g. Maldives, Kerala, Bali" maxLength={80} />
        </EnquiryField>
      </div>
      <EnquiryField
        field="message"
        label="Your message"
        optional
        error={errors.message}
        count={{ length: form.values.message.length, max: ENQUIRY_MESSAGE_MAX }}
      >
        <Textarea
          {...fieldProps("message", { counted: true })}
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX}
          placeholder="When you'd like to travel, who's coming, what you have in mind"
        />
      </EnquiryField>
      <HoneypotField inputRef={form.honeypot} />
      <Button type="submit" size="lg" disabled={form.sending} className="sm:justify-self-start">
        <Send aria-hidden="true" />
        {form.sending ? "Sending…" : "Send Enquiry"}
      </Button>
    </form>
  );
}
