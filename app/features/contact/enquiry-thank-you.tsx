import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { CallButton } from "~/components/call-button";
import { Button } from "~/components/ui/button";

/**
 * The contact page's submitted state: 'Thank You!', the promise of contact within 2 hours, 'Submit
 * Another Inquiry' (back to the form) and 'Call Us Now'.
 * The enquiry form renders this after a successful submission.
 */
export function EnquiryThankYou({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form it replaces had focus: move it to the message so screen readers announce the outcome.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      className="rounded-card border border-sand-200 bg-white px-6 py-12 text-center shadow-card sm:px-12"
      data-testid="enquiry-thank-you"
    >
      <CheckCircle2 className="mx-auto size-12 text-success-600" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 font-display text-4xl outline-none sm:text-5xl">
        Thank You!
      </h2>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink-700">
        Your enquiry is with our travel team. A travel designer will contact you within 2 hours.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onSubmitAnother}>
          Submit Another Inquiry
        </Button>
        <CallButton size="lg">Call Us Now</CallButton>
      </div>
    </div>
  );
}
